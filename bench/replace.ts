// A deploy under load (prints figures; not a test). Run: npm run bench:replace
//
// The built server on a throwaway PostgreSQL 15 with two workers (WORKERS=2, as `npm start` runs
// it), under a read-and-reserve load (bench/replace-load.ts: REPLACE_BROWSERS browsers, each on its
// own keep-alive connection, reading their función's seat map about every REPLACE_THINK_MS and
// reserving seats every 25th request). After REPLACE_STEADY_S seconds of steady state the primary
// gets SIGHUP and replaces its workers one at a time (server/cluster.ts Replacement); the load runs
// on until REPLACE_AFTER_S seconds after the last old worker is gone.
//
// Prints, for the steady state, the replacement and after it: requests, failed requests (no answer
// or a 5xx), other statuses, p50 and p99. Targets: 0 failed; p99 during the replacement within 2×
// the steady state's. Exits non-zero if a request failed.
//
// Env: REPLACE_BROWSERS (60), REPLACE_THINK_MS (100), REPLACE_STEADY_S (20), REPLACE_AFTER_S (5),
// REPLACE_ROUNDS (1: SIGHUPs one after another, each measured).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/open.ts';
import { seed } from '../server/db/seed/index.ts';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { startServerProcess, type RunningServer } from '../tests/helpers/server-process.ts';
import { buildServer } from '../scripts/build-server.ts';
import { biggestFuncion, childPids, pct, prepareBuyers, sleep } from './buyers.ts';
import { failed, startLoad, type Answered } from './replace-load.ts';

const BROWSERS = Number(process.env.REPLACE_BROWSERS ?? 60);
const THINK_MS = Number(process.env.REPLACE_THINK_MS ?? 100);
const STEADY_S = Number(process.env.REPLACE_STEADY_S ?? 20);
const AFTER_S = Number(process.env.REPLACE_AFTER_S ?? 5);
const ROUNDS = Number(process.env.REPLACE_ROUNDS ?? 1);

function line(name: string, answers: Answered[]) {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const a of answers) if (a.status !== 200) statuses.set(a.status === 0 ? `sin respuesta (${a.error})` : String(a.status), (statuses.get(a.status === 0 ? `sin respuesta (${a.error})` : String(a.status)) ?? 0) + 1);
  const other = [...statuses].map(([s, n]) => `${s}: ${n}`).join(', ') || 'none';
  console.log(`  ${name.padEnd(13)} ${String(answers.length).padStart(6)} requests   failed ${String(answers.filter(failed).length).padStart(3)}   p50 ${pct(ms, 50).toFixed(1).padStart(6)} ms   p99 ${pct(ms, 99).toFixed(1).padStart(6)} ms   not 200: ${other}`);
  return pct(ms, 99);
}

/** Waits until none of `old` is a worker of `primary` any more and `count` new ones are. */
async function replaced(primary: number, old: number[], count: number): Promise<void> {
  for (;;) {
    const now = childPids(primary);
    if (now.length === count && now.every((pid) => !old.includes(pid))) return;
    await sleep(50);
  }
}

async function main(): Promise<boolean> {
  const pg = await startPostgres();
  let server: RunningServer | undefined;
  try {
    const url = await pg.createDatabase('replace');
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    await seed(database.db);
    const accounts = await prepareBuyers(database.db, BROWSERS);
    const showtimeId = await biggestFuncion(database.db);
    await database.close();
    server = await startServerProcess({ DATABASE_URL: url, WORKERS: '2', LOG_LEVEL: 'error' }, 180_000, { bundle: true });
    const primary = server.child.pid!;
    while (childPids(primary).length < 2) await sleep(100);

    const load = startLoad(server.url, accounts, showtimeId, { thinkMs: THINK_MS });
    let ok = true;
    console.log(`\nPostgreSQL 15, WORKERS=2, ${BROWSERS} browsers on keep-alive connections, ~${THINK_MS} ms between requests, a reservation every 25th`);
    for (let round = 1; round <= ROUNDS; round++) {
      await sleep(STEADY_S * 1000);
      const steadyFrom = performance.now() - (STEADY_S - 2) * 1000;
      const old = childPids(primary);
      const hup = performance.now();
      process.kill(primary, 'SIGHUP');
      await replaced(primary, old, 2);
      const done = performance.now();
      await sleep(AFTER_S * 1000);
      const end = performance.now();
      const within = (from: number, to: number) => load.answers.filter((a) => a.at >= from && a.at < to);
      console.log(`round ${round}: SIGHUP → both workers replaced in ${((done - hup) / 1000).toFixed(1)} s (load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores)`);
      const steadyP99 = line('steady', within(steadyFrom, hup));
      const during = within(hup, done);
      const duringP99 = line('replacement', during);
      line('after', within(done, end));
      console.log(`  p99 during / steady: ${(duringP99 / steadyP99).toFixed(2)}× (target ≤ 2×); failed during: ${during.filter(failed).length} (target 0)`);
      ok = ok && load.answers.filter(failed).length === 0;
    }
    await load.stop();
    return ok;
  } finally {
    await server?.stop();
    await pg.stop();
  }
}

// The server as `npm start` runs it.
await buildServer();
const ok = await main();
if (!ok) console.error('Some requests failed.');
process.exit(ok ? 0 : 1);
