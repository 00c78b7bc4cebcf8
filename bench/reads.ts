// Public-read figures (prints them; not a test). Run: npm run bench:reads
// Builds the SPA, then for each engine (PGlite, then a throwaway PostgreSQL 15) starts the server
// as production does (NODE_ENV=production, its own process) and measures with autocannon:
//  1. each hot public read, 50 connections: req/s, p50/p99 and the ratio to Fastify hello-world
//     measured in the same run;
//  2. the first (uncached) read of the cartelera of each day;
//  3. 200 connections on a mix of public reads while probes time GET /api/v1/health on the public
//     port and on HEALTH_PORT (answered by a thread of its own), with the server's peak RSS.
// BENCH_SECONDS (default 10) sets the length of each run; BENCH_ENGINES=pglite or postgres runs one.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { build } from 'vite';
import { freePort, serverBundle, serverNodeFlags } from '../tests/helpers/server-process.ts';
import { buildServer } from '../scripts/build-server.ts';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { rssMb } from './buyers.ts';
import { newTotpKeyRing, totpKeysText } from '../server/staff/accounts/totp-secrets.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

interface Server {
  url: string;
  /** GET /api/v1/health on HEALTH_PORT, answered off the HTTP loop (server/plugins/health-listener.ts). */
  healthUrl?: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startProcess(args: string[], env: Record<string, string>, ready: string): Promise<Server> {
  // TypeScript runs through tsx; the built server (what `npm start` runs) as it is.
  args = args[0].endsWith('.ts') ? ['--import', 'tsx', ...args] : args;
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    // The request log goes nowhere, as to a log collector; errors are kept for the message below.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d) => (log = (log + d).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; ; ) {
    if (child.exitCode !== null) throw new Error(`el proceso terminó antes de estar listo:\n${log}`);
    try {
      if ((await fetch(url + ready)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`sin respuesta en 120 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const loopWatchFile = path.join(os.tmpdir(), `viziona-loop-watch-${process.pid}.json`);
const viziona = async (env: Record<string, string>): Promise<Server> => {
  const healthPort = await freePort();
  const server = await startProcess(
    [...serverNodeFlags, '--import', path.join(root, 'bench/loop-watch.mjs'), serverBundle],
    // Production requires the keys of the staff's TOTP secrets: a throwaway one (no staff signs in here).
    { NODE_ENV: 'production', STAFF_TOTP_KEYS: totpKeysText(newTotpKeyRing('bench')), LOOP_WATCH_FILE: loopWatchFile, HEALTH_PORT: String(healthPort), ...env },
    '/api/v1/health',
  );
  return { ...server, healthUrl: `http://127.0.0.1:${healthPort}/api/v1/health` };
};

interface LoopFigures {
  delayP50: number;
  delayP99: number;
  delayMax: number;
  gcPauses: number;
  gcTotal: number;
  gcP99: number;
  gcMax: number;
  utilization: number;
}

/** The server's event-loop figures since the last call (bench/loop-watch.mjs). */
async function loopFigures(server: Server): Promise<LoopFigures> {
  fs.rmSync(loopWatchFile, { force: true });
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(loopWatchFile); i++) await new Promise((r) => setTimeout(r, 20));
  return JSON.parse(fs.readFileSync(loopWatchFile, 'utf8')) as LoopFigures;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

async function cannon(url: string, paths: string[], connections = 50, duration = seconds): Promise<Figures> {
  const r = await autocannon({ url, connections, duration, requests: paths.map((p) => ({ method: 'GET', path: p })), timeout: 10 });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const pad = (s: string, n: number) => s.padEnd(n);


const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function timed(url: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return performance.now() - t;
}

async function probeFromItsOwnProcess(url: string, seconds: number): Promise<number[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/health-probe.ts', url, String(seconds)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(out) as number[];
}

async function measureEngine(name: string, server: Server, hello: number) {
  const api = `${server.url}/api/v1`;
  const { dates } = (await (await fetch(`${api}/dates/viziona`)).json()) as { dates: { function_date: string }[] };
  const { data: movies } = (await (await fetch(`${api}/movies/theater/viziona`)).json()) as { data: { slug: string }[] };
  const rooms = (await (await fetch(`${api}/room-details`)).json()) as { slug: string }[];

  // 2 first: every day's cartelera is still a miss.
  const firsts: number[] = [];
  for (const d of dates.slice(1)) firsts.push(await timed(`${api}/movies/theater/viziona/showtimes?date=${d.function_date}`));

  const day = dates[0].function_date;
  const reads: [string, string][] = [
    ['cartelera of a day', `/api/v1/movies/theater/viziona/showtimes?date=${day}`],
    ['dates', '/api/v1/dates/viziona'],
    ['movie', `/api/v1/movies/${movies[0].slug}`],
    ['settings', '/api/v1/settings'],
    ['theater movies', '/api/v1/movies/theater/viziona'],
    ['room detail', `/api/v1/room-details/${rooms[0].slug}`],
  ];
  console.log(`\n== ${name}: 50 connections, ${seconds} s each (target for cartelera/dates/movie/settings: >= 10,000 req/s, p99 <= 20 ms, >= 0.2 x hello-world)`);
  console.log(`${pad('read', 22)}${pad('req/s', 10)}${pad('p50', 9)}${pad('p99', 9)}${pad('max', 9)}${pad('x hello', 9)}non-2xx/errors`);
  for (const [label, p] of reads) {
    const f = await cannon(server.url, [p]);
    console.log(`${pad(label, 22)}${pad(Math.round(f.rps).toString(), 10)}${pad(ms(f.p50), 9)}${pad(ms(f.p99), 9)}${pad(ms(f.max), 9)}${pad((f.rps / hello).toFixed(2), 9)}${f.non2xx}/${f.errors}`);
  }
  console.log(`first (uncached) read of the cartelera of a day, ${firsts.length} days: median ${ms(percentile(firsts, 50))}, max ${ms(Math.max(...firsts))} (day ${firsts.indexOf(Math.max(...firsts)) + 1}) (target <= 20 ms on PostgreSQL)`);

  // 3: the rush mix, with a health probe and the server's RSS.
  const mix = [...reads.map(([, p]) => p), '/api/v1/banners/web', '/api/v1/confectioneries'];
  const rssBefore = rssMb(server.child.pid!);
  let peak = rssBefore;
  const health: number[] = [];
  let running = true;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid!))), 200);
  const probe = (async () => {
    while (running) {
      health.push(await timed(`${api}/health`));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await loopFigures(server);
  const outside = probeFromItsOwnProcess(`${api}/health`, Math.max(seconds, 20) - 1);
  const cachedOutside = probeFromItsOwnProcess(`${api}/settings`, Math.max(seconds, 20) - 1);
  const healthPortOutside = server.healthUrl ? probeFromItsOwnProcess(server.healthUrl, Math.max(seconds, 20) - 1) : Promise.resolve([]);
  const f = await cannon(server.url, mix, 200, Math.max(seconds, 20));
  running = false;
  await probe;
  const healthOutside = await outside;
  const settingsOutside = await cachedOutside;
  const healthPortTimes = await healthPortOutside;
  const loop = await loopFigures(server);
  clearInterval(sampler);
  console.log(`200-connection mix of ${mix.length} public reads, ${Math.max(seconds, 20)} s: ${Math.round(f.rps)} req/s, p99 ${ms(f.p99)}, slowest ${ms(f.max)}, non-2xx/errors ${f.non2xx}/${f.errors} (target: none over 1 s)`);
  console.log(`  GET /api/v1/health during it, timed from its own process: ${healthOutside.length} probes, p50 ${ms(percentile(healthOutside, 50))}, p99 ${ms(percentile(healthOutside, 99))}, max ${ms(Math.max(...healthOutside))} (target p99 <= 50 ms)`);
  if (healthPortTimes.length) console.log(`  GET /api/v1/health on HEALTH_PORT (its own thread), from its own process: ${healthPortTimes.length} probes, p50 ${ms(percentile(healthPortTimes, 50))}, p99 ${ms(percentile(healthPortTimes, 99))}, max ${ms(Math.max(...healthPortTimes))} (target p99 <= 50 ms)`);
  console.log(`  the same timed from the benchmark's process (its loop busy with autocannon): ${health.length} probes, p50 ${ms(percentile(health, 50))}, p99 ${ms(percentile(health, 99))}, max ${ms(Math.max(...health))}`);
  console.log(`  a cached read (settings) probed the same way, for comparison: p50 ${ms(percentile(settingsOutside, 50))}, p99 ${ms(percentile(settingsOutside, 99))}`);
  console.log(`  the server's event loop meanwhile: busy ${(loop.utilization * 100).toFixed(0)} %, delay p50 ${ms(loop.delayP50)}, p99 ${ms(loop.delayP99)}, max ${ms(loop.delayMax)}; ${loop.gcPauses} GC pauses, ${ms(loop.gcTotal)} in all, p99 ${ms(loop.gcP99)}, max ${ms(loop.gcMax)}`);
  console.log(`  server RSS: ${Math.round(rssBefore)} MB before, peak ${Math.round(peak)} MB (target <= 400 MB on PGlite)`);
}

async function main() {
  console.log(`bench:reads on ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (other work on the machine lowers every figure)`);
  await build({ root, logLevel: 'warn' });
  await buildServer();
  const helloServer = await startProcess(['bench/hello-world.ts'], {}, '/');
  const hello = await cannon(helloServer.url, ['/']);
  await helloServer.stop();
  console.log(`Fastify hello-world: ${Math.round(hello.rps)} req/s, p50 ${ms(hello.p50)}, p99 ${ms(hello.p99)}`);

  if (engines.includes('pglite')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-bench-'));
    const server = await viziona({ DATA_DIR: dataDir });
    try {
      await measureEngine('PGlite (embedded)', server, hello.rps);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes('postgres')) {
    const pg = await startPostgres();
    const server = await viziona({ DATABASE_URL: await pg.createDatabase('bench'), DATA_DIR: os.tmpdir() });
    try {
      await measureEngine('PostgreSQL 15', server, hello.rps);
    } finally {
      await server.stop();
      await pg.stop();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
