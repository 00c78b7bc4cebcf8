// The bill's state machine as a table: which states each move may leave from and where it goes.
// Pure: server/bills/moves.ts applies a move (in the bill's locked transaction) only where this
// table allows it, so a move repeated, reordered or arriving too late changes nothing.
//
// The late-payment policy of docs/payments.md lives here too: money accepted for a bill that was closed
// without it (rejected, failed, closed by reconciliation) is accepted late; an accepted or
// refunded bill never goes back.
import { BILL_STATE, type BillState } from '../../openapi/rules.ts';
import type { GatewayStatus } from '../payments/gateway.ts';

const { accepted, rejected, pending, failed, refundPending, refunded, closed } = BILL_STATE;

export type BillMove = 'accept' | 'reject' | 'fail' | 'close' | 'flagForRefund' | 'refund';

/** Bills closed without payment, whose seats were freed. */
export const CLOSED_UNPAID: readonly BillState[] = [rejected, failed, closed];

export const MOVES: Record<BillMove, { from: readonly BillState[]; to: BillState }> = {
  // Money arrived: pending, or late for a bill closed without it. Accepting may end in
  // refundPending instead, when a late payment's seats went to someone else (moves.ts).
  accept: { from: [pending, ...CLOSED_UNPAID], to: accepted },
  reject: { from: [pending], to: rejected },
  fail: { from: [pending], to: failed },
  // No answer from the gateway within the payment's cap (reconciliation).
  close: { from: [pending], to: closed },
  // Money that must go back: paid without seats, or its función cancelled.
  flagForRefund: { from: [pending, accepted, ...CLOSED_UNPAID], to: refundPending },
  refund: { from: [refundPending], to: refunded },
};

export const canMove = (move: BillMove, current: BillState): boolean => MOVES[move].from.includes(current);

/** The move a confirmed gateway state asks for ('pending' asks for none). */
const GATEWAY_MOVES: Record<GatewayStatus, BillMove | null> = { accepted: 'accept', rejected: 'reject', failed: 'fail', pending: null };

/** What a confirmed gateway state does to a bill in its current state: a move the table allows, or none. */
export function gatewayMove(current: BillState, incoming: GatewayStatus): BillMove | null {
  const move = GATEWAY_MOVES[incoming];
  return move && canMove(move, current) ? move : null;
}
