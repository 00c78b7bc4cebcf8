// The network of the staff area's machines (machines/staff/), provided here with the contract's
// operationIds. Imported only by the staff area's lazy chunks: the public pages never load it.
import { fromPromise } from 'xstate';
import type { SalaSeatRules, StaffSala } from '../../openapi';
import type { DiaNoHabil, DiaNoHabilInput, EticaReporte, ServicioAsignacion, ServicioEstadoCambio, ServicioNotaInput, ServicioPersona, ServicioPqrs, ServicioProrrogaInput } from '../../openapi';
import type { DuplicadoOfflineList, PorteriaOptions } from '../../openapi';
import type { AuditPage, ContentPreview, FuncionCancelRequest, FuncionCancelled, FuncionesCreated, FuncionesPreview, FuncionesRequest, ProgramacionOptions, StaffAcceptRequest, StaffBanner, StaffBannerInput, StaffContent, StaffContentInput, StaffEnrolled, StaffImage, StaffInvitation, StaffInvitationRequest, StaffInvitationView, StaffList, StaffMe, StaffMembershipPrice, StaffPelicula, StaffPeliculaInput, StaffPerson, StaffProduct, StaffProductInput, StaffRefundDone, StaffRefundRequest, StaffRole, StaffRoomTarifas, StaffServiceFees, StaffSession, StaffSettings, StaffSettingsChange, StaffSetupRequest, StaffSignInRequest, StaffTarifaChange } from '../../openapi';
import type { StaffAuditQuery } from '../../machines/staff/personal/audit/audit.types';
import { duplicadosOfflineMachine } from '../../machines/staff/porteria/duplicados-offline/duplicados-offline.machine';
import type { DuplicadosFiltros } from '../../machines/staff/porteria/duplicados-offline/duplicados-offline.types';
import { bandejaGestionMachine } from '../../machines/staff/servicio/bandeja-gestion/bandeja-gestion.machine';
import { pqrsRespuestaMachine } from '../../machines/staff/servicio/pqrs-respuesta/pqrs-respuesta.machine';
import type { DraftRequest, ExtensionRequest, SendRequest } from '../../machines/staff/servicio/pqrs-respuesta/pqrs-respuesta.types';
import { staffAuditMachine } from '../../machines/staff/personal/audit/audit.machine';
import { staffPersonalMachine } from '../../machines/staff/personal/people/people.machine';
import { staffConfiteriaMachine } from '../../machines/staff/programacion/confiteria/confiteria.machine';
import { cancelarFuncionMachine } from '../../machines/staff/programacion/cancelar-funcion/cancelar-funcion.machine';
import { programacionMasivaMachine } from '../../machines/staff/programacion/nuevas-funciones/nuevas-funciones.machine';
import { staffBannersMachine } from '../../machines/staff/programacion/banners/banners.machine';
import { staffContentMachine } from '../../machines/staff/programacion/contenidos/contenidos.machine';
import { staffSettingsMachine } from '../../machines/staff/programacion/ajustes/ajustes.machine';
import { staffSalaMachine } from '../../machines/staff/programacion/sala/sala.machine';
import type { SalaUpdate } from '../../machines/staff/programacion/sala/sala.types';
import { staffEnrolmentMachine } from '../../machines/staff/enrolment/enrolment.machine';
import { staffPreciosMachine } from '../../machines/staff/programacion/precios/precios.machine';
import { staffSessionMachine } from '../../machines/staff/session/session.machine';
import { staffSignInMachine } from '../../machines/staff/signin/signin.machine';
import { staffPeliculaMachine } from '../../machines/staff/programacion/pelicula/pelicula.machine';
import { reembolsoMachine } from '../../machines/staff/finanzas/reembolso/reembolso.machine';
import { api } from '../api/client';

/** A write on one case: its id and the operation's body. */
type OnCase<B> = { id: number; body: B };

