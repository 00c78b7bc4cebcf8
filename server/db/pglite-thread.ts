// The server's embedded database on its own thread (pglite-worker.ts runs PGlite there). Drizzle
// gets a stand-in for the PGlite client that passes each query, transaction and LISTEN across as a
// message: the HTTP loop keeps one core while PostgreSQL works on the other.
//
// Order is what makes the seat map exact (server/checkout/seat-map.ts): PGlite hands a NOTIFY to
// its listener before the writing statement returns, and one message port delivers in order, so
// the announcement reaches this thread before the statement's answer, as it does in one thread.
import { Worker } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { schema, type Database, type Db } from './db.ts';
import { followConnections } from '../metrics/connections.ts';

export type Request =
  | { id: number; op: 'query'; tx?: number; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; asIs?: number[] }
  | { id: number; op: 'exec'; tx?: number; text: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** A request before it is numbered. */
type RequestBody = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** id > 0 answers that request; id < 0 the end of transaction -id; id 0 the start, or a NOTIFY (channel set). */
export type Reply = { id: number; result?: unknown; error?: ThreadError; channel?: string; payload?: string };

/** A PostgreSQL error as data: what pgErrorCode and pgConstraint read is kept. */
export interface ThreadError {
  message: string;
  name?: string;
  severity?: string;
  code?: string;
  detail?: string;
  hint?: string;
  position?: string;
  where?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
}

const toError = (data: ThreadError) => Object.assign(new Error(data.message), data);

/** The database thread: the bundle's module beside the built server, or the TypeScript source through tsx. */
function startWorker(dataDir: string): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./pglite-worker.mjs', here), { workerData: { dataDir } });
  const source = new URL('./pglite-worker.ts', here).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData: { dataDir } });
}

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string) => unknown> };

/** The OIDs of parsers that keep a value as text: the only kind that can cross (checked once per options object). */
const asIsOids = new WeakMap<object, number[]>();
function asIsOf(options: QueryOptions | undefined): number[] | undefined {
  if (!options?.parsers) return undefined;
  let oids = asIsOids.get(options.parsers);
  if (!oids) {
    oids = Object.entries(options.parsers).map(([oid, parse]) => {
      if (parse('2026-01-01 00:00:00') !== '2026-01-01 00:00:00') throw new Error(`El parser del tipo ${oid} no puede pasar al hilo de la base de datos.`);
      return Number(oid);
    });
    asIsOids.set(options.parsers, oids);
  }
  return oids;
}

/** Opens the database in `dataDir` on a new thread; rejects with the thread's error if it cannot start. */
export async function openPgliteThread(options: { dataDir: string; onClose?: () => void }): Promise<Database> {
  const worker = startWorker(options.dataDir);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let closed = false;
  let stopped: Error | undefined;

  const started = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });

  worker.on('message', (reply: Reply) => {
    if (reply.channel !== undefined) {
      for (const listener of listeners.get(reply.channel) ?? []) listener(reply.payload ?? '');
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.error) waiting.reject(toError(reply.error));
    else waiting.resolve(reply.result);
  });
  const fail = (err: Error) => {
    stopped = err;
    for (const waiting of pending.values()) waiting.reject(err);
    pending.clear();
  };
  worker.on('error', (err) => fail(err));
  worker.on('exit', (code) => {
    fail(new Error(`El hilo de la base de datos terminó (código ${code}).`));
    // A server without its database can only answer errors: end the process so it is restarted.
    if (!closed) process.nextTick(() => {
      throw new Error('La base de datos embebida se detuvo.');
    });
  });

  const call = <T>(request: RequestBody, id = nextId++): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  try {
    await started;
  } catch (err) {
    closed = true;
    await worker.terminate();
    throw err;
  }

  const queryOn = (tx: number | undefined) => (text: string, params?: unknown[], queryOptions?: QueryOptions) =>
    call({ op: 'query', tx, text, params, rowMode: queryOptions?.rowMode, asIs: asIsOf(queryOptions) });
  const execOn = (tx: number | undefined) => (text: string) => call({ op: 'exec', tx, text });

  const client = {
    query: queryOn(undefined),
    exec: execOn(undefined),
    async transaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T> {
      const txId = await call<number>({ op: 'begin' });
      let ended = false;
      const end = (commit: boolean) => {
        ended = true;
        // Answered with id -txId once COMMIT or ROLLBACK has run.
        const done = new Promise<void>((resolve, reject) => pending.set(-txId, { resolve: () => resolve(), reject }));
        worker.postMessage({ id: nextId++, op: 'end', tx: txId, commit });
        return done;
      };
      const tx = {
        query: queryOn(txId),
        exec: execOn(txId),
        rollback: () => end(false),
        get closed() {
          return ended;
        },
      };
      let result: T;
      try {
        result = await fn(tx);
      } catch (err) {
        if (!ended) await end(false).catch(() => undefined);
        throw err;
      }
      if (!ended) await end(true);
      return result;
    },
  };

  const db = drizzle({ client: client as unknown as PGlite, schema }) as unknown as Db;
  // Its one connection, busy while a statement is in flight, and the statements queued behind it.
  const unfollow = followConnections(() => ({ busy: pending.size > 0 ? 1 : 0, idle: pending.size > 0 ? 0 : 1, waiting: Math.max(0, pending.size - 1) }));
  return {
    db,
    kind: 'pglite',
    async listen(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        listeners.set(channel, (set = new Set()));
        await call({ op: 'listen', channel });
      }
      const notify = (payload: string) => listener.notify(payload);
      set.add(notify);
      listener.ready();
      return async () => {
        set.delete(notify);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          if (!closed) await call({ op: 'unlisten', channel });
        }
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      unfollow();
      try {
        await call({ op: 'close' }).catch(() => undefined);
        await worker.terminate();
      } finally {
        options.onClose?.();
      }
    },
  };
}
