// What the checkout's payment calls send: the server's quote, the seats and the combos, on the
// body every payment shares (machines/payment).
import type { CardPaymentRequest, PsePaymentRequest, PurchaseProduct } from '../../openapi/index.ts';
import { paymentBase, withCard, withPse } from '../payment/payment.ts';
import type { PaymentCommon, PaymentOrder } from '../payment/payment.types.ts';
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

/** What this checkout buys, at the quote's totals; null until there is a quote. */
function checkoutOrder(context: CheckoutContext): PaymentOrder | null {
  const { quote, room } = context;
  if (!quote) return null;
  return {
    pay_type: context.payType,
    subtotal: quote.subtotal,
    total_service: quote.total_service,
    total: quote.total,
    showtime_id: context.showtimeId,
    seats: context.seats,
    products: toPurchaseProducts(context.cart),
    products_detail: productsDetail(quote),
    products_description: `Boletas ${room?.movie.title ?? ''}`.trim().slice(0, 255),
  };
}

/** The totals, purchase and seats every payment of this checkout sends; null while something is missing. */
export const paymentCommon = (context: CheckoutContext): PaymentCommon | null => paymentBase(context, checkoutOrder(context));

export const cardPayment = (context: CheckoutContext, card: CardDetails): CardPaymentRequest | null => withCard(paymentCommon(context), card);

export const psePayment = (context: CheckoutContext, pse: PseDetails): PsePaymentRequest | null => withPse(paymentCommon(context), pse);
