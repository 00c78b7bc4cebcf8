// Independent reads (server/db/concurrently.ts), on the engine of this run: on a database they run at
// once; inside a transaction, one connection, one after another, so node-postgres never sees a query
// sent while another runs on the same client.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { concurrently } from '../../../server/db/concurrently.ts';
import type { Database, DbOrTx } from '../../../server/db/open.ts';
import { engine as makeEngine } from '../../helpers/engines.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const engine = makeEngine();

describe(`reads at once, or in turn inside a transaction (${engine.name})`, () => {
  let database: Database;
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);

  beforeAll(async () => {
    database = await engine.open();
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await database?.close();
    await engine.teardown();
  });

  /** A read that notes when it starts and ends; the first one sleeps, so overlapping reads would show. */
  const traced = (db: DbOrTx, events: string[]) => (name: string, seconds: number) => async () => {
    events.push(`${name} starts`);
    await db.execute(sql`select ${name}::text as name, pg_sleep(${seconds})`);
    events.push(`${name} ends`);
    return name;
  };

  it('inside a transaction, each read starts when the one before has ended, and the answers keep their order', async () => {
    const events: string[] = [];
    const answers = await database.db.transaction(async (tx) => {
      const read = traced(tx, events);
      return concurrently(tx, [read('a', 0.2), read('b', 0), read('c', 0)]);
    });
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    await new Promise((r) => setTimeout(r, 50));
    expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
  });

  it('on the database, every read starts at once', async () => {
    const events: string[] = [];
    const read = traced(database.db, events);
    expect(await concurrently(database.db, [read('a', 0.2), read('b', 0)])).toEqual(['a', 'b']);
    expect(events.slice(0, 2)).toEqual(['a starts', 'b starts']);
  });
});
