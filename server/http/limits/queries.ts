import { createHash } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/open.ts';

const { requestLimits } = schema;

/** The row's key: what a limit counts by (an address, an e-mail) is not kept in the clear. */
export const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

const ended = sql`${requestLimits.windowEnds} <= now()`;
const firstRequest = (key: string, windowMs: number) => ({ key: storedKey(key), hits: 1, windowEnds: sql`now() + make_interval(secs => ${windowMs / 1000})` });
/** One more request in the key's window, or the first of a new one when it has ended. */
const oneMore = {
  target: requestLimits.key,
  set: {
    hits: sql`case when ${ended} then 1 else ${requestLimits.hits} + 1 end`,
    windowEnds: sql`case when ${ended} then excluded.window_ends else ${requestLimits.windowEnds} end`,
  },
};

/**
 * Counts one request of `key` in its current window of `windowMs` (a new window when the last one
 * has ended), in one statement, so requests in every process and at once are each counted.
 * Returns the requests counted in the window, this one included, and the milliseconds it has left.
 */
export async function countRequest(db: DbOrTx, key: string, windowMs: number): Promise<{ hits: number; msLeft: number }> {
  const [row] = await db
    .insert(requestLimits)
    .values(firstRequest(key, windowMs))
    .onConflictDoUpdate(oneMore)
    .returning({ hits: requestLimits.hits, msLeft: sql<number>`greatest(0, ceil(extract(epoch from ${requestLimits.windowEnds} - now()) * 1000))::int` });
  return row;
}

/** One request counted for a key: the requests in its window, this one included, and which window it was. */
export interface Counted {
  hits: number;
  /** The stored key and the window's end as the database wrote it (to the microsecond), to take the request back. */
  row: { key: string; windowEnds: string };
}

/**
 * countRequest for several keys, each in its own window, in one statement; in the order given.
 * A request that turns out not to count is taken back with uncountRequests.
 */
export async function countRequests(db: DbOrTx, keys: { key: string; windowMs: number }[]): Promise<Counted[]> {
  const rows = await db
    .insert(requestLimits)
    .values(keys.map(({ key, windowMs }) => firstRequest(key, windowMs)))
    .onConflictDoUpdate(oneMore)
    .returning({ key: requestLimits.key, hits: requestLimits.hits, windowEnds: sql<string>`${requestLimits.windowEnds}::text` });
  return keys.map(({ key }) => {
    const row = rows.find((r) => r.key === storedKey(key))!;
    return { hits: row.hits, row: { key: row.key, windowEnds: row.windowEnds } };
  });
}

/**
 * Takes back requests counted by countRequests, each in the window it was counted in (one that has
 * ended since is left alone): a count of 1 is deleted, a larger one lowered, in one statement.
 */
export async function uncountRequests(db: DbOrTx, counted: Counted[]): Promise<void> {
  if (counted.length === 0) return;
  const inItsWindow = or(...counted.map(({ row }) => and(eq(requestLimits.key, row.key), sql`${requestLimits.windowEnds} = ${row.windowEnds}::timestamptz`)));
  await db.execute(sql`
    with deleted as (delete from ${requestLimits} where ${inItsWindow} and ${requestLimits.hits} = 1 returning 1)
    update ${requestLimits} set hits = ${requestLimits.hits} - 1 where ${inItsWindow} and ${requestLimits.hits} > 1`);
}

/** Deletes the windows that ended before `now`; how many. */
export async function deleteEndedWindows(db: DbOrTx, now: Date): Promise<number> {
  return (await db.delete(requestLimits).where(lt(requestLimits.windowEnds, now)).returning({ key: requestLimits.key })).length;
}
