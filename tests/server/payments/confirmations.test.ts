// The gateway's server-to-server confirmation (/epayco/confirmation), as ePayco sends it
// (form-urlencoded) and as JSON: signed ones settle a pending bill once; unsigned, wrongly signed,
// wrong-amount and unknown-bill ones are refused with a 400, kept for audit, and change nothing.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import { build } from '../../helpers/build.ts';
import { CARDS, cardBody, pay, reserve, seatKeys, seatStates } from '../../helpers/purchase.ts';

const { bills, gatewayConfirmations, seatHolds, tickets } = schema;

// The sandbox's dev keys (server/payments/config.ts), written out here on purpose.
const CUST_ID = '1000000';
const P_KEY = 'viziona-sandbox-p-key';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

let n = 0;
/** A confirmation for the bill, signed like ePayco's unless told otherwise. */
function confirmation(bill: string, amount: number, code: 1 | 2 | 3 | 4, override: Record<string, string> = {}) {
  n++;
  const fields = { x_ref_payco: `77${n}${Date.now() % 100000}`, x_transaction_id: `55${n}${Date.now() % 1000000}`, x_amount: String(amount), x_currency_code: 'COP', ...override };
  const signature = createHash('sha256')
    .update(`${CUST_ID}^${P_KEY}^${fields.x_ref_payco}^${fields.x_transaction_id}^${fields.x_amount}^${fields.x_currency_code}`)
    .digest('hex');
  return {
    ...fields,
    x_signature: signature,
    x_cod_response: String(code),
    x_response: ['', 'Aceptada', 'Rechazada', 'Pendiente', 'Fallida'][code],
    x_id_invoice: bill,
    x_franchise: 'VS',
  };
}

const postForm = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/epayco/confirmation',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const postJson = (fields: object) => app.inject({ method: 'POST', url: '/api/v1/epayco/confirmation', payload: fields });

/** A bill left pending by the sandbox's pending test card. */
async function pendingBill() {
  const r = await reserve(app);
  const result = (await pay(app, r.session.token, cardBody(r, { card_number: CARDS.pending }))).json() as PaymentResult;
  const [bill] = await app.db.select().from(bills).where(eq(bills.number, result.bill));
  expect(bill.statusId).toBe(3);
  return { r, bill };
}

const billNow = async (id: number) => (await app.db.select().from(bills).where(eq(bills.id, id)))[0];
const ticketsOf = (id: number) => app.db.select().from(tickets).where(eq(tickets.billId, id));
const refusalsOf = (id: number | null) =>
  app.db
    .select()
    .from(gatewayConfirmations)
    .where(id === null ? eq(gatewayConfirmations.refusal, 'unknown_bill') : eq(gatewayConfirmations.billId, id));

