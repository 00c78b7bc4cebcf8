// Embedded PostgreSQL (PGlite): on disk for the server, in memory for tests, cloned from templates.
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { schema, type Database, type Db } from './db.ts';
import { startPglite, type PgliteOpenOptions } from './pglite-start.ts';
import { seed } from './seed/index.ts';

export { SEAT_MAPS_ANNOUNCED } from './pglite-start.ts';

/** A migrated (and usually seeded) database frozen as a PGlite data-folder tarball. */
export type DatabaseTemplate = Blob;

/** Opens PGlite on this thread, applies pending migrations, and wraps it in Drizzle. */
export async function openPglite(options: PgliteOpenOptions = {}): Promise<Database & { client: PGlite }> {
  const client = await startPglite(options);
  const db = drizzle({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    client,
    async listen(channel, listener) {
      // One connection: a NOTIFY reaches the listeners as soon as the writing statement returns.
      const unlisten = await client.listen(channel, (payload) => listener.notify(payload));
      listener.ready();
      return unlisten;
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        options.onClose?.();
      }
    },
  };
}

/** A fresh, migrated, empty database in memory (2–3 s: prefer openFromTemplate in tests). */
export async function openMemoryDatabase(): Promise<Database> {
  const { client: _client, ...database } = await openPglite();
  return database;
}

/**
 * Migrates a database in memory, fills it with `prepare` (default: the demo data), and returns it
 * as a template: pay that cost (about 3 s) once per test run, then openFromTemplate per test.
 */
export async function createTemplate(prepare: (db: Db) => Promise<unknown> = (db) => seed(db)): Promise<DatabaseTemplate> {
  const database = await openPglite();
  try {
    await prepare(database.db);
    return await database.client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/** A new, independent in-memory database holding a copy of the template. */
export async function openFromTemplate(template: DatabaseTemplate): Promise<Database> {
  const { client: _client, ...database } = await openPglite({ template });
  return database;
}

/** Writes a template to a file (e.g. from a test global setup, for every test worker to load). */
export async function saveTemplate(template: DatabaseTemplate, file: string): Promise<void> {
  await fs.promises.writeFile(file, new Uint8Array(await template.arrayBuffer()));
}

export async function loadTemplate(file: string): Promise<DatabaseTemplate> {
  return new Blob([await fs.promises.readFile(file)]);
}
