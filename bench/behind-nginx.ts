// Holds per second behind nginx against direct (prints figures; not a test). Run: npm run bench:nginx
//
// The production stack on a throwaway PostgreSQL 15: the built server with two workers
// (WORKERS=2, TRUST_PROXY=127.0.0.1) and Debian's nginx in front of it with TLS (a throwaway
// certificate) and HTTP/2 to the browsers, keep-alive to the server. NGINX_BROWSERS browsers, each
// on its own connection, reserve flat out: each is a buyer who keeps changing between two seat
// groups of its own (a reservation replaces the last, so each 200 is a hold), a new buyer every 25
// reservations (under the per-user guard of 30 a minute). Rounds of NGINX_SECONDS alternate direct
// and through nginx (NGINX_PAIRS pairs), so the machine's drift falls on both alike.
// Prints holds/s of each round and the ratio (target: behind nginx within 15 % of direct).
//
// nginx runs the repository's deploy/nginx/viziona.conf as the proxy's test does
// (tests/helpers/nginx.ts: only the machine's ports, certificate and paths replaced).
//
// Env: NGINX_BROWSERS (40), NGINX_SECONDS (15), NGINX_PAIRS (2).
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'undici';
import type { Consecutive } from '../openapi/index.ts';
import { openDatabase } from '../server/db/open.ts';
import { seed } from '../server/db/seed/index.ts';
import { buildServer } from '../scripts/build-server.ts';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { startServerProcess, type RunningServer } from '../tests/helpers/server-process.ts';
import { startNginx, type RunningNginx } from '../tests/helpers/nginx.ts';
import { biggestFuncion, call, childPids, prepareBuyers, seatGroups, sleep, type BuyerAccount, type Seats } from './buyers.ts';

const BROWSERS = Number(process.env.NGINX_BROWSERS ?? 40);
const SECONDS = Number(process.env.NGINX_SECONDS ?? 15);
const PAIRS = Number(process.env.NGINX_PAIRS ?? 2);
const RESERVES = 25;

/** Flat out for SECONDS: holds/s, and what was not a hold. */
async function round(url: string, accounts: BuyerAccount[], groups: Seats[][]): Promise<{ holds: number; seconds: number; other: Map<string, number> }> {
  const other = new Map<string, number>();
  let holds = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    groups.map(async (mine) => {
      const connection = new Client(url, { keepAliveTimeout: 60_000, connect: { rejectUnauthorized: false }, allowH2: url.startsWith('https') });
      try {
        while (performance.now() < deadline) {
          const account = accounts[next++ % accounts.length];
          const headers = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
          const c = (await call(`${url}/api/v1/score/consecutive/1`, { headers }, connection)).json<Consecutive>();
          for (let i = 0; i < RESERVES && performance.now() < deadline; i++) {
            const group = mine[i % 2];
            const res = await call(`${url}/api/v1/reserve/${group.showtimeId}`, { method: 'POST', headers, body: JSON.stringify({ score_consecutive: c.Secuencia, seats: group.seats, device: 'web' }) }, connection);
            if (res.status === 200) holds++;
            else other.set(String(res.status), (other.get(String(res.status)) ?? 0) + 1);
          }
          await call(`${url}/api/v1/reserve/cancel/${mine[0].showtimeId}`, { method: 'POST', headers, body: JSON.stringify({ score_consecutive: c.Secuencia, device: 'web' }) }, connection);
        }
      } finally {
        await connection.close();
      }
    }),
  );
  return { holds, seconds: (performance.now() - started) / 1000, other };
}

async function main() {
  const pg = await startPostgres();
  let server: RunningServer | undefined;
  let nginx: RunningNginx | undefined;
  try {
    const url = await pg.createDatabase('nginx');
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    await seed(database.db);
    // A buyer per RESERVES holds: enough for every round at 2,000 holds a second.
    const accounts = await prepareBuyers(database.db, Math.ceil((2_000 * SECONDS * (PAIRS * 2 + 1)) / RESERVES));
    const funciones = await biggestFuncion(database.db, 4);
    await database.close();
    server = await startServerProcess({ DATABASE_URL: url, WORKERS: '2', LOG_LEVEL: 'error', TRUST_PROXY: '127.0.0.1' }, 180_000, { bundle: true });
    while (childPids(server.child.pid!).length < 2) await sleep(100);
    nginx = await startNginx({ upstream: new URL(server.url).host, distDir: path.resolve(import.meta.dirname, '../dist') });
    // Two groups of one función for each browser.
    const byFuncion = new Map<number, Seats[]>();
    for (const g of await seatGroups(server.url, funciones)) byFuncion.set(g.showtimeId, [...(byFuncion.get(g.showtimeId) ?? []), g]);
    const groups: Seats[][] = [];
    for (const list of byFuncion.values()) for (let i = 0; i + 1 < list.length && groups.length < BROWSERS; i += 2) groups.push([list[i], list[i + 1]]);
    console.log(`\nPostgreSQL 15, WORKERS=2; ${groups.length} browsers reserving flat out, ${SECONDS} s rounds; nginx with deploy/nginx/viziona.conf`);
    let accountsUsed = 0;
    const slice = () => accounts.slice(accountsUsed, (accountsUsed += Math.ceil(accounts.length / (PAIRS * 2 + 1))));
    await round(server.url, slice(), groups); // warm-up
    const ratios: number[] = [];
    for (let pair = 1; pair <= PAIRS; pair++) {
      const direct = await round(server.url, slice(), groups);
      const behind = await round(nginx.url, slice(), groups);
      const perSecond = (r: typeof direct) => r.holds / r.seconds;
      const note = (r: typeof direct) => ([...r.other].map(([s, n]) => `${s}: ${n}`).join(', ') || 'none');
      ratios.push(perSecond(behind) / perSecond(direct));
      console.log(`  pair ${pair}: direct ${perSecond(direct).toFixed(0)} holds/s (not 200: ${note(direct)}), behind nginx ${perSecond(behind).toFixed(0)} holds/s (not 200: ${note(behind)}): ${(100 * (ratios.at(-1)! - 1)).toFixed(1)} % (load average ${os.loadavg()[0].toFixed(2)})`);
    }
    const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
    console.log(`behind nginx / direct: ${(100 * (mean - 1)).toFixed(1)} % on average (target: within 15 %)`);
  } finally {
    await nginx?.stop();
    await server?.stop();
    await pg.stop();
  }
}

await buildServer();
await main();
process.exit(0);