// The service desk's and the ethics line's calls (issue 29): each write answers the case as it now is.
const servicio = {
  saveServicioPqrsRespuesta: async ({ id, text }: DraftRequest) => (await api.PUT('/staff/servicio/pqrs/{id}/respuesta', { params: { path: { id } }, body: { text } })).data!,
  sendServicioPqrsRespuesta: async ({ id }: SendRequest) => (await api.POST('/staff/servicio/pqrs/{id}/respuesta/envio', { params: { path: { id } } })).data!,
  extendServicioPqrs: async ({ id, reason, dueDate }: ExtensionRequest) => (await api.POST('/staff/servicio/pqrs/{id}/prorroga', { params: { path: { id } }, body: { reason, due_date: dueDate } satisfies ServicioProrrogaInput })).data!,
  saveEticaRespuesta: async ({ id, text }: DraftRequest) => (await api.PUT('/staff/etica/reportes/{id}/respuesta', { params: { path: { id } }, body: { text } })).data!,
  sendEticaRespuesta: async ({ id }: SendRequest) => (await api.POST('/staff/etica/reportes/{id}/respuesta/envio', { params: { path: { id } } })).data!,
};

/** The answer as the machine keeps it, from the case a call answered. */
const savedOf = (c: ServicioPqrs | EticaReporte) => ({ text: c.answer!.text });
const sentOf = (c: ServicioPqrs | EticaReporte) => ({ text: c.answer!.text, at: c.answer!.sent_at ?? c.answer!.saved_at });

