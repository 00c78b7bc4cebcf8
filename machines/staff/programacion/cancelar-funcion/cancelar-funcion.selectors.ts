import type { SnapshotFrom } from 'xstate';
import type { cancelarFuncionMachine } from './cancelar-funcion.machine.ts';

type CancelSnapshot = SnapshotFrom<typeof cancelarFuncionMachine>;

/** The dialog is open (asking, cancelling, or saying what it did). */
export const selectCancelOpen = (s: CancelSnapshot) => s.hasTag('open');
/** The función the dialog is about. */
export const selectCancelFuncion = (s: CancelSnapshot) => (s.hasTag('open') ? s.context.funcion : null);
export const selectCancelling = (s: CancelSnapshot) => s.hasTag('busy');
/** The message in the dialog: the server's refusal, or that the reason is missing. */
export const selectCancelRefusal = (s: CancelSnapshot) => (s.hasTag('refused') ? (s.context.refusal?.message ?? null) : null);
/** What the cancellation did, once done. */
export const selectCancelled = (s: CancelSnapshot) => (s.hasTag('cancelled') ? s.context.cancelled : null);
