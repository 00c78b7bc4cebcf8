// Reconciliation and the late-payment policy: pending bills are looked up at the gateway a few
// minutes after they were made and settled through the confirmation's checks; bills with no answer
// past their cap are closed and their seats freed; money that arrives after that takes the seats
// again if they are still free, otherwise the bill waits for a refund, is on the staff's list and
// the buyer gets an e-mail. A confirmation never downgrades an accepted bill.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PsePaymentResult } from '../../../openapi/index.ts';
import { REFUND_SUBJECT, ticketsSubject } from '../../../server/bills/mails.ts';
import { billsToRefund } from '../../../server/bills/reembolsos.ts';
import { schema } from '../../../server/db/open.ts';
import { reconciliationJob } from '../../../server/payments/reconciliation-job.ts';
import { sandboxConfirmation } from '../../../server/payments/sandbox.ts';
import { build } from '../../helpers/build.ts';
import { aBank, bank, payPse, pseBody, reserve, seatKeys, seatStates, type Reserved } from '../../helpers/purchase.ts';

const { bills, gatewayConfirmations, outgoingMail, sandboxTransactions, seatHolds, tickets } = schema;
const KEYS = { custId: '1000000', pKey: 'viziona-sandbox-p-key' };

let app: FastifyInstance;
let bankCode: string;
beforeAll(async () => {
  app = await build();
  bankCode = await aBank(app);
});
afterAll(() => app.close());

const reconcile = () => reconciliationJob(app).run(app.db) as Promise<{ claimed: number; settled: number; closed: number; waiting: number }>;
const billOf = async (number: string) => (await app.db.select().from(bills).where(eq(bills.number, number)))[0];
const ticketsOf = (billId: number) => app.db.select().from(tickets).where(eq(tickets.billId, billId));
const holdsOf = (r: Reserved) => app.db.select().from(seatHolds).where(eq(seatHolds.showtimeId, r.showtimeId));
/** Moves a bill back in time, as if it had been made `minutes` ago. */
const age = (number: string, minutes: number) =>
  app.db.update(bills).set({ createdAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(bills.number, number));
/** What the bank decided, without its confirmation reaching us (lost on the way). */
const bankSideOnly = (invoice: string, status: string) => app.db.update(sandboxTransactions).set({ status }).where(eq(sandboxTransactions.invoice, invoice));

async function startPse(r?: Reserved) {
  r ??= await reserve(app);
  const result = (await payPse(app, r.session.token, pseBody(r, bankCode))).json() as PsePaymentResult;
  return { r, result };
}

const postConfirmation = (fields: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/epayco/confirmation', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

describe('reconciliation', () => {
  it('settles a bill whose confirmation was lost: looked up after two minutes, accepted once, a late duplicate is a replay', async () => {
    const { r, result } = await startPse();
    await bankSideOnly(result.bill, 'accepted');
    // Too young: not looked up yet.
    await reconcile();
    expect((await billOf(result.bill)).statusId).toBe(3);
    await age(result.bill, 3);
    const run = await reconcile();
    expect(run.settled).toBeGreaterThanOrEqual(1);
    const bill = await billOf(result.bill);
    expect(bill.statusId).toBe(1);
    expect(await ticketsOf(bill.id)).toHaveLength(2);
    const [applied] = await app.db.select().from(gatewayConfirmations).where(eq(gatewayConfirmations.billId, bill.id));
    expect(applied.payload).toMatchObject({ source: 'lookup' });
    expect(await app.db.select().from(outgoingMail).where(eq(outgoingMail.subject, ticketsSubject(result.bill)))).toHaveLength(1);
    // The gateway's own confirmation arrives afterwards: nothing new.
    const [tx] = await app.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.invoice, result.bill));
    const res = await postConfirmation(sandboxConfirmation(KEYS, tx, 'accepted'));
    expect(res.json()).toEqual({ message: 'Confirmación ya recibida.' });
    await reconcile();
    expect(await ticketsOf(bill.id)).toHaveLength(2);
    expect((await holdsOf(r)).filter((h) => h.status === 'sold')).toHaveLength(2);
  });

  it('a bill still pending past the PSE cap is closed and its seats freed; before the cap it waits', async () => {
    const { r, result } = await startPse();
    await age(result.bill, 10);
    await reconcile();
    expect((await billOf(result.bill)).statusId).toBe(3);
    // The lease: looked up once a minute at most.
    await app.db.update(schema.payments).set({ reconcileAfter: sql`now() - interval '1 second'` });
    await age(result.bill, 21);
    await reconcile();
    const bill = await billOf(result.bill);
    expect(bill.statusId).toBe(7);
    expect(bill.note).toContain('sillas liberadas');
    expect(await holdsOf(r)).toHaveLength(0);
    const states = await seatStates(app, undefined, r.showtimeId);
    expect(seatKeys(r).map((k) => states.get(k))).toEqual(['S', 'S']);
  });

  it('a gateway that does not answer the lookup: the bill waits, then is closed at the cap; nothing is sold without an answer', async () => {
    const gateway = app.paymentGateway;
    const original = gateway.lookup;
    gateway.lookup = async () => {
      throw Object.assign(new Error('timeout'), { name: 'GatewayError', code: 'lookup:timeout' });
    };
    try {
      const { r, result } = await startPse();
      await age(result.bill, 5);
      await app.db.update(schema.payments).set({ reconcileAfter: null });
      await reconcile();
      expect((await billOf(result.bill)).statusId).toBe(3);
      expect((await holdsOf(r)).map((h) => h.status)).toEqual(['paying', 'paying']);
      await age(result.bill, 25);
      await app.db.update(schema.payments).set({ reconcileAfter: null });
      await reconcile();
      expect((await billOf(result.bill)).statusId).toBe(7);
      expect(await ticketsOf((await billOf(result.bill)).id)).toHaveLength(0);
    } finally {
      gateway.lookup = original;
    }
  });
});

