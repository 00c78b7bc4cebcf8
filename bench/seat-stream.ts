// The live seat map (issue 30) under load (prints figures; not a test). Run: npm run bench:seat-stream
//
//  1. SEAT_STREAMS (10,000) streams of one función on one server process (PostgreSQL 15): the server's
//     memory per stream, and how long a hold takes to reach them (from the reserve request sent to
//     each stream's delta: p50, p99, the share reached within 250 ms). Target: 99 % within 250 ms,
//     ≤ 16 KB per stream.
//  2. Two server processes on one PostgreSQL 15: SEAT_REMOTE_STREAMS (200) streams on process B,
//     SEAT_HOLDS (30) holds and releases made through process A, each timed until it reaches every
//     stream on B. Target: p99 ≤ 300 ms.
//  3. bench:rush's flat-out seat-changing round on PGlite, SEAT_RUSH_PAIRS (3) times without and as
//     many with SEAT_RUSH_STREAMS (2,000) streams open on its función, alternated on one server
//     (RUSH_PAIRS: the machine's speed drifts more between runs than the effect measured): holds/s
//     pair by pair, mean and median. Target: within 10 %. bench:rush holds those streams in a child
//     process of lowest priority and prints the server's CPU per 1,000 holds beside holds/s.
//
// Part one's five holds are SEAT_PAUSE_MS (3,000) apart. The streams of parts one and two come
// from this process with raw sockets, each from its own client address (the servers run with
// TRUST_PROXY=127.0.0.1, the per-address cap keyed on X-Forwarded-For). The machine's load is
// printed with the figures: on a shared machine they mean little.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { Consecutive, ShowtimeRoom } from '../openapi/index.ts';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/open.ts';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { startServerProcess, type RunningServer } from '../tests/helpers/server-process.ts';
import { biggestFuncion, call, pct, prepareBuyers, sleep, type BuyerAccount } from './buyers.ts';
import { openStreams, type Streams } from './seat-stream-clients.ts';

const STREAMS = Number(process.env.SEAT_STREAMS ?? 10_000);
const REMOTE_STREAMS = Number(process.env.SEAT_REMOTE_STREAMS ?? 200);
// One buyer holds, and reserveSeats allows 30 a minute per user (per process): parts one and two stay under it.
const HOLDS = Number(process.env.SEAT_HOLDS ?? 20);
const RUSH_STREAMS = Number(process.env.SEAT_RUSH_STREAMS ?? 2_000);
/** Part three's rounds: this many without streams and as many with, alternated on one server. */
const RUSH_PAIRS = Number(process.env.SEAT_RUSH_PAIRS ?? 3);
const PARTS = (process.env.SEAT_PARTS ?? 'one,two,rush').split(',');
/** Between part one's holds: long enough for the fan-out budget (5 % of the loop) to refill after a write to 10,000 streams. */
const PAUSE_MS = Number(process.env.SEAT_PAUSE_MS ?? 3000);
const root = path.resolve(import.meta.dirname, '..');

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const auth = (b: BuyerAccount) => ({ authorization: `Bearer ${b.token}`, 'content-type': 'application/json' });

/** A buyer's purchase on `showtimeId`: a consecutivo and the room's Normal seats of a priced zone. */
async function purchase(url: string, buyer: BuyerAccount, showtimeId: number) {
  const consecutivo = (await call(`${url}/api/v1/score/consecutive/1`, { headers: auth(buyer) })).json<Consecutive>();
  const room = (await call(`${url}/api/v1/room/${showtimeId}`, { headers: auth(buyer) })).json<ShowtimeRoom>();
  const price = new Map(room.prices.filter((p) => p.valor > 1).map((p) => [p.zona, p.codigo]));
  const seats = room.layout
    .filter((s) => s.TipoSilla === 'Normal' && price.has(s.TipoZona))
    .map((s) => ({ Fila: s.FilaTotal, Columna: s.ColumnaTotal, FilRelativa: s.FilaRelativa, ColRelativa: s.ColumnaRelativa, Tarifa: price.get(s.TipoZona)! }));
  return { consecutivo: consecutivo.Secuencia, seats };
}

/** Sends one reservation (or cancel) and waits until every stream has a delta newer than the send; the latencies (ms). */
async function timed(streams: Streams, send: () => Promise<number>, waitMs = 5000): Promise<number[]> {
  const t0 = performance.now();
  const status = await send();
  if (status !== 200) throw new Error(`answered ${status}`);
  const deadline = t0 + waitMs;
  while (performance.now() < deadline && streams.lastDelta.some((t) => t < t0)) await sleep(5);
  return Array.from(streams.lastDelta, (t) => (t < t0 ? Infinity : t - t0));
}

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const within = sorted.filter((l) => l <= 250).length / sorted.length;
  return `p50 ${pct(sorted, 50).toFixed(0)} ms, p99 ${pct(sorted, 99).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms; within 250 ms: ${(within * 100).toFixed(1)} %`;
}

