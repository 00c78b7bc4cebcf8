import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/open.ts';

const { requestLimits } = schema;

/** The row's key: what a limit counts by (an address, an e-mail) is not kept in the clear. */
export const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Counts one request of `key` in its current window of `windowMs` (a new window when the last one
 * has ended), in one statement, so requests in every process and at once are each counted.
 * Returns the requests counted in the window, this one included, and the milliseconds it has left.
 */
export async function countRequest(db: DbOrTx, key: string, windowMs: number): Promise<{ hits: number; msLeft: number }> {
  const ended = sql`${requestLimits.windowEnds} <= now()`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key: storedKey(key), hits: 1, windowEnds: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${requestLimits.hits} + 1 end`,
        windowEnds: sql`case when ${ended} then excluded.window_ends else ${requestLimits.windowEnds} end`,
      },
    })
    .returning({ hits: requestLimits.hits, msLeft: sql<number>`greatest(0, ceil(extract(epoch from ${requestLimits.windowEnds} - now()) * 1000))::int` });
  return row;
}

/** Deletes the windows that ended before `now`; how many. */
export async function deleteEndedWindows(db: DbOrTx, now: Date): Promise<number> {
  return (await db.delete(requestLimits).where(lt(requestLimits.windowEnds, now)).returning({ key: requestLimits.key })).length;
}