describe('confirmPayment', () => {
  it("accepts ePayco's form-urlencoded confirmation: seats sold, tickets issued, bill accepted; a replay changes nothing", async () => {
    const { r, bill } = await pendingBill();
    const fields = confirmation(bill.number, bill.total, 1);
    const res = await postForm(fields);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Confirmación recibida.' });
    const accepted = await billNow(bill.id);
    expect(accepted.statusId).toBe(1);
    expect(accepted.paidAt).toBeInstanceOf(Date);
    const issued = await ticketsOf(bill.id);
    expect(issued).toHaveLength(2);
    const states = await seatStates(app, undefined, r.showtimeId);
    expect(seatKeys(r).map((k) => states.get(k))).toEqual(['O', 'O']);

    const replay = await postForm(fields);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ message: 'Confirmación ya recibida.' });
    expect((await ticketsOf(bill.id)).map((t) => t.code)).toEqual(issued.map((t) => t.code));
    expect((await billNow(bill.id)).paidAt).toEqual(accepted.paidAt);

    // Settled: a later rejection of the same transaction does not undo the sale.
    const late = await postForm(confirmation(bill.number, bill.total, 2, { x_ref_payco: fields.x_ref_payco, x_transaction_id: fields.x_transaction_id }));
    expect(late.statusCode).toBe(200);
    expect((await billNow(bill.id)).statusId).toBe(1);
    expect(await ticketsOf(bill.id)).toHaveLength(2);
  });

  it('answers of one payment arriving at once (repeated, pending, contradicting): each 200, the bill accepted once', async () => {
    // As ePayco's retries and a late 'pending' reach several processes at the same moment.
    const bills = await Promise.all(Array.from({ length: 6 }, () => pendingBill()));
    const answers = await Promise.all(
      bills.flatMap(({ bill }) => {
        const accepted = confirmation(bill.number, bill.total, 1);
        const same = { x_ref_payco: accepted.x_ref_payco, x_transaction_id: accepted.x_transaction_id };
        return [accepted, accepted, confirmation(bill.number, bill.total, 3, same), confirmation(bill.number, bill.total, 2, same), accepted].map((fields) => postForm(fields));
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    for (const { bill } of bills) {
      expect((await billNow(bill.id)).statusId).toBe(1);
      expect(await ticketsOf(bill.id)).toHaveLength(2);
    }
  });

  it('accepts JSON too, and an amount written with cents', async () => {
    const { bill } = await pendingBill();
    const res = await postJson(confirmation(bill.number, bill.total, 1, { x_amount: `${bill.total}.00` }));
    expect(res.statusCode).toBe(200);
    expect((await billNow(bill.id)).statusId).toBe(1);
  });

  it('a rejection frees the seats; a failure too', async () => {
    for (const code of [2, 4] as const) {
      const { r, bill } = await pendingBill();
      expect((await postForm(confirmation(bill.number, bill.total, code))).statusCode).toBe(200);
      expect((await billNow(bill.id)).statusId).toBe(code);
      expect(await app.db.select().from(seatHolds).where(eq(seatHolds.billId, bill.id))).toHaveLength(0);
      const states = await seatStates(app, undefined, r.showtimeId);
      expect(seatKeys(r).map((k) => states.get(k))).toEqual(['S', 'S']);
      expect(await ticketsOf(bill.id)).toHaveLength(0);
    }
  });

  it('a pending confirmation changes nothing', async () => {
    const { bill } = await pendingBill();
    expect((await postForm(confirmation(bill.number, bill.total, 3))).statusCode).toBe(200);
    expect((await billNow(bill.id)).statusId).toBe(3);
    expect((await app.db.select().from(seatHolds).where(eq(seatHolds.billId, bill.id))).map((h) => h.status)).toEqual(['paying', 'paying']);
  });

  it('unsigned or wrongly signed: 400, kept for audit, nothing changes; the genuine one still applies after a forgery', async () => {
    const { bill } = await pendingBill();
    const genuine = confirmation(bill.number, bill.total, 1);
    const { x_signature: _, ...unsigned } = genuine;
    const forged = { ...genuine, x_signature: createHash('sha256').update('otra cosa').digest('hex') };
    const otherKey = { ...genuine, x_signature: createHash('sha256').update(`${CUST_ID}^otra-llave^${genuine.x_ref_payco}^${genuine.x_transaction_id}^${genuine.x_amount}^COP`).digest('hex') };
    for (const body of [unsigned, forged, otherKey, { ...genuine, x_signature: 'no-es-hex' }]) {
      const res = await postForm(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('La firma de la confirmación no es válida.');
    }
    // Re-signed by someone who changed the amount but has no key: still a bad signature.
    const tampered = await postForm({ ...genuine, x_amount: '1' });
    expect(tampered.statusCode).toBe(400);
    expect((await billNow(bill.id)).statusId).toBe(3);
    expect(await ticketsOf(bill.id)).toHaveLength(0);
    const audit = await refusalsOf(bill.id);
    expect(audit.filter((a) => a.refusal === 'signature' && !a.signatureOk)).toHaveLength(5);

    const res = await postForm(genuine);
    expect(res.json()).toEqual({ message: 'Confirmación recibida.' });
    expect((await billNow(bill.id)).statusId).toBe(1);
  });

  it('a signed confirmation with another amount or currency: 400, kept, nothing changes', async () => {
    const { bill } = await pendingBill();
    for (const body of [
      confirmation(bill.number, bill.total - 1000, 1),
      confirmation(bill.number, bill.total, 1, { x_amount: `${bill.total}.50` }),
      confirmation(bill.number, bill.total, 1, { x_currency_code: 'USD' }),
    ]) {
      const res = await postForm(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('El valor o la moneda de la confirmación no coinciden con la factura.');
    }
    expect((await billNow(bill.id)).statusId).toBe(3);
    expect(await ticketsOf(bill.id)).toHaveLength(0);
    expect((await refusalsOf(bill.id)).filter((a) => a.refusal === 'amount')).toHaveLength(3);
  });

  it('an unknown bill: 400, kept for audit', async () => {
    const before = (await refusalsOf(null)).length;
    const res = await postForm(confirmation('VZ1-999999', 10000, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La factura de la confirmación no existe.');
    expect(await refusalsOf(null)).toHaveLength(before + 1);
  });

  it('a form with a repeated field, or missing fields: 400, nothing changes', async () => {
    const { bill } = await pendingBill();
    const fields = confirmation(bill.number, bill.total, 1);
    const repeated = `${new URLSearchParams(fields).toString()}&x_cod_response=2`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/epayco/confirmation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: repeated,
    });
    expect(res.statusCode).toBe(400);
    const { x_id_invoice: _, ...incomplete } = fields;
    const missing = await postForm(incomplete);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('El campo x_id_invoice es requerido.');
    expect((await billNow(bill.id)).statusId).toBe(3);
    expect(await app.db.select().from(gatewayConfirmations).where(and(eq(gatewayConfirmations.billId, bill.id), eq(gatewayConfirmations.status, 'accepted')))).toHaveLength(0);
  });
});
