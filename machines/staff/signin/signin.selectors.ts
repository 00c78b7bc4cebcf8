import type { SnapshotFrom } from 'xstate';
import type { staffSignInMachine } from './signin.machine.ts';

type SignInSnapshot = SnapshotFrom<typeof staffSignInMachine>;

/** 'Ingresar' spins while the server checks. */
export const selectSigningIn = (s: SignInSnapshot) => s.hasTag('busy');
export const selectSignedIn = (s: SignInSnapshot) => s.hasTag('signedIn');
/** The server's message above the form, if the last try was refused. */
export const selectSignInRefusal = (s: SignInSnapshot) => (s.hasTag('refused') ? (s.context.refusal?.message ?? null) : null);
/** Which second factor the form asks for. */
export const selectSecondFactor = (s: SignInSnapshot) => s.context.factor;
