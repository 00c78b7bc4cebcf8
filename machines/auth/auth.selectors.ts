import type { SnapshotFrom } from 'xstate';
import type { User } from '../../openapi/index.ts';
import type { authMachine } from './auth.machine.ts';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const ACTIVE_CARD = 'usuario con tarjeta activa';

export const selectSignedIn = (s: AuthSnapshot) => s.matches('signedIn');
export const selectUser = (s: AuthSnapshot) => (s.matches('signedIn') ? s.context.user : null);
export const selectMembership = (s: AuthSnapshot) => (s.matches('signedIn') ? s.context.membership : null);
export const selectIsClubMember = (s: AuthSnapshot) => selectMembership(s)?.Estado === ACTIVE_CARD;
export const selectError = (s: AuthSnapshot) => s.context.error;
export const selectBusy = (s: AuthSnapshot) => s.hasTag('busy');
/** Spec §4, §6: email_verified_at null = unverified. */
export const isUnverified = (user: User | null | undefined): user is User => user != null && user.email_verified_at == null;
/** An unverified signed-in user sees the verification prompt (spec §4). */
export const selectNeedsVerification = (s: AuthSnapshot) => isUnverified(selectUser(s));

/** Text of the global spinner (spec §4). */
export function selectSpinnerText(s: AuthSnapshot): string | null {
  if (s.matches('registering')) return 'Registrando usuario...';
  if (s.matches('signingIn')) return 'Ingresando...';
  if (s.matches('signingOut')) return 'Cerrando sesión...';
  return null;
}
