// The database thread: the server's embedded PostgreSQL (PGlite) runs here, so the time a query
// spends in PostgreSQL never holds up the HTTP loop on the main thread. The other side, and the
// messages both speak, are in pglite-thread.ts.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { startPglite } from './pglite-start.ts';
import { namedStatements, type RunQuery } from './pglite-statements.ts';
import type { Reply, Request, ThreadError } from './pglite-thread.ts';

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };

const asIs = (value: unknown) => value;

/**
 * The caller's "keep as text" parsers (drizzle's, for dates and intervals), rebuilt here: functions
 * do not cross threads. One object per set of types, so that the statements merge it with the
 * client's parsers once (pglite-statements.ts).
 */
const parserSets = new Map<string, Record<number, typeof asIs>>();
function parsersFor(oids: number[] | undefined) {
  if (!oids?.length) return undefined;
  const key = oids.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) parserSets.set(key, (parsers = Object.fromEntries(oids.map((oid) => [oid, asIs]))));
  return parsers;
}

/** What a PostgreSQL error carries (DatabaseError of pg-protocol), as plain data. */
function errorData(err: unknown): ThreadError {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: ThreadError = { message: err.message, name: err.name };
  for (const key of ['severity', 'code', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const) {
    const value = (err as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

const send = (reply: Reply) => port.postMessage(reply);

const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
let nextTransaction = 1;

function begin(client: PGlite, id: number) {
  const txId = nextTransaction++;
  let begun = false;
  client
    .transaction(async (tx) => {
      const commit = await new Promise<boolean>((end) => {
        transactions.set(txId, { tx, end });
        begun = true;
        send({ id, result: txId });
      });
      transactions.delete(txId);
      if (!commit) await tx.rollback();
    })
    .then(
      () => send({ id: -txId, result: null }),
      (err: unknown) => {
        transactions.delete(txId);
        send({ id: begun ? -txId : id, error: errorData(err) });
      },
    );
}

async function handle(client: PGlite, query: RunQuery, request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const tx = request.tx === undefined ? undefined : transactions.get(request.tx)?.tx;
      if (request.tx !== undefined && !tx) throw new Error('La transacción ya terminó.');
      return query(request.text, request.params, { rowMode: request.rowMode, parsers: parsersFor(request.asIs) }, tx);
    }
    case 'exec': {
      const on = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
      if (!on) throw new Error('La transacción ya terminó.');
      return on.exec(request.text);
    }
    case 'end': {
      // The answer comes with id -tx once COMMIT or ROLLBACK has run (see begin).
      transactions.get(request.tx)?.end(request.commit);
      return undefined;
    }
    case 'listen':
      await client.listen(request.channel, (payload) => send({ id: 0, channel: request.channel, payload }));
      return null;
    case 'unlisten':
      await client.unlisten(request.channel);
      return null;
    case 'close':
      await client.close();
      return null;
  }
}

try {
  const client = await startPglite({ dataDir });
  const query = namedStatements(client);
  port.on('message', (request: Request) => {
    if (request.op === 'begin') return begin(client, request.id);
    handle(client, query, request).then(
      (result) => result !== undefined && send({ id: request.id, result }),
      (err: unknown) => send({ id: request.id, error: errorData(err) }),
    );
  });
  send({ id: 0, result: 'ready' });
} catch (err) {
  send({ id: 0, error: errorData(err) });
}
