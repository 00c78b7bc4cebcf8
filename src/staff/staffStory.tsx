// Stories of the staff pages from machine states: each machine started with network actors that
// never answer, sent the events that reach the state, and its persisted snapshot handed to the
// page's real container (not hand-set props).
import { createActor, fromPromise, type AnyActorLogic, type EventFromLogic, type InputFrom } from 'xstate';
import type { StaffEnrolled, StaffInvitationView, StaffMe } from '../../openapi';
import { staffBannersMachine } from '../../machines/staff-banners/staff-banners.machine';
import { staffContentMachine } from '../../machines/staff-content/staff-content.machine';
import { staffSettingsMachine } from '../../machines/staff-settings/staff-settings.machine';
import { staffEnrolmentMachine } from '../../machines/staff-enrolment/staff-enrolment.machine';
import { staffSessionMachine } from '../../machines/staff-session/staff-session.machine';
import { staffSignInMachine } from '../../machines/staff-signin/staff-signin.machine';

const never = fromPromise(() => new Promise<never>(() => {}));

export const storyEnrolmentMachine = staffEnrolmentMachine.provide({ actors: { readStaffInvitation: never, completeStaffSetup: never, acceptStaffInvitation: never } as never });
export const storySignInMachine = staffSignInMachine.provide({ actors: { staffSignIn: never } as never });
export const storyContentMachine = staffContentMachine.provide({ actors: { previewContent: never, createContent: never, updateContent: never } as never });
export const storySettingsMachine = staffSettingsMachine.provide({ actors: { listStaffSettings: never, changeStaffSettings: never } as never });
export const storyBannersMachine = staffBannersMachine.provide({
  actors: { listStaffBanners: never, createBanner: never, updateBanner: never, deleteBanner: never, reorderBanners: never } as never,
});
export const storySessionMachine = staffSessionMachine.provide({ actors: { getStaffMe: never, staffSignOut: never } as never });

/** An event of the machine, or an actor's answer (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`). */
export type StoryEvent<L extends AnyActorLogic> = EventFromLogic<L> | { type: `xstate.${string}`; [key: string]: unknown };

/** The persisted snapshot of `logic` after these events. */
export function snapshotAfter<L extends AnyActorLogic>(logic: L, events: StoryEvent<L>[], input?: InputFrom<L>) {
  const actor = createActor(logic, { input } as never).start();
  for (const event of events) actor.send(event as never);
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return snapshot;
}

/** What the server answers, as src/api's client throws it. */
export const refusedWith = (status: number, message: string) => Object.assign(new Error(message), { name: 'ApiError', status });

// A 1×1 PNG stands in for the server's QR code.
const qr = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';
export const storySetupLink: StaffInvitationView = {
  kind: 'setup', email: null, name: null, roles: [], expires_at: '2026-11-22T10:00:00',
  enrolment: { uri: 'otpauth://totp/Viziona:personal?issuer=Viziona&secret=JBSWY3DPEHPK3PXP', qr, secret: 'JBSWY3DPEHPK3PXP' },
};
export const storyInvitation: StaffInvitationView = { ...storySetupLink, kind: 'invitation', email: 'luis@viziona.com.co', name: 'Luis Pérez', roles: ['porteria', 'servicio'] };
export const storyEnrolled: StaffEnrolled = {
  person: { id: 1, email: 'ana@viziona.com.co', name: 'Ana Gómez', roles: ['admin', 'programacion', 'servicio', 'finanzas', 'porteria', 'etica'], active: true, created_at: '2026-11-20T10:00:00' },
  recovery_codes: ['ABCD-EFGH-JKLM-NPQR', 'BCDE-FGHJ-KLMN-PQRS', 'CDEF-GHJK-LMNP-QRST', 'DEFG-HJKL-MNPQ-RSTU', 'EFGH-JKLM-NPQR-STUV', 'FGHJ-KLMN-PQRS-TUVW', 'GHJK-LMNP-QRST-UVWX', 'HJKL-MNPQ-RSTU-VWXY', 'JKLM-NPQR-STUV-WXYZ', 'KLMN-PQRS-TUVW-XYZ2'],
  expires_at: '2026-11-20T22:00:00',
};
export const storyMe: StaffMe = { person: storyEnrolled.person, recovery_codes_left: 10 };