describe('late payment policy', () => {
  async function closedBill() {
    const { r, result } = await startPse();
    await age(result.bill, 21);
    await app.db.update(schema.payments).set({ reconcileAfter: null });
    await reconcile();
    expect((await billOf(result.bill)).statusId).toBe(7);
    return { r, result };
  }

  it('accepted after the seats were freed, seats still free: they are taken again and the tickets issued', async () => {
    const { r, result } = await closedBill();
    await bank(app, r.session.token, result.pse_url, 'accepted');
    const bill = await billOf(result.bill);
    expect(bill.statusId).toBe(1);
    expect(bill.needsRefund).toBe(false);
    expect(await ticketsOf(bill.id)).toHaveLength(2);
    expect((await holdsOf(r)).map((h) => [h.status, h.billId])).toEqual([
      ['sold', bill.id],
      ['sold', bill.id],
    ]);
  });

  it('accepted after the seats went to someone else: never sold twice; refund flag, staff list and an e-mail to the buyer', async () => {
    const { r, result } = await closedBill();
    const other = await reserve(app, { showtimeId: r.showtimeId });
    expect(seatKeys(other)).toEqual(seatKeys(r));
    await bank(app, r.session.token, result.pse_url, 'accepted');
    const bill = await billOf(result.bill);
    expect(bill.statusId).toBe(5);
    expect(bill.needsRefund).toBe(true);
    expect(bill.note).toContain('sin sillas disponibles');
    expect(await ticketsOf(bill.id)).toHaveLength(0);
    const holds = await holdsOf(r);
    expect(holds.map((h) => [h.status, h.consecutivo])).toEqual([
      ['held', other.consecutivo],
      ['held', other.consecutivo],
    ]);
    expect((await billsToRefund(app.db)).map((b) => b.number)).toContain(result.bill);
    const mails = await app.db.select().from(outgoingMail).where(and(eq(outgoingMail.subject, REFUND_SUBJECT), eq(outgoingMail.to, r.session.body.email.toLowerCase())));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(result.bill);
  });

  it("out of order: 'pending' or 'rejected' arriving after 'accepted' never downgrade the bill", async () => {
    const { r, result } = await startPse();
    await bank(app, r.session.token, result.pse_url, 'accepted');
    const [tx] = await app.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.invoice, result.bill));
    for (const status of ['pending', 'rejected', 'failed'] as const) {
      expect((await postConfirmation(sandboxConfirmation(KEYS, tx, status))).statusCode).toBe(200);
    }
    const bill = await billOf(result.bill);
    expect(bill.statusId).toBe(1);
    expect(await ticketsOf(bill.id)).toHaveLength(2);
    expect((await holdsOf(r)).map((h) => h.status)).toEqual(['sold', 'sold']);
  });
});
