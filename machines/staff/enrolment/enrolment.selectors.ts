import type { SnapshotFrom } from 'xstate';
import type { staffEnrolmentMachine } from './enrolment.machine.ts';

type EnrolmentSnapshot = SnapshotFrom<typeof staffEnrolmentMachine>;

/** Which screen the enrolment page shows. */
export type EnrolmentScreen = 'reading' | 'linkGone' | 'readFailed' | 'form' | 'codes' | 'enrolled';

export function selectEnrolmentScreen(s: EnrolmentSnapshot): EnrolmentScreen {
  if (s.hasTag('reading')) return 'reading';
  if (s.hasTag('linkGone')) return 'linkGone';
  if (s.hasTag('readFailed')) return 'readFailed';
  if (s.hasTag('codes')) return 'codes';
  if (s.hasTag('enrolled')) return 'enrolled';
  return 'form';
}
/** The 'Confirmar' button spins while the account is made. */
export const selectEnrolling = (s: EnrolmentSnapshot) => s.hasTag('busy');
/** The server's message shown above the form or on the link's screen, if any. */
export const selectRefusalMessage = (s: EnrolmentSnapshot) => (s.hasTag('refused') || s.hasTag('linkGone') || s.hasTag('readFailed') ? (s.context.refusal?.message ?? null) : null);
/** The ten recovery codes, only while they are shown. */
export const selectRecoveryCodes = (s: EnrolmentSnapshot) => (s.hasTag('codes') ? (s.context.enrolled?.recovery_codes ?? []) : []);
/** Who the link is for, its roles and the QR to scan. */
export const selectLinkView = (s: EnrolmentSnapshot) => s.context.view;
