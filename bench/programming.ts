// The programming desk's bulk save (prints figures; not a test). Run: npm run bench:programming
//  1. On each engine (PGlite in a temporary folder, then a throwaway PostgreSQL 15), seeded: the
//     time to plan (the preview) and to save 500 funciones in one request (5 rooms × 100 days × one
//     time, each run in days of its own), BENCH_RUNS times: min, median, max. Target: save ≤ 2 s on
//     PostgreSQL.
//  2. The cartelera's reads (50 connections, the day's funciones and the dates) for BENCH_SECONDS,
//     first alone, then while a 500-función request is saved on the same database, back to back,
//     then one a second (each save announces a change to the cached cartelera in every process; the
//     bench deletes the 500 again after each save, so the programme keeps its size). Target: p99 ≤
//     50 ms during the saves. On PostgreSQL the server is one process as `npm start` runs it and this
//     process saves. The embedded database has one process, the server's, so on PGlite the server
//     runs in this process (as server/server.ts builds it, TypeScript through tsx), saves on its
//     database as the staff's request would. autocannon runs in a worker thread, so the saves'
//     work on this process's loop does not delay its timings.
// Env: BENCH_SECONDS (10), BENCH_RUNS (5), BENCH_ENGINES (pglite,postgres).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { buildServer } from '../scripts/build-server.ts';
import { ZONE } from '../server/db/constants.ts';
import { openDatabase, schema, type Database } from '../server/db/open.ts';
import { seed } from '../server/db/seed/index.ts';
import { planFunciones, saveFunciones } from '../server/staff/programacion/funciones.ts';
import type { FuncionesRequest } from '../server/staff/programacion/solicitud.ts';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { freePort, startServerProcess } from '../tests/helpers/server-process.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../server/config.ts';
import { fastifyOptions } from '../server/options.ts';
import app from '../server/app.ts';
import { serverWithFrontDoor } from '../server/http/cache/front-door.ts';
import { warmUp } from '../server/http/warm-up.ts';
import { newTotpKeyRing, totpKeysText } from '../server/staff/accounts/totp-secrets.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const ROOMS = 5;
const DAYS = 100;

/** The k-th request of 500 funciones: its own 100 days, far beyond the seed's 14. */
async function requestMaker(database: Database) {
  const [film] = await database.db.select({ id: schema.films.id }).from(schema.films).where(eq(schema.films.type, 'Estreno')).orderBy(asc(schema.films.id)).limit(1);
  const rooms = await database.db.select({ id: schema.rooms.id }).from(schema.rooms).orderBy(asc(schema.rooms.id)).limit(ROOMS);
  const today = DateTime.now().setZone(ZONE).startOf('day');
  let k = 0;
  return (): FuncionesRequest => {
    const from = today.plus({ days: 30 + DAYS * k++ });
    return {
      filmId: film.id,
      roomIds: rooms.map((r) => r.id),
      from: from.toISODate()!,
      to: from.plus({ days: DAYS - 1 }).toISODate()!,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      times: ['15:00'],
      format: '2D',
      version: 'Doblada',
    };
  };
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const spread = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return `min ${ms(s[0])}, median ${ms(s[Math.floor(s.length / 2)])}, max ${ms(s.at(-1)!)}`;
};

async function timeSaves(name: string, database: Database) {
  await seed(database.db);
  const next = await requestMaker(database);
  const plans: number[] = [];
  const saves: number[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const request = next();
    let t = performance.now();
    const plan = await planFunciones(database.db, request);
    const planned = performance.now() - t;
    t = performance.now();
    const saved = await database.db.transaction((tx) => saveFunciones(tx, request));
    const save = performance.now() - t;
    if (plan.funciones.length !== 500 || saved.funciones.length !== 500) throw new Error(`${name}: ${saved.funciones.length} funciones guardadas`);
    // The first run warms the connection and the statements up.
    if (run > 0) [plans, saves].forEach((list, i) => list.push(i === 0 ? planned : save));
  }
  console.log(`\n${name}: one request of 500 funciones (${ROOMS} rooms × ${DAYS} days × 1 time), ${RUNS} runs after one warm-up`);
  console.log(`  plan (preview)   ${spread(plans)}`);
  console.log(`  save             ${spread(saves)}`);
}

