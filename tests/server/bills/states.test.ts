// The bill's state table (server/bills/states.ts), written out here from docs/payments.md's
// rules and the late-payment policy, independently of the code.
import { describe, expect, it } from 'vitest';
import { canMove, gatewayMove, type BillMove } from '../../../server/bills/states.ts';

// 1 accepted, 2 rejected, 3 pending, 4 failed, 5 refundPending, 6 refunded, 7 closed.
const ALLOWED: Record<BillMove, number[]> = {
  accept: [3, 2, 4, 7], // on time, or late money for a bill closed without it
  reject: [3],
  fail: [3],
  close: [3],
  flagForRefund: [3, 1, 2, 4, 7], // money to give back: paid without seats, or its función cancelled
  refund: [5],
};

const GATEWAY = ['accepted', 'rejected', 'pending', 'failed'] as const;
const expected: Record<number, Record<(typeof GATEWAY)[number], BillMove | null>> = {
  1: { accepted: null, rejected: null, pending: null, failed: null }, // accepted never goes back
  2: { accepted: 'accept', rejected: null, pending: null, failed: null }, // late money
  3: { accepted: 'accept', rejected: 'reject', pending: null, failed: 'fail' },
  4: { accepted: 'accept', rejected: null, pending: null, failed: null },
  5: { accepted: null, rejected: null, pending: null, failed: null }, // waiting for a refund
  6: { accepted: null, rejected: null, pending: null, failed: null }, // refunded
  7: { accepted: 'accept', rejected: null, pending: null, failed: null }, // closed by reconciliation
};

describe('the bill state table', () => {
  it('allows each move from exactly its states', () => {
    for (const [move, from] of Object.entries(ALLOWED) as [BillMove, number[]][]) {
      for (let state = 1; state <= 7; state++) expect(canMove(move, state as 1), `${move} from ${state}`).toBe(from.includes(state));
    }
  });

  it('moves a pending bill on the gateway word, takes late money for a closed one, and never downgrades', () => {
    for (const [current, row] of Object.entries(expected)) {
      for (const incoming of GATEWAY) expect(gatewayMove(Number(current) as 1, incoming), `${current} + ${incoming}`).toBe(row[incoming]);
    }
  });
});
