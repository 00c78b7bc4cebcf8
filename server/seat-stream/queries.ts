// What the live seat map reads: a función's holds as rows say them, with the version those rows
// are at, in one statement (one snapshot), so a state is a function of its version on every
// process. Expiry is not applied here (it is a function of time, not of the version): the hub
// asks the hold module to release expired holds when the first one ends, which bumps the version.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/open.ts';

export interface HoldsAt {
  version: number;
  /** The database's clock now, in ms. */
  nowMs: number;
  /** Seat ids with a row, in seat order; beside each: paid (being paid or sold), its holder, when its hold ends (ms). */
  seats: number[];
  paid: boolean[];
  holders: number[];
  expires: (number | null)[];
}

interface Row {
  version: number | string;
  now_ms: number | string;
  seats: number[] | null;
  paid: boolean[] | null;
  holders: number[] | null;
  expires: (number | string | null)[] | null;
}

export async function holdsAt(db: DbOrTx, showtimeId: number): Promise<HoldsAt> {
  const result = (await db.execute(sql`
    select coalesce((select v.version from seat_map_versions v where v.showtime_id = ${showtimeId}), 0) as version,
           (extract(epoch from now()) * 1000)::float8 as now_ms,
           h.seats, h.paid, h.holders, h.expires
    from (
      select array_agg(seat_id order by seat_id) as seats,
             array_agg(status <> 'held' order by seat_id) as paid,
             array_agg(user_id order by seat_id) as holders,
             array_agg((extract(epoch from expires_at) * 1000)::float8 order by seat_id) as expires
      from seat_holds where showtime_id = ${showtimeId}
    ) h`)) as unknown as { rows: Row[] };
  const [row] = result.rows;
  return {
    version: Number(row.version),
    nowMs: Number(row.now_ms),
    seats: (row.seats ?? []).map(Number),
    paid: (row.paid ?? []).map((p) => p === true || (p as unknown) === 't'),
    holders: (row.holders ?? []).map(Number),
    expires: (row.expires ?? []).map((e) => (e === null ? null : Number(e))),
  };
}
