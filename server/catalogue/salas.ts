import { and, asc, eq } from 'drizzle-orm';
import type { Room } from '../../openapi/index.ts';
import { THEATER_SLUG } from '../../openapi/rules.ts';
import { schema, type Db } from '../db/open.ts';
import { toRoom } from './format.ts';

const { rooms, theaters } = schema;

export async function listRooms(db: Db, theater = THEATER_SLUG): Promise<Room[]> {
  const rows = await db
    .select({ room: rooms })
    .from(rooms)
    .innerJoin(theaters, eq(theaters.id, rooms.theaterId))
    .where(eq(theaters.slug, theater))
    .orderBy(asc(rooms.position), asc(rooms.id));
  return rows.map((r) => toRoom(r.room));
}

export async function roomBySlug(db: Db, slug: string, theater = THEATER_SLUG) {
  const [row] = await db
    .select({ room: rooms })
    .from(rooms)
    .innerJoin(theaters, eq(theaters.id, rooms.theaterId))
    .where(and(eq(theaters.slug, theater), eq(rooms.slug, slug)))
    .limit(1);
  return row?.room;
}
