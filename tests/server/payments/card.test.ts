// Paying by card through the HTTP API with the sandbox gateway: the happy path to signed tickets,
// each test card's outcome, one bill and one charge however often the request comes, and the bad
// input of issue 9, each refused with a Spanish 4xx that changes nothing.
import { createPublicKey, verify } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill, PaymentResult, PayResponseStatus, Ticket, TicketSigningKey } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import type { CardCharge } from '../../../server/payments/gateway.ts';
import { build } from '../../helpers/build.ts';
import { signUp } from '../../helpers/accounts.ts';
import { api, CARDS, cardBody, pay, reserve, seatKeys, seatStates, type Reserved, recordCharges } from '../../helpers/purchase.ts';

const { billLines, bills, gatewayConfirmations, payments, seatHolds, tickets } = schema;

let app: FastifyInstance;
let charges: CardCharge[] = [];
beforeAll(async () => {
  app = await build();
  charges = recordCharges(app);
});
afterAll(() => app.close());

const billsOf = (consecutivo: number) => app.db.select().from(bills).where(eq(bills.consecutivo, consecutivo));
const holdsOf = (r: Reserved) =>
  app.db.select().from(seatHolds).where(and(eq(seatHolds.showtimeId, r.showtimeId), eq(seatHolds.consecutivo, r.consecutivo)));
const chargesOf = (bill: string) => charges.filter((c) => c.invoice === bill);
const pesos = (n: number) => new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(n);

/** Nothing was created or moved for the reservation: no bill, no charge, its seats still held. */
async function expectUntouched(r: Reserved) {
  expect(await billsOf(r.consecutivo)).toHaveLength(0);
  const holds = await holdsOf(r);
  expect(holds).toHaveLength(r.seats.length);
  expect(holds.every((h) => h.status === 'held' && h.billId === null)).toBe(true);
}

