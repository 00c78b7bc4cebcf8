// What one call of the doors' statement costs PostgreSQL, by the turn's shape (issue 28; prints
// figures, not a test). Run: npm run bench:checkin-call
//
// bench:checkins measures the whole path (doors, server, PostgreSQL on the same two cores), where
// this host's noise (±20 % between identical runs) hides a change of a few per cent in the
// statement. This calls viziona_porteria_ingresos directly on one connection of a throwaway
// PostgreSQL 15, with the arguments the server builds (en-linea.ts decideArguments), and reads that
// connection's backend CPU from /proc: turns of k doors' requests of one scan each (the rush) and
// of one request of k scans (a door's small queue), interleaved block by block so that the host's
// drift falls on every shape alike, then the median block of each. From them: the call's fixed
// cost, a request's and a scan's. The scans are of 1,000 tickets, each entering once, then
// answered ya_usado, as in bench:checkins.
//
// CALL_VARIANTS=a.sql,b.sql: the same shape (CALL_SHAPE, default doors:10) through other versions
// of the function, each file a CREATE OR REPLACE FUNCTION "viziona_porteria_ingresos"(…) installed
// under its own name, interleaved with the folder's: what a change to the statement saves.
// Env: CALL_BLOCKS (12), CALL_SCANS_PER_BLOCK (1500).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { leerCodigo, ticketKey, VENTANA_POR_DEFECTO } from '../openapi/ingreso.ts';
import { openDatabase } from '../server/db/open.ts';
import { staffSessions } from '../server/db/schema.ts';
import { seed } from '../server/db/seed/index.ts';
import { openStaffSession, STAFF_IDLE_MINUTES, STAFF_TOUCH_SECONDS } from '../server/staff/accounts/sessions.ts';
import { decideArguments, type PedidoEnLinea } from '../server/staff/porteria/en-linea.ts';
import { WINDOW_AFTER_SETTING, WINDOW_BEFORE_SETTING } from '../server/staff/porteria/ventana.ts';
import { porteroEnBase, ticketCodesSpread } from '../tests/helpers/porteria.ts';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { cpuSeconds } from './buyers.ts';
import { hostSpeed } from './host-speed.ts';

const BLOCKS = Number(process.env.CALL_BLOCKS ?? 12);
const SCANS_PER_BLOCK = Number(process.env.CALL_SCANS_PER_BLOCK ?? 1500);
const VARIANTS = (process.env.CALL_VARIANTS ?? '').split(',').filter(Boolean);

interface Shape {
  label: string;
  requests: number;
  scansEach: number;
  fn: string;
}

