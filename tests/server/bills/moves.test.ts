// The bill's moves (server/bills/moves.ts), each applied to a real bill made through the API and
// checked for everything it implies: the bill's state and fields, its seats, its tickets, the
// membership and the buyer's e-mail; and each refused, changing nothing, where the table does not
// allow it.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../../openapi/index.ts';
import { BILL_STATE } from '../../../openapi/rules.ts';
import { REFUND_SUBJECT, REFUNDED_SUBJECT, ticketsSubject } from '../../../server/bills/mails.ts';
import { acceptBill, closeBill, failBill, flagBillForRefund, refundBill, rejectBill, withLockedBill, type LockedBill } from '../../../server/bills/moves.ts';
import { billsToRefund } from '../../../server/bills/reembolsos.ts';
import { schema, type DbOrTx } from '../../../server/db/open.ts';
import { ticketKeys } from '../../../server/tickets/codes.ts';
import { build } from '../../helpers/build.ts';
import { CARDS, cardBody, pay, reserve, type Reserved } from '../../helpers/purchase.ts';

const { bills, outgoingMail, seatHolds, tickets } = schema;

let app: FastifyInstance;
let keys: Awaited<ReturnType<typeof ticketKeys>>;
beforeAll(async () => {
  app = await build();
  // Read once, outside any move: the active key is a database read, and the embedded database's one
  // connection is held by the move's transaction while it runs.
  keys = await ticketKeys(app.db);
});
afterAll(() => app.close());

const deps = async () => ({ ticketKeys: keys });
const billRow = async (id: number) => (await app.db.select().from(bills).where(eq(bills.id, id)))[0];
const holdsOf = (billId: number) => app.db.select().from(seatHolds).where(eq(seatHolds.billId, billId));
const seatsOf = (r: Reserved) => app.db.select().from(seatHolds).where(eq(seatHolds.showtimeId, r.showtimeId));
const ticketsOf = (billId: number) => app.db.select().from(tickets).where(eq(tickets.billId, billId));
const mailsTo = (email: string, subject: string) => app.db.select().from(outgoingMail).where(and(eq(outgoingMail.to, email), eq(outgoingMail.subject, subject)));
const move = <T>(billId: number, work: (tx: DbOrTx, bill: LockedBill) => Promise<T>) => withLockedBill(app.db, billId, work) as Promise<T>;

/** A ticket bill waiting for the gateway (the sandbox's pending card): its two seats 'paying'. */
async function pendingBill() {
  const r = await reserve(app);
  const res = await pay(app, r.session.token, cardBody(r, { card_number: CARDS.pending }));
  const result = res.json() as PaymentResult;
  expect(result.pay_status.id).toBe(BILL_STATE.pending);
  const [bill] = await app.db.select().from(bills).where(eq(bills.number, result.bill));
  return { r, bill };
}

async function acceptedBill() {
  const { r, bill } = await pendingBill();
  expect(await move(bill.id, async (tx, b) => acceptBill(tx, b, await deps()))).toEqual({ moved: true, state: BILL_STATE.accepted });
  return { r, bill };
}

