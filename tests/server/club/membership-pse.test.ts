// Club Vizionarios membership by PSE (pay_type 3): the same bank page, signed confirmation,
// reconciliation and status pages as tickets. Acceptance grants one year exactly once however it
// arrives (the bank's confirmation, a replay, reconciliation's lookup); a rejection grants nothing;
// a pending PSE membership blocks a second purchase; issue 11's bad input refused for PSE too.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill, PsePaymentResult } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import { reconciliationJob } from '../../../server/payments/reconciliation-job.ts';
import { signUp } from '../../helpers/accounts.ts';
import { build } from '../../helpers/build.ts';
import { aBank, api, bank, CARDS, openConsecutivo, payPse } from '../../helpers/purchase.ts';
import { buyMembership, buyMembershipByPse, MEMBERSHIP, membershipPseBody, membershipStatus } from '../../helpers/membership.ts';

const { bills, gatewayConfirmations, memberships, payments, sandboxTransactions, users } = schema;

let app: FastifyInstance;
let bankCode: string;
beforeAll(async () => {
  app = await build();
  bankCode = await aBank(app);
});
afterAll(() => app.close());

const PENDING_MESSAGE = 'Ya tienes una compra de la membresía pendiente de confirmación. Espera su resultado antes de intentarlo de nuevo.';
const billsOf = (userId: number) => app.db.select().from(bills).where(eq(bills.userId, userId));
const cardsOf = (userId: number) => app.db.select().from(memberships).where(eq(memberships.userId, userId));
const billOf = async (number: string) => (await app.db.select().from(bills).where(eq(bills.number, number)))[0];
const yearFromNow = () => DateTime.now().setZone('America/Bogota').plus({ years: 1 }).toFormat('yyyy-MM-dd');
const postConfirmation = (fields: object) => app.inject({ method: 'POST', url: '/api/v1/epayco/confirmation', payload: fields });
const reconcile = () => reconciliationJob(app).run(app.db);
const statusPage = (token: string, number: string) => api(app, token, 'GET', `/bills/${encodeURIComponent(number)}`);

async function startPse(token: string) {
  const res = await buyMembershipByPse(app, token, bankCode);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PsePaymentResult;
}

async function expectNothing(userId: number) {
  expect(await billsOf(userId)).toHaveLength(0);
  expect(await cardsOf(userId)).toHaveLength(0);
}

