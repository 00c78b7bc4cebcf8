// The network of the staff area's machines (machines/staff-*), provided here with the contract's
// operationIds. Imported only by the staff area's lazy chunks: the public pages never load it.
import { fromPromise } from 'xstate';
import type {
  FuncionCancelled,
  FuncionCancelRequest,
  FuncionesCreated,
  FuncionesPreview,
  FuncionesRequest,
  ProgramacionOptions,
  StaffAcceptRequest,
  StaffEnrolled,
  StaffInvitationView,
  StaffMe,
  StaffSession,
  StaffSetupRequest,
  StaffSignInRequest,
} from '../../openapi';
import { cancelarFuncionMachine } from '../../machines/cancelar-funcion/cancelar-funcion.machine';
import { programacionMasivaMachine } from '../../machines/programacion-masiva/programacion-masiva.machine';
import { staffEnrolmentMachine } from '../../machines/staff-enrolment/staff-enrolment.machine';
import { staffSessionMachine } from '../../machines/staff-session/staff-session.machine';
import { staffSignInMachine } from '../../machines/staff-signin/staff-signin.machine';
import { api } from '../api/client';

export const staffActors = {
  readStaffInvitation: fromPromise<StaffInvitationView, string>(async ({ input }) => (await api.POST('/staff/invitations/lookup', { body: { token: input } })).data!),
  completeStaffSetup: fromPromise<StaffEnrolled, StaffSetupRequest>(async ({ input }) => (await api.POST('/staff/setup', { body: input })).data!),
  acceptStaffInvitation: fromPromise<StaffEnrolled, StaffAcceptRequest>(async ({ input }) => (await api.POST('/staff/invitations/acceptance', { body: input })).data!),
  staffSignIn: fromPromise<StaffSession, StaffSignInRequest>(async ({ input }) => (await api.POST('/staff/session', { body: input })).data!),
  staffSignOut: fromPromise<unknown, void>(async () => (await api.DELETE('/staff/session')).data),
  getStaffMe: fromPromise<StaffMe, void>(async () => (await api.GET('/staff/me')).data!),
  getProgramacionOptions: fromPromise<ProgramacionOptions, void>(async () => (await api.GET('/staff/programacion/opciones')).data!),
  previewFunciones: fromPromise<FuncionesPreview, FuncionesRequest>(async ({ input }) => (await api.POST('/staff/programacion/funciones/vista-previa', { body: input })).data!),
  createFunciones: fromPromise<FuncionesCreated, FuncionesRequest>(async ({ input }) => (await api.POST('/staff/programacion/funciones', { body: input })).data!),
  cancelFuncion: fromPromise<FuncionCancelled, { id: number; body: FuncionCancelRequest }>(
    async ({ input }) => (await api.POST('/staff/programacion/funciones/{id}/cancelacion', { params: { path: { id: input.id } }, body: input.body })).data!,
  ),
};

export const providedStaffEnrolmentMachine = staffEnrolmentMachine.provide({
  actors: { readStaffInvitation: staffActors.readStaffInvitation, completeStaffSetup: staffActors.completeStaffSetup, acceptStaffInvitation: staffActors.acceptStaffInvitation },
});
export const providedStaffSignInMachine = staffSignInMachine.provide({ actors: { staffSignIn: staffActors.staffSignIn } });
export const providedStaffSessionMachine = staffSessionMachine.provide({ actors: { getStaffMe: staffActors.getStaffMe, staffSignOut: staffActors.staffSignOut } });
export const providedProgramacionMasivaMachine = programacionMasivaMachine.provide({
  actors: { getProgramacionOptions: staffActors.getProgramacionOptions, previewFunciones: staffActors.previewFunciones, createFunciones: staffActors.createFunciones },
});
export const providedCancelarFuncionMachine = cancelarFuncionMachine.provide({ actors: { cancelFuncion: staffActors.cancelFuncion } });