function shapeOf(text: string): Shape {
  const fn = 'viziona_porteria_ingresos';
  const m = /^(doors|queue):(\d+)$/.exec(text);
  if (!m) throw new Error(`CALL_SHAPE: «${text}» no es doors:<n> ni queue:<n>`);
  const k = Number(m[2]);
  return m[1] === 'doors' ? { label: `${k} door${k === 1 ? '' : 's'} × 1 scan`, requests: k, scansEach: 1, fn } : { label: `1 door × ${k} scans`, requests: 1, scansEach: k, fn };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const pgServer = await startPostgres();
const url = pgServer.socketUrl(await pgServer.createDatabase('checkin_call'));
const database = await openDatabase({ databaseUrl: url, dataDir: '' });
const client = new pg.Client({ connectionString: url });
try {
  const { db } = database;
  await seed(db);
  const person = { id: await porteroEnBase(db, 'puerta.llamada@viziona.test') };
  await openStaffSession(db, person.id);
  const [session] = await db.select({ id: staffSessions.id }).from(staffSessions).where(eq(staffSessions.personId, person.id));
  const codes = await ticketCodesSpread(db, 1000);
  const actor = { personId: person.id, sessionId: session.id, roles: ['porteria' as const], role: 'porteria' as const, address: '127.0.0.1' };

  await client.connect();
  const variantNames = VARIANTS.map((file, i) => {
    const name = `viziona_porteria_ingresos_v${i + 1}`;
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('"viziona_porteria_ingresos"(')) throw new Error(`${file}: no define "viziona_porteria_ingresos"(…)`);
    return { file, name, text: text.replace('"viziona_porteria_ingresos"(', `"${name}"(`) };
  });
  for (const v of variantNames) await client.query(v.text);
  const compared = shapeOf(process.env.CALL_SHAPE ?? 'doors:10');
  const shapes: Shape[] =
    variantNames.length > 0
      ? [compared, ...variantNames.map((v) => ({ ...compared, fn: v.name, label: `${compared.label}, ${v.file}` }))]
      : ['doors:1', 'doors:5', 'doors:10', 'doors:20', 'queue:10', 'queue:20'].map((text) => shapeOf(text));

  const {
    rows: [{ pid }],
  } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const backendCpuMs = () => cpuSeconds(pid) * 1000;

  let next = 0;
  const turnOf = (shape: Shape): PedidoEnLinea[] =>
    Array.from({ length: shape.requests }, (_, d) => {
      const scans = Array.from({ length: shape.scansEach }, () => {
        const code = codes[next++ % codes.length];
        const read = leerCodigo(code)!;
        return { nonce: randomUUID(), code, scannedAt: new Date(), claim: { bill: read.bill, showtimeId: read.showtimeId, seatId: read.seatId, ticketKey: ticketKey(read) } };
      });
      const batch = { device: `puerta-${d}`, door: { label: `Puerta ${d + 1}`, theater_id: 1, room_id: null }, scans: [] };
      return { batch, scans, actor, errors: 0, total: scans.length };
    });
  const call = (shape: Shape) => {
    const { requests, scans } = decideArguments(turnOf(shape));
    return client.query({
      name: shape.fn,
      text: `select * from ${shape.fn}($1::jsonb, $2::jsonb, $3::text, $4::int, $5::text, $6::int, $7::int, $8::int)`,
      values: [requests, scans, WINDOW_BEFORE_SETTING, VENTANA_POR_DEFECTO.antesMin, WINDOW_AFTER_SETTING, VENTANA_POR_DEFECTO.despuesMin, STAFF_TOUCH_SECONDS, STAFF_IDLE_MINUTES],
    });
  };

  const speed = hostSpeed();
  for (const shape of shapes) for (let i = 0; i < 50; i++) await call(shape); // warm-up: plans cached, every ticket in
  const perCall = shapes.map(() => [] as number[]);
  for (let b = 0; b < BLOCKS; b++) {
    for (const [i, shape] of shapes.entries()) {
      const calls = Math.max(1, Math.round(SCANS_PER_BLOCK / (shape.requests * shape.scansEach)));
      const before = backendCpuMs();
      for (let n = 0; n < calls; n++) await call(shape);
      perCall[i].push((backendCpuMs() - before) / calls);
    }
  }

  console.log(`\nviziona_porteria_ingresos on PostgreSQL 15, one connection, its backend's CPU per call (median of ${BLOCKS} interleaved blocks of ~${SCANS_PER_BLOCK} scans; host speed ${speed}, host-speed.ts)`);
  const figures = shapes.map((shape, i) => {
    const ms = median(perCall[i]);
    const spread = `${Math.min(...perCall[i]).toFixed(2)}–${Math.max(...perCall[i]).toFixed(2)}`;
    console.log(`  ${shape.label.padEnd(shape.label.length > 40 ? shape.label.length + 2 : 40)} ${ms.toFixed(2)} ms a call, ${(ms / (shape.requests * shape.scansEach)).toFixed(3)} ms a scan   (blocks ${spread} ms)`);
    return { shape, ms };
  });
  if (variantNames.length === 0) {
    const at = (label: string) => figures.find((f) => f.shape.label === label)!.ms;
    // Least squares over the doors' shapes: a call of k one-scan requests costs fixed + k × perRequestScan.
    const doors = figures.filter((f) => f.shape.scansEach === 1);
    const mx = doors.reduce((a, f) => a + f.shape.requests, 0) / doors.length;
    const my = doors.reduce((a, f) => a + f.ms, 0) / doors.length;
    const slope = doors.reduce((a, f) => a + (f.shape.requests - mx) * (f.ms - my), 0) / doors.reduce((a, f) => a + (f.shape.requests - mx) ** 2, 0);
    const perScan = (at('1 door × 20 scans') - at('1 door × 10 scans')) / 10;
    console.log(`  a call's fixed cost ~${(my - slope * mx).toFixed(2)} ms; each door's one-scan request ~${slope.toFixed(3)} ms more, of which its scan ~${perScan.toFixed(3)} ms (a door's queue: 1 door × 10 → × 20)`);
  }
} finally {
  await client.end().catch(() => undefined);
  await database.close();
  await pgServer.stop();
}
process.exit(0);
