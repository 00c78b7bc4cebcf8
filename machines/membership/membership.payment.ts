// What the membership's payment calls send: pay type 3, no función, seats or products, the price
// of the settings (the server checks it against its own).
import type { CardPaymentRequest, PsePaymentRequest } from '../../openapi/index.ts';
import { cardFields, pseFields } from '../checkout/checkout.payment.ts';
import type { CardDetails, MembershipContext, PseDetails } from './membership.types.ts';
import { PAY_TYPE, THEATER_ID } from '../../openapi/rules.ts';

/** Spec §9: payment type 3 = membership. */
export const MEMBERSHIP_DESCRIPTION = 'Membresía Club Vizionarios';

type PaymentCommon = Omit<CardPaymentRequest, 'card_name' | 'card_number' | 'cvc' | 'exp_month' | 'exp_year' | 'dues'>;

function paymentCommon(context: MembershipContext): PaymentCommon | null {
  const { purchase, brand, price } = context;
  if (!purchase || !brand) return null;
  return {
    pay_type: PAY_TYPE.membership,
    subtotal: price.valor,
    total_service: price.servicio,
    total: price.total,
    device: 'web',
    score_consecutive: purchase.Secuencia,
    score_payment_method: brand.payment_method.score_payment_method,
    theater_id: THEATER_ID,
    showtime_id: null,
    seats: [],
    products: [],
    products_detail: `1 x ${MEMBERSHIP_DESCRIPTION}`,
    products_description: MEMBERSHIP_DESCRIPTION,
    keyPay: purchase.keyPay,
  };
}

export function membershipCardPayment(context: MembershipContext, card: CardDetails): CardPaymentRequest | null {
  const common = paymentCommon(context);
  return common && { ...common, ...cardFields(card) };
}

export function membershipPsePayment(context: MembershipContext, pse: PseDetails): PsePaymentRequest | null {
  const common = paymentCommon(context);
  return common && { ...common, ...pseFields(pse) };
}
