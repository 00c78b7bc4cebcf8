// The rooms a request names, what they can show, and their programme's lock.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { LOCK_CLASSES } from '../../db/advisory-locks.ts';
import type { DbOrTx } from '../../db/open.ts';
import { rooms, zonePrices } from '../../db/schema.ts';
import { refuse } from './refusals.ts';

export interface SalaProgramada {
  id: number;
  name: string;
  /** It has prices for the request's format (zone_prices): its seats can be sold. */
  priced: boolean;
}

const list = (ids: number[]) => (ids.length === 1 ? `${ids[0]}` : `${ids.slice(0, -1).join(', ')} y ${ids.at(-1)}`);

/** The rooms by id, in the order asked; 400 naming every room that does not exist. */
export async function salasOf(db: DbOrTx, roomIds: number[], format: string): Promise<Map<number, SalaProgramada>> {
  const found = await db.select({ id: rooms.id, name: rooms.name }).from(rooms).where(inArray(rooms.id, roomIds));
  const priced = await db.selectDistinct({ roomId: zonePrices.roomId }).from(zonePrices).where(and(inArray(zonePrices.roomId, roomIds), eq(zonePrices.format, format)));
  const missing = roomIds.filter((id) => !found.some((r) => r.id === id));
  if (missing.length === 1) throw refuse('sala_inexistente', `La sala ${missing[0]} no existe.`, { roomIds: `La sala ${missing[0]} no existe.` });
  if (missing.length > 1) throw refuse('sala_inexistente', `Las salas ${list(missing)} no existen.`, { roomIds: `Las salas ${list(missing)} no existen.` });
  const pricedIds = new Set(priced.map((p) => p.roomId));
  return new Map(found.map((r) => [r.id, { ...r, priced: pricedIds.has(r.id) }]));
}

/**
 * Inside a transaction: waits until no other staff write of these rooms' funciones is under way
 * (held until commit). Taken one by one in id order, so two requests never wait on each other.
 */
export async function lockSalas(tx: DbOrTx, roomIds: number[]): Promise<void> {
  for (const id of [...new Set(roomIds)].sort((a, b) => a - b)) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASSES.room}, ${id}::int)`);
}
