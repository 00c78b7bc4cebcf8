import type { SnapshotFrom } from 'xstate';
import type { staffPersonalMachine } from './people.machine.ts';

type PersonalSnapshot = SnapshotFrom<typeof staffPersonalMachine>;

/** Which dialog is open, if any. */
export type PersonalDialog = 'invitation' | 'roles' | 'deactivation' | null;

export const selectPeopleLoading = (s: PersonalSnapshot) => s.hasTag('loading');
/** The staff table (empty until read). */
export const selectPeople = (s: PersonalSnapshot) => s.context.people;
/** Why the list could not be read (a retry is offered). */
export const selectListProblem = (s: PersonalSnapshot) => (s.hasTag('loadFailed') ? s.context.problem : null);
export const selectNotice = (s: PersonalSnapshot) => (s.hasTag('ready') && !s.hasTag('inviting') && !s.hasTag('changingRoles') && !s.hasTag('deactivating') ? s.context.notice : null);
export const selectDialog = (s: PersonalSnapshot): PersonalDialog =>
  s.hasTag('inviting') ? 'invitation' : s.hasTag('changingRoles') ? 'roles' : s.hasTag('deactivating') ? 'deactivation' : null;
/** The person of the roles or deactivation dialog. */
export const selectSelected = (s: PersonalSnapshot) => (s.hasTag('changingRoles') || s.hasTag('deactivating') ? s.context.selected : null);
/** The dialog's request is on its way. */
export const selectSending = (s: PersonalSnapshot) => s.hasTag('busy');
/** The server's refusal or the failure shown in the open dialog. */
export const selectRefusal = (s: PersonalSnapshot) => (s.hasTag('refused') || s.hasTag('failed') ? s.context.refusal : null);
/** The same request may be sent again (no answer, or the server failed). */
export const selectCanRetry = (s: PersonalSnapshot) => s.hasTag('failed');
/** The invitation the server sent, once sent. */
export const selectSent = (s: PersonalSnapshot) => (s.hasTag('sent') ? s.context.sent : null);
