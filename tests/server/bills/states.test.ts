// The table of what a confirmed state does to a bill (server/bills/states.ts), written out
// here from the README's payment rules, independently of the code.
import { describe, expect, it } from 'vitest';
import { billChange } from '../../../server/bills/states.ts';

const STATES = ['accepted', 'rejected', 'pending', 'failed'] as const;
const expected: Record<number, Record<(typeof STATES)[number], string>> = {
  1: { accepted: 'none', rejected: 'none', pending: 'none', failed: 'none' }, // accepted never goes back
  2: { accepted: 'lateAccept', rejected: 'none', pending: 'none', failed: 'none' },
  3: { accepted: 'accept', rejected: 'reject', pending: 'none', failed: 'fail' },
  4: { accepted: 'lateAccept', rejected: 'none', pending: 'none', failed: 'none' },
  5: { accepted: 'none', rejected: 'none', pending: 'none', failed: 'none' }, // waiting for a refund
  6: { accepted: 'none', rejected: 'none', pending: 'none', failed: 'none' }, // refunded
  7: { accepted: 'lateAccept', rejected: 'none', pending: 'none', failed: 'none' }, // closed by reconciliation
};

describe('billChange', () => {
  it('moves a pending bill, takes late money for a closed one, and never downgrades', () => {
    for (const [current, row] of Object.entries(expected)) {
      for (const incoming of STATES) expect(billChange(Number(current) as 1, incoming), `${current} + ${incoming}`).toBe(row[incoming]);
    }
  });
});
