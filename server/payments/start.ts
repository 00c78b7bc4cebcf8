// What every payment of a purchase checks before the gateway hears of it, in the contract's order:
// keyPay, the consecutivo is the caller's, one bill per consecutivo, the función and theater, the
// live hold covers exactly the seats sent, the server's totals, a brand that takes the method. Then
// the bill is created (pending) with the seats 'paying'. Card and PSE differ only after this.
// Pricing and the bill share one transaction under the buyer's lock (the reservation's, holds.ts):
// a second payment of the same buyer is priced after the first one's bill exists, so two purchases
// paid at once cannot both take the club's last club-priced tickets of the day.
import { and, eq } from 'drizzle-orm';
import type { CardPaymentRequest } from '../../openapi/index.ts';
import type { Db, DbOrTx } from '../db/open.ts';
import { coversExactly, liveHeldSeats, lockBuyer } from '../checkout/holds.ts';
import { payBrands } from '../db/schema.ts';
import { badRequest, conflict } from '../http/errors.ts';
import type { GatewayName } from './config.ts';
import { billOfConsecutive, checkTotals, createBill, HOLD_EXPIRED, KEY_PAY_INVALID, type BillRow, type CreatedBill, type PayMethod } from '../bills/bills.ts';
import { keyPayMatches, consecutivoOf } from '../checkout/consecutivos.ts';
import { priceOrderAt, type PricedOrder } from '../checkout/pricing.ts';
import { purchaseShowtime } from '../checkout/showtime.ts';

/** The fields card and PSE payments share. */
export type PaymentCommon = Pick<
  CardPaymentRequest,
  'pay_type' | 'subtotal' | 'total_service' | 'total' | 'device' | 'score_consecutive' | 'score_payment_method' | 'theater_id' | 'showtime_id' | 'seats' | 'products' | 'keyPay'
>;

const BRAND_REFUSED: Record<PayMethod, string> = {
  card: 'El medio de pago elegido no acepta tarjetas.',
  pse: 'El medio de pago elegido no acepta PSE.',
};

/** The brand chosen in the checkout, by its score_payment_method; it must take the method. */
export async function brandFor(db: DbOrTx, method: PayMethod, scorePaymentMethod: number): Promise<number> {
  const takes = method === 'card' ? eq(payBrands.payWithCard, true) : eq(payBrands.payWithPse, true);
  const [brand] = await db
    .select({ id: payBrands.id })
    .from(payBrands)
    .where(and(eq(payBrands.scorePaymentMethod, String(scorePaymentMethod)), takes))
    .limit(1);
  if (!brand) throw badRequest(BRAND_REFUSED[method]);
  return brand.id;
}

export type StartedPayment = { existing: BillRow } | { existing?: undefined; created: Extract<CreatedBill, { created: true }>; order: PricedOrder };

export interface StartPaymentInput {
  userId: number;
  body: PaymentCommon;
  method: PayMethod;
  gateway: GatewayName;
  /** What the payment row may keep about the instrument (never card number, CVC or expiry). */
  instrument: Record<string, string | number>;
  /** Checks of the method's own fields, run after the shared ones and before the bill exists (in its transaction). */
  before?: (tx: DbOrTx) => Promise<void>;
}

export async function startPayment(db: Db, input: StartPaymentInput): Promise<StartedPayment> {
  const { userId, body } = input;
  if (body.pay_type !== 1) throw badRequest('El tipo de pago no corresponde a una compra de boletas.');
  if (!(await keyPayMatches(db, { userId, consecutivo: body.score_consecutive, keyPay: body.keyPay }))) throw badRequest(KEY_PAY_INVALID);
  const purchase = await consecutivoOf(db, { userId, consecutivo: body.score_consecutive });

  // One bill per consecutivo: a second click or a retry gets the first one's answer.
  const existing = await billOfConsecutive(db, purchase.numero);
  if (existing) return { existing };

  if (body.showtime_id == null) throw badRequest('Falta la función de la compra.');
  const showtime = await purchaseShowtime(db, body.showtime_id);
  if (showtime.theaterId !== body.theater_id || purchase.theaterId !== body.theater_id) throw badRequest('El teatro no corresponde a la compra.');
  const held = await liveHeldSeats(db, { showtimeId: showtime.id, userId, consecutivo: purchase.numero });
  if (held.length === 0 || !coversExactly(held, body.seats)) throw conflict(HOLD_EXPIRED);

  return db.transaction(async (tx): Promise<StartedPayment> => {
    await lockBuyer(tx, userId);
    const order = await priceOrderAt(tx, showtime, { userId, showtimeId: showtime.id, seats: body.seats, products: body.products });
    checkTotals(order, body);
    const payBrandId = await brandFor(tx, input.method, body.score_payment_method);
    await input.before?.(tx);

    const created = await createBill(tx, {
      userId,
      theaterId: body.theater_id,
      showtimeId: showtime.id,
      consecutivo: purchase.numero,
      device: body.device,
      payType: 1,
      payMethod: input.method,
      payBrandId,
      gateway: input.gateway,
      order,
      instrument: input.instrument,
    });
    if (!created.created) return { existing: created.bill };
    return { created, order };
  });
}
