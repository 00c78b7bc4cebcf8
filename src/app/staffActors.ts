// The network of the staff area's machines (machines/staff-*), provided here with the contract's
// operationIds. Imported only by the staff area's lazy chunks: the public pages never load it.
import { fromPromise } from 'xstate';
import type { ContentPreview, StaffBanner, StaffBannerInput, StaffSettings, StaffSettingsChange, StaffAcceptRequest, StaffContent, StaffContentInput, StaffEnrolled, StaffInvitationView, StaffMe, StaffSession, StaffSetupRequest, StaffSignInRequest } from '../../openapi';
import { staffBannersMachine } from '../../machines/staff-banners/staff-banners.machine';
import { staffContentMachine } from '../../machines/staff-content/staff-content.machine';
import { staffSettingsMachine } from '../../machines/staff-settings/staff-settings.machine';
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
  listStaffSettings: fromPromise<StaffSettings, void>(async () => (await api.GET('/staff/programacion/ajustes')).data!),
  changeStaffSettings: fromPromise<StaffSettings, StaffSettingsChange>(async ({ input }) => (await api.PATCH('/staff/programacion/ajustes', { body: input })).data!),
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
};

export const providedStaffEnrolmentMachine = staffEnrolmentMachine.provide({
  actors: { readStaffInvitation: staffActors.readStaffInvitation, completeStaffSetup: staffActors.completeStaffSetup, acceptStaffInvitation: staffActors.acceptStaffInvitation },
});
export const providedStaffSignInMachine = staffSignInMachine.provide({ actors: { staffSignIn: staffActors.staffSignIn } });
export const providedStaffSessionMachine = staffSessionMachine.provide({ actors: { getStaffMe: staffActors.getStaffMe, staffSignOut: staffActors.staffSignOut } });
export const providedStaffContentMachine = staffContentMachine.provide({
  actors: { previewContent: staffActors.previewContent, createContent: staffActors.createContent, updateContent: staffActors.updateContent },
});
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