/** The server as server/server.ts builds it, in this process, on `database`. */
async function serverInProcess(database: Database) {
  // Production requires the keys of the staff's TOTP secrets: a throwaway one (no staff signs in here).
  const keys = process.env.STAFF_TOTP_KEYS || totpKeysText(newTotpKeyRing('bench'));
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', STAFF_TOTP_KEYS: keys } as NodeJS.ProcessEnv), jobs: false };
  const server: FastifyInstance = Fastify({ ...fastifyOptions(config, false), serverFactory: serverWithFrontDoor(() => server) });
  await server.register(app, { config, database });
  await server.ready();
  await warmUp(server);
  const port = await freePort();
  await server.listen({ port, host: '127.0.0.1' });
  // Which reads waited for the database: a read answered from memory settles within a few
  // microtasks; one that waits for a load needs the database thread's answer (a later loop turn).
  const counts = { memory: 0, waited: 0 };
  const get = server.responseCache.get.bind(server.responseCache);
  server.responseCache.get = (...args) => {
    const answer = get(...args);
    let settled = false;
    void answer.then(() => (settled = true), () => (settled = true));
    const check = (hops: number): void => (hops ? queueMicrotask(() => check(hops - 1)) : void (settled ? counts.memory++ : counts.waited++));
    check(5);
    return answer;
  };
  const waits = () => {
    const figures = { ...counts, frontDoor: server.frontDoor.hits };
    counts.memory = counts.waited = 0;
    server.frontDoor.hits = 0;
    return `reads that waited for the database ${figures.waited} (answered from memory: ${figures.frontDoor} at the front door, ${figures.memory} by Fastify)`;
  };
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close(), waits };
}

async function carteleraUnderSaves(name: string, database: Database, url?: string) {
  const next = await requestMaker(database);
  // Past the requests timed above; every save below makes these 500 funciones again.
  for (let i = 0; i < RUNS + 1; i++) next();
  const request = next();
  const server: { url: string; stop(): Promise<unknown>; waits?: () => string } = url
    ? await startServerProcess({ LOG_LEVEL: 'error', DATABASE_URL: url }, 180_000, { bundle: true })
    : await serverInProcess(database);
  try {
    const reads = (duration: number) =>
      autocannon({
        url: server.url,
        connections: 50,
        // In a thread of its own: the saves below would otherwise hold up its loop and its timings.
        workers: 1,
        duration,
        requests: [
          { method: 'GET', path: '/api/v1/movies/theater/viziona/showtimes' },
          { method: 'GET', path: '/api/v1/dates/viziona' },
        ],
      });
    await reads(2);
    const line = (r: autocannon.Result) => `${r.requests.average.toFixed(0)} req/s, p50 ${ms(r.latency.p50)}, p99 ${ms(r.latency.p99)}, max ${ms(r.latency.max)}, ${r.non2xx + r.errors + r.timeouts} errors`;
    console.log(`\n${name}: the cartelera's reads, 50 connections, ${SECONDS} s each, ${url ? 'one server process' : 'the server in this process'}`);
    server.waits?.();
    console.log(`  alone                                ${line(await reads(SECONDS))}`);
    if (server.waits) console.log(`    ${server.waits()}`);
    // Saves back to back (the worst case), then one a second (a busy desk).
    for (const pause of [0, 1000]) {
      let saving = true;
      const saveTimes: number[] = [];
      const saver = (async () => {
        while (saving) {
          const t = performance.now();
          const saved = await database.db.transaction((tx) => saveFunciones(tx, request));
          saveTimes.push(performance.now() - t);
          // Taken out again, so the programme (and the dates the cartelera lists) stays its size.
          await database.db.delete(schema.showtimes).where(inArray(schema.showtimes.id, saved.funciones.map((f) => f.id)));
          if (pause) await new Promise((r) => setTimeout(r, pause));
        }
      })();
      const during = await reads(SECONDS);
      saving = false;
      await saver;
      const how = pause ? 'one a second' : 'back to back';
      console.log(`  during ${String(saveTimes.length).padStart(3)} saves of 500, ${how.padEnd(12)}  ${line(during)}`);
      if (server.waits) console.log(`    ${server.waits()}`);
      console.log(`    those saves                        ${spread(saveTimes)}`);
    }
  } finally {
    await server.stop();
  }
}

if (ENGINES.includes('pglite')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'programming-'));
  const database = await openDatabase({ dataDir });
  try {
    await timeSaves('PGlite', database);
    await carteleraUnderSaves('PGlite', database);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (ENGINES.includes('postgres')) {
  await buildServer();
  const pg = await startPostgres();
  try {
    const url = await pg.createDatabase('programming');
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    try {
      await timeSaves('PostgreSQL 15', database);
      await carteleraUnderSaves('PostgreSQL 15', database, url);
    } finally {
      await database.close();
    }
  } finally {
    await pg.stop();
  }
}
console.log('\ntargets: a save of 500 funciones ≤ 2 s on PostgreSQL; the cartelera p99 ≤ 50 ms during saves');
process.exit(0);
