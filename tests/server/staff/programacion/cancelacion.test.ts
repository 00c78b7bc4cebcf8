// Cancelling a función (server/staff/programacion/cancelacion.ts) with real purchases made through
// the API: a paid bill is flagged for refund and its buyer e-mailed, a bill still waiting for the
// gateway is closed, every seat is freed, and the función leaves the cartelera, the seat map and
// the reservation; money arriving later sells nothing; a second cancel changes nothing.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../../../openapi/index.ts';
import { BILL_STATE } from '../../../../openapi/rules.ts';
import { REFUND_SUBJECT } from '../../../../server/bills/mails.ts';
import { acceptBill, withLockedBill } from '../../../../server/bills/moves.ts';
import { changeHoldsMany } from '../../../../server/checkout/holds.ts';
import { CANCELLED } from '../../../../server/checkout/showtime.ts';
import { ZONE } from '../../../../server/db/constants.ts';
import { schema } from '../../../../server/db/open.ts';
import { cancelFuncion } from '../../../../server/staff/programacion/cancelacion.ts';
import { ticketKeys } from '../../../../server/tickets/codes.ts';
import { build } from '../../../helpers/build.ts';
import { api, CARDS, cardBody, newBuyer, openConsecutivo, pay, reserve, reserveSeats, type Reserved } from '../../../helpers/purchase.ts';
import { carteleraIds, refusal } from '../../../helpers/programacion.ts';

const { bills, outgoingMail, seatHolds, seats, showtimes, tickets } = schema;

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const cancel = (id: number, reason = 'Falla del proyector') => app.db.transaction((tx) => cancelFuncion(tx, id, reason));
const billOf = async (number: string) => (await app.db.select().from(bills).where(eq(bills.number, number)))[0];
const holdsOf = (showtimeId: number) => app.db.select().from(seatHolds).where(eq(seatHolds.showtimeId, showtimeId));
const refundMails = (email: string) => app.db.select().from(outgoingMail).where(and(eq(outgoingMail.to, email), eq(outgoingMail.subject, REFUND_SUBJECT)));

async function paid(r: Reserved, card: string = CARDS.accepted) {
  const res = await pay(app, r.session.token, cardBody(r, { card_number: card }));
  expect(res.statusCode).toBe(200);
  return billOf((res.json() as PaymentResult).bill);
}

/** The función's day's cartelera (a cached public read) until `seen` holds; NOTIFY may take a moment. */
async function cartelera(showtimeId: number, seen: (ids: number[]) => boolean) {
  const [f] = await app.db.select().from(showtimes).where(eq(showtimes.id, showtimeId));
  return carteleraIds(app, DateTime.fromJSDate(f.startsAt, { zone: ZONE }).toISODate()!, seen);
}