describe('accept', () => {
  it('sells the seats, issues a ticket per seat, accepts the bill and e-mails the tickets; again, nothing', async () => {
    const { r, bill } = await acceptedBill();
    const after = await billRow(bill.id);
    expect(after.statusId).toBe(BILL_STATE.accepted);
    expect(after.paidAt).not.toBeNull();
    expect((await holdsOf(bill.id)).map((h) => h.status)).toEqual(['sold', 'sold']);
    expect(await ticketsOf(bill.id)).toHaveLength(2);
    expect(await mailsTo(r.session.user.email, ticketsSubject(bill.number))).toHaveLength(1);

    expect(await move(bill.id, async (tx, b) => acceptBill(tx, b, await deps()))).toEqual({ moved: false, state: BILL_STATE.accepted });
    expect(await ticketsOf(bill.id)).toHaveLength(2);
    expect(await mailsTo(r.session.user.email, ticketsSubject(bill.number))).toHaveLength(1);
  });

  it('takes late money for a closed bill: its seats again while they are free', async () => {
    const { bill } = await pendingBill();
    expect(await move(bill.id, (tx, b) => closeBill(tx, b, 'cerrada'))).toEqual({ moved: true, state: BILL_STATE.closed });
    expect(await holdsOf(bill.id)).toHaveLength(0);
    expect(await move(bill.id, async (tx, b) => acceptBill(tx, b, await deps()))).toEqual({ moved: true, state: BILL_STATE.accepted });
    expect((await holdsOf(bill.id)).map((h) => h.status)).toEqual(['sold', 'sold']);
    expect(await ticketsOf(bill.id)).toHaveLength(2);
  });

  it('late money whose seat went to someone else sells nothing twice: the bill waits for a refund and the buyer is told', async () => {
    const { r, bill } = await pendingBill();
    await move(bill.id, (tx, b) => rejectBill(tx, b));
    // Someone else takes the first seat meanwhile.
    const other = await reserve(app, { showtimeId: r.showtimeId, count: 1 });
    expect(other.seats[0]).toEqual(r.seats[0]);

    expect(await move(bill.id, async (tx, b) => acceptBill(tx, b, await deps()))).toEqual({ moved: true, state: BILL_STATE.refundPending });
    const after = await billRow(bill.id);
    expect(after).toMatchObject({ statusId: BILL_STATE.refundPending, needsRefund: true });
    expect(after.note).toMatch(/sin sillas disponibles/);
    expect(await ticketsOf(bill.id)).toHaveLength(0);
    expect(await holdsOf(bill.id)).toHaveLength(0);
    expect((await seatsOf(r)).filter((h) => h.userId === other.session.user.id)).toHaveLength(1);
    expect(await mailsTo(r.session.user.email, REFUND_SUBJECT)).toHaveLength(1);
    expect((await billsToRefund(app.db)).map((b) => b.number)).toContain(bill.number);
  });

  it('grants a membership bill its year', async () => {
    const { r, bill } = await pendingBill();
    // The same acceptance for a membership bill: no función, the card instead of tickets.
    await app.db.update(bills).set({ payType: 3, showtimeId: null }).where(eq(bills.id, bill.id));
    await app.db.delete(seatHolds).where(eq(seatHolds.billId, bill.id));
    await move(bill.id, async (tx, b) => acceptBill(tx, b, await deps()));
    const [membership] = await app.db.select().from(schema.memberships).where(eq(schema.memberships.billId, bill.id));
    expect(membership).toMatchObject({ userId: r.session.user.id, cinefan: true });
    expect(await ticketsOf(bill.id)).toHaveLength(0);
  });
});

describe('reject, fail and close', () => {
  it('each ends a pending bill and frees its seats; none moves any other bill', async () => {
    for (const [name, run, state] of [
      ['reject', (tx: DbOrTx, b: LockedBill) => rejectBill(tx, b), BILL_STATE.rejected],
      ['fail', (tx: DbOrTx, b: LockedBill) => failBill(tx, b, 'sin transacción'), BILL_STATE.failed],
      ['close', (tx: DbOrTx, b: LockedBill) => closeBill(tx, b, 'sin respuesta'), BILL_STATE.closed],
    ] as const) {
      const { bill } = await pendingBill();
      expect(await move(bill.id, run), name).toEqual({ moved: true, state });
      expect(await holdsOf(bill.id), name).toHaveLength(0);
      expect((await billRow(bill.id)).statusId, name).toBe(state);

      const accepted = await acceptedBill();
      expect(await move(accepted.bill.id, run), name).toEqual({ moved: false, state: BILL_STATE.accepted });
      expect((await holdsOf(accepted.bill.id)).map((h) => h.status), name).toEqual(['sold', 'sold']);
    }
  });

  it('a failure and a closing keep their reason', async () => {
    const failed = await pendingBill();
    await move(failed.bill.id, (tx, b) => failBill(tx, b, 'La pasarela no creó la transacción PSE.'));
    expect((await billRow(failed.bill.id)).note).toBe('La pasarela no creó la transacción PSE.');
    const closed = await pendingBill();
    await move(closed.bill.id, (tx, b) => closeBill(tx, b, 'Sin respuesta.'));
    expect((await billRow(closed.bill.id)).note).toBe('Sin respuesta.');
  });
});

