// Opening the database: embedded PGlite in <dataDir>/pglite by default (on its own thread), PostgreSQL
// when DATABASE_URL is set. Migrations are applied on every open.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './db.ts';
import { DatabaseStartError } from './errors.ts';
import { displayPath, lockDir, notWritable } from './lock.ts';
import { openPgliteThread } from './pglite-thread.ts';
import { openPostgres } from './postgres.ts';

export type { Database, DatabaseKind, Db, DbOrTx, Schema, Tx } from './db.ts';
export { schema } from './db.ts';
export { DatabaseStartError, pgConstraint, pgErrorCode } from './errors.ts';
export { createTemplate, loadTemplate, openFromTemplate, openMemoryDatabase, saveTemplate, type DatabaseTemplate } from './pglite.ts';

export interface OpenDatabaseConfig {
  /** postgres://… : use that server. Otherwise the embedded database in dataDir. */
  databaseUrl?: string;
  /** Folder of the embedded database (created if missing). */
  dataDir: string;
}

export async function openDatabase(config: OpenDatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    const { pool: _pool, ...database } = await openPostgres({ databaseUrl: config.databaseUrl });
    return database;
  }
  return openEmbedded(path.resolve(config.dataDir));
}

/** Whether the embedded database would be created from nothing (initdb) by openDatabase. */
export function isNewEmbedded(config: OpenDatabaseConfig): boolean {
  return !config.databaseUrl && !fs.existsSync(path.join(path.resolve(config.dataDir), 'pglite', 'PG_VERSION'));
}

async function openEmbedded(dataDir: string): Promise<Database> {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (err) {
    throw notWritable(dataDir, err);
  }
  const lock = lockDir(dataDir);
  const pgliteDir = path.join(dataDir, 'pglite');
  try {
    fs.mkdirSync(pgliteDir, { recursive: true });
  } catch (err) {
    lock.release();
    throw notWritable(dataDir, err);
  }
  try {
    return await openPgliteThread({ dataDir: pgliteDir, onClose: lock.release });
  } catch (err) {
    lock.release();
    if (err instanceof DatabaseStartError) throw err;
    const reason = (err as Error)?.message ?? String(err);
    throw new DatabaseStartError(`No se pudo abrir la base de datos embebida en ${displayPath(pgliteDir)}: ${reason}`);
  }
}
