// Many buyers paying at once (prints figures; not a test). Run: npm run bench:pay
//
// On a throwaway PostgreSQL 15 with two server processes (round-robin): every buyer opens a
// purchase, reserves its own seats, asks for the quote and pays by PSE through the sandbox. Then the
// bank answers: most approve, some reject, some are left pending and approved later. Each answer's
// signed confirmation is sent several times, to both processes, shuffled with stale 'pending' and
// contradicting 'rejected' ones; for some bills the confirmation is lost and two reconciliations
// (from this process, on two pools) race to settle them from the gateway's book.
//
// Prints PSE payments per second and confirmations per second. Exits non-zero on any double sale (a
// seat sold or ticketed to two bills, or more tickets than seats) or any lost paid bill (the bank
// approved, the bill is not accepted with its tickets, and it is not on the refund list either).
//
// Env: PAY_BUYERS (200), PAY_SEATS (2 per buyer), PAY_DUPLICATES (3 sends of each answer).
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Consecutive, LayoutSeat, PsePaymentResult, PurchaseQuote, SelectedSeat, ShowtimeRoom } from '../openapi/index.ts';
import { ticketKeys } from '../server/tickets/codes.ts';
import { openDatabase, type Database, type Db } from '../server/db/open.ts';
import { bills, sandboxTransactions, seatHolds, showtimes, tickets } from '../server/db/schema.ts';
import { call as benchCall, prepareBuyers } from './buyers.ts';
import { seed } from '../server/db/seed/index.ts';
import { SANDBOX_CUST_ID, SANDBOX_P_KEY } from '../server/payments/config.ts';
import { reconcilePayments } from '../server/payments/reconciliation.ts';
import { sandboxConfirmation, sandboxGateway } from '../server/payments/sandbox.ts';
import type { GatewayStatus } from '../server/payments/gateway.ts';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { startServerProcess, type RunningServer } from '../tests/helpers/server-process.ts';
import { buildServer } from '../scripts/build-server.ts';

const BUYERS = Number(process.env.PAY_BUYERS ?? 200);
const SEATS = Number(process.env.PAY_SEATS ?? 2);
const DUPLICATES = Number(process.env.PAY_DUPLICATES ?? 3);
const KEYS = { custId: SANDBOX_CUST_ID, pKey: SANDBOX_P_KEY };

/** The shared bench client, answering with the text (these answers are read once). */
const call = async (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
  const answer = await benchCall(url, init);
  return { status: answer.status, get text() { return JSON.stringify(answer.json()); } };
};

const shuffle = <T>(items: T[]) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/** Buyers with a session each, written straight into the database (bench/buyers.ts). */
const prepareTokens = async (db: Db, count: number) => (await prepareBuyers(db, count)).map((a) => a.token);

interface Purchase {
  token: string;
  showtimeId: number;
  seats: SelectedSeat[];
  bill?: string;
  /** What the bank decided. */
  outcome?: 'accepted' | 'rejected' | 'late' | 'lost';
}

/** Seats for every buyer, each its own, over the future funciones in order. */
async function plan(url: string, db: Db, tokens: string[]): Promise<Purchase[]> {
  const funciones = await db.select({ id: showtimes.id }).from(showtimes).where(gt(showtimes.startsAt, sql`now() + interval '1 day'`)).orderBy(asc(showtimes.id)).limit(40);
  const purchases: Purchase[] = [];
  let buyer = 0;
  for (const f of funciones) {
    const room = JSON.parse((await call(`${url}/api/v1/room/${f.id}`)).text) as ShowtimeRoom;
    const onSale = new Map(room.prices.filter((p) => p.valor > 1).map((p) => [p.zona, p.codigo]));
    const sellable = room.layout.filter((s: LayoutSeat) => s.TipoSilla === 'Normal' && onSale.has(s.TipoZona));
    for (let i = 0; i + SEATS <= sellable.length && buyer < tokens.length; i += SEATS) {
      const seats = sellable.slice(i, i + SEATS).map((s) => ({ Fila: s.FilaTotal, Columna: s.ColumnaTotal, FilRelativa: s.FilaRelativa, ColRelativa: s.ColumnaRelativa, Tarifa: onSale.get(s.TipoZona)! }));
      purchases.push({ token: tokens[buyer++], showtimeId: f.id, seats });
    }
    if (buyer >= tokens.length) break;
  }
  return purchases;
}

