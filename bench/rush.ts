// A presale rush (prints figures; not a test). Run: npm run bench:rush
//
// Many signed-in buyers compete through the HTTP API for the seats of one función, as the purchase
// screen does: read the seat map, pick free seats, reserve (a new reservation replaces the buyer's
// previous seats), sometimes give them back. They choose as people do on the page
// (bench/seat-picker.ts): one or two seats side by side that leave no seat alone by the sala's
// rule (the page explains a lone seat and keeps 'Continuar' disabled, so such a choice is never
// sent), one person in five pressing 'Mejor disponible'. So a refusal is a seat someone else took
// meanwhile, or a lone seat their change made meanwhile; each round prints the refusals by reason
// and the server's CPU per reservation answered. `npm run bench:ab -- <commit>` runs this bench
// against an earlier commit's server, alternated (bench/ab.ts). Twice: on the embedded PGlite with one server process,
// and on a throwaway PostgreSQL 15 with two server processes behind one port (WORKERS=2, server/cluster.ts), each browser on its own keep-alive connection.
// Prints successful holds per second, reserve p50/p99, errors, the peak RSS of the server processes,
// and pgbench's single-row INSERT rate on the same PostgreSQL beside it.
//
// Exits non-zero if any seat was ever held by two purchases: every buyer logs the time span in
// which a seat was certainly its own (from the 200 of its reservation to the moment it sent the
// next reservation or cancel); no two such spans of one seat may overlap, and at the end the
// database's holds must be exactly the buyers' last reservations, with no seat sold twice.
//
// Two rounds per engine, each on its own función and with its own buyers:
//  - flat out, which measures what the server can take (holds/s): RUSH_CONNECTIONS (50)
//    browsers, each sending its next request as soon as the last one is answered, serve people
//    arriving one after another. Each person opens a purchase, reads the map, reserves one or
//    two free seats (reading the map again after an OCUPADA, as the purchase screen does), half
//    of them change their seats once, and then they leave, which frees the seats (the screen's
//    'Cambiar datos anteriores' or its pagehide beacon). A room of 188 seats can only give
//    thousands of holds a second if seats come back: people who kept theirs would sell it out in
//    the first second, and the round would measure an empty room. The reserve latency there is
//    mostly queueing;
//  - flat out, buyers changing seats: the same browsers, each a buyer who keeps choosing other
//    seats (a reservation replaces the last, as the screen's does), RUSH_RESERVES times, before
//    the next person sits down. Nearly every request is a reservation, so this is the server's
//    hold capacity; the round above also pays for every person's consecutivo, maps and release;
//  - paced: RUSH_BUYERS (500) buyers act as people do, RUSH_THINK_MS (2,000) on average between
//    clicks, keep their seats or change them, and some give them back: it measures the reserve
//    latency 500 buyers see, competing for a room that is soon full.
//
// Env: RUSH_BUYERS (500), RUSH_CONNECTIONS (50), RUSH_RESERVES (25 per paced buyer: under the
// per-user limit of 30/min), RUSH_SECONDS (20: nobody starts a reserve after this),
// RUSH_THINK_MS (2000), RUSH_ENGINES (pglite,postgres), RUSH_ROUNDS (people,changers,buyers),
// RUSH_PEOPLE (25,000 accounts), RUSH_CHANGERS (4,000 accounts), RUSH_STREAMS (0: live seat-map
// streams held open on each round's función, from distinct client addresses), RUSH_PAIRS (0: with
// RUSH_STREAMS, the seat-changing round that many times without streams and as many with, alternated
// on one server, and each pair's change in holds/s). Only the rounds run get their accounts.
//
// With RUSH_STREAMS (issue 30: holds/s with 2,000 streams within 10 % of without), what is measured
// is what the streams cost the server, not this machine's: in production those browsers are other
// machines. So the streams are held by a child process (bench/seat-stream-child.ts, forked by
// openStreamsElsewhere) at nice 19, which runs only on CPU nobody else wants, and reads them as
// bytes (Buffers scanned for '\nevent: delta', never decoded) rather than in this process beside
// the HTTP clients that make the holds. Besides holds/s, each round prints the server processes'
// CPU seconds per 1,000 holds (its system part beside: on loopback the kernel's TCP work for the
// receiving side is charged to the sender too), the streams still open and cut, the deltas they
// received during the round (proof they were live) and their process's CPU. On a shared machine
// holds/s follows the load; CPU per 1,000 holds much less: compare runs with and without streams
// interleaved, with the load average each round prints.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import type { Consecutive, LayoutSeat, Reservation, RowStatus, SelectedSeat, ShowtimeRoom } from '../openapi/index.ts';
import { openDatabase, type Db } from '../server/db/open.ts';
import { seatHolds, seats, tickets } from '../server/db/schema.ts';
import type { Dispatcher } from 'undici';
import { biggestFuncion, browserConnection, call, childPids, cpuSeconds, cpuSecondsOf, cpuSplit, machineBusySeconds, peakRssMb, pct, prepareBuyers, printStatements, requests, sleep, type BuyerAccount } from './buyers.ts';
import { seed } from '../server/db/seed/index.ts';
import { SeatPicker, refusalReason } from './seat-picker.ts';
import { DEFAULT_LONE_SEAT_MODE, type LoneSeatMode } from '../openapi/seat-rules.ts';
import { openStreamsElsewhere, type StreamCounts, type StreamsElsewhere } from './seat-stream-clients.ts';
import { startPostgres, type RunningPostgres } from '../tests/helpers/postgres.ts';
import { freePort, startServerProcess, type RunningServer } from '../tests/helpers/server-process.ts';
import { buildServer } from '../scripts/build-server.ts';

