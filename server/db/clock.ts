import { sql } from 'drizzle-orm';
import type { DbOrTx } from './db.ts';

/** The database's clock (in a transaction, the time it began): what decides expiries and time steps. */
export async function databaseNow(db: DbOrTx): Promise<Date> {
  const [row] = await db.execute<{ now: string | Date }>(sql`select now() as now`).then((r) => (r as unknown as { rows: { now: string | Date }[] }).rows);
  return new Date(row.now);
}
