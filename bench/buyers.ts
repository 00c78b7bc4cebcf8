// What the purchase benches share: HTTP calls as a browser makes them (keep-alive), buyers signed
// in straight through the database, the función with the most seats, and a server process's CPU
// time and peak memory.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { desc, gt, sql } from 'drizzle-orm';
import { Client, Pool, type Dispatcher } from 'undici';
import type { Db } from '../server/db/open.ts';
import { seats, sessions, showtimes, users } from '../server/db/schema.ts';
import type { LayoutSeat, SelectedSeat, ShowtimeRoom } from '../openapi/index.ts';

// Keep-alive connections, as browsers keep them, one for each request in flight: undici's pools
// rather than node:http's agent, which cost this process twice the CPU per request, CPU the
// server under test shares on this machine.
const pools = new Map<string, Pool>();
const poolOf = (origin: string) => {
  let pool = pools.get(origin);
  if (!pool) pools.set(origin, (pool = new Pool(origin, { pipelining: 1, keepAliveTimeout: 60_000 })));
  return pool;
};

export interface Answer {
  status: number;
  json<T>(): T;
}

/** Requests sent so far by this process. */
export let requests = 0;

/** A browser's own keep-alive connection: behind one port, all its requests reach the server process that took it. */
export const browserConnection = (origin: string) => new Client(origin, { keepAliveTimeout: 60_000 });

/** A request as a browser sends it: on its own connection when given, else on a shared pool. */
export async function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}, connection?: Dispatcher): Promise<Answer> {
  requests++;
  const { origin, pathname, search } = new URL(url);
  const res = await (connection ?? poolOf(origin)).request({ path: pathname + search, method: (init.method ?? 'GET') as Dispatcher.HttpMethod, headers: init.headers, body: init.body });
  const text = await res.body.text();
  return { status: res.statusCode, json: <T>() => JSON.parse(text) as T };
}

export interface BuyerAccount {
  userId: number;
  token: string;
}

/** Users and sessions written straight into the database: registration (argon2, captcha, limits) is not what this measures. */
export async function prepareBuyers(db: Db, count: number): Promise<BuyerAccount[]> {
  const stamp = randomBytes(3).toString('hex');
  const accounts: BuyerAccount[] = [];
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, (_, i) => start + i);
    const rows = await db
      .insert(users)
      .values(batch.map((i) => ({ email: `rush-${stamp}-${i}@example.com`, docType: 'CC', docNumber: `9${stamp.replace(/\D/g, '')}${i}`.slice(0, 15) + i, passwordHash: 'x', name: 'Rush', lastname: 'Bench', phone: '3000000000' })))
      .returning({ id: users.id });
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await db.insert(sessions).values(rows.map((r, i) => ({ userId: r.id, tokenHash: createHash('sha256').update(tokens[i]).digest('hex'), expiresAt: sql`now() + interval '1 day'` })));
    rows.forEach((r, i) => accounts.push({ userId: r.id, token: tokens[i] }));
  }
  return accounts;
}

/** The future función in the room with the most seats (the `count` biggest, with count). */
export async function biggestFuncion(db: Db): Promise<number>;
export async function biggestFuncion(db: Db, count: number): Promise<number[]>;
export async function biggestFuncion(db: Db, count?: number): Promise<number | number[]> {
  const rows = await db
    .select({ id: showtimes.id, n: sql<number>`(select count(*) from ${seats} where ${seats.roomId} = ${showtimes.roomId} and ${seats.tipoSilla} = 'Normal')::int` })
    .from(showtimes)
    .where(gt(showtimes.startsAt, sql`now() + interval '1 day'`))
    .orderBy(desc(sql`2`), showtimes.id)
    .limit(count ?? 1);
  return count === undefined ? rows[0].id : rows.map((r) => r.id);
}

/** CPU seconds (user + system) a process has used so far: with the requests served, the cost of one request whatever else runs on the machine. */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process's CPU seconds so far split into user and system (kernel: its syscalls, and on loopback the receiving side's TCP work too). */
export function cpuSplit(pid: number): { user: number; system: number } {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

/**
 * CPU seconds of every process named `name` (e.g. 'postgres': the database's backends), counting
 * those that have ended: their time is in their parent's cutime/cstime once it has reaped them.
 */
export function cpuSecondsOf(name: string): number {
  const procs: { pid: number; ppid: number; own: number; children: number }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.push({ pid: Number(entry), ppid: Number(f[1]), own: (Number(f[11]) + Number(f[12])) / 100, children: (Number(f[13]) + Number(f[14])) / 100 });
    } catch {
      /* the process ended meanwhile */
    }
  }
  const pids = new Set(procs.map((p) => p.pid));
  // Each top process (the postmaster) counts its reaped children; live children count themselves.
  return procs.reduce((sum, p) => sum + p.own + (pids.has(p.ppid) ? 0 : p.children), 0);
}

/** Busy CPU seconds of the whole machine, all cores (from /proc/stat). */
export function machineBusySeconds(): number {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = fields[3] + fields[4];
  return (fields.reduce((a, b) => a + b, 0) - idle) / 100;
}

/** The live child processes of a process (a cluster primary's workers). */
export function childPids(parent: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) found.push(Number(entry));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return found;
}

/** A process's resident memory now, in MB. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export interface Seats {
  showtimeId: number;
  seats: SelectedSeat[];
}

/**
 * The sellable Normal seats of these funciones in groups a buyer takes together: each run of
 * neighbouring seats of a row cut in twos (a three at the end of an odd run), so no purchase leaves
 * a lone seat (the seat rules refuse that), whatever order they are bought in.
 */
export async function seatGroups(url: string, showtimeIds: number[]): Promise<Seats[]> {
  const groups: Seats[] = [];
  for (const showtimeId of showtimeIds) {
    const room = (await call(`${url}/api/v1/room/${showtimeId}`)).json<ShowtimeRoom>();
    const onSale = new Map(room.prices.filter((p) => p.valor > 1).map((p) => [p.zona, p.codigo]));
    const runs: SelectedSeat[][] = [];
    for (const s of room.layout.filter((l: LayoutSeat) => l.TipoSilla === 'Normal' && onSale.has(l.TipoZona))) {
      const seat = { Fila: s.FilaTotal, Columna: s.ColumnaTotal, FilRelativa: s.FilaRelativa, ColRelativa: s.ColumnaRelativa, Tarifa: onSale.get(s.TipoZona)! };
      const last = runs.at(-1)?.at(-1);
      if (last && last.Fila === seat.Fila && last.Columna + 1 === seat.Columna) runs.at(-1)!.push(seat);
      else runs.push([seat]);
    }
    for (const run of runs) {
      for (let i = 0; i + 1 < run.length; i += 2) groups.push({ showtimeId, seats: run.length - i === 3 ? run.slice(i) : run.slice(i, i + 2) });
    }
  }
  return groups;
}

export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where PostgreSQL's time went (with PG_SERVER_OPTIONS='-c shared_preload_libraries=pg_stat_statements'). */
export async function printStatements(db: Db) {
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  const { rows } = (await db.execute(
    sql`select calls, round(total_exec_time::numeric, 0) as ms, round((total_exec_time / calls)::numeric, 3) as per_call, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 150) as query
      from pg_stat_statements order by total_exec_time desc limit 25`,
  )) as unknown as { rows: unknown[] };
  console.table(rows);
}
