import type { SWRConfiguration } from 'swr';
import type { Bill } from '../../../openapi';
import { notFoundIsAnAnswer } from '../../hooks/quiet';
import { BILL_STATE } from '../../../openapi/rules';

/** How often a pending payment's page asks again (the bank's answer comes server to server). */
export const PENDING_REFRESH_MS = 3000;

/**
 * A bill's read: while the payment is pending (state 3) it is read again every few seconds, then it
 * stops. swr asks for the interval once when the page mounts (before any data) and then after each
 * read, so "no data yet" must keep the polling alive.
 */
export const pendingRefresh: SWRConfiguration<Bill> = {
  ...(notFoundIsAnAnswer as SWRConfiguration<Bill>),
  refreshInterval: (bill) => (bill === undefined || bill.pay_status.id === BILL_STATE.pending ? PENDING_REFRESH_MS : 0),
  // The payer may be in the bank's tab: the answer is there when they come back (no refetch on focus).
  refreshWhenHidden: true,
  // swr's polling is de-duplicated: the app-wide 5-minute window would swallow every poll.
  dedupingInterval: PENDING_REFRESH_MS / 2,
};
