// Which funciones would share a room's time. A función takes its room for [start, start + film's
// minutes + cleaning minutes); cancelled funciones take none. One statement for a whole request
// (the candidates go as arrays), served by the live (room_id, starts_at) index: a live función can
// only meet a candidate if it starts before the candidate frees the room and less than the
// longest film (plus cleaning) before the candidate starts.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/open.ts';

export interface TimeSlot {
  roomId: number;
  startsAt: Date;
  /** When the room is free again: start + film + cleaning. */
  freeAt: Date;
}

export interface Crossing {
  /** Index of the slot in the list asked about. */
  slot: number;
  funcionId: number;
  film: string;
  startsAt: Date;
  freeAt: Date;
}

/** PostgreSQL array literals (both drivers take them as text). */
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
const instantArray = (dates: Date[]) => `{${dates.map((d) => `"${d.toISOString()}"`).join(',')}}`;

/**
 * The live funciones whose time meets each slot's, in slot then start order. `except` leaves one
 * función out (the one being moved).
 */
export async function crossings(db: DbOrTx, slots: TimeSlot[], cleaning: number, except = 0): Promise<Crossing[]> {
  if (slots.length === 0) return [];
  const result = await db.execute(sql`
    select c.i::int as slot, s.id as funcion_id, f.title as film,
           extract(epoch from s.starts_at)::float8 * 1000 as starts_ms,
           extract(epoch from s.starts_at + make_interval(mins => f.duration + ${cleaning}::int))::float8 * 1000 as free_ms
    from unnest(${intArray(slots.map((s) => s.roomId))}::integer[], ${instantArray(slots.map((s) => s.startsAt))}::timestamptz[],
                ${instantArray(slots.map((s) => s.freeAt))}::timestamptz[]) with ordinality as c(room_id, starts_at, free_at, i)
    join showtimes s on s.room_id = c.room_id and s.cancelled_at is null and s.id <> ${except}::int
      and s.starts_at < c.free_at
      and s.starts_at > c.starts_at - make_interval(mins => (select max(duration) from films) + ${cleaning}::int)
    join films f on f.id = s.film_id
    where tstzrange(s.starts_at, s.starts_at + make_interval(mins => f.duration + ${cleaning}::int)) && tstzrange(c.starts_at, c.free_at)
    order by c.i, s.starts_at`);
  const rows = (result as unknown as { rows: { slot: number; funcion_id: number; film: string; starts_ms: number; free_ms: number }[] }).rows;
  return rows.map((r) => ({ slot: Number(r.slot) - 1, funcionId: Number(r.funcion_id), film: r.film, startsAt: new Date(Number(r.starts_ms)), freeAt: new Date(Number(r.free_ms)) }));
}

/** Pairs of slots of one list that meet each other (same room), as [earlier, later] indexes. */
export function crossingsAmong(slots: TimeSlot[]): [number, number][] {
  const order = slots.map((_, i) => i).sort((a, b) => slots[a].roomId - slots[b].roomId || slots[a].startsAt.getTime() - slots[b].startsAt.getTime());
  const pairs: [number, number][] = [];
  for (let k = 0; k < order.length; k++) {
    const later = slots[order[k]];
    // Every earlier slot of the room that has not freed it yet (sorted by start, so stop at the first other room).
    for (let j = k - 1; j >= 0 && slots[order[j]].roomId === later.roomId; j--) {
      if (slots[order[j]].freeAt > later.startsAt) pairs.push([order[j], order[k]]);
    }
  }
  return pairs;
}
