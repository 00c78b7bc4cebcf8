// Queries through named statements on the database thread (server/db/pglite-statements.ts): a
// text is parsed once and then only bound and executed; what a query answers, how it fails and
// when it waits must stay what PGlite's query() does.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPglite } from '../../../server/db/pglite-start.ts';
import { namedStatements, type RunQuery } from '../../../server/db/pglite-statements.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let client: PGlite;
let query: RunQuery;

beforeAll(async () => {
  client = await startPglite();
  await client.exec(`create table notes (id serial primary key, n integer not null, at timestamptz, tags integer[], doc jsonb, body bytea)`);
  query = namedStatements(client, 4);
});
afterAll(async () => {
  await client?.close();
});

const statements = async () => (await client.query<{ statement: string }>(`select statement from pg_prepared_statements order by prepare_time`)).rows.map((r) => r.statement);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as { code?: string; message: string },
  );

describe('queries through named statements', () => {
  it('parses a text once and binds it again each time', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await query<{ n: number }>(text, [1], undefined)).rows).toEqual([{ n: 2 }]);
    expect((await query<{ n: number }>(text, [41], undefined)).rows).toEqual([{ n: 42 }]);
    expect((await statements()).filter((s) => s === text)).toHaveLength(1);
  });

  it('serializes parameters by the types PostgreSQL describes and parses rows as PGlite does', async () => {
    const at = new Date('2026-11-24T15:00:00Z');
    const params = [7, at, [1, 2], { a: [1] }, new Uint8Array([1, 2])];
    const insert = 'insert into notes (n, at, tags, doc, body) values ($1, $2, $3, $4, $5) returning n, at, tags, doc, body';
    const ours = (await query(insert, params, undefined)).rows;
    const pglites = (await client.query(insert, params)).rows;
    expect(ours).toEqual([{ n: 7, at, tags: [1, 2], doc: { a: [1] }, body: new Uint8Array([1, 2]) }]);
    expect(ours).toEqual(pglites);
    // Options cross as they do for query(): rows as arrays, a type kept as text.
    const asText = { rowMode: 'array' as const, parsers: { 1184: (v: string) => v } };
    expect((await query('select n, at from notes where n = $1 limit 1', [7], asText)).rows).toEqual([[7, '2026-11-24 15:00:00+00']]);
    expect((await query('select $1::text as t', [null], undefined)).rows).toEqual([{ t: null }]);
  });

  it('each set of a caller’s parsers is merged with the client’s once and applies to its own queries only', async () => {
    // A text the statements already have (this suite's runner keeps four).
    const text = 'select n, at from notes where n = $1 limit 1';
    const asText = { parsers: { 1184: (v: string) => v } };
    const shouting = { parsers: { 1184: (v: string) => v.toUpperCase().replace(' ', 'T') } };
    // The client's parsers still read the types the caller leaves alone (integer here).
    expect((await query(text, [7], asText)).rows).toEqual([{ n: 7, at: '2026-11-24 15:00:00+00' }]);
    expect((await query(text, [7], shouting)).rows).toEqual([{ n: 7, at: '2026-11-24T15:00:00+00' }]);
    expect((await query(text, [7], asText)).rows).toEqual([{ n: 7, at: '2026-11-24 15:00:00+00' }]);
    expect((await query(text, [7], undefined)).rows).toEqual([{ n: 7, at: new Date('2026-11-24T15:00:00Z') }]);
    // Merged once: the copy of the client's parsers is not made again for a set seen before.
    const spread = vi.fn();
    const counted = new Proxy(client.parsers, { ownKeys: (target) => (spread(), Reflect.ownKeys(target)) });
    const original = client.parsers;
    (client as { parsers: unknown }).parsers = counted;
    try {
      const fresh = { parsers: { 1184: (v: string) => v } };
      for (let i = 0; i < 3; i++) await query(text, [7], fresh);
      expect(spread).toHaveBeenCalledTimes(1);
    } finally {
      (client as { parsers: unknown }).parsers = original;
    }
  });

  it('a text that does not parse keeps no statement and fails the same way again; a bad value fails alone', async () => {
    const before = (await statements()).length;
    const broken = 'select from where';
    expect((await failure(query(broken, [], undefined)))?.code).toBe('42601');
    expect((await failure(query(broken, [], undefined)))?.code).toBe('42601');
    expect(await statements()).toHaveLength(before);
    const typed = 'select $1::int as n';
    expect((await failure(query(typed, ['siete'], undefined)))?.code).toBe('22P02');
    expect((await query(typed, [7], undefined)).rows).toEqual([{ n: 7 }]);
  });

  it('inside a transaction it sees the transaction’s writes; outside it waits for the transaction to end', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const count = 'select count(*)::int as c from notes where n = $1';
    let outsideDone = false;
    let outside!: Promise<number>;
    const inside = client.transaction(async (tx) => {
      await tx.query('insert into notes (n) values (99)');
      // Asked from outside while the transaction is open: on one connection it must wait.
      outside = query<{ c: number }>(count, [99], undefined).then((r) => ((outsideDone = true), r.rows[0].c));
      const seen = (await query<{ c: number }>(count, [99], undefined, tx)).rows[0].c;
      await held;
      await tx.rollback();
      return seen;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(outsideDone).toBe(false);
    release();
    expect(await inside).toBe(1);
    expect(await outside).toBe(0);
  });

  it('past its limit a new text goes through PGlite’s own path and keeps no statement', async () => {
    for (let i = 0; i < 6; i++) expect((await query<{ n: number }>(`select ${i} + $1::int as n`, [1], undefined)).rows).toEqual([{ n: i + 1 }]);
    expect(await statements()).toHaveLength(4);
  });
});
