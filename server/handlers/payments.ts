import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { CardPaymentRequest } from '../../openapi/index.ts';
import { billOfConsecutive, checkTotals, coversExactly, createBill, HOLD_EXPIRED, KEY_PAY_INVALID, liveHeldSeats, paymentResult } from '../checkout/bills.ts';
import { keyPayMatches, purchaseOf } from '../checkout/consecutives.ts';
import { priceOrderAt } from '../checkout/pricing.ts';
import { purchaseShowtime } from '../checkout/showtime.ts';
import { ticketKeys } from '../checkout/tickets.ts';
import { BILL_STATUS, ZONE, type BillStatusId } from '../db/constants.ts';
import { schema } from '../db/open.ts';
import { badRequest, conflict, notFound, unauthenticated } from '../http/errors.ts';
import type { Handlers } from '../http/operation.ts';
import { cardBrand, chargeCard } from '../payments/card.ts';
import { receiveConfirmation } from '../payments/confirmations.ts';
import { payMembershipWithCard } from '../club/card-payment.ts';
import { billOf, ticketOfBill } from '../queries/purchases.ts';

const { bills, payments } = schema;

function callerId(req: { user: { id: number } | null }): number {
  if (!req.user) throw unauthenticated();
  return req.user.id;
}

export const CARD_EXPIRED = 'La tarjeta está vencida.';
export const NO_BILL = 'No encontramos esa factura.';

/** A card whose expiry month has passed (Bogotá calendar) is refused before anything else. */
function refuseExpiredCard(body: CardPaymentRequest, now: Date): void {
  const today = DateTime.fromJSDate(now, { zone: ZONE });
  const expiry = Number(body.exp_year) * 12 + Number(body.exp_month);
  if (expiry < today.year * 12 + today.month) throw badRequest(CARD_EXPIRED, { exp_month: CARD_EXPIRED, exp_year: CARD_EXPIRED });
}

export const paymentHandlers: Handlers = {
  async payWithCard(req) {
    const userId = callerId(req);
    const body = req.body;
    const { db } = req.server;
    refuseExpiredCard(body, req.server.now());
    if (body.pay_type === 3) return payMembershipWithCard(req, userId);
    if (!(await keyPayMatches(db, { userId, secuencia: body.score_consecutive, keyPay: body.keyPay }))) throw badRequest(KEY_PAY_INVALID);
    const purchase = await purchaseOf(db, { userId, secuencia: body.score_consecutive });

    // One bill per consecutivo: a second click or a retry gets the first one's answer.
    const existing = await billOfConsecutive(db, purchase.secuencia);
    if (existing) return paymentResult(db, existing.id);

    if (body.showtime_id == null) throw badRequest('Falta la función de la compra.');
    const showtime = await purchaseShowtime(db, body.showtime_id);
    if (showtime.theaterId !== body.theater_id || purchase.theaterId !== body.theater_id) throw badRequest('El teatro no corresponde a la compra.');
    const held = await liveHeldSeats(db, { showtimeId: showtime.id, userId, secuencia: purchase.secuencia });
    if (held.length === 0 || !coversExactly(held, body.seats)) throw conflict(HOLD_EXPIRED);

    const order = await priceOrderAt(db, showtime, { userId, showtimeId: showtime.id, seats: body.seats, products: body.products });
    checkTotals(order, body);
    const payBrandId = await cardBrand(db, body.score_payment_method);

    const created = await createBill(db, {
      userId,
      theaterId: body.theater_id,
      showtimeId: showtime.id,
      secuencia: purchase.secuencia,
      device: body.device,
      payType: 1,
      payMethod: 'card',
      payBrandId,
      gateway: req.server.paymentGateway.name,
      order,
      instrument: { last4: body.card_number.slice(-4), dues: body.dues },
    });
    if (!created.created) return paymentResult(db, created.bill.id);

    await chargeCard(db, req.server.paymentGateway, req.log, {
      billNumber: created.bill.number,
      paymentId: created.payment.id,
      amount: order.total,
      description: body.products_description || `Compra ${created.bill.number}`,
      dues: body.dues,
      card: { name: body.card_name, number: body.card_number, cvc: body.cvc, expMonth: body.exp_month, expYear: body.exp_year },
    });
    // The sandbox (and any gateway that confirms at once) has changed the bill by now.
    return paymentResult(db, created.bill.id);
  },

  async confirmPayment(req) {
    const { db, config } = req.server;
    const keys = await ticketKeys(db, config.ticketSigningKey);
    const result = await receiveConfirmation(db, { keys: config.payments, ticketKeys: keys }, req.body);
    req.log.info({ bill: result.billId, status: result.status, outcome: result.outcome }, 'confirmación de pago');
    return { message: result.outcome === 'replay' ? 'Confirmación ya recibida.' : 'Confirmación recibida.' };
  },

  async getPaymentStatus(req) {
    const found = await billOf(req.server.db, callerId(req), req.params.bill, req.server.now());
    if (!found || found.bill.pay_method !== req.params.type) throw notFound(NO_BILL);
    return found.bill;
  },

  async getPayResponseStatus(req) {
    const [row] = await req.server.db
      .select({ id: payments.id, bill: bills.number, statusId: bills.statusId })
      .from(payments)
      .innerJoin(bills, eq(bills.id, payments.billId))
      .where(and(eq(payments.id, req.params.id), eq(bills.userId, callerId(req))))
      .limit(1);
    if (!row) throw notFound('No encontramos ese pago.');
    const status = row.statusId as BillStatusId;
    return { id: row.id, bill: row.bill, pay_status: { id: status, name: BILL_STATUS[status] } };
  },

  async getBill(req) {
    const { db } = req.server;
    const found = await billOf(db, callerId(req), req.params.bill, req.server.now());
    if (!found) throw notFound(NO_BILL);
    const ticket = await ticketOfBill(db, found);
    return ticket ? { ...found.bill, tickets: [ticket] } : found.bill;
  },
};
