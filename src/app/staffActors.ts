// The network of the staff area's machines (machines/staff-*), provided here with the contract's
// operationIds. Imported only by the staff area's lazy chunks: the public pages never load it.
import { fromPromise } from 'xstate';
import type { StaffAcceptRequest, StaffEnrolled, StaffImage, StaffInvitationView, StaffMe, StaffPelicula, StaffPeliculaInput, StaffSession, StaffSetupRequest, StaffSignInRequest } from '../../openapi';
import { staffEnrolmentMachine } from '../../machines/staff-enrolment/staff-enrolment.machine';
import { staffSessionMachine } from '../../machines/staff-session/staff-session.machine';
import { staffSignInMachine } from '../../machines/staff-signin/staff-signin.machine';
import { staffPeliculaMachine } from '../../machines/staff-pelicula/staff-pelicula.machine';
import { api } from '../api/client';

export const staffActors = {
  readStaffInvitation: fromPromise<StaffInvitationView, string>(async ({ input }) => (await api.POST('/staff/invitations/lookup', { body: { token: input } })).data!),
  completeStaffSetup: fromPromise<StaffEnrolled, StaffSetupRequest>(async ({ input }) => (await api.POST('/staff/setup', { body: input })).data!),
  acceptStaffInvitation: fromPromise<StaffEnrolled, StaffAcceptRequest>(async ({ input }) => (await api.POST('/staff/invitations/acceptance', { body: input })).data!),
  staffSignIn: fromPromise<StaffSession, StaffSignInRequest>(async ({ input }) => (await api.POST('/staff/session', { body: input })).data!),
  staffSignOut: fromPromise<unknown, void>(async () => (await api.DELETE('/staff/session')).data),
  getStaffMe: fromPromise<StaffMe, void>(async () => (await api.GET('/staff/me')).data!),
  uploadStaffImage: fromPromise<StaffImage, Blob>(async ({ input }) => {
    const form = new FormData();
    form.append('file', input);
    // The browser writes the multipart boundary itself.
    return (await api.POST('/staff/programacion/imagenes', { body: { file: '' }, bodySerializer: () => form })).data!;
  }),
  createPelicula: fromPromise<StaffPelicula, StaffPeliculaInput>(async ({ input }) => (await api.POST('/staff/programacion/peliculas', { body: input })).data!),
  updatePelicula: fromPromise<StaffPelicula, { id: number; body: StaffPeliculaInput }>(
    async ({ input }) => (await api.PUT('/staff/programacion/peliculas/{id}', { params: { path: { id: input.id } }, body: input.body })).data!,
  ),
};

export const providedStaffEnrolmentMachine = staffEnrolmentMachine.provide({
  actors: { readStaffInvitation: staffActors.readStaffInvitation, completeStaffSetup: staffActors.completeStaffSetup, acceptStaffInvitation: staffActors.acceptStaffInvitation },
});
export const providedStaffSignInMachine = staffSignInMachine.provide({ actors: { staffSignIn: staffActors.staffSignIn } });
export const providedStaffSessionMachine = staffSessionMachine.provide({ actors: { getStaffMe: staffActors.getStaffMe, staffSignOut: staffActors.staffSignOut } });
export const providedStaffPeliculaMachine = staffPeliculaMachine.provide({
  actors: { uploadStaffImage: staffActors.uploadStaffImage, createPelicula: staffActors.createPelicula, updatePelicula: staffActors.updatePelicula },
});
