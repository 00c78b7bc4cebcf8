// The restore drill (issue 51): a backup taken while buyers reserve and pay, through HTTP, on the
// built server on PostgreSQL 15, is restored into a new database. Every bill the gateway accepted
// before the backup started is there with its tickets; the restored database's migrations and SQL
// functions are this version's; a server started on it lets a ticket sold before the backup in at
// the door (registerIngresos). The backup and the restore are `npm run backup` and `npm run restore`
// (scripts/backup.ts, scripts/restore.ts) as an operator runs them.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { Consecutive, IngresoBatchResult, PaymentResult, PurchaseQuote } from '../../openapi/index.ts';
import { restoredDatabase } from '../../server/db/backup/summary.ts';
import { openDatabase, schema } from '../../server/db/open.ts';
import { seed } from '../../server/db/seed/index.ts';
import { openStaffSession } from '../../server/staff/accounts/sessions.ts';
import { biggestFuncion, call, prepareBuyers, seatGroups, sleep, type BuyerAccount, type Seats } from '../../bench/buyers.ts';
import { batch, funcionStartingIn, porteroEnBase, scan } from '../helpers/porteria.ts';
import { startPostgres, type RunningPostgres } from '../helpers/postgres.ts';
import { CARD } from '../helpers/purchase.ts';
import { startServerProcess, type RunningServer } from '../helpers/server-process.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-drill-'));
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** `npm run <script>` with the operator's environment, as the docs give it. */
const npmRun = (script: string, args: string[], env: Record<string, string>) => run('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: { ...process.env, ...env } });

interface Sale {
  bill: string;
  showtimeId: number;
  seats: number;
  /** performance.now() when the gateway's acceptance reached the buyer. */
  acceptedAt: number;
}

/** One buyer's purchases, one seat each, until stopped: consecutivo, reservation, quote, card payment. */
async function buyer(url: string, account: BuyerAccount, next: () => Seats | undefined, sales: Sale[], problems: string[], stopped: () => boolean) {
  try {
    await purchases(url, account, next, sales, problems, stopped);
  } catch (err) {
    problems.push(String(err));
  }
}

async function purchases(url: string, account: BuyerAccount, next: () => Seats | undefined, sales: Sale[], problems: string[], stopped: () => boolean) {
  const headers = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
  while (!stopped()) {
    const seat = next();
    if (!seat) return;
    const c = (await call(`${url}/api/v1/score/consecutive/1`, { headers })).json<Consecutive>();
    const body = { score_consecutive: c.Secuencia, showtime_id: seat.showtimeId, seats: seat.seats, products: [] };
    const reserved = await call(`${url}/api/v1/reserve/${seat.showtimeId}`, { method: 'POST', headers, body: JSON.stringify({ score_consecutive: c.Secuencia, seats: seat.seats, device: 'web' }) });
    if (reserved.status !== 200) {
      problems.push(`reserva ${reserved.status} ${JSON.stringify(reserved.json())}`);
      continue;
    }
    const quote = (await call(`${url}/api/v1/checkout/quote`, { method: 'POST', headers, body: JSON.stringify(body) })).json<PurchaseQuote>();
    const payment = {
      pay_type: 1, ...CARD, subtotal: quote.subtotal, total_service: quote.total_service, total: quote.total, device: 'web', score_consecutive: c.Secuencia, score_payment_method: 1,
      theater_id: 1, showtime_id: seat.showtimeId, seats: seat.seats, products: [], products_detail: `${seat.seats.length} boletas`, products_description: 'Simulacro', keyPay: c.keyPay,
    };
    const paid = await call(`${url}/api/v1/epayco/card/pay`, { method: 'POST', headers, body: JSON.stringify(payment) });
    const result = paid.json<PaymentResult>();
    if (paid.status === 200 && result.pay_status.id === 1) sales.push({ bill: result.bill, showtimeId: seat.showtimeId, seats: seat.seats.length, acceptedAt: performance.now() });
    else problems.push(`pago ${paid.status} ${JSON.stringify(result)}`);
  }
}

it('a backup taken while buyers reserve and pay restores every bill accepted before it, and a ticket sold before it enters at the door', async () => {
  const pg: RunningPostgres = await startPostgres();
  cleanups.push(() => pg.stop());
  const sourceUrl = await pg.createDatabase('viziona');
  const setup = await openDatabase({ databaseUrl: sourceUrl, dataDir: '' });
  await seed(setup.db);
  const accounts = await prepareBuyers(setup.db, 24);
  // A función starting soon (its tickets enter at the door now) and the biggest one ahead.
  const soon = await funcionStartingIn(setup.db, 20);
  const later = await biggestFuncion(setup.db);
  const door = await openStaffSession(setup.db, await porteroEnBase(setup.db, 'puerta.simulacro@viziona.test'));
  await setup.close();

  const server: RunningServer = await startServerProcess({ DATABASE_URL: sourceUrl, LOG_LEVEL: 'warn' }, 180_000, { bundle: true });
  cleanups.push(() => server.stop());
  const groups = await seatGroups(server.url, [soon.showtimeId, later]);
  let taken = 0;
  const sales: Sale[] = [];
  const problems: string[] = [];
  let stopped = false;
  const buyers = Promise.all(accounts.map((a) => buyer(server.url, a, () => groups[taken++], sales, problems, () => stopped)));

  // Buyers at work; then the backup, taken while they go on.
  for (const deadline = Date.now() + 60_000; sales.filter((s) => s.showtimeId === soon.showtimeId).length < 5; await sleep(100)) {
    if (problems.length > 0 || Date.now() > deadline) stopped = true;
    if (stopped) {
      await buyers;
      throw new Error(`las compras no avanzan: ${problems.slice(0, 5).join('; ')}`);
    }
  }
  const backupStarted = performance.now();
  const file = path.join(folder, 'durante-las-ventas.dump');
  const during = sales.length;
  await npmRun('backup', [file], { DATABASE_URL: sourceUrl });
  const soldWhileCopying = sales.length - during;
  await sleep(500);
  stopped = true;
  await buyers;
  expect(problems).toEqual([]);
  expect(soldWhileCopying).toBeGreaterThan(0);
  await server.stop();

  // Restored into a new database, as an operator does.
  const restoredUrl = await pg.createDatabase('viziona_restaurada');
  const { stdout } = await npmRun('restore', [file], { DATABASE_URL: restoredUrl });
  expect(stdout).toMatch(/Sus migraciones y funciones SQL son las de esta versión\./);
  expect(await restoredDatabase({ databaseUrl: restoredUrl, dataDir: '' })).toMatchObject({ migrations: [], functions: [] });

  const before = sales.filter((s) => s.acceptedAt < backupStarted);
  const restored = await openDatabase({ databaseUrl: restoredUrl, dataDir: '' });
  let ticketCode: string;
  try {
    const bills = await restored.db
      .select({ id: schema.bills.id, number: schema.bills.number, statusId: schema.bills.statusId })
      .from(schema.bills)
      .where(inArray(schema.bills.number, before.map((s) => s.bill)));
    expect(bills.map((b) => [b.number, b.statusId]).sort()).toEqual(before.map((s) => [s.bill, 1]).sort());
    const tickets = await restored.db.select({ billId: schema.tickets.billId, code: schema.tickets.code }).from(schema.tickets).where(inArray(schema.tickets.billId, bills.map((b) => b.id)));
    // A ticket per seat of each.
    const seatsOf = new Map(before.map((s) => [s.bill, s.seats]));
    const count = (id: number) => tickets.filter((t) => t.billId === id).length;
    expect(bills.map((b) => [b.number, count(b.id)]).sort()).toEqual(bills.map((b) => [b.number, seatsOf.get(b.number)]).sort());
    const firstSoon = bills.find((b) => b.number === before.find((s) => s.showtimeId === soon.showtimeId)!.bill)!;
    ticketCode = (await restored.db.select({ code: schema.tickets.code }).from(schema.tickets).where(eq(schema.tickets.billId, firstSoon.id)))[0].code;
  } finally {
    await restored.close();
  }

  // The server starts on the restored database, and the ticket enters at the door.
  const again = await startServerProcess({ DATABASE_URL: restoredUrl, LOG_LEVEL: 'warn' }, 180_000, { bundle: true });
  cleanups.push(() => again.stop());
  const entered = await call(`${again.url}/api/v1/staff/porteria/ingresos`, {
    method: 'POST',
    headers: { cookie: `vz_staff=${door.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(batch([scan(ticketCode)], { theaterId: soon.theaterId })),
  });
  expect(entered.status).toBe(200);
  expect(entered.json<IngresoBatchResult>().results[0].result).toBe('valido');
}, 300_000);
