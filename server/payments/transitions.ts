// What a confirmed gateway state does to a bill in its current state. Issue 10 adds its rules here
// (late acceptance after a rejection or an expiry, refunds) without touching the confirmation path.
import type { BillStatusId } from '../db/constants.ts';
import type { GatewayStatus } from './gateway.ts';

export type BillChange = 'accept' | 'reject' | 'fail' | 'none';

/**
 * Only a pending bill (3) moves: to accepted, rejected or failed. A pending confirmation changes
 * nothing, and a settled bill (accepted, rejected, failed, refunds…) never goes back.
 */
export function billChange(current: BillStatusId, incoming: GatewayStatus): BillChange {
  if (current !== 3) return 'none';
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
