// Embedded PostgreSQL (PGlite): on disk for the server, in memory for tests, cloned from templates.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, schema, type Database, type Db } from './db.ts';
import { seed } from './seed/index.ts';

/** The session setting under which migration 0004's trigger announces each seat-map change. */
export const SEAT_MAPS_ANNOUNCED = 'viziona.announce_seat_maps';

/** A migrated (and usually seeded) database frozen as a PGlite data-folder tarball. */
export type DatabaseTemplate = Blob;

interface PgliteOpenOptions {
  /** Folder of the database files; in memory when absent. */
  dataDir?: string;
  /** Start from this tarball (see createTemplate). */
  template?: DatabaseTemplate;
  /** Called after the client is closed. */
  onClose?: () => void;
}

type Artifacts = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
let artifacts: Promise<Artifacts> | undefined;

/** PGlite's wasm modules compiled once per process and shared by every in-memory database. */
function sharedArtifacts(): Promise<Artifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const read = (name: string) => fs.promises.readFile(path.join(dist, name));
    const [wasm, initdb, bundle] = await Promise.all([read('pglite.wasm'), read('initdb.wasm'), read('pglite.data')]);
    return {
      pgliteWasmModule: await WebAssembly.compile(wasm),
      initdbWasmModule: await WebAssembly.compile(initdb),
      fsBundle: new Blob([bundle]),
    };
  })().catch(() => ({}));
  return artifacts;
}

/** Opens PGlite, applies pending migrations, and wraps it in Drizzle. */
export async function openPglite(options: PgliteOpenOptions = {}): Promise<Database & { client: PGlite }> {
  const inMemory = options.dataDir === undefined;
  const client = await PGlite.create({
    ...(inMemory ? await sharedArtifacts() : {}),
    dataDir: options.dataDir,
    loadDataDir: options.template,
    // Each commit is still written; we just don't wait for the fsync of the wasm file system.
    relaxedDurability: inMemory,
    // PGlite touches all of shared_buffers when it starts: PostgreSQL's 128 MB default was 130 MB of
    // resident memory before the first query. The demo database is ~40 MB on disk and its hot part
    // a fraction of that; a miss costs a read from the operating system's page cache.
    postgresqlconf: ['shared_buffers=32MB'],
  });
  try {
    const pg = drizzle({ client, schema });
    await migrate(pg, { migrationsFolder });
    // The one connection delivers a NOTIFY before the writing statement returns, so seat-map
    // changes can be announced instead of read (see server/checkout/seat-map.ts).
    await client.exec(`SET ${SEAT_MAPS_ANNOUNCED} = 'on'`);
    const db = pg as unknown as Db;
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
  } catch (err) {
    await client.close().catch(() => undefined);
    throw err;
  }
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
