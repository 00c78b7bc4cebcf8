// The `epayco` gateway against a local fake of ePayco's REST API (tests/helpers/fake-epayco.ts):
// card charges through tokenization (the card goes to ePayco only), PSE transactions with the
// bank's URL, lookups for reconciliation, and ePayco's failures: no answer, 5xx, malformed answers.
// A failure never leaves a bill accepted without tickets, nor seats sold without a bill.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult, PsePaymentResult } from '../../../openapi/index.ts';
import { loadPaymentsConfig } from '../../../server/payments/config.ts';
import { schema } from '../../../server/db/open.ts';
import { reconciliationJob } from '../../../server/payments/reconciliation-job.ts';
import { build } from '../../helpers/build.ts';
import { startFakeEpayco, type FakeEpayco } from '../../helpers/fake-epayco.ts';
import { aBank, CARDS, cardBody, pay, payPse, pseBody, reserve, type Reserved } from '../../helpers/purchase.ts';

const { bills, payments, seatHolds, tickets } = schema;
const KEYS = { publicKey: 'pub_fake_4f1c', privateKey: '0123456789abcdef0123456789abcdef', custId: '555001', pKey: 'fake-p-key-epayco' };

let fake: FakeEpayco;
let app: FastifyInstance;
let bankCode: string;
beforeAll(async () => {
  fake = await startFakeEpayco(KEYS);
  app = await build({
    config: {
      payments: {
        gateway: 'epayco',
        custId: KEYS.custId,
        pKey: KEYS.pKey,
        epayco: { publicKey: KEYS.publicKey, privateKey: KEYS.privateKey, test: true, apiUrl: fake.url, secureUrl: fake.url, timeoutMs: 400 },
      },
    },
  });
  bankCode = await aBank(app);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const billOf = async (number: string) => (await app.db.select().from(bills).where(eq(bills.number, number)))[0];
const billOfConsecutive = async (r: Reserved) => (await app.db.select().from(bills).where(eq(bills.consecutivo, r.consecutivo)))[0];
const holdsOf = (r: Reserved) => app.db.select().from(seatHolds).where(and(eq(seatHolds.showtimeId, r.showtimeId), eq(seatHolds.consecutivo, r.consecutivo)));
const ticketsOf = (billId: number) => app.db.select().from(tickets).where(eq(tickets.billId, billId));
const reconcile = () => reconciliationJob(app).run(app.db);
const age = (id: number, minutes: number) =>
  Promise.all([
    app.db.update(bills).set({ createdAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(bills.id, id)),
    app.db.update(payments).set({ reconcileAfter: null }).where(eq(payments.billId, id)),
  ]);
const postConfirmation = (fields: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/epayco/confirmation', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

describe('configuration', () => {
  it('PAYMENT_GATEWAY=epayco needs its keys, and reads the test mode and the URLs', () => {
    expect(() => loadPaymentsConfig({ PAYMENT_GATEWAY: 'epayco' })).toThrow('PAYMENT_GATEWAY=epayco necesita EPAYCO_PUBLIC_KEY, EPAYCO_PRIVATE_KEY, PAYMENT_CUST_ID, PAYMENT_P_KEY.');
    const env = { PAYMENT_GATEWAY: 'epayco', EPAYCO_PUBLIC_KEY: 'p', EPAYCO_PRIVATE_KEY: 'k', PAYMENT_CUST_ID: 'c', PAYMENT_P_KEY: 'q' };
    expect(loadPaymentsConfig(env)).toMatchObject({ gateway: 'epayco', custId: 'c', pKey: 'q', epayco: { test: true, apiUrl: 'https://api.secure.payco.co', secureUrl: 'https://secure.payco.co' } });
    expect(loadPaymentsConfig({ ...env, EPAYCO_TEST: 'false' }).epayco?.test).toBe(false);
    expect(() => loadPaymentsConfig({ ...env, EPAYCO_TEST: 'quizás' })).toThrow('EPAYCO_TEST');
    expect(() => loadPaymentsConfig({ PAYMENT_GATEWAY: 'payu' })).toThrow('PAYMENT_GATEWAY');
  });
});

describe('card through ePayco', () => {
  it('tokenizes the card, charges the token, settles the bill through the signed lookup: tickets issued', async () => {
    const r = await reserve(app);
    const result = (await pay(app, r.session.token, cardBody(r))).json() as PaymentResult;
    expect(result.pay_status).toEqual({ id: 1, name: 'Aceptada' });
    const bill = await billOf(result.bill);
    expect(await ticketsOf(bill.id)).toHaveLength(2);
    const token = fake.requests.findLast((q) => q.route === 'token')!;
    expect(token.body['card[number]']).toBe(CARDS.accepted);
    const charge = fake.requests.findLast((q) => q.route === 'charge')!;
    expect(charge.body).toMatchObject({ bill: result.bill, value: String(r.expected.total), currency: 'COP', test: true, url_confirmation: expect.stringMatching(/\/api\/v1\/epayco\/confirmation$/) });
    expect(charge.authorization).toMatch(/^Bearer fake-/);
    // The charge carries the token, never the card.
    expect(JSON.stringify(charge.body)).not.toContain(CARDS.accepted);
    // Only these fields: no number, CVC or expiry field goes with the charge. (The CVC's four digits
    // are not searched for in the text: the fake's random ids may contain them by chance.)
    expect(Object.keys(charge.body).sort()).toEqual(
      ['bill', 'cell_phone', 'currency', 'customer_id', 'description', 'doc_number', 'doc_type', 'dues', 'email', 'ip', 'last_name', 'method_confirmation', 'name', 'tax', 'tax_base', 'test', 'token_card', 'url_confirmation', 'url_response', 'value'],
    );
    expect(charge.body.token_card).toMatch(/^tok_\d{10}$/);
    const [payment] = await app.db.select().from(payments).where(eq(payments.billId, bill.id));
    expect(JSON.stringify(payment)).not.toContain(CARDS.accepted);
    expect(payment).toMatchObject({ gateway: 'epayco', status: 'accepted' });
  });

  it('a card ePayco rejects: the bill is rejected, the seats free', async () => {
    const r = await reserve(app);
    const result = (await pay(app, r.session.token, cardBody(r, { card_number: CARDS.rejected }))).json() as PaymentResult;
    expect(result.pay_status.id).toBe(2);
    expect(await holdsOf(r)).toHaveLength(0);
  });

  for (const failure of ['timeout', '500', 'malformed', 'html'] as const) {
    it(`a charge answered with ${failure}: the bill stays pending, seats paying and not sold, no ticket; at the cap reconciliation closes it`, async () => {
      fake.fail('charge', failure);
      const r = await reserve(app);
      const res = await pay(app, r.session.token, cardBody(r));
      expect(res.statusCode).toBe(200);
      expect((res.json() as PaymentResult).pay_status.id).toBe(3);
      const bill = await billOfConsecutive(r);
      expect(await ticketsOf(bill.id)).toHaveLength(0);
      expect((await holdsOf(r)).map((h) => h.status)).toEqual(['paying', 'paying']);
      await age(bill.id, 16);
      await reconcile();
      expect((await billOf(bill.number)).statusId).toBe(7);
      expect(await holdsOf(r)).toHaveLength(0);
      expect(await ticketsOf(bill.id)).toHaveLength(0);
    });
  }
});

describe('PSE through ePayco', () => {
  it("creates the transaction with the fields encrypted as ePayco's SDK does and answers the bank's URL; the bank's approval arrives signed", async () => {
    const r = await reserve(app);
    const res = await payPse(app, r.session.token, pseBody(r, bankCode));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as PsePaymentResult;
    expect(result.pse_url).toMatch(/^https:\/\/registro\.desarrollo\.pse\.com\.co\//);
    const sent = fake.requests.findLast((q) => q.route === 'pse')!;
    expect(sent.body.public_key).toBe(KEYS.publicKey);
    expect(sent.body.factura).not.toBe(result.bill); // encrypted
    const t = [...fake.transactions.values()].find((x) => x.invoice === result.bill)!;
    expect(t).toMatchObject({ amount: String(r.expected.total), currency: 'COP', method: 'pse' });
    expect((await billOf(result.bill)).statusId).toBe(3);
    fake.settle(t.refPayco, 1);
    expect((await postConfirmation(fake.confirmation(t.refPayco))).statusCode).toBe(200);
    const bill = await billOf(result.bill);
    expect(bill.statusId).toBe(1);
    expect(await ticketsOf(bill.id)).toHaveLength(2);
  });

  it('a confirmation that never came: reconciliation looks the transaction up at ePayco and settles it', async () => {
    const r = await reserve(app);
    const result = (await payPse(app, r.session.token, pseBody(r, bankCode))).json() as PsePaymentResult;
    const t = [...fake.transactions.values()].find((x) => x.invoice === result.bill)!;
    fake.settle(t.refPayco, 1);
    const bill = await billOf(result.bill);
    // ePayco not answering the lookup: nothing changes before the cap.
    await age(bill.id, 5);
    fake.fail('lookup', '500');
    await reconcile();
    expect((await billOf(result.bill)).statusId).toBe(3);
    fake.fail('lookup', 'malformed');
    await age(bill.id, 5);
    await reconcile();
    expect((await billOf(result.bill)).statusId).toBe(3);
    await age(bill.id, 5);
    await reconcile();
    expect((await billOf(result.bill)).statusId).toBe(1);
    expect(await ticketsOf(bill.id)).toHaveLength(2);
  });

  for (const failure of ['timeout', '500', 'malformed'] as const) {
    it(`ePayco answering the PSE creation with ${failure}: 502, the bill fails, the seats are free`, async () => {
      fake.fail('pse', failure);
      const r = await reserve(app);
      const res = await payPse(app, r.session.token, pseBody(r, bankCode));
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('No pudimos comunicarnos con el banco. Inténtalo de nuevo.');
      const bill = await billOfConsecutive(r);
      expect(bill.statusId).toBe(4);
      expect(await holdsOf(r)).toHaveLength(0);
    });
  }
});
