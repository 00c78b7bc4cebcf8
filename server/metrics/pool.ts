// The database's connections in the metrics: a pg pool's use (read at each scrape) and how long
// each query or transaction waited for one of its connections (every checkout timed: one clock
// read and one histogram step, well under a microsecond beside a query's round trip).
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { databaseWaitSeconds } from './catalogue.ts';
import { followConnections } from './connections.ts';

type Connect = (callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) => Promise<pg.PoolClient> | void;

/** Follows the pool until the returned function is called (when the database closes). */
export function watchPool(pool: pg.Pool): () => void {
  const connect = pool.connect.bind(pool) as Connect;
  // pool.query checks out through this.connect(callback), drizzle's transactions through connect().
  pool.connect = ((callback?: Parameters<Connect>[0]) => {
    const started = performance.now();
    const waited = () => databaseWaitSeconds.observe((performance.now() - started) / 1000);
    if (callback) {
      return connect((err, client, done) => {
        waited();
        callback(err, client, done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).finally(waited);
  }) as typeof pool.connect;
  return followConnections(() => ({ busy: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }));
}
