// Doors checking tickets in (issue 28; prints figures, not a test). Run: npm run bench:checkins
//
// On a throwaway PostgreSQL 15, in runs named `transport:processes`: by default the doors' own
// transport with one server process (the default deployment, WORKERS=1: on this 2-core machine
// PostgreSQL needs the other core) and with two (doors alternate between them; each process has
// its own doors' line, so each call carries half the requests), then the same over HTTP with one
// process. 20 doors scan the same 1,000 tickets at once, online, each door one scan at a time, each
// in its own shuffled order: over its WebSocket (`ws`: connectIngresosEnVivo, a message per scan,
// as the door page sends a scan while it has the network), or (`http`) a registerIngresos request
// with one scan on its own keep-alive connection, the door's fallback, through the lightest client
// this bench can have (raw-http.ts: the doors' CPU is taken from the server's two cores; undici's
// cost 0.3 ms a scan).
// Then one device uploads 5,000 queued offline scans of other tickets in one batch.
//
// Prints the server's check-ins/s (scans decided per second), the CPU each scan cost the server
// processes, PostgreSQL and this client (all on the same cores: the sum says what the machine can
// give), and the time to accept the 5,000-scan sync. Exits non-zero when a ticket entered twice, a ticket did not enter, or an answer was not 200.
// Last, the framework's floor: the same doors and requests to a bare Fastify that answers each
// with a scan's answer (bench/hello-world.ts): what HTTP and Fastify alone cost here per request.
//
// Env: CHECKIN_DOORS (20), CHECKIN_TICKETS (1000), CHECKIN_QUEUED (5000), CHECKIN_RUNS (ws:1,ws:2,http:1:
// the runs, by the doors' transport and the number of server processes), CHECKIN_PG (socket: the servers reach PostgreSQL
// over its Unix socket, as processes on the database's own machine would; tcp: over 127.0.0.1),
// CHECKIN_FLOOR (off: no floor run).
import { spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { IngresoBatchResult, IngresoEnVivoRespuesta, IngresoScan } from '../openapi/index.ts';
import { openDatabase } from '../server/db/open.ts';
import { seed } from '../server/db/seed/index.ts';
import { openStaffSession } from '../server/staff/accounts/sessions.ts';
import { call, cpuSeconds, cpuSecondsOf, printStatements } from './buyers.ts';
import { porteroEnBase, ticketCodesSpread } from '../tests/helpers/porteria.ts';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { freePort, startServerProcess, type RunningServer } from '../tests/helpers/server-process.ts';
import { buildServer } from '../scripts/build-server.ts';
import { hostSpeed } from './host-speed.ts';
import { WebSocket } from 'ws';
import { RawConnection, type RawAnswer } from './raw-http.ts';

const DOORS = Number(process.env.CHECKIN_DOORS ?? 20);
const TICKETS = Number(process.env.CHECKIN_TICKETS ?? 1000);
const QUEUED = Number(process.env.CHECKIN_QUEUED ?? 5000);
type Transport = 'ws' | 'http';
const RUNS = (process.env.CHECKIN_RUNS ?? 'ws:1,ws:2,http:1').split(',').map((run) => {
  const [transport, processes] = run.split(':');
  if ((transport !== 'ws' && transport !== 'http') || !(Number(processes) >= 1)) throw new Error(`CHECKIN_RUNS: «${run}» no es transporte:procesos (ws:1, http:2…)`);
  return { transport: transport as Transport, processes: Number(processes) };
});
const TRANSPORT = process.env.CHECKIN_PG === 'tcp' ? 'tcp' : 'socket';

const shuffle = <T>(items: T[]) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

const scanBody = (d: number, code: string) =>
  JSON.stringify({ device: `puerta-${d}`, door: { label: `Puerta ${d + 1}`, theater_id: 1, room_id: null }, scans: [{ nonce: randomUUID(), code, scanned_at: new Date().toISOString(), offline: false }] });

/** One door's connection: a scan's answer at a time, as status and body. */
interface DoorConnection {
  scan(body: string): Promise<RawAnswer>;
  close(): void;
}

async function httpDoor(url: string, cookie: string): Promise<DoorConnection> {
  const connection = await RawConnection.open(url);
  const headers = `cookie: ${cookie}\r\ncontent-type: application/json\r\n`;
  return { scan: (body) => connection.request('POST', '/api/v1/staff/porteria/ingresos', headers, body), close: () => connection.close() };
}

/** The door page's transport: one WebSocket, a message per scan, its answer carrying the HTTP status. */
async function wsDoor(url: string, cookie: string): Promise<DoorConnection> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/v1/staff/porteria/ingresos/en-vivo`, { headers: { cookie } });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let waiting: { resolve: (answer: RawAnswer) => void; reject: (err: Error) => void } | null = null;
  ws.on('message', (data) => {
    const { status, result, error } = JSON.parse(String(data)) as IngresoEnVivoRespuesta;
    waiting?.resolve({ status, body: JSON.stringify(result ?? error) });
    waiting = null;
  });
  ws.on('close', (code, reason) => waiting?.reject(new Error(`la conexión se cerró (${code} ${String(reason)})`)));
  let id = 0;
  return {
    scan: (batch) =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        ws.send(`{"id":"${++id}","batch":${batch}}`);
      }),
    close: () => ws.close(),
  };
}

/** DOORS doors, each on its own connection, scan every code once, each in its own shuffled order. */
async function scanAtOnce(transport: Transport, urls: string[], codes: string[], cookies: string[], answered: (answer: RawAnswer) => void) {
  await Promise.all(
    Array.from({ length: DOORS }, async (_, d) => {
      const door = await (transport === 'ws' ? wsDoor : httpDoor)(urls[d % urls.length], cookies[d]);
      for (const code of shuffle([...codes])) answered(await door.scan(scanBody(d, code)));
      door.close();
    }),
  );
}

/**
 * The framework's floor on this host: the same doors send the same requests to a bare Fastify
 * (bench/hello-world.ts) that answers each with a scan's answer and nothing behind it.
 */
async function floor(codes: string[]) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-world.ts'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  try {
    const url = `http://127.0.0.1:${port}`;
    for (const deadline = Date.now() + 60_000; !(await fetch(url).then((r) => r.ok, () => false)); ) {
      if (Date.now() > deadline) throw new Error('Fastify sin responder en 60 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    const cookies = Array.from({ length: DOORS }, (_, d) => `vz_staff=${'x'.repeat(43)}${d}`);
    let notOk = 0;
    const count = (answer: RawAnswer) => void (answer.status === 200 || notOk++);
    await scanAtOnce('http', [url], codes.slice(0, 100), cookies, count); // warm-up
    const cpuBefore = cpuSeconds(child.pid!);
    const benchBefore = process.cpuUsage();
    const started = performance.now();
    await scanAtOnce('http', [url], codes, cookies, count);
    const seconds = (performance.now() - started) / 1000;
    const scans = DOORS * codes.length;
    const bench = process.cpuUsage(benchBefore);
    console.log(`\nThe same ${scans} requests to a bare Fastify answering each with a scan's answer, nothing behind it (the framework's floor on this host)`);
    console.log(`  requests/s              ${(scans / seconds).toFixed(0)}   (${notOk} not 200)`);
    console.log(`  CPU per request         server ${(((cpuSeconds(child.pid!) - cpuBefore) * 1000) / scans).toFixed(2)} ms, this client ${(((bench.user + bench.system) / 1e3) / scans).toFixed(2)} ms`);
  } finally {
    child.kill('SIGTERM');
  }
}

/** The last run's codes: the floor's requests carry codes of the same length. */
let lastCodes: string[] = [];

async function main(transport: Transport, processes: number): Promise<boolean> {
  const pg = await startPostgres();
  const servers: RunningServer[] = [];
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const overTcp = await pg.createDatabase('checkins');
    const url = TRANSPORT === 'socket' ? pg.socketUrl(overTcp) : overTcp;
    database = await openDatabase({ databaseUrl: url, dataDir: '' });
    const { db } = database;
    await seed(db);
    const personId = await porteroEnBase(db, 'puerta.bench@viziona.test');
    const cookies = await Promise.all(Array.from({ length: DOORS + 1 }, async () => `vz_staff=${(await openStaffSession(db, personId)).token}`));
    for (let i = 0; i < processes; i++) servers.push(await startServerProcess({ DATABASE_URL: url, LOG_LEVEL: 'error', JOBS: 'off' }, 180_000, { bundle: true }));
    const urls = servers.map((s) => s.url);
    const codes = await ticketCodesSpread(db, TICKETS);
    lastCodes = codes;
    const queued = await ticketCodesSpread(db, QUEUED);
    const speed = hostSpeed();

    // 1. Twenty doors, the same tickets, at once.
    let notOk = 0;
    let valid = 0;
    const cpu = () => ({ servers: servers.reduce((a, s) => a + cpuSeconds(s.child.pid!), 0), postgres: cpuSecondsOf('postgres'), bench: process.cpuUsage() });
    const cpuBefore = cpu();
    const started = performance.now();
    await scanAtOnce(transport, urls, codes, cookies, (answer) => {
      if (answer.status !== 200) notOk++;
      else if ((JSON.parse(answer.body) as IngresoBatchResult).results[0].result === 'valido') valid++;
    });
    const seconds = (performance.now() - started) / 1000;
    const scans = DOORS * codes.length;
    const cpuAfter = cpu();
    const bench = process.cpuUsage(cpuBefore.bench);
    const perScan = (cpuS: number) => ((cpuS * 1000) / scans).toFixed(2);

    // 2. One device's queue of offline scans, in one batch.
    const scansQueued: IngresoScan[] = queued.map((code, i) => ({ nonce: randomUUID(), code, scanned_at: new Date(Date.now() - 600_000 + i).toISOString(), offline: true }));
    const syncStarted = performance.now();
    const synced = await call(`${urls[0]}/api/v1/staff/porteria/ingresos`, {
      method: 'POST',
      headers: { cookie: cookies[DOORS], 'content-type': 'application/json' },
      body: JSON.stringify({ device: 'cola', door: { label: 'Puerta cola', theater_id: 1, room_id: null }, scans: scansQueued }),
    });
    const syncSeconds = (performance.now() - syncStarted) / 1000;
    const syncedValid = synced.status === 200 ? synced.json<IngresoBatchResult>().counts.valido : 0;

    const twice = (await db.execute(sql`select ticket_key from porteria_ingresos where accepted and undone_at is null group by ticket_key having count(*) > 1`)) as unknown as { rows: unknown[] };
    const entered = (await db.execute(sql`select count(distinct ticket_key)::int as n from porteria_ingresos where accepted and undone_at is null`)) as unknown as { rows: { n: number }[] };
    const [load] = os.loadavg();
    const doors = transport === 'ws' ? 'each on its WebSocket' : 'each a request per scan (HTTP)';
    console.log(`\nPostgreSQL 15 over ${TRANSPORT === 'socket' ? 'its Unix socket' : 'TCP'}, ${processes} server process${processes === 1 ? '' : 'es'}, ${DOORS} doors × ${codes.length} tickets, ${doors} (load average ${load.toFixed(2)} on ${os.cpus().length} cores when done; host speed ${speed}, host-speed.ts)`);
    console.log(`  check-ins/s             ${(scans / seconds).toFixed(0)}   (${scans} scans in ${seconds.toFixed(1)} s; ${valid} let in; ${notOk} not 200; target ≥ 2,000/s)`);
    console.log(
      `  CPU per scan            servers ${perScan(cpuAfter.servers - cpuBefore.servers)} ms, PostgreSQL ${perScan(cpuAfter.postgres - cpuBefore.postgres)} ms, this client ${perScan((bench.user + bench.system) / 1e6)} ms (${(2 * seconds).toFixed(0)} CPU-s on 2 cores in the run)`,
    );
    console.log(`  tickets entered twice   ${twice.rows.length}   (tickets entered: ${entered.rows[0].n} of ${codes.length + queued.length})`);
    console.log(`  sync of ${QUEUED} queued     ${syncSeconds.toFixed(2)} s   (status ${synced.status}, ${syncedValid} let in; target ≤ 5 s)`);
    if (process.env.PG_SERVER_OPTIONS?.includes('pg_stat_statements')) await printStatements(db);
    return twice.rows.length === 0 && notOk === 0 && valid === codes.length && synced.status === 200 && syncedValid === queued.length;
  } finally {
    await database?.close();
    for (const s of servers) await s.stop();
    await pg.stop();
  }
}

await buildServer();
let ok = true;
for (const { transport, processes } of RUNS) ok = (await main(transport, processes)) && ok;
if (process.env.CHECKIN_FLOOR !== 'off') await floor(lastCodes);
if (!ok) {
  console.error('Un ticket entró dos veces, uno no entró o una respuesta no fue 200.');
  process.exit(1);
}
process.exit(0);
