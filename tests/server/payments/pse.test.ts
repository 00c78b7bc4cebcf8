// PSE through the sandbox: payWithPse with every §5 bank-form rule, the test bank page (only for
// the buyer who started the payment), its signed server-to-server confirmation and the browser's
// way back; seats 'paying' while the payer is away, for the stated cap.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PsePaymentResult } from '../../../openapi/index.ts';
import { PSE_PAYING_SECONDS } from '../../../server/payments/caps.ts';
import { ticketsSubject } from '../../../server/bills/mails.ts';
import { schema } from '../../../server/db/open.ts';
import { signUp } from '../../helpers/accounts.ts';
import { build } from '../../helpers/build.ts';
import { aBank, bank, cardBody, CARDS, pay, payPse, pseBody, reserve, seatKeys, seatStates, type Reserved } from '../../helpers/purchase.ts';

const { bills, gatewayConfirmations, outgoingMail, seatHolds, tickets } = schema;

let app: FastifyInstance;
let bankCode: string;
beforeAll(async () => {
  app = await build();
  bankCode = await aBank(app);
});
afterAll(() => app.close());

const billOf = async (number: string) => (await app.db.select().from(bills).where(eq(bills.number, number)))[0];
const holdsOf = (r: Reserved) =>
  app.db.select().from(seatHolds).where(and(eq(seatHolds.showtimeId, r.showtimeId), eq(seatHolds.consecutivo, r.consecutivo)));
const ticketsOf = (billId: number) => app.db.select().from(tickets).where(eq(tickets.billId, billId));
const billsOfConsecutive = (r: Reserved) => app.db.select().from(bills).where(eq(bills.consecutivo, r.consecutivo));

async function startPse(options: { count?: number } = {}) {
  const r = await reserve(app, options);
  const res = await payPse(app, r.session.token, pseBody(r, bankCode));
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json() as PsePaymentResult;
  return { r, result };
}