describe('card payment: accepted', () => {
  it('sells the seats, issues one signed ticket per seat and accepts the bill', async () => {
    const r = await reserve(app, { count: 2, combo: true });
    const res = await pay(app, r.session.token, cardBody(r));
    expect(res.statusCode).toBe(200);
    const result = res.json() as PaymentResult;
    expect(result).toMatchObject({ pay_status: { id: 1, name: 'Aceptada' }, payType: 1, pay_method: 'card', message: 'Tu pago fue procesado correctamente.' });

    const [bill] = await billsOf(r.consecutivo);
    expect(bill).toMatchObject({ number: result.bill, statusId: 1, payMethod: 'card', ...{ subtotal: r.expected.subtotal, totalService: r.expected.total_service, total: r.expected.total } });
    expect(bill.paidAt).toBeInstanceOf(Date);
    const lines = await app.db.select().from(billLines).where(eq(billLines.billId, bill.id));
    expect(lines.filter((l) => l.kind === 'ticket')).toHaveLength(2);
    expect(lines.filter((l) => l.kind === 'product')).toHaveLength(1);
    expect(lines.reduce((n, l) => n + l.total, 0)).toBe(r.expected.subtotal);

    // The confirmation went through the signed route and was stored as accepted.
    const confirmations = await app.db.select().from(gatewayConfirmations).where(eq(gatewayConfirmations.billId, bill.id));
    expect(confirmations).toEqual([expect.objectContaining({ status: 'accepted', signatureOk: true, refusal: null })]);
    const [payment] = await app.db.select().from(payments).where(eq(payments.billId, bill.id));
    expect(payment).toMatchObject({ id: result.pay_response_id, status: 'accepted', gateway: 'sandbox', method: 'card', amount: r.expected.total });
    expect(payment.refPayco).toBe(confirmations[0].refPayco);

    // Seats sold: 'O' for everybody, the buyer included.
    const other = await signUp(app);
    for (const token of [r.session.token, other.token, undefined]) {
      const states = await seatStates(app, token, r.showtimeId);
      expect(seatKeys(r).map((k) => states.get(k))).toEqual(['O', 'O']);
    }
    expect((await holdsOf(r)).every((h) => h.status === 'sold' && h.billId === bill.id)).toBe(true);

    // The tickets: one code per seat, each verifying with the published key.
    const key = (await api(app, undefined, 'GET', '/tickets/public-key')).json() as TicketSigningKey;
    expect(key.algorithm).toBe('Ed25519');
    const publicKey = createPublicKey(key.publicKey);
    const ticket = (await api(app, r.session.token, 'GET', `/tickets/${result.bill}`)).json() as Ticket;
    expect(ticket.codes.map((c) => c.seat).sort()).toEqual(r.seats.map((s) => `${s.FilRelativa}${s.ColRelativa}`).sort());
    expect(new Set(ticket.codes.map((c) => c.code)).size).toBe(2);
    for (const { code } of ticket.codes) {
      const [prefix, payload, signature] = code.split('.');
      expect(prefix).toBe('VZ1');
      expect(verify(null, Buffer.from(payload, 'base64url'), publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
      const [billNumber, showtimeId] = Buffer.from(payload, 'base64url').toString().split('.');
      expect([billNumber, Number(showtimeId)]).toEqual([result.bill, r.showtimeId]);
    }
    // Each ticket keeps the key that signed it (a door online proves its code by the database).
    expect((await app.db.select().from(tickets).where(eq(tickets.billId, bill.id))).map((t) => t.signingKeyId)).toEqual([1, 1]);
    expect(ticket.products).toEqual([expect.objectContaining({ Codigo: r.products[0].Codigo, Cantidad: 1 })]);

    // The status reads.
    const read = (await api(app, r.session.token, 'GET', `/bills/${result.bill}`)).json() as Bill;
    expect(read).toMatchObject({ bill: result.bill, pay_status: { id: 1 }, pay_type: { id: 1 }, pay_method: 'card', total: r.expected.total });
    expect(read.tickets?.[0].codes).toEqual(ticket.codes);
    expect((await api(app, r.session.token, 'GET', `/epayco/card/status/${result.bill}`)).json()).toMatchObject({ bill: result.bill, pay_status: { id: 1 } });
    expect((await api(app, r.session.token, 'GET', `/epayco/pse/status/${result.bill}`)).statusCode).toBe(404);
    const byResponse = (await api(app, r.session.token, 'GET', `/pay-responses/${result.pay_response_id}/status`)).json() as PayResponseStatus;
    expect(byResponse).toEqual({ id: result.pay_response_id, bill: result.bill, pay_status: { id: 1, name: 'Aceptada' } });
    const mine = (await api(app, r.session.token, 'GET', '/profile/tickets')).json() as Bill[];
    expect(mine.map((b) => b.bill)).toContain(result.bill);

    const qr = await api(app, r.session.token, 'GET', `/tickets/qr/${ticket.codes[0].code}`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(qr.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(chargesOf(result.bill)).toHaveLength(1);
  });
});

describe('card payment: the test cards decide', () => {
  it.each([
    ['rejected', CARDS.rejected, 2, 'Rechazada'],
    ['failed', CARDS.failed, 4, 'Fallida'],
    ['any other number (rejected)', '4111111111111111', 2, 'Rechazada'],
  ] as const)('%s: the bill takes that state, no ticket, the seats are free again', async (_name, card, statusId, name) => {
    const r = await reserve(app);
    const res = await pay(app, r.session.token, cardBody(r, { card_number: card }));
    expect(res.statusCode).toBe(200);
    const result = res.json() as PaymentResult;
    expect(result.pay_status).toEqual({ id: statusId, name });
    expect(result.pay_method).toBe('card');
    const [bill] = await billsOf(r.consecutivo);
    expect(bill.statusId).toBe(statusId);
    expect(bill.paidAt).toBeNull();
    expect(await app.db.select().from(tickets).where(eq(tickets.billId, bill.id))).toHaveLength(0);
    expect(await holdsOf(r)).toHaveLength(0);
    const states = await seatStates(app, undefined, r.showtimeId);
    expect(seatKeys(r).map((k) => states.get(k))).toEqual(['S', 'S']);
    expect((await api(app, r.session.token, 'GET', `/tickets/${result.bill}`)).statusCode).toBe(404);
  });

  it('pending: the answer says Pendiente and the seats stay in payment, neither free nor sold', async () => {
    const r = await reserve(app);
    const result = (await pay(app, r.session.token, cardBody(r, { card_number: CARDS.pending }))).json() as PaymentResult;
    expect(result).toMatchObject({ pay_status: { id: 3, name: 'Pendiente' }, message: 'Tu pago está pendiente de confirmación.' });
    const holds = await holdsOf(r);
    expect(holds.map((h) => h.status)).toEqual(['paying', 'paying']);
    const states = await seatStates(app, undefined, r.showtimeId);
    expect(seatKeys(r).map((k) => states.get(k))).toEqual(['O', 'O']);
    expect((await app.db.select().from(tickets).innerJoin(bills, eq(bills.id, tickets.billId)).where(eq(bills.number, result.bill)))).toHaveLength(0);
    const byResponse = (await api(app, r.session.token, 'GET', `/pay-responses/${result.pay_response_id}/status`)).json() as PayResponseStatus;
    expect(byResponse.pay_status).toEqual({ id: 3, name: 'Pendiente' });
    // Cancel and expiry cannot free seats with a payment in flight.
    await api(app, r.session.token, 'POST', `/reserve/cancel/${r.showtimeId}`, { score_consecutive: r.consecutivo, device: 'web' });
    expect((await holdsOf(r)).map((h) => h.status)).toEqual(['paying', 'paying']);
  });
});

describe('one bill per purchase', () => {
  it('a double click or a retried request makes one bill and one charge, and both get its answer', async () => {
    const r = await reserve(app);
    const body = cardBody(r);
    const [a, b] = await Promise.all([pay(app, r.session.token, body), pay(app, r.session.token, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const first = a.json() as PaymentResult;
    const second = b.json() as PaymentResult;
    expect(second.bill).toBe(first.bill);
    expect(second.pay_response_id).toBe(first.pay_response_id);
    const retried = (await pay(app, r.session.token, body)).json() as PaymentResult;
    expect(retried).toEqual({ ...first, pay_status: { id: 1, name: 'Aceptada' }, message: 'Tu pago fue procesado correctamente.' });

    const rows = await billsOf(r.consecutivo);
    expect(rows).toHaveLength(1);
    expect(await app.db.select().from(payments).where(eq(payments.billId, rows[0].id))).toHaveLength(1);
    expect(chargesOf(first.bill)).toHaveLength(1);
    expect(await app.db.select().from(tickets).where(eq(tickets.billId, rows[0].id))).toHaveLength(2);
  });

  it('an already paid consecutivo answers its bill, even with another card, and charges nothing', async () => {
    const r = await reserve(app);
    const first = (await pay(app, r.session.token, cardBody(r, { card_number: CARDS.rejected }))).json() as PaymentResult;
    const again = await pay(app, r.session.token, cardBody(r, { card_number: CARDS.accepted }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ bill: first.bill, pay_status: { id: 2 } });
    expect(chargesOf(first.bill)).toHaveLength(1);
    expect(await billsOf(r.consecutivo)).toHaveLength(1);
  });
});

describe('card payment: bad input changes nothing', () => {
  it('a consecutivo with no hold, or an expired hold: 409', async () => {
    const r = await reserve(app);
    const chargesBefore = charges.length;
    await app.db.update(seatHolds).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(seatHolds.consecutivo, r.consecutivo));
    const expired = await pay(app, r.session.token, cardBody(r));
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('Tu reserva expiró. Elige tus sillas de nuevo.');
    expect(await billsOf(r.consecutivo)).toHaveLength(0);
    expect((await holdsOf(r)).every((h) => h.status === 'held')).toBe(true);

    // A fresh consecutivo of the same buyer that never reserved anything.
    const fresh = (await api(app, r.session.token, 'GET', '/score/consecutive/1')).json() as { Secuencia: number; keyPay: string };
    const noHold = await pay(app, r.session.token, cardBody(r, { score_consecutive: fresh.Secuencia, keyPay: fresh.keyPay }));
    expect(noHold.statusCode).toBe(409);
    expect(noHold.json().message).toBe('Tu reserva expiró. Elige tus sillas de nuevo.');
    expect(await billsOf(fresh.Secuencia)).toHaveLength(0);
    expect(charges.length).toBe(chargesBefore);
  });

  it('seats other than the held ones: 409', async () => {
    const r = await reserve(app, { count: 2 });
    const res = await pay(app, r.session.token, cardBody(r, { seats: r.seats.slice(0, 1) }));
    expect(res.statusCode).toBe(409);
    await expectUntouched(r);
  });

  it('totals negative, fractional or different from the server: 400 with the right figures', async () => {
    const r = await reserve(app);
    const { subtotal, total_service, total } = r.expected;
    const negative = await pay(app, r.session.token, cardBody(r, { total: -total }));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('El campo total debe ser mayor o igual a 0.');
    const fractional = await pay(app, r.session.token, cardBody(r, { subtotal: subtotal + 0.5 }));
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().message).toBe('El campo subtotal debe ser un número entero.');
    const right = `Los valores no coinciden: subtotal ${pesos(subtotal)}, servicio ${pesos(total_service)}, total ${pesos(total)}.`;
    for (const wrong of [{ total: total - 1000 }, { subtotal: subtotal - 1000, total: total - 1000 }, { total_service: 0, total: subtotal }]) {
      const res = await pay(app, r.session.token, cardBody(r, wrong));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(right);
    }
    await expectUntouched(r);
  });

  it("a wrong keyPay, another purchase's keyPay, or another buyer's consecutivo: 400", async () => {
    const r = await reserve(app);
    const other = await reserve(app);
    for (const body of [cardBody(r, { keyPay: 'x'.repeat(43) }), cardBody(r, { keyPay: other.keyPay })]) {
      const res = await pay(app, r.session.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('La llave de pago no es válida.');
    }
    // Another buyer naming this consecutivo, with this buyer's keyPay or its own.
    for (const keyPay of [r.keyPay, other.keyPay]) {
      const res = await pay(app, other.session.token, cardBody(r, { keyPay }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('La llave de pago no es válida.');
    }
    await expectUntouched(r);
    await expectUntouched(other);
  });

  it('a card form failing §5: the form messages, none repeating the card', async () => {
    const r = await reserve(app);
    const cases: [object, string, string][] = [
      [{ card_number: '45756231' }, 'card_number', 'El número de tarjeta no es válido'],
      [{ card_number: '4575 6231 8229 0326' }, 'card_number', 'El número de tarjeta no es válido'],
      [{ exp_month: '13' }, 'exp_month', 'Ingrese un mes válido (01-12)'],
      [{ exp_year: '37' }, 'exp_year', 'Ingrese un año válido'],
      [{ cvc: '12' }, 'cvc', 'El CVC no es válido'],
      [{ dues: 0 }, 'dues', 'Seleccione las cuotas'],
      [{ dues: 37 }, 'dues', 'Seleccione las cuotas'],
      [{ card_name: '' }, 'card_name', 'El nombre del titular es requerido'],
      [{ exp_year: '2020', exp_month: '01' }, 'exp_year', 'La tarjeta está vencida.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await pay(app, r.session.token, cardBody(r, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(change)).toBe(message);
      for (const secret of [CARDS.accepted, '45756231', '8642', '2037']) expect(res.body).not.toContain(secret);
    }
    const membership = await pay(app, r.session.token, cardBody(r, { pay_type: 3 }));
    expect(membership.statusCode).toBe(400);
    await expectUntouched(r);
  });
});

describe('bill numbers', () => {
  it("read 'VZ<theater>-' and at least six digits, never cut past a million", async () => {
    const r = await reserve(app);
    const first = (await pay(app, r.session.token, cardBody(r))).json() as PaymentResult;
    expect(first.bill).toMatch(/^VZ1-\d{6}$/);
    await app.db.execute(sql`select setval('bill_number_seq', 1234566)`);
    const s = await reserve(app);
    const later = (await pay(app, s.session.token, cardBody(s))).json() as PaymentResult;
    expect(later.bill).toBe('VZ1-1234567');
  });
});
