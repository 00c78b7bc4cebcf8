// The daily sales the bill moves keep (server/bills/ventas-diarias.ts, table daily_sales), which the
// finance desk's report reads: each move that changes what was sold changes the row of its bill's
// day of payment, theater and función in the move's own transaction (accept, late acceptance,
// flag for refund when its función is cancelled), and the moves that sell nothing change nothing
// (reject, fail, close, a repeated move, the refund of a bill already out of the sales). At the
// end the table equals the same figures made from the bills (the migration's backfill).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../../openapi/index.ts';
import { BILL_STATE } from '../../../openapi/rules.ts';
import { acceptBill, closeBill, failBill, refundBill, rejectBill, withLockedBill, type LockedBill } from '../../../server/bills/moves.ts';
import { ZONE } from '../../../server/db/constants.ts';
import { schema, type DbOrTx } from '../../../server/db/open.ts';
import { cancelFuncion } from '../../../server/staff/programacion/cancelacion.ts';
import { salesReport } from '../../../server/staff/finanzas/ventas.ts';
import { ticketKeys } from '../../../server/tickets/codes.ts';
import { build } from '../../helpers/build.ts';
import { buyMembership } from '../../helpers/membership.ts';
import { CARDS, cardBody, newBuyer, pay, reserve } from '../../helpers/purchase.ts';

const { bills, billLines, dailySales } = schema;
type Bill = typeof bills.$inferSelect;

let app: FastifyInstance;
let keys: Awaited<ReturnType<typeof ticketKeys>>;
beforeAll(async () => {
  app = await build();
  // Read once, outside any move (the embedded database's one connection is the move's while it runs).
  keys = await ticketKeys(app.db);
});
afterAll(() => app.close());

const move = <T>(billId: number, work: (tx: DbOrTx, bill: LockedBill) => Promise<T>) => withLockedBill(app.db, billId, work) as Promise<T>;
const accept = (billId: number) => move(billId, (tx, b) => acceptBill(tx, b, { ticketKeys: keys }));
const billOf = async (id: number) => (await app.db.select().from(bills).where(eq(bills.id, id)))[0];
const billByNumber = async (number: string) => (await app.db.select().from(bills).where(eq(bills.number, number)))[0];
const paidDay = (bill: Bill) => DateTime.fromJSDate(bill.paidAt!).setZone(ZONE).toISODate()!;

/** A ticket bill waiting for the gateway (the sandbox's pending card). */
async function pendingBill(options: { combo?: boolean; count?: number; showtimeId?: number } = {}) {
  const r = await reserve(app, options);
  const result = (await pay(app, r.session.token, cardBody(r, { card_number: CARDS.pending }))).json() as PaymentResult;
  expect(result.pay_status.id).toBe(BILL_STATE.pending);
  return { r, bill: await billByNumber(result.bill) };
}

/** The función's rows of daily_sales, without their key but the day. */
async function rowsOf(showtimeId: number) {
  const rows = await app.db.select().from(dailySales).where(eq(dailySales.showtimeId, showtimeId));
  return rows.map(({ day, tickets, combos, memberships, gross, service, bills }) => ({ day, tickets, combos, memberships, gross, service, bills }));
}

/** What a bill adds to its day's sales, from its own row and lines. */
async function figuresOf(bill: Bill) {
  const lines = await app.db.select().from(billLines).where(eq(billLines.billId, bill.id));
  return {
    day: paidDay(bill),
    tickets: lines.filter((l) => l.kind === 'ticket').length,
    combos: lines.filter((l) => l.kind === 'product').reduce((n, l) => n + l.cantidad, 0),
    memberships: bill.payType === 3 ? 1 : 0,
    gross: bill.total,
    service: bill.totalService,
    bills: 1,
  };
}

const plus = (a: Awaited<ReturnType<typeof figuresOf>>, b: Awaited<ReturnType<typeof figuresOf>>) => ({
  day: a.day,
  tickets: a.tickets + b.tickets,
  combos: a.combos + b.combos,
  memberships: a.memberships + b.memberships,
  gross: a.gross + b.gross,
  service: a.service + b.service,
  bills: a.bills + b.bills,
});
const ZERO = { tickets: 0, combos: 0, memberships: 0, gross: 0, service: 0, bills: 0 };