describe('payWithPse', () => {
  it('creates a pending bill whose seats are paying (for the 20-minute cap) and answers the bank page URL', async () => {
    const { r, result } = await startPse();
    expect(result.bill).toMatch(/^VZ1-\d{6}$/);
    expect(result.payType).toBe(1);
    expect(result.pse_url).toMatch(/^http:\/\/[^/]+\/sandbox\/banco\/[A-Za-z0-9_-]{32}$/);
    const bill = await billOf(result.bill);
    expect(bill).toMatchObject({ statusId: 3, payMethod: 'pse', total: r.expected.total });
    const holds = await holdsOf(r);
    expect(holds.map((h) => h.status)).toEqual(['paying', 'paying']);
    const [{ left }] = await app.db
      .select({ left: sql<number>`extract(epoch from (max(${seatHolds.expiresAt}) - now()))::int` })
      .from(seatHolds)
      .where(eq(seatHolds.billId, bill.id));
    const seconds = Number(left);
    expect(seconds).toBeGreaterThan(PSE_PAYING_SECONDS - 60);
    expect(seconds).toBeLessThanOrEqual(PSE_PAYING_SECONDS);
    expect(PSE_PAYING_SECONDS).toBe(20 * 60);
    // Cancel cannot free seats while the payer is at the bank.
    await app.inject({ method: 'POST', url: `/api/v1/reserve/cancel/${r.showtimeId}`, headers: { authorization: `Bearer ${r.session.token}` }, payload: { score_consecutive: r.consecutivo, device: 'web' } });
    expect((await holdsOf(r)).map((h) => h.status)).toEqual(['paying', 'paying']);
    // A second submit gives the same bank page; no second bill.
    const again = (await payPse(app, r.session.token, pseBody(r, bankCode))).json() as PsePaymentResult;
    expect(again).toEqual(result);
    expect(await billsOfConsecutive(r)).toHaveLength(1);
  });

  it('approved at the test bank: signed confirmation, seats sold, tickets issued and e-mailed, browser sent back', async () => {
    const { r, result } = await startPse();
    const page = await bank(app, r.session.token, result.pse_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('BANCO DE PRUEBAS');
    for (const label of ['Aprobar el pago', 'Rechazar el pago', 'Dejar pendiente']) expect(page.body).toContain(label);

    const back = await bank(app, r.session.token, result.pse_url, 'accepted');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/estado-transaccion/${result.bill}`);
    const bill = await billOf(result.bill);
    expect(bill.statusId).toBe(1);
    expect(await ticketsOf(bill.id)).toHaveLength(2);
    expect((await holdsOf(r)).map((h) => h.status)).toEqual(['sold', 'sold']);
    const confirmations = await app.db.select().from(gatewayConfirmations).where(eq(gatewayConfirmations.billId, bill.id));
    expect(confirmations).toEqual([expect.objectContaining({ status: 'accepted', signatureOk: true, refusal: null })]);
    const mails = await app.db.select().from(outgoingMail).where(eq(outgoingMail.subject, ticketsSubject(result.bill)));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(r.session.body.email.toLowerCase());
    expect(mails[0].attachments?.map((a) => a.contentType)).toEqual(['image/png', 'image/png', 'text/calendar; charset=utf-8; method=PUBLISH']);
    // The page now shows the settled state and no buttons; deciding again changes nothing.
    const after = await bank(app, r.session.token, result.pse_url);
    expect(after.body).toContain('Aceptada');
    expect(after.body).not.toContain('Rechazar el pago');
    await bank(app, r.session.token, result.pse_url, 'rejected');
    expect((await billOf(result.bill)).statusId).toBe(1);
    expect(await ticketsOf(bill.id)).toHaveLength(2);
  });

  it('rejected at the test bank: the bill is rejected and the seats are free again', async () => {
    const { r, result } = await startPse();
    const back = await bank(app, r.session.token, result.pse_url, 'rejected');
    expect(back.statusCode).toBe(303);
    expect((await billOf(result.bill)).statusId).toBe(2);
    expect(await holdsOf(r)).toHaveLength(0);
    const states = await seatStates(app, undefined, r.showtimeId);
    expect(seatKeys(r).map((k) => states.get(k))).toEqual(['S', 'S']);
  });

  it('left pending at the bank, then approved later from the same page', async () => {
    const { r, result } = await startPse();
    const back = await bank(app, r.session.token, result.pse_url, 'pending');
    expect(back.headers.location).toBe(`/estado-transaccion/${result.bill}`);
    expect((await billOf(result.bill)).statusId).toBe(3);
    expect((await holdsOf(r)).map((h) => h.status)).toEqual(['paying', 'paying']);
    const page = await bank(app, r.session.token, result.pse_url);
    expect(page.body).toContain('Pendiente');
    expect(page.body).toContain('Aprobar el pago');
    await bank(app, r.session.token, result.pse_url, 'accepted');
    expect((await billOf(result.bill)).statusId).toBe(1);
  });

  it('a pse_url opened or answered by someone else, by a visitor, or with a made-up token: 404, nothing changes', async () => {
    const { r, result } = await startPse();
    const other = await signUp(app);
    for (const token of [other.token, undefined]) {
      expect((await bank(app, token, result.pse_url)).statusCode).toBe(404);
      const post = await bank(app, token, result.pse_url, 'accepted');
      expect(post.statusCode).toBe(404);
      expect(post.body).toContain('No encontramos esta transacción.');
    }
    expect((await bank(app, r.session.token, `${result.pse_url.slice(0, -4)}AAAA`)).statusCode).toBe(404);
    // Nor can they read its status pages.
    for (const url of [`/api/v1/bills/${result.bill}`, `/api/v1/epayco/pse/status/${result.bill}`]) {
      expect((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${r.session.token}` } })).statusCode).toBe(200);
    }
    expect((await bank(app, r.session.token, result.pse_url, 'approve-everything')).statusCode).toBe(400);
    expect((await billOf(result.bill)).statusId).toBe(3);
    expect((await holdsOf(r)).map((h) => h.status)).toEqual(['paying', 'paying']);
  });

  it('a bank form failing §5, a bank not in the list, a brand without PSE: clear 400s, no bill, the hold untouched', async () => {
    const r = await reserve(app);
    const cases: [object, string, string][] = [
      [{ typePerson: 'empresa' }, 'typePerson', 'El tipo de persona debe ser natural o jurídica'],
      [{ typePerson: undefined }, 'typePerson', 'El tipo de persona es requerido'],
      [{ bank: '' }, 'bank', 'El banco es requerido'],
      [{ bank: '9999' }, 'bank', 'El banco elegido no está en la lista de PSE.'],
      [{ name: '' }, 'name', 'El nombre es requerido'],
      [{ lastname: undefined }, 'lastname', 'El apellido es requerido'],
      [{ doc_type: 'TI' }, 'doc_type', 'El tipo de documento es requerido'],
      [{ doc_number: undefined }, 'doc_number', 'El número de documento es requerido'],
      [{ email: 'ana@' }, 'email', 'Correo electrónico inválido'],
      [{ email: undefined }, 'email', 'El correo electrónico es requerido'],
      [{ phone: '' }, 'phone', 'El número de móvil es requerido'],
      [{ phone: undefined }, 'phone', 'El número de móvil es requerido'],
    ];
    for (const [change, field, message] of cases) {
      const res = await payPse(app, r.session.token, pseBody(r, bankCode, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(change)).toBe(message);
    }
    const noPse = await payPse(app, r.session.token, pseBody(r, bankCode, { score_payment_method: 2 }));
    expect(noPse.statusCode).toBe(400);
    expect(noPse.json().message).toBe('El medio de pago elegido no acepta PSE.');
    const wrongTotal = await payPse(app, r.session.token, pseBody(r, bankCode, { total: r.expected.total + 1 }));
    expect(wrongTotal.statusCode).toBe(400);
    const other = await signUp(app);
    expect((await payPse(app, other.token, pseBody(r, bankCode))).statusCode).toBe(400);
    expect(await billsOfConsecutive(r)).toHaveLength(0);
    expect((await holdsOf(r)).map((h) => h.status)).toEqual(['held', 'held']);
    // The same hold still pays.
    expect((await payPse(app, r.session.token, pseBody(r, bankCode))).statusCode).toBe(200);
  });

  it('a consecutivo already paid by card answers 409 to PSE; a card retry on a PSE bill gets that bill', async () => {
    const paid = await reserve(app);
    expect((await pay(app, paid.session.token, cardBody(paid, { card_number: CARDS.accepted }))).json().pay_status.id).toBe(1);
    const res = await payPse(app, paid.session.token, pseBody(paid, bankCode));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esta compra ya tiene un pago en curso o terminado.');
    const { r, result } = await startPse();
    const card = (await pay(app, r.session.token, cardBody(r))).json();
    expect(card).toMatchObject({ bill: result.bill, pay_status: { id: 3 }, pay_method: 'pse' });
  });

  it('a gateway that cannot create the transaction: 502, the bill fails and its seats are free, nothing half-done', async () => {
    const gateway = app.paymentGateway;
    const original = gateway.createPse;
    gateway.createPse = async () => {
      throw Object.assign(new Error('timeout'), { name: 'GatewayError', code: 'pse:timeout' });
    };
    try {
      const r = await reserve(app);
      const res = await payPse(app, r.session.token, pseBody(r, bankCode));
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('No pudimos comunicarnos con el banco. Inténtalo de nuevo.');
      const [bill] = await billsOfConsecutive(r);
      expect(bill.statusId).toBe(4);
      expect(await holdsOf(r)).toHaveLength(0);
      expect(await ticketsOf(bill.id)).toHaveLength(0);
    } finally {
      gateway.createPse = original;
    }
  });
});
