import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DbOrTx } from '../../db/open.ts';
import { countRequest } from './queries.ts';

// @fastify/rate-limit's in-memory store, for the limits a process may count on its own.
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => FastifyRateLimitStore;

interface LimitParams {
  /** Counted in each process's memory (a load guard on a hot path), not in the database. */
  perProcess?: boolean;
  /** The route the limit is on; createRateLimit's limits have none and name themselves in their keys. */
  routeInfo?: { schema?: { operationId?: string } };
}

/** Keys over their limit, remembered until their window ends (at most this many per limit). */
const REMEMBERED_REFUSALS = 10_000;

/**
 * A limit counted in the database, so every server process (and host) on it counts together. A key
 * over its limit is refused from memory until its window ends: a count only grows within a window,
 * so the answer cannot change, and a flood of refused requests costs the database nothing.
 */
class DatabaseCount implements FastifyRateLimitStore {
  private readonly refused = new Map<string, { current: number; until: number }>();

  constructor(
    private readonly db: DbOrTx,
    private readonly name: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
    const now = Date.now();
    const known = this.refused.get(key);
    if (known && known.until > now) {
      known.current++;
      callback(null, { current: known.current, ttl: known.until - now });
      return;
    }
    if (known) this.refused.delete(key);
    countRequest(this.db, `${this.name}|${key}`, timeWindow).then(
      ({ hits, msLeft }) => {
        if (hits > max) this.remember(key, hits, Date.now() + msLeft);
        callback(null, { current: hits, ttl: msLeft });
      },
      (error: Error) => callback(error),
    );
  }

  private remember(key: string, current: number, until: number) {
    if (this.refused.size >= REMEMBERED_REFUSALS) this.refused.delete(this.refused.keys().next().value!);
    this.refused.set(key, { current, until });
  }

  // The plugin hands each limit's merged options (its typings say route options).
  child(options: object): FastifyRateLimitStore {
    const { perProcess, routeInfo } = options as LimitParams;
    return perProcess ? new LocalStore() : new DatabaseCount(this.db, routeInfo?.schema?.operationId ?? '');
  }
}

/**
 * The store of the app's request limits (`store` of @fastify/rate-limit): each limit is counted in
 * the database, in one upsert per request, unless it says `perProcess`. With counts in process
 * memory, n server processes (WORKERS=n, or several hosts) gave a client that opened n connections
 * n times every limit. Fixed windows, as the in-memory store counts them; no backoff or bans.
 */
export function requestLimitStore(db: DbOrTx): FastifyRateLimitStoreCtor {
  return class extends DatabaseCount {
    constructor() {
      super(db, '');
    }
  };
}
