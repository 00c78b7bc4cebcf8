import type { SnapshotFrom } from 'xstate';
import type { verificationMachine } from './verification.machine.ts';

type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;

/** The 'Verificar' button spins while a code is checked. */
export const selectValidating = (s: VerificationSnapshot | undefined) => Boolean(s?.hasTag('busy'));
/** The 'Enviar código' link spins while a code is requested. */
export const selectRequesting = (s: VerificationSnapshot | undefined) => Boolean(s?.hasTag('requesting'));
export const selectVerified = (s: VerificationSnapshot | undefined) => Boolean(s?.hasTag('verified'));
