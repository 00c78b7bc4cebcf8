// What a confirmed gateway state does to a bill in its current state: the rules of DESIGN.md
// "Payments" and the late-payment policy of the README.
import type { BillState } from '../../openapi/rules.ts';
import type { GatewayStatus } from '../payments/gateway.ts';

/** 'lateAccept': money arrived for a bill that was already closed without it (its seats were freed). */
export type BillChange = 'accept' | 'lateAccept' | 'reject' | 'fail' | 'none';

/** Bills closed without payment, whose seats were freed: rejected (2), failed (4), closed by reconciliation (7). */
const CLOSED_UNPAID: readonly BillState[] = [2, 4, 7];

/**
 * A pending bill (3) moves to accepted, rejected or failed; a pending confirmation changes
 * nothing. An acceptance that arrives after the bill was closed unpaid (2, 4, 7) is a late
 * payment: the money is real, so the seats are taken again if still free, else the bill waits
 * for a refund. An accepted or refunded bill (1, 5, 6) never changes again: a 'pending' or a
 * 'rejected' arriving after 'accepted' never downgrades it.
 */
export function billChange(current: BillState, incoming: GatewayStatus): BillChange {
  if (current === 3) {
    switch (incoming) {
      case 'accepted':
        return 'accept';
      case 'rejected':
        return 'reject';
      case 'failed':
        return 'fail';
      case 'pending':
        return 'none';
    }
  }
  if (incoming === 'accepted' && CLOSED_UNPAID.includes(current)) return 'lateAccept';
  return 'none';
}