const run = promisify(execFile);
const BUYERS = Number(process.env.RUSH_BUYERS ?? 500);
const CONNECTIONS = Number(process.env.RUSH_CONNECTIONS ?? 50);
const RESERVES = Number(process.env.RUSH_RESERVES ?? 25);
const SECONDS = Number(process.env.RUSH_SECONDS ?? 20);
const ENGINES = (process.env.RUSH_ENGINES ?? 'pglite,postgres').split(',');
const THINK_MS = Number(process.env.RUSH_THINK_MS ?? 2000);
const PG_BIN = '/usr/lib/postgresql/15/bin';

interface Span {
  seat: string;
  buyer: number;
  from: number;
  to: number;
}

interface Figures {
  reserves: number;
  holds: number;
  taken: number;
  /** Reservations refused, by reason: a seat someone else took ('taken'), a lone seat, none left in the zone ('sold out'). */
  refusals: Map<string, number>;
  /** Times a buyer found nothing to choose on the map it had (no reservation sent; it reads the map again). */
  unsent: number;
  /** Whether the server offers 'Mejor disponible' (otherwise its buyers pick with the shared rule). */
  bestOnServer: boolean;
  errors: Map<string, number>;
  latencies: number[];
  seconds: number;
  /** HTTP requests sent (seat maps, reserves, cancels, consecutivos) and the server CPU they cost. */
  requests: number;
  cpuSeconds: number;
  /** Of cpuSeconds, the kernel's part (system time). */
  systemSeconds: number;
  /** CPU seconds of PostgreSQL's processes, of this bench, and of the whole machine, over the round. */
  databaseCpu: number;
  benchCpu: number;
  machineCpu: number;
  /** With RUSH_STREAMS: the stream clients' process's CPU seconds over the round, and their counts before and after it. */
  streams?: { cpu: number; before: StreamCounts; after: StreamCounts };
  /** The machine's 1-minute load average as the round began and ended. */
  load: [number, number];
  /** The server's batches with the no-lone-seats rule during the round, by how they went (see ruleCalls). */
  ruleCalls?: Record<string, number>;
  spans: Span[];
  finalSeats: Map<number, { consecutive: number; seats: string[] }>;
}


/** A person's pause between two clicks: thinkMs on average, from half to one and a half of it. */
const think = (thinkMs: number) => (thinkMs > 0 ? sleep(thinkMs * (0.5 + Math.random())) : Promise.resolve());

type Kind = 'people' | 'changers' | 'buyers';

