// The database handle the rest of the server uses, whichever driver is underneath.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import * as schema from './schema.ts';

export { schema };
export type Schema = typeof schema;

/** A Drizzle database on PGlite or on node-postgres: only the API both share. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(async (tx) => …)` hands to its callback. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either a database or a transaction: functions taking this can run inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

/** What a LISTEN subscriber is told. */
export interface ChangeListener {
  /** A NOTIFY on the channel, with its payload. */
  notify(payload: string): void;
  /** Listening (again): from now on no notification is missed. */
  ready(): void;
  /** The listening connection was lost: notifications may be missed until the next ready(). */
  lost(): void;
}

/** An open database: the Drizzle handle, which engine it is, and how to close it. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * LISTEN on a channel (PostgreSQL: one dedicated connection per call, reconnected when lost;
   * PGlite: in-process). Resolves once listening, with a function that stops it.
   */
  listen(channel: string, listener: ChangeListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Folder of the drizzle-kit migrations, applied on every open. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Folder of the SQL functions (functions.ts), applied after the migrations on every open. */
export const functionsFolder = fileURLToPath(new URL('./functions', import.meta.url));
