// The embedded database on its own thread (server/db/pglite-thread.ts): what Drizzle and the
// server rely on must come across the thread unchanged — values, errors with their SQLSTATE and
// constraint, transactions that commit or roll back, and a NOTIFY delivered before the answer
// of the statement that sent it (the seat map's exactness rests on that order).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgConstraint, pgErrorCode, type Database } from '../../../server/db/open.ts';
import { openPgliteThread } from '../../../server/db/pglite-thread.ts';
import { theaters } from '../../../server/db/schema.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-thread-test-'));
let database: Database;
let closedAt = 0;

beforeAll(async () => {
  database = await openPgliteThread({ dataDir: dir, onClose: () => (closedAt = Date.now()) });
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

const theater = (id: number, slug: string) => ({ id, slug, name: 'T', fullname: 'Teatro', address: 'Calle 1', email: 'e@x.co', phone: '1' });

describe('the embedded database on its own thread', () => {
  it('answers with the values PGlite gives, timestamps kept as text for Drizzle', async () => {
    const { rows } = (await database.db.execute(
      sql`select 7::int as n, 'ñandú'::text as t, '{1,2}'::int[] as a, '{"a":[1]}'::jsonb as j, true as b, '\\x0102'::bytea as y, timestamptz '2026-11-24 10:00:00-05' as at`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows).toEqual([{ n: 7, t: 'ñandú', a: [1, 2], j: { a: [1] }, b: true, y: new Uint8Array([1, 2]), at: '2026-11-24 15:00:00+00' }]);
    await database.db.insert(theaters).values(theater(1, 'uno'));
    const [row] = await database.db.select({ slug: theaters.slug, createdAt: theaters.createdAt }).from(theaters);
    expect(row.slug).toBe('uno');
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('an error keeps its SQLSTATE and constraint, and the thread goes on', async () => {
    const duplicate = await failure(database.db.insert(theaters).values(theater(1, 'otro')));
    expect(pgErrorCode(duplicate)).toBe('23505');
    expect(pgConstraint(duplicate)).toBe('theaters_pkey');
    expect(pgErrorCode(await failure(database.db.execute(sql`select 1/0`)))).toBe('22012');
    expect(await database.db.$count(theaters)).toBe(1);
  });

  it('a transaction commits what it wrote, savepoints included, or nothing when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(theaters).values(theater(2, 'dos'));
      await tx.transaction(async (inner) => inner.insert(theaters).values(theater(3, 'tres')));
      // A failed savepoint is undone alone.
      await failure(tx.transaction(async (inner) => inner.insert(theaters).values(theater(2, 'repetido'))));
    });
    const thrown = await failure(
      database.db.transaction(async (tx) => {
        await tx.insert(theaters).values(theater(4, 'cuatro'));
        throw new Error('se arrepintió');
      }),
    );
    expect((thrown as Error).message).toBe('se arrepintió');
    await database.db.transaction(async (tx) => {
      await tx.insert(theaters).values(theater(5, 'cinco'));
      tx.rollback();
    }).catch(() => undefined);
    const slugs = (await database.db.select({ slug: theaters.slug }).from(theaters).orderBy(theaters.id)).map((t) => t.slug);
    expect(slugs).toEqual(['uno', 'dos', 'tres']);
  });

  it('queries sent while a transaction is open wait for it, as on one connection', async () => {
    let release!: () => void;
    const holding = new Promise<void>((r) => (release = r));
    const events: string[] = [];
    const tx = database.db.transaction(async (t) => {
      await t.insert(theaters).values(theater(6, 'seis'));
      await holding;
      events.push('commit');
    });
    await new Promise((r) => setTimeout(r, 50));
    const count = database.db.$count(theaters).then((n) => {
      events.push(`count ${n}`);
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all([tx, count]);
    expect(events).toEqual(['commit', 'count 4']);
  });

  it('delivers a NOTIFY before the answer of the statement that sent it', async () => {
    const events: string[] = [];
    const stop = await database.listen('viziona_changes', { notify: (p) => events.push(`notify ${p}`), ready: () => events.push('ready'), lost: () => events.push('lost') });
    await database.db.execute(sql`select pg_notify('viziona_changes', 'funcion:9')`);
    events.push('answer');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('viziona_changes', 'en transacción')`);
      events.push('inside');
    });
    events.push('committed');
    await stop();
    await database.db.execute(sql`select pg_notify('viziona_changes', 'nadie escucha')`);
    expect(events).toEqual(['ready', 'notify funcion:9', 'answer', 'inside', 'notify en transacción', 'committed']);
  });

  it('close() ends the thread and frees the folder; data persists; later calls are refused', async () => {
    await database.close();
    expect(closedAt).toBeGreaterThan(0);
    expect(await failure(database.db.execute(sql`select 1`))).toBeInstanceOf(Error);
    database = await openPgliteThread({ dataDir: dir });
    expect(await database.db.$count(theaters)).toBe(4);
  });

  it('a folder it cannot open is refused with the thread’s error', async () => {
    const file = path.join(dir, 'archivo');
    fs.writeFileSync(file, 'no soy una carpeta');
    expect(await failure(openPgliteThread({ dataDir: path.join(file, 'pglite') }))).toBeInstanceOf(Error);
  });
});
