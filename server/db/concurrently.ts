// Reads that do not depend on each other, run at once where that is safe.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db.ts';

/**
 * Runs `reads` at once on a database (each takes its own connection from the pool), one after
 * another inside a transaction: a transaction is one connection, and node-postgres refuses a
 * query sent while another is running on it (deprecated now, an error in pg 9).
 */
export async function concurrently<T extends readonly unknown[]>(db: DbOrTx, reads: readonly [...{ [K in keyof T]: () => PromiseLike<T[K]> }]): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
