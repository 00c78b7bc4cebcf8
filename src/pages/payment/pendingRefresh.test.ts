import { describe, expect, it } from 'vitest';
import type { Bill } from '../../../openapi';
import { PENDING_REFRESH_MS, pendingRefresh } from './pendingRefresh';

const bill = (id: number) => ({ pay_status: { id, name: '' } }) as Bill;

describe('the payment status read', () => {
  it('asks again every few seconds while the payment is pending, and stops once it is settled', () => {
    const every = pendingRefresh.refreshInterval as (b: Bill | undefined) => number;
    expect(every(bill(3))).toBe(PENDING_REFRESH_MS);
    expect(PENDING_REFRESH_MS).toBeLessThanOrEqual(5000);
    for (const settled of [1, 2, 4, 5, 7]) expect(every(bill(settled))).toBe(0);
    // Asked first before any data: polling must start then, or it never starts.
    expect(every(undefined)).toBe(PENDING_REFRESH_MS);
    expect(pendingRefresh.shouldRetryOnError).toBe(false);
    // A poll inside the de-duplication window would not reach the server.
    expect(pendingRefresh.dedupingInterval).toBeLessThan(PENDING_REFRESH_MS);
  });
});