/** 1: many streams on one process; 2: a hold through A reaching streams on B. */
async function streamsOnPostgres() {
  const pg = await startPostgres();
  const servers: RunningServer[] = [];
  let streams: Streams | undefined;
  try {
    const url = await pg.createDatabase('seat_stream');
    // The first process migrates and seeds the database, as npm start does; the second joins it.
    for (let i = 0; i < 2; i++) servers.push(await startServerProcess({ DATABASE_URL: url, LOG_LEVEL: 'error', TRUST_PROXY: '127.0.0.1', JOBS: 'off' }, 600_000, { bundle: true }));
    const [a, b] = servers;
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    const showtimeId = await biggestFuncion(database.db);
    const [buyer] = await prepareBuyers(database.db, 1);
    // One seat held at a time, one after another along the row: what is measured is the stream, so the
    // sala's no-lone-seats rule is off (before any process has read the función).
    await database.db.execute(sql`update rooms set lone_seat_mode = 'off' where id = (select room_id from showtimes where id = ${showtimeId})`);
    await database.close();
    const p = await purchase(a.url, buyer, showtimeId);
    const reserveOn = (seat: number) => async () => (await call(`${a.url}/api/v1/reserve/${showtimeId}`, { method: 'POST', headers: auth(buyer), body: JSON.stringify({ score_consecutive: p.consecutivo, seats: [p.seats[seat]], device: 'web' }) })).status;

    if (PARTS.includes('one')) {
      const pid = a.child.pid!;
      // Warm: a few streams and a first hold (compiles the paths), then the baseline.
      const warm = await openStreams(a.url, showtimeId, 10, 60_000);
      await timed(warm, reserveOn(0));
      warm.close();
      await sleep(1000);
      const before = rssKb(pid);
      const opened = performance.now();
      streams = await openStreams(a.url, showtimeId, STREAMS);
      const openSeconds = (performance.now() - opened) / 1000;
      await sleep(2000);
      const after = rssKb(pid);
      const latencies: number[] = [];
      // Isolated holds, as the target means: back to back, 10,000 streams' fan-outs would exceed the
      // share of the loop they may take (server/seat-stream/budget.ts) and wait on purpose.
      for (let i = 1; i <= 5; i++) {
        await sleep(PAUSE_MS);
        latencies.push(...(await timed(streams, reserveOn(i))));
      }
      streams.close();
      streams = undefined;
      console.log(`\n1. ${STREAMS} streams of one función on one server process (PostgreSQL 15); load ${load()}`);
      console.log(`   opened in ${openSeconds.toFixed(1)} s; server RSS ${(before / 1024).toFixed(0)} → ${(after / 1024).toFixed(0)} MB: ${((after - before) / STREAMS).toFixed(1)} KB per stream (target ≤ 16)`);
      console.log(`   a hold reaching the streams (5 holds × ${STREAMS}): ${summary(latencies)} (target: 99 % within 250 ms)`);
    }
    if (PARTS.includes('two')) {
      streams = await openStreams(b.url, showtimeId, REMOTE_STREAMS, 100_000);
      await timed(streams, reserveOn(0));
      const latencies: number[] = [];
      for (let i = 1; i <= HOLDS; i++) latencies.push(...(await timed(streams, reserveOn(i % 20))));
      console.log(`\n2. a hold on process A reaching ${REMOTE_STREAMS} streams on process B (PostgreSQL 15, LISTEN/NOTIFY), ${HOLDS} holds; load ${load()}`);
      console.log(`   ${summary(latencies)} (target p99 ≤ 300 ms)`);
    }
  } finally {
    streams?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await pg.stop();
  }
}

async function rushWithStreams() {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bench/rush.ts'], {
    cwd: root,
    env: { ...process.env, RUSH_ENGINES: 'pglite', RUSH_ROUNDS: 'changers', RUSH_STREAMS: String(RUSH_STREAMS), RUSH_PAIRS: String(RUSH_PAIRS) },
    maxBuffer: 16 * 1024 * 1024,
  });
  const rounds = [...stdout.matchAll(/pair (\d+), (with \d+ streams|without streams)[^\n]*\n\s+successful holds\/s\s+(\d+)/g)].map((m) => `${m[2].startsWith('with ') ? 'with' : 'without'} ${m[3]}`);
  const summary = /holds\/s with \d+ streams against without[^\n]*/.exec(stdout)?.[0] ?? '(no summary: see bench:rush)';
  console.log(`\n3. bench:rush, flat out, buyers changing seats (PGlite), ${RUSH_PAIRS} pairs of rounds on one server: ${rounds.join(', ')} holds/s\n   ${summary}; load ${load()}`);
}

console.log(`load average at start: ${load()} (2 cores)`);
if (PARTS.includes('one') || PARTS.includes('two')) await streamsOnPostgres();
if (PARTS.includes('rush')) await rushWithStreams();
process.exit(0);
