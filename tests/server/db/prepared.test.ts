// Hot queries built once per database (server/db/prepared.ts), on the engine of this run: the same
// query object answers every call on a database with that call's values; another database, or a
// transaction, gets its own, which sees its own data.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database, DbOrTx } from '../../../server/db/open.ts';
import { param, preparedPerDb } from '../../../server/db/prepared.ts';
import { theaters } from '../../../server/db/schema.ts';
import { engine as makeEngine } from '../../helpers/engines.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const engine = makeEngine();

describe(`queries prepared per database (${engine.name})`, () => {
  let first: Database;
  let second: Database;

  beforeEach(async () => {
    [first, second] = await Promise.all([engine.open(), engine.open()]);
  });
  afterEach(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });
  afterAll(() => engine.teardown());

  /** A theater's name by id, counting how often the query is built. */
  const counted = () => {
    const built: DbOrTx[] = [];
    const query = preparedPerDb((db) => {
      built.push(db);
      return db.select({ name: theaters.name }).from(theaters).where(eq(theaters.id, param('id'))).prepare('theater_name_for_test');
    });
    const nameOf = async (db: DbOrTx, id: number) => (await query(db).execute({ id }))[0]?.name ?? null;
    return { built, nameOf };
  };

  it('builds a query once per database and answers each call with its own values', async () => {
    const { built, nameOf } = counted();
    const [one] = await first.db.select({ id: theaters.id, name: theaters.name }).from(theaters).limit(1);
    expect(await nameOf(first.db, one.id)).toBe(one.name);
    await first.db.update(theaters).set({ name: 'Sala de prueba' }).where(eq(theaters.id, one.id));
    expect(await nameOf(first.db, one.id)).toBe('Sala de prueba');
    expect(await nameOf(first.db, 9_999)).toBeNull();
    expect(built).toEqual([first.db]);

    // Another database: its own query, its own rows.
    expect(await nameOf(second.db, one.id)).toBe(one.name);
    expect(built).toEqual([first.db, second.db]);
    expect(await nameOf(first.db, one.id)).toBe('Sala de prueba');
    expect(built).toHaveLength(2);
  });

  it('in a transaction builds it for the transaction, which sees its own writes', async () => {
    const { built, nameOf } = counted();
    const [row] = await first.db.select({ id: theaters.id, name: theaters.name }).from(theaters).limit(1);
    await nameOf(first.db, row.id);
    let inside: (string | null)[] = [];
    await first.db
      .transaction(async (tx) => {
        await tx.update(theaters).set({ name: 'Nombre sin confirmar' }).where(eq(theaters.id, row.id));
        inside = [await nameOf(tx, row.id), await nameOf(tx, row.id)];
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error && /rollback/i.test(err.message))) throw err;
      });
    expect(inside).toEqual(['Nombre sin confirmar', 'Nombre sin confirmar']);
    // Built for the database once, then for the transaction at each call.
    expect(built).toHaveLength(3);
    expect(built[0]).toBe(first.db);
    expect(built[1]).not.toBe(first.db);
    expect(await nameOf(first.db, row.id)).toBe(row.name);
    expect(built).toHaveLength(3);
  });
});
