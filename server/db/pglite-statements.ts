// Queries on the embedded PostgreSQL through named statements, on the database thread.
//
// PGlite's query() calls into PostgreSQL six times for every query (parse, describe, bind,
// describe, execute, sync) and parses and plans the text each time. Here a text is parsed once into
// a named statement (its parameter types described in the same call), and each later query is one
// call: bind, describe, execute and sync together. Measured in one thread on the demo database: a
// session lookup 200 → 66 µs, the seat map's occupancy 300 → 118 µs. What a query means does not
// change: parameters are serialized by the types PostgreSQL described, with PGlite's own
// serializers, and rows parsed by PGlite's parsers, as query() does; a query outside a transaction
// waits for any transaction and is synced to the file system after, as query() is.
//
// PGlite's parseResults copies the client's parsers (one per type, several hundred with the array
// types of every table) into a new object for each query that brings parsers of its own, as
// drizzle's do: under a rush that copy was 30% of the database thread. Here the two are merged
// once per set of the caller's parsers (the database thread keeps one object per set).
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Named statements kept at most; texts beyond them go through PGlite's query() (unbounded `in (…)` lists). */
const MAX_STATEMENTS = 300;

interface Statement {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A query as PGlite's query() would run it: on the client, or on the transaction `tx` when given. */
export type RunQuery = <T>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: Transaction) => Promise<Results<T>>;

/** A query runner for one PGlite client (the database thread's). */
export function namedStatements(client: PGlite, max = MAX_STATEMENTS): RunQuery {
  const statements = new Map<string, Statement>();
  let made = 0;
  // PGlite changes client.parsers only in _initArrayTypes, which runs before the first query.
  const merged = new WeakMap<object, PGlite['parsers']>();
  const parsersFor = (own: QueryOptions['parsers']): PGlite['parsers'] => {
    if (!own) return client.parsers;
    let both = merged.get(own);
    if (!both) merged.set(own, (both = { ...client.parsers, ...own }));
    return both;
  };

  /** Parse and describe in one call; after an error PostgreSQL kept no statement, and neither does this. */
  async function prepare(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) return known;
    const name = `vz_${++made}`;
    const { messages } = await client.execProtocol(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
    const description = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    const statement = await prepare(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i];
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    if (!inTransaction) await client.syncToFs();
    return parse.parseResults(messages, parsersFor(options?.parsers), { rowMode: options?.rowMode })[0] as Results<T>;
  }

  return (text, params = [], options, tx) => {
    // Past the limit a new text takes PGlite's own path (a few over it when new texts arrive at once).
    if (!statements.has(text) && statements.size >= max) return tx ? tx.query(text, params, options) : client.query(text, params, options);
    if (tx) {
      if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
      return client.runExclusive(() => run(text, params, options, true));
    }
    // The locks client.query takes: any transaction's, then the query's.
    return client._runExclusiveTransaction(() => client.runExclusive(() => run(text, params, options, false)));
  };
}