describe('the daily sales follow the bill moves', () => {
  it('accepting adds the bill to its day and función, once; a second bill of the función adds to the same row', async () => {
    const first = await pendingBill({ combo: true, count: 3 });
    expect(await rowsOf(first.r.showtimeId)).toEqual([]);
    expect(await accept(first.bill.id)).toEqual({ moved: true, state: BILL_STATE.accepted });
    const one = await figuresOf(await billOf(first.bill.id));
    expect(one).toMatchObject({ tickets: 3, gross: first.r.expected.total, service: first.r.expected.total_service });
    expect(one.combos).toBeGreaterThan(0);
    expect(await rowsOf(first.r.showtimeId)).toEqual([one]);
    // Accepted again (a repeated confirmation): nothing more.
    expect(await accept(first.bill.id)).toEqual({ moved: false, state: BILL_STATE.accepted });
    expect(await rowsOf(first.r.showtimeId)).toEqual([one]);

    const second = await pendingBill({ showtimeId: first.r.showtimeId });
    await accept(second.bill.id);
    expect(await rowsOf(first.r.showtimeId)).toEqual([plus(one, await figuresOf(await billOf(second.bill.id)))]);
  });

  it('a rejected, failed or closed bill sells nothing; late money for a closed one counts when it is accepted', async () => {
    for (const end of [(tx: DbOrTx, b: LockedBill) => rejectBill(tx, b), (tx: DbOrTx, b: LockedBill) => failBill(tx, b, 'sin transacción')]) {
      const { r, bill } = await pendingBill();
      expect((await move(bill.id, end)).moved).toBe(true);
      expect(await rowsOf(r.showtimeId)).toEqual([]);
    }
    const { r, bill } = await pendingBill();
    await move(bill.id, (tx, b) => closeBill(tx, b, 'Sin respuesta.'));
    expect(await rowsOf(r.showtimeId)).toEqual([]);
    expect(await accept(bill.id)).toEqual({ moved: true, state: BILL_STATE.accepted });
    expect(await rowsOf(r.showtimeId)).toEqual([await figuresOf(await billOf(bill.id))]);
  });

  it('late money whose seats went to someone else is no sale: the bill waits for a refund and nothing is counted', async () => {
    const { r, bill } = await pendingBill();
    await move(bill.id, (tx, b) => rejectBill(tx, b));
    await reserve(app, { showtimeId: r.showtimeId, count: 1 });
    expect(await accept(bill.id)).toEqual({ moved: true, state: BILL_STATE.refundPending });
    expect(await rowsOf(r.showtimeId)).toEqual([]);
  });

  it("a cancelled función takes its paid bills out of the day they were paid; their refunds change no sales and show as the day's refunds", async () => {
    const a = await pendingBill({ combo: true });
    await accept(a.bill.id);
    const b = await pendingBill({ showtimeId: a.r.showtimeId, count: 1 });
    await accept(b.bill.id);
    const waiting = await pendingBill({ showtimeId: a.r.showtimeId, count: 1 });
    const [billA, billB] = [await billOf(a.bill.id), await billOf(b.bill.id)];
    expect(await rowsOf(a.r.showtimeId)).toEqual([plus(await figuresOf(billA), await figuresOf(billB))]);
    const day = paidDay(billA);
    const before = await salesReport(app.db, { from: day, to: day });

    const cancelled = await app.db.transaction((tx) => cancelFuncion(tx, a.r.showtimeId, 'Falla del proyector'));
    expect(cancelled.refunds).toHaveLength(2);
    expect(cancelled.closed.map((c) => c.billId)).toEqual([waiting.bill.id]);
    expect(await rowsOf(a.r.showtimeId)).toEqual([{ day, ...ZERO }]);
    const after = await salesReport(app.db, { from: day, to: day });
    expect(after.rows.filter((row) => row.funcion?.id === a.r.showtimeId)).toEqual([]);
    expect(before.totals.gross - after.totals.gross).toBe(billA.total + billB.total);
    expect(before.totals.bills - after.totals.bills).toBe(2);

    expect(await move(billA.id, (tx, bill) => refundBill(tx, bill, { reference: 'REF-1' }))).toEqual({ moved: true, state: BILL_STATE.refunded });
    expect(await rowsOf(a.r.showtimeId)).toEqual([{ day, ...ZERO }]);
    const refundDay = DateTime.fromJSDate((await billOf(billA.id)).refundedAt!).setZone(ZONE).toISODate()!;
    // The only refund of this file's database.
    expect((await salesReport(app.db, { from: refundDay, to: refundDay })).totals).toMatchObject({ refunds: 1, refunded: billA.total });
  });

  it("a membership counts on its theater's row without a función", async () => {
    const buyer = await newBuyer(app);
    const result = (await buyMembership(app, buyer.token)).json() as PaymentResult;
    const bill = await billByNumber(result.bill);
    expect(bill.statusId).toBe(BILL_STATE.accepted);
    const [row] = await app.db
      .select()
      .from(dailySales)
      .where(and(eq(dailySales.day, paidDay(bill)), eq(dailySales.theaterId, bill.theaterId), isNull(dailySales.showtimeId)));
    expect(row).toMatchObject({ memberships: 1, tickets: 0, combos: 0, gross: bill.total, service: bill.totalService, bills: 1 });
  });

  it('the table equals the same figures made again from the bills (the migration backfill, viziona_daily_sales_rebuild)', async () => {
    const kept = async () =>
      (await app.db.select().from(dailySales).where(sql`${dailySales.bills} <> 0`)).sort((x, y) =>
        `${x.day}:${x.theaterId}:${x.showtimeId ?? 0}`.localeCompare(`${y.day}:${y.theaterId}:${y.showtimeId ?? 0}`),
      );
    const byMoves = await kept();
    expect(byMoves.length).toBeGreaterThanOrEqual(3);
    await app.db.execute(sql`select viziona_daily_sales_rebuild()`);
    expect(await kept()).toEqual(byMoves);
  });
});
