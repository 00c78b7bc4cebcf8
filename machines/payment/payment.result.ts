// How the checkout and the membership read a payment's answer and its brand.
import type { PayBrand, PaymentResult } from '../../openapi/index.ts';
import { BILL_STATE } from '../../openapi/rules.ts';

/** Only an accepted bill is a purchase made. */
export const isAccepted = (result: PaymentResult) => result.pay_status.id === BILL_STATE.accepted;
export const isPending = (result: PaymentResult) => result.pay_status.id === BILL_STATE.pending;

/** What the brand's payment method takes: card, PSE or both. */
export const takesCard = (brand: PayBrand | null) => Boolean(brand?.payment_method.pay_with_card);
export const takesPse = (brand: PayBrand | null) => Boolean(brand?.payment_method.pay_with_pse);

/** The server's message of a refused call (wrong total, a purchase already pending…), or null without one. */
export const messageOf = (error: unknown): string | null => (error instanceof Error && error.message ? error.message : null);