describe('membership by PSE', () => {
  it('pending at the bank, then approved: one year granted once; the bank page, a replayed confirmation and reconciliation add nothing', async () => {
    const s = await signUp(app);
    const result = await startPse(s.token);
    expect(result.payType).toBe(3);
    expect(result.pse_url).toMatch(/^http:\/\/[^/]+\/sandbox\/banco\/[A-Za-z0-9_-]{32}$/);
    expect(await billOf(result.bill)).toMatchObject({ payType: 3, payMethod: 'pse', statusId: 3, showtimeId: null, ...{ subtotal: MEMBERSHIP.subtotal, totalService: MEMBERSHIP.total_service, total: MEMBERSHIP.total } });

    // Left pending at the bank: back to the status page, which shows it pending; no card yet.
    const back = await bank(app, s.token, result.pse_url, 'pending');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/estado-transaccion/${result.bill}`);
    const pending = (await statusPage(s.token, result.bill)).json() as Bill;
    expect(pending).toMatchObject({ pay_status: { id: 3 }, pay_type: { id: 3 }, pay_method: 'pse', showtime: null, total: MEMBERSHIP.total });
    expect(await membershipStatus(app, s.token)).toMatchObject({ Estado: 'usuario sin tarjeta', CineFan: 'no vigente' });

    // A second purchase while this one is pending, by PSE or by card: refused, nothing new.
    for (const second of [await buyMembershipByPse(app, s.token, bankCode), await buyMembership(app, s.token)]) {
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(PENDING_MESSAGE);
    }
    expect(await billsOf(s.user.id)).toHaveLength(1);

    // Approved at the bank: its signed confirmation grants the year.
    await bank(app, s.token, result.pse_url, 'accepted');
    expect((await billOf(result.bill)).statusId).toBe(1);
    const status = await membershipStatus(app, s.token);
    expect(status).toMatchObject({ Estado: 'usuario con tarjeta activa', CineFan: 'vigente' });
    expect(status.Vencimiento!.slice(0, 10)).toBe(yearFromNow());
    expect(((await statusPage(s.token, result.bill)).json() as Bill).pay_status).toEqual({ id: 1, name: 'Aceptada' });

    // The same acceptance again, the bank page answered again, reconciliation: nothing more.
    const bill = await billOf(result.bill);
    const [accepted] = await app.db.select().from(gatewayConfirmations).where(eq(gatewayConfirmations.billId, bill.id));
    const { source: _source, ...fields } = accepted.payload as Record<string, string>;
    const replay = await postConfirmation(fields);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe('Confirmación ya recibida.');
    await bank(app, s.token, result.pse_url, 'accepted');
    await app.db.update(bills).set({ createdAt: sql`now() - interval '5 minutes'` }).where(eq(bills.id, bill.id));
    await reconcile();
    expect(await cardsOf(s.user.id)).toEqual([expect.objectContaining({ billId: bill.id, cinefan: true })]);
    expect((await membershipStatus(app, s.token)).Vencimiento).toBe(status.Vencimiento);
  });

  it('approved at the bank but its confirmation lost: reconciliation grants the year once, the late confirmation nothing more', async () => {
    const s = await signUp(app);
    const result = await startPse(s.token);
    // The bank decided; its confirmation never reached us.
    await app.db.update(sandboxTransactions).set({ status: 'accepted' }).where(eq(sandboxTransactions.invoice, result.bill));
    await app.db.update(bills).set({ createdAt: sql`now() - interval '3 minutes'` }).where(eq(bills.number, result.bill));
    await app.db.update(payments).set({ reconcileAfter: null });
    await reconcile();
    expect((await billOf(result.bill)).statusId).toBe(1);
    expect(await cardsOf(s.user.id)).toHaveLength(1);
    // The bank page's own decision (its confirmation) arriving afterwards, and another run.
    await bank(app, s.token, result.pse_url, 'accepted');
    await reconcile();
    expect(await cardsOf(s.user.id)).toHaveLength(1);
    expect((await membershipStatus(app, s.token)).Estado).toBe('usuario con tarjeta activa');
  });

  it('rejected at the bank: the bill is rejected, no card is granted, and a new purchase is allowed', async () => {
    const s = await signUp(app);
    const result = await startPse(s.token);
    const back = await bank(app, s.token, result.pse_url, 'rejected');
    expect(back.headers.location).toBe(`/estado-transaccion/${result.bill}`);
    expect((await billOf(result.bill)).statusId).toBe(2);
    expect(((await statusPage(s.token, result.bill)).json() as Bill).pay_status).toEqual({ id: 2, name: 'Rechazada' });
    expect(await cardsOf(s.user.id)).toHaveLength(0);
    expect((await membershipStatus(app, s.token)).Estado).toBe('usuario sin tarjeta');
    // No longer pending: the next purchase goes to the bank.
    expect((await buyMembershipByPse(app, s.token, bankCode)).statusCode).toBe(200);
  });

  it('a second submit of the same consecutivo gives the same bank page; two consecutivos at once make one bill', async () => {
    const s = await signUp(app);
    const c = await openConsecutivo(app, s.token);
    const first = (await payPse(app, s.token, membershipPseBody(c, bankCode))).json() as PsePaymentResult;
    const again = await payPse(app, s.token, membershipPseBody(c, bankCode));
    expect(again.json()).toEqual(first);

    const t = await signUp(app);
    const [a, b] = await Promise.all([openConsecutivo(app, t.token), openConsecutivo(app, t.token)]);
    const answers = await Promise.all([payPse(app, t.token, membershipPseBody(a, bankCode)), payPse(app, t.token, membershipPseBody(b, bankCode))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await billsOf(t.user.id)).toHaveLength(1);
  });
});

describe('membership by PSE, bad input: refused, no bill, no card', () => {
  it('not signed in: 401', async () => {
    const s = await signUp(app);
    const c = await openConsecutivo(app, s.token);
    const res = await payPse(app, undefined as unknown as string, membershipPseBody(c, bankCode));
    expect(res.statusCode).toBe(401);
    await expectNothing(s.user.id);
  });

  it('a user without a name: 400', async () => {
    const s = await signUp(app);
    await app.db.update(users).set({ name: '' }).where(eq(users.id, s.user.id));
    const res = await buyMembershipByPse(app, s.token, bankCode);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Completa tu nombre en Mi perfil para comprar la membresía.');
    await expectNothing(s.user.id);
  });

  it("a total different from the server's, a brand without PSE, a bank not listed, seats in it, someone else's consecutivo: 400", async () => {
    const s = await signUp(app);
    const wrong = await buyMembershipByPse(app, s.token, bankCode, { subtotal: 50_000, total: 53_000 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Los valores no coinciden: subtotal $\u00a060.000, servicio $\u00a03.000, total $\u00a063.000.');
    const noPse = await buyMembershipByPse(app, s.token, bankCode, { score_payment_method: 2 });
    expect([noPse.statusCode, noPse.json().message]).toEqual([400, 'El medio de pago elegido no acepta PSE.']);
    const noBank = await buyMembershipByPse(app, s.token, '9999');
    expect([noBank.statusCode, noBank.json().errors?.bank]).toEqual([400, 'El banco elegido no está en la lista de PSE.']);
    const seats = await buyMembershipByPse(app, s.token, bankCode, { showtime_id: 1 });
    expect([seats.statusCode, seats.json().message]).toEqual([400, 'La compra de la membresía no lleva función, sillas ni productos.']);
    const thief = await signUp(app);
    const c = await openConsecutivo(app, s.token);
    expect((await payPse(app, thief.token, membershipPseBody(c, bankCode))).statusCode).toBe(400);
    await expectNothing(s.user.id);
    await expectNothing(thief.user.id);
  });

  it('a forged acceptance of a pending PSE membership changes nothing; someone else cannot open its bank page or status', async () => {
    const s = await signUp(app);
    const result = await startPse(s.token);
    const bill = await billOf(result.bill);
    const [tx] = await app.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.invoice, result.bill));
    const forged = await postConfirmation({
      x_ref_payco: tx.refPayco, x_transaction_id: tx.transactionId, x_id_invoice: result.bill, x_amount: String(MEMBERSHIP.total), x_currency_code: 'COP',
      x_cod_response: '1', x_response: 'Aceptada', x_signature: 'b'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('La firma de la confirmación no es válida.');
    expect((await billOf(result.bill)).statusId).toBe(3);
    expect(await cardsOf(s.user.id)).toHaveLength(0);
    const other = await signUp(app);
    expect((await bank(app, other.token, result.pse_url, 'accepted')).statusCode).toBe(404);
    expect((await statusPage(other.token, result.bill)).statusCode).toBe(404);
    expect((await billOf(result.bill)).statusId).toBe(3);
    expect(await cardsOf(s.user.id)).toHaveLength(0);
    expect(bill.payType).toBe(3);
  });

  it('a card payment (the pending card of the sandbox) also blocks a PSE purchase', async () => {
    const s = await signUp(app);
    expect(((await buyMembership(app, s.token, { card_number: CARDS.pending })).json()).pay_status.id).toBe(3);
    const res = await buyMembershipByPse(app, s.token, bankCode);
    expect([res.statusCode, res.json().message]).toEqual([409, PENDING_MESSAGE]);
    expect(await billsOf(s.user.id)).toHaveLength(1);
  });
});
