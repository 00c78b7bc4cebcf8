// Buying the Club Vizionarios membership as a client does, through the HTTP API: a consecutivo,
// then payWithCard (or payWithPse) with pay_type 3 and the price of the settings. Expected figures
// come from the demo's settings (server/db/seed/sitio.ts), not from the server's code. The calls and
// the card and payer are the ticket purchase's (./purchase.ts).
import type { FastifyInstance } from 'fastify';
import type { CardPaymentRequest, Consecutive, MembershipStatus, PsePaymentRequest } from '../../openapi/index.ts';
import { api, CARD, openConsecutivo, pay, payPse, PSE_PAYER } from './purchase.ts';

export const MEMBERSHIP = { subtotal: 60_000, total_service: 3_000, total: 63_000 } as const;

/** A valid membership payment by card for the consecutivo; `card_number` picks the sandbox outcome. */
export function membershipBody(c: Consecutive, overrides: Partial<CardPaymentRequest> = {}): CardPaymentRequest {
  return {
    pay_type: 3,
    ...CARD,
    ...MEMBERSHIP,
    device: 'web',
    score_consecutive: c.Secuencia,
    score_payment_method: 1,
    theater_id: 1,
    showtime_id: null,
    seats: [],
    products: [],
    products_detail: '1 x Membresía Club Vizionarios',
    products_description: 'Membresía Club Vizionarios',
    keyPay: c.keyPay,
    ...overrides,
  };
}

/** Opens a consecutivo and pays the membership by card with it: the raw response. */
export async function buyMembership(app: FastifyInstance, token: string, overrides: Partial<CardPaymentRequest> = {}) {
  const c = await openConsecutivo(app, token);
  return pay(app, token, membershipBody(c, overrides));
}

/** The first membership status row of the holder of `token`. */
export async function membershipStatus(app: FastifyInstance, token: string): Promise<MembershipStatus> {
  const res = await api(app, token, 'GET', '/profile/membership-status');
  return (res.json() as MembershipStatus[])[0];
}

/** A valid membership payment by PSE (every §5 bank-form field) for the consecutivo. */
export function membershipPseBody(c: Consecutive, bank: string, overrides: Partial<PsePaymentRequest> = {}): PsePaymentRequest {
  const { card_name: _n, card_number: _c, cvc: _v, exp_month: _m, exp_year: _y, dues: _d, ...common } = membershipBody(c);
  return {
    ...common,
    bank,
    ...PSE_PAYER,
    ...overrides,
  };
}

/** Opens a consecutivo and starts paying the membership by PSE with it: the raw response. */
export async function buyMembershipByPse(app: FastifyInstance, token: string, bank: string, overrides: Partial<PsePaymentRequest> = {}) {
  const c = await openConsecutivo(app, token);
  return payPse(app, token, membershipPseBody(c, bank, overrides));
}
