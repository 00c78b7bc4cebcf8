// The database's SQL functions are the folder's (server/db/functions/), on the engine of this run:
// the same functions, argument types and bodies, whatever migrations created them before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LOCK_CLASSES } from '../../../server/db/advisory-locks.ts';
import { functionDifferences, readFunctions } from '../../../server/db/functions.ts';
import { migrationsFolder } from '../../../server/db/db.ts';
import { openDatabase, type Database } from '../../../server/db/open.ts';
import { engine as makeEngine } from '../../helpers/engines.ts';

/** The numbered migrations up to `last`, as drizzle reads them. */
function migrationsUpTo(last: string) {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const count = journal.entries.findIndex((e) => e.tag === last) + 1;
  return readMigrationFiles({ migrationsFolder }).slice(0, count);
}

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const engine = makeEngine();

describe(`SQL functions (${engine.name})`, () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  afterAll(() => engine.teardown());

  it("the database holds the folder's functions and no other, each with its file's body", async () => {
    database = await engine.open();
    expect(await functionDifferences(database.db)).toEqual([]);
  });

  it('names a function changed in the database and not in the folder, one missing and one the folder does not have', async () => {
    database = await engine.open();
    const { db } = database;
    const release = readFunctions().find((fn) => fn.name === 'viziona_release')!;
    await db.execute(sql.raw(release.statement.replace(release.body, `${release.body}  -- cambiada a mano\n`)));
    await db.execute(sql`drop function viziona_release_expired()`);
    await db.execute(sql`create function viziona_sobrante(p integer) returns integer language sql as $$ select p $$`);
    expect(await functionDifferences(db)).toEqual([
      'viziona_release(integer,integer,integer): el cuerpo no es el de functions/viziona_release.sql',
      'viziona_release_expired(): falta en la base de datos',
      'viziona_sobrante(integer): no está en server/db/functions/ (una migración debe borrarla)',
    ]);
  });

  it("a database that ran migration 0009's first version gets viziona_seat_changes and loses viziona_reserve_many at its next start", async () => {
    // A database of its own that can be opened twice: PostgreSQL, or the embedded one on disk.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-functions-'));
    const config = engine.newDatabaseUrl ? { databaseUrl: await engine.newDatabaseUrl(), dataDir } : { dataDir };
    try {
      database = await openDatabase(config);
      const { db } = database;
      // The database as it stood before 0011: everything dropped, then the migrations up to 0010 run
      // as drizzle runs them (their statements, and a record each with the journal's time).
      for (const statement of ['drop schema public cascade', 'create schema public', 'drop schema drizzle cascade', 'create schema drizzle']) await db.execute(sql.raw(statement));
      await db.execute(sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
      for (const migration of migrationsUpTo('0010_shared_request_limits')) {
        for (const statement of migration.sql) await db.execute(sql.raw(statement));
        await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
      }
      // As 0009's first version left it.
      await db.execute(sql`drop function viziona_seat_changes(integer, integer[], integer[], integer[], integer[], integer, integer)`);
      await db.execute(sql.raw(`create function viziona_reserve_many(p_showtime integer, p_users integer[], p_consecutives integer[], p_counts integer[], p_seats integer[], p_seconds integer, p_max integer)
        returns void language plpgsql as $$ begin end $$`));
      // Its functions are the migrations' versions: older than the folder's, and these two besides.
      expect(await functionDifferences(db)).toEqual(expect.arrayContaining([
        'viziona_seat_changes(integer,integer[],integer[],integer[],integer[],integer,integer,integer[],integer[],boolean[],boolean[]): falta en la base de datos',
        'viziona_reserve_many(integer,integer[],integer[],integer[],integer[],integer,integer): no está en server/db/functions/ (una migración debe borrarla)',
      ]));
      await database.close();

      database = await openDatabase(config);
      expect(await functionDifferences(database.db)).toEqual([]);
    } finally {
      await database?.close();
      database = undefined;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('puts the lock classes of advisory-locks.ts into the functions that take them', async () => {
    const byName = new Map(readFunctions().map((fn) => [fn.name, fn]));
    expect(byName.get('viziona_seat_changes')!.body).toContain(`pg_advisory_xact_lock(${LOCK_CLASSES.buyer}, v_buyer)`);
    expect(byName.get('viziona_lock_seat_map')!.body).toContain(`pg_advisory_xact_lock(${LOCK_CLASSES.seatMap}, p_showtime)`);
  });
});

describe('the functions folder', () => {
  const folderWith = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-functions-'));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  };
  const fn = (name: string, body = 'SELECT 1') => `-- ${name}\nCREATE OR REPLACE FUNCTION "${name}"(p_a integer, p_b timestamp with time zone) RETURNS integer LANGUAGE sql AS $$ ${body} $$;\n`;

  it('reads each function with its signature and its body', () => {
    const [read] = readFunctions(folderWith({ 'viziona_f.sql': fn('viziona_f', 'SELECT {{lock:buyer}}'), 'notas.txt': 'no es SQL' }));
    expect(read).toMatchObject({ name: 'viziona_f', signature: 'viziona_f(integer,timestamp with time zone)', body: ` SELECT ${LOCK_CLASSES.buyer} ` });
  });

  it('leaves an argument’s default out of the signature', () => {
    const withDefault = `CREATE OR REPLACE FUNCTION "viziona_g"(p_a integer,\n  p_b integer[] DEFAULT NULL, p_c boolean default false) RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;\n`;
    const [read] = readFunctions(folderWith({ 'viziona_g.sql': withDefault }));
    expect(read.signature).toBe('viziona_g(integer,integer[],boolean)');
  });

  it('refuses a file named otherwise than its function, two functions in a file, a plain CREATE and an unknown lock', () => {
    expect(() => readFunctions(folderWith({ 'viziona_g.sql': fn('viziona_f') }))).toThrow(/viziona_g.sql: define "viziona_f"/);
    expect(() => readFunctions(folderWith({ 'viziona_f.sql': fn('viziona_f') + fn('viziona_g') }))).toThrow(/una sola sentencia/);
    expect(() => readFunctions(folderWith({ 'viziona_f.sql': fn('viziona_f').replace('OR REPLACE ', '') }))).toThrow(/una sola sentencia/);
    expect(() => readFunctions(folderWith({ 'viziona_f.sql': fn('viziona_f', 'SELECT {{lock:nadie}}') }))).toThrow(/clase de bloqueo 'nadie'/);
  });
});
