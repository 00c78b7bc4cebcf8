// The `epayco` gateway's refund (server/payments/epayco.ts) against the local fake of ePayco's API,
// through the finance desk's refund (issue 29): the transaction service's client-credentials token
// (form-encoded), then PUT /payment/api/v1/transaction/refund/{ref_payco} with no body. ePayco's
// refusal is a Spanish 409 with its words, and no answer (a timeout, a 5xx, a malformed answer) a
// 502; either way the bill still waits for its refund, and asking again works.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../../openapi/index.ts';
import { BILL_STATE } from '../../../openapi/rules.ts';
import { schema } from '../../../server/db/open.ts';
import { loadPaymentsConfig } from '../../../server/payments/config.ts';
import { cancelFuncion } from '../../../server/staff/programacion/cancelacion.ts';
import { build } from '../../helpers/build.ts';
import { startFakeEpayco, type FakeEpayco } from '../../helpers/fake-epayco.ts';
import { cardBody, pay, reserve } from '../../helpers/purchase.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../helpers/staff.ts';

const { bills, payments } = schema;
const KEYS = { publicKey: 'pub_fake_77aa', privateKey: '00112233445566778899aabbccddeeff', custId: '555002', pKey: 'fake-p-key-refunds' };

let fake: FakeEpayco;
let app: FastifyInstance;
let finanzas: SignedInStaff;
beforeAll(async () => {
  fake = await startFakeEpayco(KEYS);
  app = await build({
    config: {
      payments: {
        gateway: 'epayco',
        custId: KEYS.custId,
        pKey: KEYS.pKey,
        epayco: { publicKey: KEYS.publicKey, privateKey: KEYS.privateKey, test: true, apiUrl: fake.url, secureUrl: fake.url, transactionUrl: fake.url, authUrl: fake.url, timeoutMs: 400 },
      },
    },
  });
  finanzas = await signedInStaff(app, ['finanzas']);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

/** A card purchase accepted by ePayco (its confirmation posted), then its función cancelled: flagged for refund. */
async function flaggedBill() {
  const r = await reserve(app, { count: 1 });
  const res = await pay(app, r.session.token, cardBody(r));
  expect(res.statusCode).toBe(200);
  const [bill] = await app.db.select().from(bills).where(eq(bills.number, (res.json() as PaymentResult).bill));
  const [payment] = await app.db.select().from(payments).where(eq(payments.billId, bill.id));
  const confirmed = await app.inject({ method: 'POST', url: '/api/v1/epayco/confirmation', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fake.confirmation(payment.refPayco!)).toString() });
  expect(confirmed.statusCode).toBe(200);
  await app.db.transaction((tx) => cancelFuncion(tx, r.showtimeId, 'Corte de energía'));
  const [flagged] = await app.db.select().from(bills).where(eq(bills.id, bill.id));
  expect(flagged.statusId).toBe(BILL_STATE.refundPending);
  return { bill: flagged, refPayco: payment.refPayco! };
}
const refund = (id: number, amount: number) => staffApi(app, finanzas, 'POST', `/staff/finanzas/reembolsos/${id}`, { via: 'pasarela', amount });
const stateOf = async (id: number) => (await app.db.select().from(bills).where(eq(bills.id, id)))[0].statusId;

describe('a refund through ePayco', () => {
  it('logs in with client credentials (form-encoded) and asks PUT …/transaction/refund/{ref_payco}; the bill is refunded', async () => {
    const { bill, refPayco } = await flaggedBill();
    const res = await refund(bill.id, bill.total);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ via: 'pasarela', reference: refPayco });
    expect(await stateOf(bill.id)).toBe(BILL_STATE.refunded);
    const login = fake.requests.find((r) => r.route === 'refund-login')!;
    expect(login.contentType).toBe('application/x-www-form-urlencoded');
    expect(login.body).toEqual({ grant_type: 'client_credentials', client_id: KEYS.publicKey, client_secret: KEYS.privateKey, scope: 'apify' });
    const asked = fake.requests.filter((r) => r.route === 'refund');
    expect(asked).toHaveLength(1);
    expect(asked[0].authorization).toMatch(/^Bearer fake-oauth-/);
    expect(asked[0].body).toEqual({});
    expect(fake.transactions.get(refPayco)?.refunded).toBe(true);
  });

  it("refused by ePayco: a 409 with ePayco's words, the bill still waits", async () => {
    const { bill, refPayco } = await flaggedBill();
    fake.transactions.get(refPayco)!.refunded = true;
    const res = await refund(bill.id, bill.total);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`La pasarela rechazó el reembolso de la factura ${bill.number}: Transacción # ${refPayco} no reversada, estado de la transacción Reversada La factura sigue pendiente de reembolso.`);
    expect(await stateOf(bill.id)).toBe(BILL_STATE.refundPending);
  });

  it.each(['timeout', '500', 'malformed'] as const)('no usable answer (%s): a 502, the bill still waits, and asking again refunds it', async (failure) => {
    const { bill } = await flaggedBill();
    fake.fail('refund', failure);
    const res = await refund(bill.id, bill.total);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(`La pasarela no respondió: no se reembolsó la factura ${bill.number}. Inténtalo de nuevo.`);
    expect(await stateOf(bill.id)).toBe(BILL_STATE.refundPending);
    expect((await refund(bill.id, bill.total)).statusCode).toBe(200);
    expect(await stateOf(bill.id)).toBe(BILL_STATE.refunded);
  });
});

describe('configuration', () => {
  it("reads the transaction service's URLs, with ePayco's defaults", () => {
    const env = { PAYMENT_GATEWAY: 'epayco', EPAYCO_PUBLIC_KEY: 'p', EPAYCO_PRIVATE_KEY: 'k', PAYMENT_CUST_ID: 'c', PAYMENT_P_KEY: 'q' };
    expect(loadPaymentsConfig(env).epayco).toMatchObject({ transactionUrl: 'https://apiflow.epayco.io', authUrl: 'https://eks-ms-authentication-service.epayco.io' });
    expect(loadPaymentsConfig({ ...env, EPAYCO_TRANSACTION_URL: 'http://x/', EPAYCO_AUTH_URL: 'http://y' }).epayco).toMatchObject({ transactionUrl: 'http://x', authUrl: 'http://y' });
  });
});
