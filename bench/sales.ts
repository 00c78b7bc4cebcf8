// Benchmark of the finance desk's daily sales (server/staff/finanzas/ventas.ts) on a throwaway
// PostgreSQL 15: a year of sales made in SQL (generate_series, a few seconds) — funciones every day
// in every room, ~400,000 bills holding ~1 million tickets, confitería lines, memberships, some
// refunded and rejected bills — then the daily sales the bill moves keep (daily_sales) made from
// those bills by viziona_daily_sales_rebuild(), as migration 0022's backfill makes them, since these
// bills bypass the moves; then the report's two statements timed for the last 30 days (the chart),
// a quarter and the whole year, with EXPLAIN ANALYZE of any that takes more than the target, and the
// year's totals checked against the bills' own sums.
// Not a test: prints figures. Run: npm run bench:sales [-- --bills=400000]
import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { seed } from '../server/db/seed/index.ts';
import { ZONE } from '../server/db/constants.ts';
import type { Db } from '../server/db/open.ts';
import { salesDaysQuery, salesReport, salesRowsQuery, type SalesRange } from '../server/staff/finanzas/ventas.ts';

const TARGET_MS = 300;
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const BILLS = arg('bills', 400_000);
const ROUNDS = arg('rounds', 5);

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** A year of sales, made by the database itself. */
async function generate(db: Db) {
  const t = performance.now();
  await db.execute(sql`
    insert into users (email, doc_type, doc_number, password_hash, name, lastname, phone)
    select 'bench' || g || '@example.com', 'CC', (90000000 + g)::text, 'x', 'Comprador', 'Número ' || g, '3000000000'
    from generate_series(1, 20000) g`);
  // Four funciones a day in every room over the past year (the seed's are all in the future).
  await db.execute(sql`
    insert into showtimes (film_id, room_id, starts_at, format, version)
    select (select id from films order by id offset (d % (select count(*) from films)) limit 1), r.id,
           (current_date - d)::timestamp at time zone ${ZONE} + make_interval(hours => h), '2D', 'Doblada'
    from generate_series(1, 365) d, rooms r, unnest(array[14, 17, 19, 21]) h`);
  await db.execute(sql`create temp table bench_funciones as
    select row_number() over (order by s.id) as n, s.id, s.starts_at, r.theater_id from showtimes s join rooms r on r.id = s.room_id where s.starts_at < now()`);
  // Bills: 1 to 4 tickets each (2.5 on average), paid up to two days before their función; 1 in 40
  // a membership; 1 in 50 refunded, 1 in 30 rejected.
  await db.execute(sql`
    insert into bills (number, user_id, theater_id, showtime_id, pay_type, pay_method, status_id, subtotal, total_service, total, paid_at, refunded_at, created_at)
    select 'BENCH-' || g, (select min(id) from users) + g % 20000, f.theater_id,
           case when g % 40 = 0 then null else f.id end,
           case when g % 40 = 0 then 3 else 1 end,
           case when g % 3 = 0 then 'pse' else 'card' end,
           case when g % 50 = 0 then 6 when g % 30 = 0 then 2 else 1 end,
           case when g % 40 = 0 then 60000 else (1 + g % 4) * 15000 + (case when g % 3 = 0 then 22000 else 0 end) end,
           case when g % 40 = 0 then 3000 else (1 + g % 4) * 2500 + (case when g % 3 = 0 then 1000 else 0 end) end,
           case when g % 40 = 0 then 63000 else (1 + g % 4) * 17500 + (case when g % 3 = 0 then 23000 else 0 end) end,
           case when g % 30 = 0 and g % 50 <> 0 then null else f.starts_at - make_interval(mins => ((g::bigint * 7919) % 2880)::int) end,
           case when g % 50 = 0 then f.starts_at + interval '1 day' end,
           f.starts_at - make_interval(mins => ((g::bigint * 7919) % 2880)::int)
    from generate_series(1, ${BILLS}) g
    join bench_funciones f on f.n = 1 + g % (select count(*) from bench_funciones)`);
  await db.execute(sql`
    insert into bill_lines (bill_id, kind, codigo, descripcion, cantidad, unit_price, total)
    select b.id, 'ticket', 'BOL', 'Boleta', 1, 15000, 15000
    from bills b, generate_series(1, 4) k
    where b.number like 'BENCH-%' and b.pay_type = 1 and k <= 1 + substr(b.number, 7)::int % 4`);
  await db.execute(sql`
    insert into bill_lines (bill_id, kind, codigo, descripcion, cantidad, unit_price, total)
    select b.id, 'product', 'CMB', 'Combo', 1, 22000, 22000
    from bills b where b.number like 'BENCH-%' and b.pay_type = 1 and substr(b.number, 7)::int % 3 = 0`);
  // These bills bypassed the moves: their daily sales are made as the migration's backfill makes them.
  const rebuilt = performance.now();
  const [{ rows: salesRows }] = rows<{ rows: number }>(await db.execute(sql`select viziona_daily_sales_rebuild() as rows`));
  console.log(`daily_sales rebuilt in ${((performance.now() - rebuilt) / 1000).toFixed(1)} s: ${salesRows} rows`);
  await db.execute(sql`analyze`);
  const [counts] = rows<Record<string, string>>(
    await db.execute(sql`select (select count(*) from bills) as bills, (select count(*) from bill_lines where kind = 'ticket') as tickets, (select count(*) from showtimes) as funciones`),
  );
  console.log(`generated in ${((performance.now() - t) / 1000).toFixed(1)} s: ${counts.bills} bills, ${counts.tickets} tickets, ${counts.funciones} funciones`);
}