async function payByPse(url: string, p: Purchase, bank: string): Promise<void> {
  const headers = { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' };
  const c = JSON.parse((await call(`${url}/api/v1/score/consecutive/1`, { headers })).text) as Consecutive;
  const reserved = await call(`${url}/api/v1/reserve/${p.showtimeId}`, { method: 'POST', headers, body: JSON.stringify({ score_consecutive: c.Secuencia, seats: p.seats, device: 'web' }) });
  if (reserved.status !== 200) throw new Error(`reserva ${reserved.status}: ${reserved.text}`);
  const quote = JSON.parse(
    (await call(`${url}/api/v1/checkout/quote`, { method: 'POST', headers, body: JSON.stringify({ score_consecutive: c.Secuencia, showtime_id: p.showtimeId, seats: p.seats, products: [] }) })).text,
  ) as PurchaseQuote;
  const body = {
    pay_type: 1, bank, name: 'Pago', lastname: 'Bench', doc_type: 'CC', doc_number: '1020304050', email: 'pago.bench@example.com', phone: '3000000000', typePerson: 'natural',
    subtotal: quote.subtotal, total_service: quote.total_service, total: quote.total, device: 'web', score_consecutive: c.Secuencia, score_payment_method: 1, theater_id: 1,
    showtime_id: p.showtimeId, seats: p.seats, products: [], products_detail: `${p.seats.length} boletas`, products_description: 'Boletas bench', keyPay: c.keyPay,
  };
  const paid = await call(`${url}/api/v1/epayco/pse/pay`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (paid.status !== 200) throw new Error(`PSE ${paid.status}: ${paid.text}`);
  p.bill = (JSON.parse(paid.text) as PsePaymentResult).bill;
}

const confirm = (url: string, fields: Record<string, string>) =>
  call(`${url}/api/v1/epayco/confirmation`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

async function check(db: Db, purchases: Purchase[]): Promise<string[]> {
  const problems: string[] = [];
  const numbers = purchases.map((p) => p.bill!).filter(Boolean);
  const rows = await db.select().from(bills).where(inArray(bills.number, numbers));
  const byNumber = new Map(rows.map((b) => [b.number, b]));
  for (const p of purchases) {
    const bill = byNumber.get(p.bill!);
    if (!bill) {
      problems.push(`factura ${p.bill} no existe`);
      continue;
    }
    const issued = await db.select({ n: sql<number>`count(*)::int` }).from(tickets).where(eq(tickets.billId, bill.id));
    const sold = await db.select({ n: sql<number>`count(*)::int` }).from(seatHolds).where(and(eq(seatHolds.billId, bill.id), eq(seatHolds.status, 'sold')));
    const paid = p.outcome !== 'rejected';
    if (paid && !(bill.statusId === 1 && issued[0].n === p.seats.length && sold[0].n === p.seats.length) && !(bill.statusId === 5 && bill.needsRefund)) {
      problems.push(`pago perdido: ${bill.number} (banco: aprobado) está en estado ${bill.statusId} con ${issued[0].n} tickets y ${sold[0].n} sillas vendidas`);
    }
    if (!paid && (bill.statusId === 1 || issued[0].n > 0 || sold[0].n > 0)) problems.push(`venta sin pago: ${bill.number} (banco: rechazado) en estado ${bill.statusId}`);
    if (issued[0].n > p.seats.length) problems.push(`venta doble: ${bill.number} tiene ${issued[0].n} tickets para ${p.seats.length} sillas`);
  }
  const twice = await db.execute(sql`select showtime_id, seat_id, count(*)::int as n from tickets group by showtime_id, seat_id having count(*) > 1`);
  for (const r of (twice as unknown as { rows: { showtime_id: number; seat_id: number; n: number }[] }).rows) problems.push(`venta doble: silla ${r.seat_id} de la función ${r.showtime_id} tiene ${r.n} tickets`);
  return problems;
}

async function main(): Promise<boolean> {
  const pg = await startPostgres();
  const servers: RunningServer[] = [];
  const pools: Database[] = [];
  try {
    const url = await pg.createDatabase('pay');
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    pools.push(database, await openDatabase({ databaseUrl: url, dataDir: '' }));
    await seed(database.db);
    const tokens = await prepareTokens(database.db, BUYERS);
    for (let i = 0; i < 2; i++) servers.push(await startServerProcess({ DATABASE_URL: url, LOG_LEVEL: 'error', JOBS: 'off' }, 180_000, { bundle: true }));
    const urls = servers.map((s) => s.url);
    const bank = (JSON.parse((await call(`${urls[0]}/api/v1/epayco/banks`)).text) as { bankCode: string }[])[0].bankCode;
    const purchases = await plan(urls[0], database.db, tokens);

    // 1. Everybody pays at once.
    const payStart = performance.now();
    const paid = await Promise.allSettled(purchases.map((p, i) => payByPse(urls[i % 2], p, bank)));
    const paySeconds = (performance.now() - payStart) / 1000;
    const failed = paid.filter((r) => r.status === 'rejected');
    const paying = purchases.filter((p) => p.bill);

    // 2. The bank answers; confirmations duplicated, reordered, contradicted, sometimes lost.
    for (const p of paying) {
      const roll = randomInt(0, 100);
      p.outcome = roll < 70 ? 'accepted' : roll < 82 ? 'rejected' : roll < 92 ? 'late' : 'lost';
    }
    const book = await database.db.select().from(sandboxTransactions).where(inArray(sandboxTransactions.invoice, paying.map((p) => p.bill!)));
    const txOf = new Map(book.map((t) => [t.invoice, t]));
    const sends: (() => Promise<{ status: number }>)[] = [];
    for (const p of paying) {
      const tx = txOf.get(p.bill!)!;
      const final: GatewayStatus = p.outcome === 'rejected' ? 'rejected' : 'accepted';
      await database.db.update(sandboxTransactions).set({ status: final }).where(eq(sandboxTransactions.refPayco, tx.refPayco));
      if (p.outcome === 'lost') continue;
      const answers: GatewayStatus[] = [...Array.from({ length: DUPLICATES }, () => final), 'pending'];
      if (p.outcome === 'accepted') answers.push('rejected'); // a contradicting answer after the approval must change nothing
      for (const status of answers) {
        const fields = sandboxConfirmation(KEYS, tx, status);
        sends.push(() => confirm(urls[randomInt(0, 2)], fields));
      }
    }
    const late = shuffle(sends.filter((_, i) => i % 5 === 0));
    const now = shuffle(sends.filter((_, i) => i % 5 !== 0));
    const confirmStart = performance.now();
    const answered = await Promise.all(now.map((send) => send()));
    // The lost ones: old enough for reconciliation, which two pools run at once, while the late duplicates still arrive.
    await database.db.update(bills).set({ createdAt: sql`now() - interval '3 minutes'` }).where(inArray(bills.number, paying.filter((p) => p.outcome === 'lost').map((p) => p.bill!)));
    const deps = async (db: Db) => ({ keys: KEYS, ticketKeys: await ticketKeys(db), gateway: sandboxGateway(KEYS, async () => undefined, db) });
    const [lateAnswers] = await Promise.all([Promise.all(late.map((send) => send())), ...pools.map(async (pool) => reconcilePayments(pool.db, await deps(pool.db)))]);
    const confirmSeconds = (performance.now() - confirmStart) / 1000;
    const notOk = [...answered, ...lateAnswers].filter((a) => a.status !== 200);
    const refused = notOk.length;
    // What the servers logged about the refused ones.
    if (refused) for (const s of servers) for (const line of s.output().split('\n').filter((l) => l.includes('"level":50')).slice(0, 2)) console.log(`  server error: ${line.slice(0, 600)}`);

    const problems = await check(database.db, paying);
    console.log(`\nPostgreSQL 15, 2 server processes, ${purchases.length} buyers × ${SEATS} seats`);
    console.log(`  PSE payments/s          ${(paying.length / paySeconds).toFixed(0)}   (${paying.length} paid in ${paySeconds.toFixed(1)} s; ${failed.length} failed)`);
    console.log(`  confirmations/s         ${(sends.length / confirmSeconds).toFixed(0)}   (${sends.length} sent, ${refused} not 200; ${paying.filter((p) => p.outcome === 'lost').length} lost and reconciled)`);
    console.log(`  outcomes                ${['accepted', 'late', 'rejected', 'lost'].map((o) => `${o} ${paying.filter((p) => p.outcome === o).length}`).join(', ')}`);
    console.log(`  double sales / lost paid bills  ${problems.length === 0 ? '0' : `${problems.length}\n    ${problems.slice(0, 10).join('\n    ')}`}`);
    if (failed.length) console.log(`  first failure: ${String((failed[0] as PromiseRejectedResult).reason).slice(0, 200)}`);
    return problems.length === 0 && refused === 0;
  } finally {
    for (const pool of pools) await pool.close();
    for (const s of servers) await s.stop();
    await pg.stop();
  }
}

// The server as `npm start` runs it.
await buildServer();
const ok = await main();
if (!ok) {
  console.error('Un pago se perdió, una silla se vendió dos veces o una confirmación fue rechazada.');
  process.exit(1);
}
process.exit(0);
