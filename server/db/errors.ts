// Errors of the database layer.

/** The database could not be opened; `message` is one clear Spanish line for the operator. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/**
 * The SQLSTATE of a PostgreSQL error, wherever it sits: drizzle wraps driver errors in
 * DrizzleQueryError with the original as `cause`. '23505' unique violation, '23503' foreign key,
 * '23514' check, '40001' serialization, '40P01' deadlock. undefined when there is none.
 */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    // A server error (pg and PGlite both use pg-protocol's DatabaseError, which has a severity),
    // not a Node socket error such as EPIPE.
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint a PostgreSQL error names (e.g. 'seat_holds_showtime_id_seat_id_unique'), if any. */
export function pgConstraint(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';

/** Deadlocks and serialization failures: the work changed nothing and may run again. */
const retryable = new Set(['40P01', '40001']);

/** Runs `work` again (up to `attempts` times in all) when it ends in a deadlock or a serialization failure. */
export async function retried<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt < attempts && retryable.has(pgErrorCode(err) ?? '')) continue;
      throw err;
    }
  }
}