export const staffActors = {
  // The finance desk.
  refundStaffBill: fromPromise<StaffRefundDone, { id: number; body: StaffRefundRequest }>(
    async ({ input }) => (await api.POST('/staff/finanzas/reembolsos/{id}', { params: { path: { id: input.id } }, body: input.body })).data!,
  ),
  // The door's duplicate offline entries (issue 28): the door's theaters, then the list (the door
  // page's own getPorteriaOptions keeps its answer on the device; this one only reads it).
  getPorteriaOptions: fromPromise<PorteriaOptions, void>(async () => (await api.GET('/staff/porteria/opciones')).data!),
  listDuplicadosOffline: fromPromise<DuplicadoOfflineList, DuplicadosFiltros>(async ({ input }) => (await api.GET('/staff/porteria/duplicados', { params: { query: input } })).data!),
  readStaffInvitation: fromPromise<StaffInvitationView, string>(async ({ input }) => (await api.POST('/staff/invitations/lookup', { body: { token: input } })).data!),
  completeStaffSetup: fromPromise<StaffEnrolled, StaffSetupRequest>(async ({ input }) => (await api.POST('/staff/setup', { body: input })).data!),
  acceptStaffInvitation: fromPromise<StaffEnrolled, StaffAcceptRequest>(async ({ input }) => (await api.POST('/staff/invitations/acceptance', { body: input })).data!),
  staffSignIn: fromPromise<StaffSession, StaffSignInRequest>(async ({ input }) => (await api.POST('/staff/session', { body: input })).data!),
  staffSignOut: fromPromise<unknown, void>(async () => (await api.DELETE('/staff/session')).data),
  getStaffMe: fromPromise<StaffMe, void>(async () => (await api.GET('/staff/me')).data!),
  // The admin's Personal and Auditoría pages.
  listStaff: fromPromise<StaffList, void>(async () => (await api.GET('/staff/people')).data!),
  createStaffInvitation: fromPromise<StaffInvitation, StaffInvitationRequest>(async ({ input }) => (await api.POST('/staff/invitations', { body: input })).data!),
  changeStaffRoles: fromPromise<StaffPerson, { id: number; roles: StaffRole[] }>(async ({ input }) => (await api.PUT('/staff/people/{id}/roles', { params: { path: { id: input.id } }, body: { roles: input.roles } })).data!),
  deactivateStaff: fromPromise<StaffPerson, { id: number }>(async ({ input }) => (await api.DELETE('/staff/people/{id}', { params: { path: { id: input.id } } })).data!),
  listStaffAudit: fromPromise<AuditPage, StaffAuditQuery>(async ({ input }) => (await api.GET('/staff/audit', { params: { query: input } })).data!),
  changeStaffRoomTarifas: fromPromise<StaffRoomTarifas, { roomId: number; tarifas: StaffTarifaChange[] }>(
    async ({ input }) => (await api.PUT('/staff/programacion/salas/{id}/tarifas', { params: { path: { id: input.roomId } }, body: { tarifas: input.tarifas } })).data!,
  ),
  changeStaffServiceFees: fromPromise<StaffServiceFees, StaffServiceFees>(async ({ input }) => (await api.PUT('/staff/programacion/servicio', { body: input })).data!),
  changeStaffMembershipPrice: fromPromise<StaffMembershipPrice, StaffMembershipPrice>(async ({ input }) => (await api.PUT('/staff/programacion/membresia', { body: input })).data!),
  createStaffProduct: fromPromise<StaffProduct, StaffProductInput>(async ({ input }) => (await api.POST('/staff/programacion/productos', { body: input })).data!),
  changeStaffProduct: fromPromise<StaffProduct, { id: number; input: StaffProductInput }>(
    async ({ input }) => (await api.PUT('/staff/programacion/productos/{id}', { params: { path: { id: input.id } }, body: input.input })).data!,
  ),
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
  getProgramacionOptions: fromPromise<ProgramacionOptions, void>(async () => (await api.GET('/staff/programacion/opciones')).data!),
  previewFunciones: fromPromise<FuncionesPreview, FuncionesRequest>(async ({ input }) => (await api.POST('/staff/programacion/funciones/vista-previa', { body: input })).data!),
  createFunciones: fromPromise<FuncionesCreated, FuncionesRequest>(async ({ input }) => (await api.POST('/staff/programacion/funciones', { body: input })).data!),
  cancelFuncion: fromPromise<FuncionCancelled, { id: number; body: FuncionCancelRequest }>(
    async ({ input }) => (await api.POST('/staff/programacion/funciones/{id}/cancelacion', { params: { path: { id: input.id } }, body: input.body })).data!,
  ),
  listStaffSettings: fromPromise<StaffSettings, void>(async () => (await api.GET('/staff/programacion/ajustes')).data!),
  changeStaffSettings: fromPromise<StaffSettings, StaffSettingsChange>(async ({ input }) => (await api.PATCH('/staff/programacion/ajustes', { body: input })).data!),
  // A sala's seat rule and focal point (issue 30).
  getSala: fromPromise<StaffSala, number>(async ({ input }) => (await api.GET('/staff/programacion/salas/{id}', { params: { path: { id: input } } })).data!),
  updateSala: fromPromise<SalaSeatRules, SalaUpdate>(async ({ input }) => (await api.PATCH('/staff/programacion/salas/{id}', { params: { path: { id: input.id } }, body: input.change })).data!),
  listStaffBanners: fromPromise<StaffBanner[], void>(async () => (await api.GET('/staff/programacion/banners')).data!),
  createBanner: fromPromise<StaffBanner, StaffBannerInput>(async ({ input }) => (await api.POST('/staff/programacion/banners', { body: input })).data!),
  updateBanner: fromPromise<StaffBanner, { id: number; body: StaffBannerInput }>(
    async ({ input }) => (await api.PUT('/staff/programacion/banners/{id}', { params: { path: { id: input.id } }, body: input.body })).data!,
  ),
  deleteBanner: fromPromise<StaffBanner, number>(async ({ input }) => (await api.DELETE('/staff/programacion/banners/{id}', { params: { path: { id: input } } })).data!),
  reorderBanners: fromPromise<StaffBanner[], number[]>(async ({ input }) => (await api.PUT('/staff/programacion/banners/orden', { body: { ids: input } })).data!),
  previewContent: fromPromise<ContentPreview, StaffContentInput>(async ({ input }) => (await api.POST('/staff/programacion/contenidos/vista-previa', { body: input })).data!),
  createContent: fromPromise<StaffContent, StaffContentInput>(async ({ input }) => (await api.POST('/staff/programacion/contenidos', { body: input })).data!),
  updateContent: fromPromise<StaffContent, { id: number; body: StaffContentInput }>(
    async ({ input }) => (await api.PUT('/staff/programacion/contenidos/{id}', { params: { path: { id: input.id } }, body: input.body })).data!,
  ),
  // The PQRS inbox and the ethics line's (issue 29).
  saveServicioPqrsRespuesta: fromPromise(async ({ input }: { input: DraftRequest }) => savedOf(await servicio.saveServicioPqrsRespuesta(input))),
  sendServicioPqrsRespuesta: fromPromise(async ({ input }: { input: SendRequest }) => sentOf(await servicio.sendServicioPqrsRespuesta(input))),
  extendServicioPqrs: fromPromise(async ({ input }: { input: ExtensionRequest }) => {
    const { extension } = await servicio.extendServicioPqrs(input);
    return { reason: extension!.reason, dueDate: extension!.due_date };
  }),
  addServicioPqrsNota: fromPromise<ServicioPqrs, OnCase<ServicioNotaInput>>(async ({ input }) => (await api.POST('/staff/servicio/pqrs/{id}/notas', { params: { path: { id: input.id } }, body: input.body })).data!),
  changeServicioPqrsEstado: fromPromise<ServicioPqrs, OnCase<ServicioEstadoCambio>>(async ({ input }) => (await api.PUT('/staff/servicio/pqrs/{id}/estado', { params: { path: { id: input.id } }, body: input.body })).data!),
  assignServicioPqrs: fromPromise<ServicioPqrs, OnCase<ServicioAsignacion>>(async ({ input }) => (await api.PUT('/staff/servicio/pqrs/{id}/asignacion', { params: { path: { id: input.id } }, body: input.body })).data!),
  saveEticaRespuesta: fromPromise(async ({ input }: { input: DraftRequest }) => savedOf(await servicio.saveEticaRespuesta(input))),
  sendEticaRespuesta: fromPromise(async ({ input }: { input: SendRequest }) => sentOf(await servicio.sendEticaRespuesta(input))),
  addEticaNota: fromPromise<EticaReporte, OnCase<ServicioNotaInput>>(async ({ input }) => (await api.POST('/staff/etica/reportes/{id}/notas', { params: { path: { id: input.id } }, body: input.body })).data!),
  changeEticaEstado: fromPromise<EticaReporte, OnCase<ServicioEstadoCambio>>(async ({ input }) => (await api.PUT('/staff/etica/reportes/{id}/estado', { params: { path: { id: input.id } }, body: input.body })).data!),
  listServicioPersonal: fromPromise<ServicioPersona[], void>(async () => (await api.GET('/staff/servicio/personal')).data!),
  addDiaNoHabil: fromPromise<DiaNoHabil, OnCase<DiaNoHabilInput>>(async ({ input }) => (await api.POST('/staff/servicio/dias-no-habiles', { body: input.body })).data!),
  deleteDiaNoHabil: fromPromise<DiaNoHabil, OnCase<null>>(async ({ input }) => (await api.DELETE('/staff/servicio/dias-no-habiles/{id}', { params: { path: { id: input.id } } })).data!),
};

