// A real PostgreSQL server through node-postgres (DATABASE_URL).
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder, schema, type Database, type Db } from './db.ts';
import { DatabaseStartError } from './errors.ts';
import { applyFunctions } from './functions.ts';
import { listenOn } from './listen.ts';
import { DATABASE_LOCKS } from './advisory-locks.ts';
import { watchPool } from '../metrics/pool.ts';

/** `host:port` of a connection string, for messages (never the user or password). */
export function serverAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const host = decodeURIComponent(url.hostname) || url.searchParams.get('host') || 'localhost';
    return `${host}:${url.port || '5432'}`;
  } catch {
    return 'la dirección de DATABASE_URL';
  }
}

export interface PostgresOpenOptions {
  databaseUrl: string;
  /** Connections in the pool (default 10). */
  max?: number;
}

/** Connects a pool, checks the server answers, applies pending migrations and the SQL functions under an advisory lock. */
export async function openPostgres({ databaseUrl, max = 10 }: PostgresOpenOptions): Promise<Database & { pool: pg.Pool }> {
  const address = serverAddress(databaseUrl);
  let pool: pg.Pool;
  try {
    pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis: 10_000 });
  } catch (err) {
    throw new DatabaseStartError(`DATABASE_URL no es válida: ${(err as Error).message}`);
  }
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error(`PostgreSQL (${address}): conexión inactiva perdida: ${err.message}`));

  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    await pool.end().catch(() => undefined);
    const reason = (err as Error).message || (err as NodeJS.ErrnoException).code || String(err);
    throw new DatabaseStartError(`No se pudo conectar a PostgreSQL en ${address}: ${reason}`);
  }

  const pgDb = drizzle({ client: pool, schema });
  try {
    await client.query('select pg_advisory_lock($1)', [DATABASE_LOCKS.migrations]);
    try {
      await migrate(pgDb, { migrationsFolder });
      await applyFunctions((text) => client.query(text));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [DATABASE_LOCKS.migrations]);
    }
    client.release();
  } catch (err) {
    client.release(true);
    await pool.end().catch(() => undefined);
    throw err;
  }

  const db = pgDb as unknown as Db;
  const unwatch = watchPool(pool);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    pool,
    listen: (channel, listener) => listenOn(databaseUrl, channel, listener),
    async close() {
      if (closed) return;
      closed = true;
      unwatch();
      await pool.end();
    },
  };
}