async function rush(url: string, accounts: BuyerAccount[], showtimeId: number, pids: number[], kind: Kind, thinkMs: number, seconds = SECONDS, streams?: StreamsElsewhere): Promise<Figures> {
  const room = (await call(`${url}/api/v1/room/${showtimeId}`)).json<ShowtimeRoom>();
  const tarifa = (zona: string) => room.prices.find((p) => p.zona === zona)!.codigo;
  const sellable = new Map<string, SelectedSeat>();
  for (const s of room.layout.filter((l: LayoutSeat) => l.TipoSilla === 'Normal')) {
    sellable.set(`${s.FilaTotal}:${s.ColumnaTotal}`, { Fila: s.FilaTotal, Columna: s.ColumnaTotal, FilRelativa: s.FilaRelativa, ColRelativa: s.ColumnaRelativa, Tarifa: tarifa(s.TipoZona) });
  }
  const rowNumber = new Map(room.layout.map((l) => [l.FilaRelativa, l.FilaTotal]));
  const picker = new SeatPicker(room.layout, (room as { loneSeats?: LoneSeatMode }).loneSeats ?? DEFAULT_LONE_SEAT_MODE);
  const bestZone = picker.mainZone();
  // An older server (bench:ab) may not offer 'Mejor disponible': its route answers 404 instead of 401.
  const bestOnServer = (await call(`${url}/api/v1/reserve/best/${showtimeId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status !== 404;
  const figures: Figures = { reserves: 0, holds: 0, taken: 0, refusals: new Map(), unsent: 0, bestOnServer, errors: new Map(), latencies: [], seconds: 0, requests: 0, cpuSeconds: 0, systemSeconds: 0, databaseCpu: 0, benchCpu: 0, machineCpu: 0, load: [0, 0], spans: [], finalSeats: new Map() };
  const error = (what: string) => figures.errors.set(what, (figures.errors.get(what) ?? 0) + 1);
  let deadline = Infinity;
  // Each browser has its own keep-alive connection, which stays with the server process that took it.
  const connections: Dispatcher[] = [];
  const connect = () => {
    const connection = browserConnection(url);
    connections.push(connection);
    return connection;
  };

  /** One person's purchase screen: its consecutivo, its map, its reservations and its release. */
  const screen = async (account: BuyerAccount, index: number, connection: Dispatcher) => {
    const headers = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
    const c = (await call(`${url}/api/v1/score/consecutive/1`, { headers }, connection)).json<Consecutive>();
    let mine: { seats: string[]; since: number } | undefined;
    const free = new Set<string>();
    const close = (at: number) => {
      if (mine) for (const seat of mine.seats) figures.spans.push({ seat, buyer: index, from: mine.since, to: at });
    };
    /** A reservation's request: the seats chosen on the map, or 'Mejor disponible' (the server's pick, or the shared rule's on a server without it). */
    const request = (want: number) => {
      const mineNow = new Set(mine?.seats ?? []);
      // One person in five presses 'Mejor disponible'; the others choose by hand, and press it when no choice of theirs passes the rule.
      const chosen = index % 5 === 0 ? undefined : picker.choose(want, free, mineNow);
      if (chosen) return { path: 'reserve', chosen, body: { score_consecutive: c.Secuencia, seats: chosen.map((k) => sellable.get(k)), device: 'web' } };
      if (bestOnServer) return { path: 'reserve/best', chosen: [], body: { score_consecutive: c.Secuencia, count: want, zone: tarifa(bestZone), device: 'web' } };
      const best = picker.best(want, bestZone, free, mineNow);
      // The page has nothing to offer: no reservation is sent.
      if (!best) return undefined;
      return { path: 'reserve', chosen: best, body: { score_consecutive: c.Secuencia, seats: best.map((k) => sellable.get(k)), device: 'web' } };
    };
    return {
      get holding() {
        return mine !== undefined;
      },
      get free() {
        return free.size;
      },
      async readMap() {
        const rows = (await call(`${url}/api/v1/room/${showtimeId}/status`, { headers }, connection)).json<RowStatus[]>();
        free.clear();
        for (const r of rows) for (const s of r.DescripcionSilla) if (s.EstadoSilla === 'S') {
          const k = `${rowNumber.get(r.filRel)}:${s.Columna}`;
          if (sellable.has(k)) free.add(k);
        }
      },
      /** Reserves one or two seats as the page lets a person: 'held', 'refused' (someone else's seat, a lone seat, none left) or 'error'. */
      async reserve(): Promise<'held' | 'refused' | 'error'> {
        const wanted = request(1 + (index % 2));
        if (!wanted) {
          figures.unsent++;
          return 'refused';
        }
        const { path: op, chosen, body: payload } = wanted;
        const sent = performance.now();
        close(sent);
        const res = await call(`${url}/api/v1/${op}/${showtimeId}`, { method: 'POST', headers, body: JSON.stringify(payload) }, connection);
        const body = res.json<Reservation | { message: string }>();
        const done = performance.now();
        figures.reserves++;
        figures.latencies.push(done - sent);
        for (const k of chosen) free.delete(k);
        if (res.status === 200) {
          figures.holds++;
          const previous = mine?.seats ?? [];
          mine = { seats: (body as Reservation).seats.map((s) => `${s.Fila}:${s.Columna}`), since: done };
          for (const k of mine.seats) free.delete(k);
          // The seats it held before and did not ask for again are free now.
          for (const k of previous) if (!mine.seats.includes(k)) free.add(k);
          return 'held';
        }
        // A refused reservation keeps the old hold.
        if (mine) mine = { seats: mine.seats, since: done };
        const reason = refusalReason(res.status, 'message' in body ? body.message : undefined);
        if (reason !== 'other') {
          figures.refusals.set(reason, (figures.refusals.get(reason) ?? 0) + 1);
          if (reason === 'taken') figures.taken++;
          return 'refused';
        }
        error(`reserve ${res.status}`);
        return 'error';
      },
      async release() {
        close(performance.now());
        const given = mine?.seats ?? [];
        mine = undefined;
        const cancelled = await call(
          `${url}/api/v1/reserve/cancel/${showtimeId}`,
          { method: 'POST', headers, body: JSON.stringify({ score_consecutive: c.Secuencia, device: 'web' }) },
          connection,
        );
        if (cancelled.status !== 200) error(`cancel ${cancelled.status}`);
        for (const k of given) free.add(k);
      },
      /** At the end of the round: what it still holds is in the database until the hold expires. */
      finish() {
        if (!mine) return;
        figures.finalSeats.set(index, { consecutive: c.Secuencia, seats: mine.seats });
        for (const seat of mine.seats) figures.spans.push({ seat, buyer: index, from: mine.since, to: Infinity });
      },
    };
  };

  /** Paced: a buyer who keeps trying for RESERVES reservations, changing seats, sometimes giving them back. */
  const buyer = async (account: BuyerAccount, index: number) => {
    const me = await screen(account, index, connect());
    for (let i = 0; i < RESERVES && performance.now() < deadline; i++) {
      await think(thinkMs);
      // The page's map is live (its stream): what the person sees as they click is the map now.
      await me.readMap();
      if (me.free === 0) continue;
      if ((await me.reserve()) === 'held' && Math.random() < 0.3) {
        // Some buyers change their mind and give the seats back.
        await think(thinkMs);
        await me.release();
      }
    }
    me.finish();
  };

  /** Flat out: people one after another on one browser; each holds seats, maybe changes them, and leaves. */
  let nextPerson = 0;
  const browser = async () => {
    const connection = connect();
    while (performance.now() < deadline && nextPerson < accounts.length) {
      const index = nextPerson++;
      const me = await screen(accounts[index], index, connection);
      await me.readMap();
      let changes = (index >> 1) % 2;
      for (let tries = 0; tries < 4 && performance.now() < deadline; tries++) {
        if (me.free === 0) break;
        const outcome = await me.reserve();
        if (outcome === 'refused') await me.readMap();
        else if (outcome === 'held' && changes-- <= 0) break;
      }
      if (me.holding && performance.now() < deadline) await me.release();
      me.finish();
    }
    if (nextPerson >= accounts.length) error('people ran out (raise the number of accounts)');
  };

  /**
   * Seat changes flat out: each browser is a buyer who keeps choosing other seats (each reservation
   * replaces its last, as the seat map does when a seat is toggled after 'Continuar con la compra'
   * and the buyer goes back), reading the map again every fourth time or after an OCUPADA; after
   * RESERVES reservations (under the per-user limit) they leave and the next person sits down.
   */
  const changer = async () => {
    const connection = connect();
    while (performance.now() < deadline && nextPerson < accounts.length) {
      const index = nextPerson++;
      const me = await screen(accounts[index], index, connection);
      await me.readMap();
      for (let i = 0; i < RESERVES && performance.now() < deadline; i++) {
        if (me.free === 0) await me.readMap();
        if (me.free === 0) break;
        const outcome = await me.reserve();
        if (outcome === 'refused' || i % 4 === 3) await me.readMap();
      }
      if (me.holding && performance.now() < deadline) await me.release();
      me.finish();
    }
    if (nextPerson >= accounts.length) error('people ran out (raise the number of accounts)');
  };

  const streams0 = streams && { cpu: cpuSeconds(streams.pid), counts: await streams.counts() };
  figures.load[0] = os.loadavg()[0];
  const t0 = performance.now();
  const cpu0 = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const system0 = pids.reduce((sum, pid) => sum + cpuSplit(pid).system, 0);
  const [db0, bench0, machine0] = [cpuSecondsOf('postgres'), process.cpuUsage(), machineBusySeconds()];
  const requests0 = requests;
  deadline = t0 + seconds * 1000;
  const work =
    kind === 'buyers'
      ? accounts.map((a, i) => buyer(a, i).catch((err) => error(`buyer ${(err as Error).message}`)))
      : Array.from({ length: CONNECTIONS }, () => (kind === 'people' ? browser() : changer()).catch((err) => error(`browser ${(err as Error).message}`)));
  await Promise.all(work);
  figures.seconds = (performance.now() - t0) / 1000;
  figures.requests = requests - requests0;
  figures.cpuSeconds = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpu0;
  figures.systemSeconds = pids.reduce((sum, pid) => sum + cpuSplit(pid).system, 0) - system0;
  figures.databaseCpu = cpuSecondsOf('postgres') - db0;
  const bench = process.cpuUsage(bench0);
  figures.benchCpu = (bench.user + bench.system) / 1e6;
  figures.machineCpu = machineBusySeconds() - machine0;
  figures.load[1] = os.loadavg()[0];
  if (streams && streams0) figures.streams = { cpu: cpuSeconds(streams.pid) - streams0.cpu, before: streams0.counts, after: await streams.counts() };
  await Promise.all(connections.map((c) => c.close()));
  return figures;
}

/** Overlapping spans of one seat for two buyers: a seat held by two purchases at once. */
function doubleHolds(spans: Span[]): string[] {
  const bySeat = new Map<string, Span[]>();
  for (const s of spans) bySeat.set(s.seat, [...(bySeat.get(s.seat) ?? []), s]);
  const found: string[] = [];
  for (const [seat, list] of bySeat) {
    list.sort((a, b) => a.from - b.from);
    for (let i = 1; i < list.length; i++) {
      const prev = list.slice(0, i).find((p) => p.buyer !== list[i].buyer && p.to > list[i].from);
      if (prev) found.push(`silla ${seat}: comprador ${prev.buyer} y comprador ${list[i].buyer}`);
    }
  }
  return found;
}

/** The database after the run: its holds are exactly the buyers' last reservations; no seat has two tickets. */
async function checkDatabase(db: Db, showtimeId: number, figures: Figures): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db
    .select({ consecutive: seatHolds.consecutivo, fila: seats.filaTotal, columna: seats.columnaTotal, status: seatHolds.status })
    .from(seatHolds)
    .innerJoin(seats, eq(seats.id, seatHolds.seatId))
    .where(and(eq(seatHolds.showtimeId, showtimeId), sql`(${seatHolds.status} <> 'held' or ${seatHolds.expiresAt} >= now())`));
  const inDb = new Map(rows.map((r) => [`${r.fila}:${r.columna}`, r.consecutive]));
  const expected = new Map<string, number>();
  for (const { consecutive, seats: list } of figures.finalSeats.values()) {
    for (const seat of list) {
      if (expected.has(seat)) problems.push(`silla ${seat} en dos reservas finales`);
      expected.set(seat, consecutive);
    }
  }
  for (const [seat, consecutive] of expected) if (inDb.get(seat) !== consecutive) problems.push(`silla ${seat}: la base de datos dice ${inDb.get(seat)}, el comprador ${consecutive}`);
  for (const [seat, consecutive] of inDb) if (!expected.has(seat)) problems.push(`silla ${seat} retenida por ${consecutive} sin que ningún comprador lo sepa`);
  const dup = (await db.execute(sql`select showtime_id, seat_id from ${tickets} where voided_at is null group by 1, 2 having count(*) > 1`)) as unknown as { rows: unknown[] };
  if (dup.rows.length) problems.push(`${dup.rows.length} sillas con dos tickets`);
  return problems;
}

async function pgbenchInsertRate(pg: RunningPostgres): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rush-pgbench-'));
  const script = path.join(dir, 'insert.sql');
  fs.writeFileSync(script, 'insert into rush_pgbench (v) values (random());\n');
  const url = await pg.createDatabase('rush_pgbench');
  const { default: pgLib } = await import('pg');
  const client = new pgLib.Client({ connectionString: url });
  await client.connect();
  await client.query('create table rush_pgbench (id bigint generated always as identity primary key, v double precision not null)');
  await client.end();
  try {
    const { stdout } = await run(path.join(PG_BIN, 'pgbench'), ['-n', '-c', '8', '-j', '2', '-T', '5', '-f', script, '-h', '127.0.0.1', '-p', String(pg.port), '-U', 'app', 'rush_pgbench'], {
      env: { ...process.env, PGCONNECT_TIMEOUT: '10' },
    });
    return Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The live streams of a round: still open, cut, deltas they received during it, and their process's CPU. */
function streamLine(streams: NonNullable<Figures['streams']>, seconds: number): string {
  const { before, after, cpu } = streams;
  return [
    `  live streams            ${after.open} open (${after.cut} cut by the server); ${after.deltas - before.deltas} deltas received during the round, ${((after.deltas - before.deltas) / Math.max(1, after.open + after.cut) / seconds).toFixed(1)}/s per stream`,
    `                          (fewest on one stream ${after.minDeltas}, median ${after.medianDeltas}, since opened); their client process (nice 19): ${cpu.toFixed(2)} CPU s`,
  ].join('\n');
}

function report(name: string, processes: number, round: string, figures: Figures, rss: number[], insertRate: number | undefined, problems: string[], primaryRss?: number) {
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const errors = [...figures.errors].map(([k, v]) => `${k} ×${v}`).join(', ') || 'none';
  const refusals = ['taken', 'lone seat', 'sold out'].map((r) => `${r} ${figures.refusals.get(r) ?? 0}`).join(', ');
  const lines = [
    `\n${name}: ${processes === 1 ? '1 server process' : `${processes} server processes behind one port`}, ${round}, ${figures.seconds.toFixed(1)} s`,
    `  successful holds/s      ${(figures.holds / figures.seconds).toFixed(0)}   (${figures.holds} holds of ${figures.reserves} reserves; ${figures.taken} answered OCUPADA)`,
    `  reserves answered/s     ${(figures.reserves / figures.seconds).toFixed(0)}   (refused: ${refusals}; nothing to choose on the map read, not sent: ${figures.unsent}; 'Mejor disponible' ${figures.bestOnServer ? 'by the server' : 'picked here with the shared rule: the server has none'})`,
    `  reserve p50 / p99       ${pct(sorted, 50).toFixed(1)} ms / ${pct(sorted, 99).toFixed(1)} ms`,
    figures.ruleCalls
      ? `  lone-seat rule calls    ${figures.ruleCalls.decided ?? 0} decided before the write and confirmed, ${figures.ruleCalls.stale ?? 0} stale (seats changed: decided again), ${figures.ruleCalls.turn ?? 0} under the función's turn`
      : '',
    `  CPU per reserve answered server ${((figures.cpuSeconds * 1000) / figures.reserves).toFixed(2)} ms, PostgreSQL ${((figures.databaseCpu * 1000) / figures.reserves).toFixed(2)} ms (every request of the round, over the reserves answered)`,
    `  requests/s              ${(figures.requests / figures.seconds).toFixed(0)}   (${figures.requests} requests; server CPU ${((figures.cpuSeconds * 1000) / figures.requests).toFixed(2)} ms per request)`,
    `  CPU seconds per second  server ${(figures.cpuSeconds / figures.seconds).toFixed(2)}, PostgreSQL ${(figures.databaseCpu / figures.seconds).toFixed(2)}, this bench ${(figures.benchCpu / figures.seconds).toFixed(2)}; machine ${(figures.machineCpu / figures.seconds).toFixed(2)} of ${os.cpus().length} cores`,
    `  CPU per 1,000 holds     server ${((figures.cpuSeconds * 1000) / figures.holds).toFixed(2)} s (system ${((figures.systemSeconds * 1000) / figures.holds).toFixed(2)}), PostgreSQL ${((figures.databaseCpu * 1000) / figures.holds).toFixed(2)} s, this bench ${((figures.benchCpu * 1000) / figures.holds).toFixed(2)} s`,
    figures.streams ? streamLine(figures.streams, figures.seconds) : '',
    `  load average (1 min)    ${figures.load[0].toFixed(1)} at the start, ${figures.load[1].toFixed(1)} at the end`,
    `  errors                  ${errors}`,
    `  peak RSS per process    ${rss.map((r) => `${r.toFixed(0)} MB`).join(', ')}${primaryRss === undefined ? '' : ` (the primary handing out connections: ${primaryRss.toFixed(0)} MB)`}`,
    insertRate !== undefined ? `  pgbench 1-row INSERT/s  ${insertRate.toFixed(0)}   (same machine, 8 clients)` : '',
    `  seats held twice        ${problems.length === 0 ? '0' : `${problems.length}\n    ${problems.slice(0, 10).join('\n    ')}`}`,
  ];
  console.log(lines.filter(Boolean).join('\n'));
  // One line a machine reads (bench/ab.ts puts two commits' rounds side by side).
  const result = {
    round: `${name} ${processes === 1 ? '1 process' : `${processes} processes`}, ${round}`,
    'holds/s': figures.holds / figures.seconds,
    'reserves answered/s': figures.reserves / figures.seconds,
    'reserve p50 ms': pct(sorted, 50),
    'reserve p99 ms': pct(sorted, 99),
    'server CPU ms per reserve': (figures.cpuSeconds * 1000) / figures.reserves,
    'PostgreSQL CPU ms per reserve': (figures.databaseCpu * 1000) / figures.reserves,
    'refused taken': figures.refusals.get('taken') ?? 0,
    'refused lone seat': figures.refusals.get('lone seat') ?? 0,
    errors: [...figures.errors.values()].reduce((a, b) => a + b, 0),
    'seats held twice': problems.length,
    ...(figures.ruleCalls && { 'rule calls stale': figures.ruleCalls.stale ?? 0, 'rule calls under the turn': figures.ruleCalls.turn ?? 0 }),
  };
  console.log(`RESULT ${JSON.stringify(result)}`);
}

/** People a flat-out round may need: every one holds seats once or twice. */
const PEOPLE = Number(process.env.RUSH_PEOPLE ?? 25_000);
/** Buyers a seat-changing round may need: each makes RESERVES reservations. */
const CHANGERS = Number(process.env.RUSH_CHANGERS ?? 4_000);
/** Which rounds to run besides the warm-up (RUSH_ROUNDS=people,changers,buyers). */
const ROUNDS = (process.env.RUSH_ROUNDS ?? 'people,changers,buyers').split(',');
/** Live seat-map streams held open on each round's función meanwhile (bench:seat-stream compares). */
const STREAMS = Number(process.env.RUSH_STREAMS ?? 0);
const streamEnv: Record<string, string> = STREAMS ? { TRUST_PROXY: '127.0.0.1' } : {};

/**
 * With RUSH_STREAMS and RUSH_PAIRS: the seat-changing round PAIRS times without streams and PAIRS
 * times with them, alternated (without, with; then with, without; …) on one server process, so the
 * machine's drift over the minutes weighs on both alike.
 */
const PAIRS = STREAMS ? Number(process.env.RUSH_PAIRS ?? 0) : 0;

/** The rounds: a warm-up, flat out on the biggest función, paced on the next one, each with its own buyers (only the rounds run get theirs). */
async function prepareRounds(db: Db) {
  if (PAIRS > 0) return pairedRounds(db);
  const [people, changes, paced, warmUp] = await biggestFuncion(db, 4);
  const rounds = [
    // Not reported: a fresh process first compiles its code paths (several CPU seconds).
    { name: 'warm-up', showtimeId: warmUp, buyers: 2_000, kind: 'people' as Kind, thinkMs: 0, seconds: 5, streams: STREAMS },
    { name: `flat out (${CONNECTIONS} browsers, people one after another)`, showtimeId: people, buyers: PEOPLE, kind: 'people' as Kind, thinkMs: 0, seconds: SECONDS, streams: STREAMS },
    { name: `flat out (${CONNECTIONS} browsers, buyers changing seats)`, showtimeId: changes, buyers: CHANGERS, kind: 'changers' as Kind, thinkMs: 0, seconds: SECONDS, streams: STREAMS },
    { name: `${BUYERS} concurrent buyers paced (${THINK_MS} ms between clicks)`, showtimeId: paced, buyers: BUYERS, kind: 'buyers' as Kind, thinkMs: THINK_MS, seconds: SECONDS, streams: STREAMS },
  ].filter((r) => r.name === 'warm-up' || ROUNDS.includes(r.kind));
  return Promise.all(rounds.map(async ({ buyers, ...round }) => ({ ...round, accounts: await prepareBuyers(db, buyers) })));
}

/** RUSH_PAIRS: a warm-up with streams, then the seat-changing round without and with them, alternated. */
async function pairedRounds(db: Db) {
  const [warmUp, ...funciones] = await biggestFuncion(db, 1 + 2 * PAIRS);
  const rounds = [{ name: 'warm-up', showtimeId: warmUp, buyers: 2_000, kind: 'changers' as Kind, thinkMs: 0, seconds: 5, streams: STREAMS }];
  for (let pair = 0; pair < PAIRS; pair++) {
    const order = pair % 2 === 0 ? [0, STREAMS] : [STREAMS, 0];
    order.forEach((streams, i) =>
      rounds.push({
        name: `flat out (${CONNECTIONS} browsers, buyers changing seats), pair ${pair + 1}, ${streams ? `with ${streams} streams` : 'without streams'}`,
        showtimeId: funciones[2 * pair + i],
        buyers: CHANGERS,
        kind: 'changers',
        thinkMs: 0,
        seconds: SECONDS,
        streams,
      }),
    );
  }
  if (new Set(rounds.map((r) => r.showtimeId)).size < rounds.length) throw new Error(`not enough funciones for ${PAIRS} pairs`);
  const accounts = await prepareBuyers(db, rounds.reduce((n, r) => n + r.buyers, 0));
  let from = 0;
  return rounds.map(({ buyers, ...round }) => ({ ...round, accounts: accounts.slice(from, (from += buyers)) }));
}

/** RUSH_PAIRS: each pair's holds/s with streams against without, and their mean and median. */
function pairsSummary(rounds: { name: string; streams: number }[], figures: Figures[]) {
  const rate = (i: number) => figures[i].holds / figures[i].seconds;
  const changes: number[] = [];
  for (let i = 1; i + 1 < rounds.length; i += 2) {
    const [without, withStreams] = rounds[i].streams ? [i + 1, i] : [i, i + 1];
    changes.push((rate(withStreams) - rate(without)) / rate(without));
  }
  const sorted = [...changes].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  const mean = changes.reduce((a, b) => a + b, 0) / changes.length;
  const percent = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
  console.log(
    `
holds/s with ${STREAMS} streams against without, pair by pair (alternated on one server): ${changes.map(percent).join(', ')}; mean ${percent(mean)}, median ${percent(median)} (target within 10 %)`,
  );
}

/**
 * A round with its live seat-map streams (RUSH_STREAMS, or none in a paired round without) open on
 * its función, held by a child process of lowest priority (openStreamsElsewhere); the warm-up has
 * them too, so the server's stream paths are compiled before the rounds measured.
 */
async function withStreams(url: string, pids: number[], round: Awaited<ReturnType<typeof prepareRounds>>[number], metricsPort?: number): Promise<Figures> {
  const streams = round.streams ? await openStreamsElsewhere(url, round.showtimeId, round.streams) : undefined;
  try {
    const before = await ruleCalls(metricsPort);
    const figures = await rush(url, round.accounts, round.showtimeId, pids, round.kind, round.thinkMs, round.seconds, streams);
    const after = await ruleCalls(metricsPort);
    if (before && after) figures.ruleCalls = Object.fromEntries(Object.entries(after).map(([way, n]) => [way, n - (before[way] ?? 0)]));
    return figures;
  } finally {
    await streams?.close();
  }
}

/**
 * How the server's batches with the no-lone-seats rule went so far (its metrics, summed over the
 * workers): decided before the write, stale (decided again), under the función's turn. Undefined
 * for a server without them (an older commit in bench:ab).
 */
async function ruleCalls(port: number | undefined): Promise<Record<string, number> | undefined> {
  if (!port) return undefined;
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const calls: Record<string, number> = {};
    for (const m of text.matchAll(/^viziona_seat_rule_calls_total\{way="(\w+)"\} (\d+)/gm)) calls[m[1]] = Number(m[2]);
    return text.includes('viziona_seat_rule_calls_total') ? calls : undefined;
  } catch {
    return undefined;
  }
}