describe('flag for refund and refund', () => {
  it("an accepted bill whose función is cancelled: tickets void, seats free, on the refund list, the buyer told; then refunded with its reference, once", async () => {
    const { r, bill } = await acceptedBill();
    expect(await move(bill.id, (tx, b) => flagBillForRefund(tx, b, { reason: 'funcionCancelled' }))).toEqual({ moved: true, state: BILL_STATE.refundPending });
    expect(await billRow(bill.id)).toMatchObject({ statusId: BILL_STATE.refundPending, needsRefund: true });
    expect((await ticketsOf(bill.id)).every((t) => t.voidedAt !== null)).toBe(true);
    expect(await holdsOf(bill.id)).toHaveLength(0);
    const [notice] = await mailsTo(r.session.user.email, REFUND_SUBJECT);
    expect(notice.text).toMatch(/fue cancelada/);
    expect((await billsToRefund(app.db)).map((b) => b.number)).toContain(bill.number);
    // Flagged twice: nothing more.
    expect(await move(bill.id, (tx, b) => flagBillForRefund(tx, b, { reason: 'funcionCancelled' }))).toEqual({ moved: false, state: BILL_STATE.refundPending });
    expect(await mailsTo(r.session.user.email, REFUND_SUBJECT)).toHaveLength(1);

    expect(await move(bill.id, (tx, b) => refundBill(tx, b, { reference: 'REF-123' }))).toEqual({ moved: true, state: BILL_STATE.refunded });
    const refunded = await billRow(bill.id);
    expect(refunded).toMatchObject({ statusId: BILL_STATE.refunded, needsRefund: false, refundReference: 'REF-123' });
    expect(refunded.refundedAt).not.toBeNull();
    const [done] = await mailsTo(r.session.user.email, REFUNDED_SUBJECT);
    expect(done.text).toMatch(/REF-123/);
    expect((await billsToRefund(app.db)).map((b) => b.number)).not.toContain(bill.number);

    expect(await move(bill.id, (tx, b) => refundBill(tx, b, { reference: 'REF-456' }))).toEqual({ moved: false, state: BILL_STATE.refunded });
    expect((await billRow(bill.id)).refundReference).toBe('REF-123');
    expect(await mailsTo(r.session.user.email, REFUNDED_SUBJECT)).toHaveLength(1);
  });

  it('refunds only a bill waiting for one', async () => {
    const { bill } = await acceptedBill();
    expect(await move(bill.id, (tx, b) => refundBill(tx, b, { reference: 'X' }))).toEqual({ moved: false, state: BILL_STATE.accepted });
    expect((await billRow(bill.id)).refundReference).toBeNull();
  });

  it('two refunds of one bill at once refund it once', async () => {
    const { r, bill } = await acceptedBill();
    await move(bill.id, (tx, b) => flagBillForRefund(tx, b, { reason: 'funcionCancelled' }));
    const outcomes = await Promise.all(['A', 'B', 'C'].map((reference) => move(bill.id, (tx, b) => refundBill(tx, b, { reference }))));
    expect(outcomes.filter((o) => o.moved)).toHaveLength(1);
    expect(await mailsTo(r.session.user.email, REFUNDED_SUBJECT)).toHaveLength(1);
  });
});

describe('the seats of other bills', () => {
  it('a move frees only its own bill’s seats', async () => {
    const a = await acceptedBill();
    const b = await pendingBill();
    await move(b.bill.id, (tx, bill) => rejectBill(tx, bill));
    expect(await app.db.select().from(seatHolds).where(inArray(seatHolds.billId, [a.bill.id]))).toHaveLength(2);
  });
});
