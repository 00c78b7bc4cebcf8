// The seat map's status read under a presale (prints figures; not a test). Run: npm run bench:seat-status
//
// 50 connections read GET /api/v1/room/{id}/status of one función as fast as the server answers,
// while signed-in buyers keep taking and giving back seats of that función through the API (each
// as often as its per-user limit allows). Once on PGlite, once on a throwaway PostgreSQL 15, one
// server process each. Prints req/s, p50/p99 of the status read, the holds per second under it,
// the server's CPU per request and peak RSS.
//
// Exits non-zero if a read ever showed a taken seat as free: every buyer logs the span in which a
// seat was certainly its own (from its reservation's 200 to the moment it sent the cancel); a
// status read sent and answered inside such a span must not show that seat 'S'. One read in
// CHECK_EVERY is parsed and checked (parsing every one would take the server's CPU away).
//
// Env: BENCH_SECONDS (10), SEAT_STATUS_CONNECTIONS (50), SEAT_STATUS_BUYERS (60), BENCH_ENGINES (pglite,postgres).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Consecutive, LayoutSeat, RowStatus, SelectedSeat, ShowtimeRoom } from '../openapi/index.ts';
import { openDatabase, type Database } from '../server/db/open.ts';
import { seed } from '../server/db/seed/index.ts';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { startServerProcess, type RunningServer } from '../tests/helpers/server-process.ts';
import { buildServer } from '../scripts/build-server.ts';
import { biggestFuncion, call, cpuSeconds, pct, peakRssMb, prepareBuyers, sleep, type BuyerAccount } from './buyers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SEAT_STATUS_CONNECTIONS ?? 50);
const BUYERS = Number(process.env.SEAT_STATUS_BUYERS ?? 60);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const CHECK_EVERY = 3;
/** Seats the buyers fight over: the first ones of the room. */
const POOL = 80;

interface Span {
  from: number;
  to: number;
}

async function measure(url: string, accounts: BuyerAccount[], showtimeId: number, pid: number) {
  const room = (await call(`${url}/api/v1/room/${showtimeId}`)).json<ShowtimeRoom>();
  const tarifa = (zona: string) => room.prices.find((p) => p.zona === zona)!.codigo;
  const pool: SelectedSeat[] = room.layout
    .filter((l: LayoutSeat) => l.TipoSilla === 'Normal')
    .slice(0, POOL)
    .map((s) => ({ Fila: s.FilaTotal, Columna: s.ColumnaTotal, FilRelativa: s.FilaRelativa, ColRelativa: s.ColumnaRelativa, Tarifa: tarifa(s.TipoZona) }));
  const key = (filRel: string, columna: number) => `${filRel}:${columna}`;
  const spans = new Map<string, Span[]>(pool.map((s) => [key(s.FilRelativa, s.Columna), []]));
  let deadline = Infinity;
  /** Buyers go on until the measured reads are over (the warm-up's deadline is not theirs). */
  let writing = true;
  let holds = 0;
  let writeErrors = 0;

  const buyer = async (account: BuyerAccount, index: number) => {
    const headers = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
    const c = (await call(`${url}/api/v1/score/consecutive/1`, { headers })).json<Consecutive>();
    await sleep(index * 20);
    while (writing) {
      const chosen = [pool[Math.floor(Math.random() * pool.length)]];
      const res = await call(`${url}/api/v1/reserve/${showtimeId}`, { method: 'POST', headers, body: JSON.stringify({ score_consecutive: c.Secuencia, seats: chosen, device: 'web' }) });
      const from = performance.now();
      if (res.status === 200) {
        holds++;
        await sleep(1000);
        const to = performance.now();
        for (const s of chosen) spans.get(key(s.FilRelativa, s.Columna))!.push({ from, to });
        const cancelled = await call(`${url}/api/v1/reserve/cancel/${showtimeId}`, { method: 'POST', headers, body: JSON.stringify({ score_consecutive: c.Secuencia, device: 'web' }) });
        if (cancelled.status !== 200) writeErrors++;
      } else if (res.status !== 409) {
        writeErrors++;
      }
      // Under the per-user limit of 30 reserves a minute.
      await sleep(1200);
    }
  };

  const latencies: number[] = [];
  const checks: { sent: number; done: number; free: string[] }[] = [];
  let readErrors = 0;
  const reader = async () => {
    for (let n = 0; performance.now() < deadline; n++) {
      const sent = performance.now();
      const res = await call(`${url}/api/v1/room/${showtimeId}/status`, { headers: { 'accept-encoding': 'identity' } });
      const done = performance.now();
      latencies.push(done - sent);
      if (res.status !== 200) readErrors++;
      else if (n % CHECK_EVERY === 0) {
        const free = res.json<RowStatus[]>().flatMap((r) => r.DescripcionSilla.filter((s) => s.EstadoSilla === 'S').map((s) => key(r.filRel, s.Columna)));
        checks.push({ sent, done, free: free.filter((k) => spans.has(k)) });
      }
    }
  };

  const writers = accounts.map((a, i) => buyer(a, i));
  // Warm-up, not measured: a fresh process first compiles its code paths.
  deadline = performance.now() + 4000;
  await Promise.all(Array.from({ length: CONNECTIONS }, reader));
  latencies.length = 0;
  checks.length = 0;
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  deadline = t0 + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, reader));
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuSeconds(pid) - cpu0;
  writing = false;
  await Promise.all(writers);

  // A seat shown free while it was certainly held: a taken seat shown as free.
  let wrong = 0;
  for (const check of checks) for (const seat of check.free) if (spans.get(seat)!.some((s) => s.from <= check.sent && s.to >= check.done)) wrong++;
  const sorted = latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50: pct(sorted, 50), p99: pct(sorted, 99), holdsPerSecond: holds / seconds, checked: checks.length, wrong, readErrors, writeErrors, cpuMs: (cpu * 1000) / latencies.length };
}