async function pglite(): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rush-pglite-'));
  let server: RunningServer | undefined;
  try {
    let database = await openDatabase({ dataDir });
    await seed(database.db);
    const rounds = await prepareRounds(database.db);
    await database.close();
    const metricsPort = await freePort();
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'error', JOBS: 'on', METRICS_PORT: String(metricsPort), ...streamEnv }, 180_000, { bundle: true });
    const figures: Figures[] = [];
    for (const round of rounds) figures.push(await withStreams(server.url, [server.child.pid!], round, metricsPort));
    const rss = [peakRssMb(server.child.pid!)];
    await server.stop();
    server = undefined;
    database = await openDatabase({ dataDir });
    let ok = true;
    for (const [i, round] of rounds.entries()) {
      if (round.name === 'warm-up') continue;
      const problems = [...doubleHolds(figures[i].spans), ...(await checkDatabase(database.db, round.showtimeId, figures[i]))];
      report('PGlite', 1, round.name, figures[i], rss, undefined, problems);
      ok &&= problems.length === 0;
    }
    if (PAIRS > 0) pairsSummary(rounds, figures);
    await database.close();
    return ok;
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(): Promise<boolean> {
  const pg = await startPostgres();
  let server: RunningServer | undefined;
  try {
    const url = await pg.createDatabase('rush');
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    await seed(database.db);
    const rounds = await prepareRounds(database.db);
    // Two server processes behind one port (server/cluster.ts), as `WORKERS=2 npm start` runs them.
    const metricsPort = await freePort();
    server = await startServerProcess({ DATABASE_URL: url, WORKERS: '2', LOG_LEVEL: 'error', JOBS: 'on', METRICS_PORT: String(metricsPort), ...streamEnv }, 180_000, { bundle: true });
    const primary = server.child.pid!;
    while (childPids(primary).length < 2) await sleep(100);
    const pids = [primary, ...childPids(primary)];
    const figures: Figures[] = [];
    for (const round of rounds) figures.push(await withStreams(server.url, pids, round, metricsPort));
    const rss = pids.slice(1).map(peakRssMb);
    const primaryRss = peakRssMb(primary);
    if (process.env.PG_SERVER_OPTIONS?.includes('pg_stat_statements')) await printStatements(database.db);
    const problems = await Promise.all(rounds.map(async (round, i) => [...doubleHolds(figures[i].spans), ...(await checkDatabase(database.db, round.showtimeId, figures[i]))]));
    await database.close();
    await server.stop();
    server = undefined;
    const insertRate = await pgbenchInsertRate(pg);
    rounds.forEach((round, i) => round.name !== 'warm-up' && report('PostgreSQL 15', 2, round.name, figures[i], rss, i === 1 ? insertRate : undefined, problems[i], primaryRss));
    if (PAIRS > 0) pairsSummary(rounds, figures);
    return problems.every((p) => p.length === 0);
  } finally {
    await server?.stop();
    await pg.stop();
  }
}

let ok = true;
// The server as `npm start` runs it.
await buildServer();
if (ENGINES.includes('pglite')) ok = (await pglite()) && ok;
if (ENGINES.includes('postgres')) ok = (await postgres()) && ok;
console.log(`\ntargets: 0 seats held twice; ≥ 1,000 holds/s PostgreSQL, ≥ 500/s PGlite (flat out); reserve p99 ≤ 25 ms at 500 buyers (paced); RSS ≤ 300 MB`);
if (!ok) {
  console.error('A seat was held by two purchases.');
  process.exit(1);
}
process.exit(0);
