import type { SnapshotFrom } from 'xstate';
import type { verificationMachine } from './verification.machine.ts';

type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;

/** The 'Verificar' button spins while a code is checked. */
export const selectValidating = (s: VerificationSnapshot) => s.hasTag('busy');
export const selectRequesting = (s: VerificationSnapshot) => s.hasTag('requesting');
export const selectVerified = (s: VerificationSnapshot) => s.matches('verified');