async function run(name: string, database: Database, env: Record<string, string>, close: () => Promise<void>): Promise<boolean> {
  let server: RunningServer | undefined;
  try {
    await seed(database.db);
    const accounts = await prepareBuyers(database.db, BUYERS);
    const showtimeId = await biggestFuncion(database.db);
    await close();
    server = await startServerProcess({ LOG_LEVEL: 'error', JOBS: 'on', ...env }, 180_000, { bundle: true });
    const f = await measure(server.url, accounts, showtimeId, server.child.pid!);
    const rss = peakRssMb(server.child.pid!);
    console.log(
      [
        `\n${name}: 1 server process, ${CONNECTIONS} connections reading, ${BUYERS} buyers holding and releasing, ${SECONDS} s`,
        `  status reads/s          ${f.rps.toFixed(0)}   (p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms; server CPU ${f.cpuMs.toFixed(2)} ms per request, writes included)`,
        `  holds/s under it        ${f.holdsPerSecond.toFixed(1)}`,
        `  errors                  ${f.readErrors} reads, ${f.writeErrors} writes`,
        `  peak RSS                ${rss.toFixed(0)} MB`,
        `  taken seats shown free  ${f.wrong}   (${f.checked} reads checked)`,
      ].join('\n'),
    );
    return f.wrong === 0;
  } finally {
    await server?.stop();
  }
}

let ok = true;
// The server as `npm start` runs it.
await buildServer();
if (ENGINES.includes('pglite')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seat-status-'));
  const database = await openDatabase({ dataDir });
  ok = (await run('PGlite', database, { DATA_DIR: dataDir }, () => database.close())) && ok;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (ENGINES.includes('postgres')) {
  const pg = await startPostgres();
  try {
    const url = await pg.createDatabase('seat_status');
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    ok = (await run('PostgreSQL 15', database, { DATABASE_URL: url }, () => database.close())) && ok;
  } finally {
    await pg.stop();
  }
}
console.log('\ntargets: ≥ 3,000 req/s, p99 ≤ 30 ms, never a taken seat shown free');
if (!ok) {
  console.error('A read showed a taken seat as free.');
  process.exit(1);
}
process.exit(0);
