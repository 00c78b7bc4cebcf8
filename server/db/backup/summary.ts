// What a restored database holds, for the operator before a server is pointed at it: the sales
// (accepted bills, tickets), and whether its migrations and SQL functions are this version's
// (differences are named; a server started on it applies missing migrations and functions).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db.ts';
import { functionDifferences } from '../functions.ts';
import { migrationDifferences } from '../migrations-check.ts';
import type { BackupTarget } from './index.ts';

export interface RestoredDatabase {
  bills: number;
  tickets: number;
  migrations: string[];
  functions: string[];
}

async function look(db: Db): Promise<RestoredDatabase> {
  const counts = (await db.execute(sql`select (select count(*) from bills where status_id = 1)::int as bills, (select count(*) from tickets)::int as tickets`)) as unknown as {
    rows: { bills: number; tickets: number }[];
  };
  return { ...counts.rows[0], migrations: await migrationDifferences(db), functions: await functionDifferences(db) };
}

/** Reads the restored database without changing it (no migration is applied). */
export async function restoredDatabase(target: BackupTarget): Promise<RestoredDatabase> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await look(drizzlePostgres({ client }) as unknown as Db);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create({ dataDir: path.join(target.dataDir, 'pglite') });
  try {
    return await look(drizzlePglite({ client }) as unknown as Db);
  } finally {
    await client.close();
  }
}