export const providedStaffEnrolmentMachine = staffEnrolmentMachine.provide({
  actors: { readStaffInvitation: staffActors.readStaffInvitation, completeStaffSetup: staffActors.completeStaffSetup, acceptStaffInvitation: staffActors.acceptStaffInvitation },
});
export const providedStaffSignInMachine = staffSignInMachine.provide({ actors: { staffSignIn: staffActors.staffSignIn } });
export const providedStaffSessionMachine = staffSessionMachine.provide({ actors: { getStaffMe: staffActors.getStaffMe, staffSignOut: staffActors.staffSignOut } });
export const providedStaffPersonalMachine = staffPersonalMachine.provide({
  actors: { listStaff: staffActors.listStaff, createStaffInvitation: staffActors.createStaffInvitation, changeStaffRoles: staffActors.changeStaffRoles, deactivateStaff: staffActors.deactivateStaff },
});
export const providedStaffAuditMachine = staffAuditMachine.provide({ actors: { listStaff: staffActors.listStaff, listStaffAudit: staffActors.listStaffAudit } });
export const providedStaffPreciosMachine = staffPreciosMachine.provide({
  actors: { changeStaffRoomTarifas: staffActors.changeStaffRoomTarifas, changeStaffServiceFees: staffActors.changeStaffServiceFees, changeStaffMembershipPrice: staffActors.changeStaffMembershipPrice },
});
export const providedStaffConfiteriaMachine = staffConfiteriaMachine.provide({ actors: { createStaffProduct: staffActors.createStaffProduct, changeStaffProduct: staffActors.changeStaffProduct } });
export const providedStaffPeliculaMachine = staffPeliculaMachine.provide({
  actors: { uploadStaffImage: staffActors.uploadStaffImage, createPelicula: staffActors.createPelicula, updatePelicula: staffActors.updatePelicula },
});
export const providedProgramacionMasivaMachine = programacionMasivaMachine.provide({
  actors: { getProgramacionOptions: staffActors.getProgramacionOptions, previewFunciones: staffActors.previewFunciones, createFunciones: staffActors.createFunciones },
});
export const providedCancelarFuncionMachine = cancelarFuncionMachine.provide({ actors: { cancelFuncion: staffActors.cancelFuncion } });
export const providedStaffContentMachine = staffContentMachine.provide({
  actors: { previewContent: staffActors.previewContent, createContent: staffActors.createContent, updateContent: staffActors.updateContent },
});
export const providedStaffSalaMachine = staffSalaMachine.provide({ actors: { getSala: staffActors.getSala, updateSala: staffActors.updateSala } });
export const providedStaffSettingsMachine = staffSettingsMachine.provide({
  actors: { listStaffSettings: staffActors.listStaffSettings, changeStaffSettings: staffActors.changeStaffSettings },
});
export const providedStaffBannersMachine = staffBannersMachine.provide({
  actors: {
    listStaffBanners: staffActors.listStaffBanners,
    createBanner: staffActors.createBanner,
    updateBanner: staffActors.updateBanner,
    deleteBanner: staffActors.deleteBanner,
    reorderBanners: staffActors.reorderBanners,
  },
});
// The PQRS page's answer and extension, and the ethics report's answer (no extension there).
export const providedServicioRespuestaMachine = pqrsRespuestaMachine.provide({
  actors: { saveAnswer: staffActors.saveServicioPqrsRespuesta, sendAnswer: staffActors.sendServicioPqrsRespuesta, extendTerm: staffActors.extendServicioPqrs },
});
export const providedEticaRespuestaMachine = pqrsRespuestaMachine.provide({ actors: { saveAnswer: staffActors.saveEticaRespuesta, sendAnswer: staffActors.sendEticaRespuesta } });
// The small writes on a case, one machine each.
const writing = (write: (typeof staffActors)[keyof typeof staffActors]) => bandejaGestionMachine.provide({ actors: { write: write as never } });
export const servicioWriters = { nota: writing(staffActors.addServicioPqrsNota), estado: writing(staffActors.changeServicioPqrsEstado), asignacion: writing(staffActors.assignServicioPqrs) };
// Reports have no responsible person: their page never sends an assignment.
export const eticaWriters = { nota: writing(staffActors.addEticaNota), estado: writing(staffActors.changeEticaEstado), asignacion: bandejaGestionMachine };
export const providedDiaNoHabilAdd = writing(staffActors.addDiaNoHabil);
export const providedDiaNoHabilDelete = writing(staffActors.deleteDiaNoHabil);
export const providedReembolsoMachine = reembolsoMachine.provide({ actors: { refundStaffBill: staffActors.refundStaffBill } });
export const providedDuplicadosOfflineMachine = duplicadosOfflineMachine.provide({
  actors: { getPorteriaOptions: staffActors.getPorteriaOptions, listDuplicadosOffline: staffActors.listDuplicadosOffline },
});
