// How long a payment's seats stay 'paying' without an answer before reconciliation
// (reconciliation.ts) may close its bill. Expiry never frees 'paying' seats.
import type { PayMethod } from '../bills/create.ts';

export type { PayMethod };

export const CARD_PAYING_SECONDS = 15 * 60;
/** The payer is away at the bank: ePayco's PSE sessions last minutes, so 20 minutes before reconciliation decides. */
export const PSE_PAYING_SECONDS = 20 * 60;

export const payingSeconds = (method: PayMethod) => (method === 'pse' ? PSE_PAYING_SECONDS : CARD_PAYING_SECONDS);