async function time(db: Db, label: string, range: SalesRange) {
  await salesReport(db, range); // warm
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await salesReport(db, range);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const report = await salesReport(db, range);
  console.log(
    `${label.padEnd(22)} ${range.from} → ${range.to}: median ${median.toFixed(1)} ms (min ${times[0].toFixed(1)}, max ${times.at(-1)!.toFixed(1)}) over ${ROUNDS}; ` +
      `${report.totals.tickets} tickets, ${report.rows.length} rows, gross ${report.totals.gross} ${median <= TARGET_MS ? '✓' : `✗ over ${TARGET_MS} ms`}`,
  );
  if (median > TARGET_MS) await explain(db, label, [salesDaysQuery(range), salesRowsQuery(range)]);
}

/** The report's totals against the accepted bills and their lines, summed straight from those tables. */
async function checkTotals(db: Db, range: SalesRange) {
  const { totals } = await salesReport(db, range);
  const [direct] = rows<Record<string, number>>(
    await db.execute(sql`
      select count(*)::float8 as bills, sum(b.total)::float8 as gross, sum(b.total_service)::float8 as service,
             (select count(*) from bill_lines l join bills x on x.id = l.bill_id
               where x.status_id = 1 and l.kind = 'ticket'
                 and x.paid_at >= (${range.from}::date::timestamp at time zone ${ZONE}) and x.paid_at < ((${range.to}::date + 1)::timestamp at time zone ${ZONE}))::float8 as tickets
      from bills b
      where b.status_id = 1 and b.paid_at >= (${range.from}::date::timestamp at time zone ${ZONE}) and b.paid_at < ((${range.to}::date + 1)::timestamp at time zone ${ZONE})`),
  );
  const same = (['bills', 'gross', 'service', 'tickets'] as const).every((k) => totals[k] === Number(direct[k]));
  console.log(`the year's totals against the bills: ${same ? '✓ equal' : `✗ report ${JSON.stringify(totals)}, bills ${JSON.stringify(direct)}`}`);
}

async function explain(db: Db, label: string, queries: SQL[]) {
  for (const q of queries) {
    const plan = rows<Record<string, string>>(await db.execute(sql`explain (analyze, buffers, costs off) ${q}`));
    console.log(`\n=== EXPLAIN ${label}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  }
}

async function main() {
  console.log(`load: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
  const server = await startPostgres();
  try {
    const { db, close } = await openPostgres({ databaseUrl: await server.createDatabase('sales') });
    await seed(db);
    await generate(db);
    const today = DateTime.now().setZone(ZONE);
    const day = (d: DateTime) => d.toISODate()!;
    await time(db, 'last 30 days (chart)', { from: day(today.minus({ days: 29 })), to: day(today) });
    await time(db, 'a quarter', { from: day(today.minus({ days: 90 })), to: day(today) });
    await time(db, 'the whole year', { from: day(today.minus({ days: 365 })), to: day(today) });
    await checkTotals(db, { from: day(today.minus({ days: 365 })), to: day(today) });
    await close();
  } finally {
    await server.stop();
  }
  console.log(`load after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
