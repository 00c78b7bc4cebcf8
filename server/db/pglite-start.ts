// Starting the embedded PostgreSQL (PGlite): on this thread for tests and templates, on the
// database thread for the server (pglite-thread.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './db.ts';
import { applyFunctions } from './functions.ts';

/** The session setting under which viziona_seat_map_version and viziona_lock_seat_map announce each seat-map change. */
export const SEAT_MAPS_ANNOUNCED = 'viziona.announce_seat_maps';

export interface PgliteOpenOptions {
  /** Folder of the database files; in memory when absent. */
  dataDir?: string;
  /** Start from this tarball (see createTemplate in pglite.ts). */
  template?: Blob;
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

/**
 * PGlite started, migrated (its SQL functions applied too) and announcing seat-map changes: in
 * memory (tests, templates) or on disk (the server runs this on the database thread, see
 * pglite-thread.ts).
 */
export async function startPglite(options: Omit<PgliteOpenOptions, 'onClose'> = {}): Promise<PGlite> {
  const inMemory = options.dataDir === undefined;
  const client = await PGlite.create({
    ...(inMemory ? await sharedArtifacts() : {}),
    dataDir: options.dataDir,
    loadDataDir: options.template,
    // Each commit is still written; we just don't wait for the fsync of the wasm file system.
    relaxedDurability: inMemory,
    // PGlite touches all of shared_buffers when it starts: PostgreSQL's 128 MB default was 130 MB of
    // resident memory before the first query. The demo database is ~40 MB on disk and its hot part
    // a fraction of that; a miss costs a read from the operating system's page cache. bench:rush,
    // back to back on one machine: 32 MB peaked at 299 MB RSS with 429/479 holds a second, 16 MB at
    // 282–286 MB with 426–438/480–489. Once reservations went in batches (three times the holds a
    // second, and the garbage that comes with them), 16 MB peaked at 288–301 MB with 1,025/1,305
    // holds a second and 8 MB at 279–284 MB with 913–940/1,172–1,239.
    postgresqlconf: ['shared_buffers=8MB'],
  });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    // No lock needed: one process opens the data folder (lock.ts), and a template is copied whole.
    await applyFunctions((text) => client.exec(text));
    // The one connection delivers a NOTIFY before the writing statement returns, so seat-map
    // changes can be announced instead of read (see server/checkout/seat-map.ts).
    await client.exec(`SET ${SEAT_MAPS_ANNOUNCED} = 'on'`);
    return client;
  } catch (err) {
    await client.close().catch(() => undefined);
    throw err;
  }
}

