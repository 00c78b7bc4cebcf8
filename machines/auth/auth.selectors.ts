import type { SnapshotFrom } from 'xstate';
import type { User } from '../../openapi/index.ts';
import { ACTIVE_CARD } from '../../openapi/rules.ts';
import type { authMachine } from './auth.machine.ts';
import type { AuthTag } from './auth.types.ts';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const selectSignedIn = (s: AuthSnapshot) => s.hasTag('signedIn');
export const selectUser = (s: AuthSnapshot) => (s.hasTag('signedIn') ? s.context.user : null);
export const selectMembership = (s: AuthSnapshot) => (s.hasTag('signedIn') ? s.context.membership : null);
export const selectIsClubMember = (s: AuthSnapshot) => selectMembership(s)?.Estado === ACTIVE_CARD;
export const selectError = (s: AuthSnapshot) => s.context.error;
/**
 * Too many failed logins from this connection: the login form shows the captcha, a new widget for
 * each round (null while no captcha is asked for).
 */
export const selectCaptchaRound = (s: AuthSnapshot) => (s.hasTag('captchaRequired') ? s.context.captchaRound : null);
/** A sign-in or registration is on its way ('Ingresar' / 'Registrarme' spin). */
export const selectBusy = (s: AuthSnapshot) => s.hasTag('signingIn') || s.hasTag('registering');
/** Spec §4, §6: email_verified_at null = unverified. */
export const isUnverified = (user: User | null | undefined): user is User => user != null && user.email_verified_at == null;
/** An unverified signed-in user sees the verification prompt (spec §4). */
export const selectNeedsVerification = (s: AuthSnapshot) => s.hasTag('unverified');
/** The running e-mail verification (a child of the session while the e-mail is unverified). */
export const selectVerification = (s: AuthSnapshot) => s.children.verification;

export const selectLoginDialogOpen = (s: AuthSnapshot) => s.hasTag('loginDialog');
export const selectForgotPasswordDialogOpen = (s: AuthSnapshot) => s.hasTag('forgotPasswordDialog');
export const selectSendingResetLink = (s: AuthSnapshot) => s.hasTag('sendingResetLink');
export const selectVerificationDialogOpen = (s: AuthSnapshot) => s.hasTag('verificationDialog') && s.hasTag('unverified');
/** A session dialog is open over the page; page popups wait for it. */
export const selectDialogOpen = (s: AuthSnapshot) => selectLoginDialogOpen(s) || selectForgotPasswordDialogOpen(s) || selectVerificationDialogOpen(s);

export const selectEditingProfile = (s: AuthSnapshot) => s.hasTag('editingProfile');
export const selectSavingProfile = (s: AuthSnapshot) => s.hasTag('savingProfile');

const spinnerTexts: [AuthTag, string][] = [
  ['registering', 'Registrando usuario...'],
  ['signingIn', 'Ingresando...'],
  ['signingOut', 'Cerrando sesión...'],
  ['savingProfile', 'Actualizando informacion personal'],
];

/** Text of the global spinner (spec §4). */
export function selectSpinnerText(s: AuthSnapshot): string | null {
  return spinnerTexts.find(([tag]) => s.hasTag(tag))?.[1] ?? null;
}
