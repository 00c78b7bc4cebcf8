// What the payment calls send, built from the checkout's context and the server's quote.
import type { CardPaymentRequest, PsePaymentRequest, PurchaseProduct } from '../../openapi/index.ts';
import { THEATER_ID } from '../../openapi/rules.ts';
import type { CardDetails, CartLine, CheckoutContext, PseDetails, PurchaseQuote } from './checkout.types.ts';

export const toPurchaseProducts = (cart: CartLine[]): PurchaseProduct[] =>
  cart.map((line) => (line.Receta.length ? { Codigo: line.Codigo, Cantidad: line.Cantidad, Receta: line.Receta } : { Codigo: line.Codigo, Cantidad: line.Cantidad }));

/** '2 x General 2D; 1 x Combo pareja': the readable detail for the gateway and the e-mail. */
export function productsDetail(quote: PurchaseQuote): string {
  const zones = new Map<string, number>();
  for (const t of quote.tickets) zones.set(t.zona, (zones.get(t.zona) ?? 0) + 1);
  const parts = [...zones].map(([zona, n]) => `${n} x ${zona}`);
  for (const p of quote.products) parts.push(`${p.Cantidad} x ${p.Descripcion}`);
  return parts.join('; ').slice(0, 2000);
}

type PaymentCommon = Omit<CardPaymentRequest, 'card_name' | 'card_number' | 'cvc' | 'exp_month' | 'exp_year' | 'dues'>;

/** The totals, purchase and seats every payment of this checkout sends; null while something is missing. */
export function paymentCommon(context: CheckoutContext): PaymentCommon | null {
  const { quote, purchase, brand, room } = context;
  if (!quote || !purchase || !brand) return null;
  return {
    pay_type: context.payType,
    subtotal: quote.subtotal,
    total_service: quote.total_service,
    total: quote.total,
    device: 'web',
    score_consecutive: purchase.Secuencia,
    score_payment_method: brand.payment_method.score_payment_method,
    theater_id: THEATER_ID,
    showtime_id: context.showtimeId,
    seats: context.seats,
    products: toPurchaseProducts(context.cart),
    products_detail: productsDetail(quote),
    products_description: `Boletas ${room?.movie.title ?? ''}`.trim().slice(0, 255),
    keyPay: purchase.keyPay,
  };
}

/** The card form's fields as the payment calls name them (checkout and membership). */
export const cardFields = (card: CardDetails) => ({
  card_name: card.cardName.trim(),
  card_number: card.cardNumber,
  cvc: card.cvc,
  exp_month: card.expMonth,
  exp_year: card.expYear,
  dues: card.dues || 1,
});

/** The bank form's fields as the PSE call names them (checkout and membership). */
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

export function cardPayment(context: CheckoutContext, card: CardDetails): CardPaymentRequest | null {
  const common = paymentCommon(context);
  return common && { ...common, ...cardFields(card) };
}

export function psePayment(context: CheckoutContext, pse: PseDetails): PsePaymentRequest | null {
  const common = paymentCommon(context);
  return common && { ...common, ...pseFields(pse) };
}