describe('cancelling a función', () => {
  it('with a ticket sold: the bill waits for its refund, the buyer is told, every seat is freed and nothing offers it any more', async () => {
    const sold = await reserve(app);
    const bill = await paid(sold);
    expect(bill.statusId).toBe(BILL_STATE.accepted);
    // Someone else holds two seats, without paying yet.
    const held = await reserve(app, { showtimeId: sold.showtimeId });
    // The public reads have it, and keep it in their caches.
    expect(await cartelera(sold.showtimeId, (ids) => ids.includes(sold.showtimeId))).toContain(sold.showtimeId);
    expect((await api(app, undefined, 'GET', `/room/${sold.showtimeId}/status`)).statusCode).toBe(200);

    const result = await cancel(sold.showtimeId, '  Falla del proyector  ');

    expect(result.refunds).toEqual([{ billId: bill.id, number: bill.number, from: BILL_STATE.accepted, to: BILL_STATE.refundPending }]);
    expect(result.closed).toEqual([]);
    expect(result.freedHolds).toBe(2);
    expect(result.before).toEqual({ cancelledAt: null });
    expect(result.after).toEqual({ cancelledAt: expect.any(Date), reason: 'Falla del proyector' });
    const [row] = await app.db.select().from(showtimes).where(eq(showtimes.id, sold.showtimeId));
    expect([row.cancelledAt, row.cancelReason]).toEqual([result.after.cancelledAt, 'Falla del proyector']);

    const after = await billOf(bill.number);
    expect([after.statusId, after.needsRefund, after.note]).toEqual([BILL_STATE.refundPending, true, 'Función cancelada: el pago se devuelve.']);
    expect((await app.db.select().from(tickets).where(eq(tickets.billId, bill.id))).every((t) => t.voidedAt !== null)).toBe(true);
    expect(await holdsOf(sold.showtimeId)).toEqual([]);
    const [mail] = await refundMails(sold.session.user.email);
    expect(mail.text).toContain(`(factura ${bill.number}) fue cancelada`);

    // Gone from the cartelera, the room read and the seat map; the reservation and the payment refuse it.
    expect(await cartelera(sold.showtimeId, (ids) => !ids.includes(sold.showtimeId))).not.toContain(sold.showtimeId);
    for (const url of [`/room/${sold.showtimeId}`, `/room/${sold.showtimeId}/status`]) {
      const res = await api(app, undefined, 'GET', url);
      expect([res.statusCode, res.json().message], url).toEqual([404, CANCELLED]);
    }
    const buyer = await newBuyer(app);
    const consecutivo = await openConsecutivo(app, buyer.token);
    const reservation = await reserveSeats(app, buyer.token, sold.showtimeId, { score_consecutive: consecutivo.Secuencia, seats: held.seats });
    expect([reservation.statusCode, reservation.json().message]).toEqual([409, CANCELLED]);
    // The database's own check, for a process whose copy of the función was read before the cancel.
    const [room] = await app.db.select({ roomId: showtimes.roomId }).from(showtimes).where(eq(showtimes.id, sold.showtimeId));
    const free = await app.db.select({ id: seats.id }).from(seats).where(and(eq(seats.roomId, room.roomId), eq(seats.tipoSilla, 'Normal'))).limit(2);
    const change = { kind: 'reserve' as const, userId: buyer.userId, consecutivo: consecutivo.Secuencia, seatIds: free.map((f) => f.id) };
    expect(await changeHoldsMany(app.db, { showtimeId: sold.showtimeId, seconds: 600, maxSeats: 10, changes: [change] })).toEqual([{ outcome: 'cancelled' }]);
    const late = await pay(app, held.session.token, cardBody(held));
    expect([late.statusCode, late.json().message]).toEqual([409, CANCELLED]);
    expect(await holdsOf(sold.showtimeId)).toEqual([]);
  });

  it('with a payment still at the gateway: the bill is closed and its seats freed; the money, if it comes, is flagged for refund and sells nothing', async () => {
    const r = await reserve(app);
    const bill = await paid(r, CARDS.pending);
    expect(bill.statusId).toBe(BILL_STATE.pending);

    const result = await cancel(r.showtimeId);
    expect(result.closed).toEqual([{ billId: bill.id, number: bill.number, from: BILL_STATE.pending, to: BILL_STATE.closed }]);
    expect(result.refunds).toEqual([]);
    expect((await billOf(bill.number)).statusId).toBe(BILL_STATE.closed);
    expect(await holdsOf(r.showtimeId)).toEqual([]);
    expect(await refundMails(r.session.user.email)).toHaveLength(0);

    // The gateway accepts it later.
    const keys = await ticketKeys(app.db);
    expect(await withLockedBill(app.db, bill.id, (tx, b) => acceptBill(tx, b, { ticketKeys: keys }))).toEqual({ moved: true, state: BILL_STATE.refundPending });
    expect(await holdsOf(r.showtimeId)).toEqual([]);
    expect(await app.db.select().from(tickets).where(eq(tickets.billId, bill.id))).toEqual([]);
    expect((await billOf(bill.number)).needsRefund).toBe(true);
    expect(await refundMails(r.session.user.email)).toHaveLength(1);
  });

  it('money accepted for a bill of a cancelled función that was never closed sells nothing either', async () => {
    const r = await reserve(app);
    const bill = await paid(r, CARDS.pending);
    // As if the payment were accepted while the cancellation ran, after it had listed the bills.
    await app.db.update(showtimes).set({ cancelledAt: new Date(), cancelReason: 'Prueba' }).where(eq(showtimes.id, r.showtimeId));
    const keys = await ticketKeys(app.db);
    expect(await withLockedBill(app.db, bill.id, (tx, b) => acceptBill(tx, b, { ticketKeys: keys }))).toEqual({ moved: true, state: BILL_STATE.refundPending });
    expect(await holdsOf(r.showtimeId)).toEqual([]);
    expect(await app.db.select().from(tickets).where(eq(tickets.billId, bill.id))).toEqual([]);
    expect((await billOf(bill.number)).note).toBe('Función cancelada: el pago se devuelve.');
  });

  it('twice: the second is refused and changes nothing', async () => {
    const r = await reserve(app);
    const bill = await paid(r);
    const first = await cancel(r.showtimeId, 'Falla del proyector');
    const mails = (await refundMails(r.session.user.email)).length;

    const error = await refusal(cancel(r.showtimeId, 'Otra razón'));
    expect([error.refusal, error.statusCode]).toEqual(['funcion_cancelada', 409]);
    expect(error.message).toMatch(new RegExp(`^La función ${r.showtimeId} \\(Sala .+, \\S+ \\d+ de \\S+ de \\d{4}, \\d\\d:\\d\\d\\) ya fue cancelada: Falla del proyector$`));
    const [row] = await app.db.select().from(showtimes).where(eq(showtimes.id, r.showtimeId));
    expect([row.cancelledAt, row.cancelReason]).toEqual([first.after.cancelledAt, 'Falla del proyector']);
    expect((await billOf(bill.number)).statusId).toBe(BILL_STATE.refundPending);
    expect(await refundMails(r.session.user.email)).toHaveLength(mails);
  });

  it('refuses a función that does not exist, is over, or a reason left empty', async () => {
    const missing = await refusal(cancel(999_999));
    expect([missing.refusal, missing.statusCode, missing.message]).toEqual(['funcion_inexistente', 404, 'La función 999999 no existe.']);

    const r = await reserve(app);
    for (const reason of ['', '   ']) {
      const error = await refusal(cancel(r.showtimeId, reason));
      expect([error.refusal, error.statusCode, error.message]).toEqual(['motivo_requerido', 400, 'Escribe el motivo de la cancelación.']);
    }
    expect((await refusal(cancel(r.showtimeId, 'x'.repeat(501)))).refusal).toBe('motivo_requerido');
    expect((await holdsOf(r.showtimeId)).length).toBe(2);

    const [{ filmId, roomId }] = await app.db.select().from(showtimes).where(eq(showtimes.id, r.showtimeId));
    const [past] = await app.db.insert(showtimes).values({ filmId, roomId, startsAt: new Date(Date.now() - 2 * 86_400_000 + 7_000), format: '2D', version: 'Doblada' }).returning();
    const over = await refusal(cancel(past.id));
    expect([over.refusal, over.statusCode]).toEqual(['funcion_terminada', 409]);
    expect(over.message).toMatch(/ ya terminó: no se puede cancelar\.$/);
  });
});
