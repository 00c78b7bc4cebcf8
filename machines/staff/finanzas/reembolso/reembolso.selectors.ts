import type { SnapshotFrom } from 'xstate';
import type { reembolsoMachine } from './reembolso.machine.ts';

type ReembolsoSnapshot = SnapshotFrom<typeof reembolsoMachine>;

/** The dialog is open (choosing, refunding, or saying it is done). */
export const selectRefundOpen = (s: ReembolsoSnapshot) => s.hasTag('open');
/** The bill the dialog is about. */
export const selectRefundBill = (s: ReembolsoSnapshot) => (s.hasTag('open') ? s.context.bill : null);
export const selectRefunding = (s: ReembolsoSnapshot) => s.hasTag('busy');
/** The message in the dialog: the server's refusal, or that the reference is missing. */
export const selectRefundRefusal = (s: ReembolsoSnapshot) => (s.hasTag('refused') ? (s.context.refusal?.message ?? null) : null);
/** The refund made, once done. */
export const selectRefundDone = (s: ReembolsoSnapshot) => (s.hasTag('refunded') ? s.context.done : null);
