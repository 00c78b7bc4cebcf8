// Hot queries built once per database. Drizzle builds a query's SQL text from its parts on every
// call; for the one-row reads a seat-map refresh or a signed-in request makes, that building cost
// the server more CPU than the round trip to PostgreSQL. A prepared query keeps the text (and, on
// PostgreSQL, a named statement per connection: parsed and planned once) and takes only values.
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './db.ts';

/** A placeholder of a prepared query, filled by name at each execute. */
export const param = (name: string) => sql.placeholder(name);

/**
 * The query `prepare(db)` builds, kept per database. Inside a transaction it is built for that
 * transaction each time (a transaction is short-lived; its connection is not the pool's).
 */
export function preparedPerDb<Q>(prepare: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    if (db instanceof PgTransaction) return prepare(db);
    let query = built.get(db);
    if (!query) {
      query = prepare(db);
      built.set(db, query);
    }
    return query;
  };
}
