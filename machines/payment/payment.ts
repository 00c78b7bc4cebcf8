// What the payment calls send, for tickets (checkout) and the membership alike: each flow gives
// its order, this adds the opened purchase, the brand, the theater and the card or bank form.
import type { CardPaymentRequest, PsePaymentRequest } from '../../openapi/index.ts';
import { THEATER_ID } from '../../openapi/rules.ts';
import type { CardDetails, PaymentCommon, PaymentOrder, PaymentStart, PseDetails } from './payment.types.ts';

/** The body every payment sends; null while the consecutivo, the brand or the order is missing. */
export function paymentBase({ purchase, brand }: PaymentStart, order: PaymentOrder | null): PaymentCommon | null {
  if (!purchase || !brand || !order) return null;
  return {
    ...order,
    device: 'web',
    score_consecutive: purchase.Secuencia,
    score_payment_method: brand.payment_method.score_payment_method,
    theater_id: THEATER_ID,
    keyPay: purchase.keyPay,
  };
}

/** The card form's fields as the payment calls name them. */
export const cardFields = (card: CardDetails) => ({
  card_name: card.cardName.trim(),
  card_number: card.cardNumber,
  cvc: card.cvc,
  exp_month: card.expMonth,
  exp_year: card.expYear,
  dues: card.dues || 1,
});

/** The bank form's fields as the PSE call names them. */
export const pseFields = (pse: PseDetails) => ({
  bank: pse.bank,
  name: pse.firstName,
  lastname: pse.lastName,
  doc_type: pse.documentType,
  doc_number: pse.documentNumber,
  email: pse.email,
  phone: pse.phoneNumber,
  typePerson: pse.typePerson,
});

export const withCard = (base: PaymentCommon | null, card: CardDetails): CardPaymentRequest | null => base && { ...base, ...cardFields(card) };

export const withPse = (base: PaymentCommon | null, pse: PseDetails): PsePaymentRequest | null => base && { ...base, ...pseFields(pse) };
