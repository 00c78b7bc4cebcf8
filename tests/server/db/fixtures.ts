// Rows a purchase needs: a buyer with a consecutivo, a future función and some of its seats.
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../../server/db/open.ts';
import { bills, consecutives, seats, showtimes, users } from '../../../server/db/schema.ts';

let n = 0;

export async function buyer(db: Db): Promise<{ userId: number; consecutivo: number }> {
  n++;
  const [user] = await db
    .insert(users)
    .values({
      email: `comprador${n}-${Date.now()}@example.com`,
      docType: 'CC',
      docNumber: `${Date.now()}${n}`,
      passwordHash: 'x',
      name: 'Ana',
      lastname: 'Pérez',
      phone: '3001234567',
    })
    .returning();
  return { userId: user.id, consecutivo: await consecutive(db, user.id) };
}

export async function consecutive(db: Db, userId: number): Promise<number> {
  const [c] = await db.insert(consecutives).values({ theaterId: 1, userId }).returning();
  return c.numero;
}

/** A future función and its first `count` Normal seats, plus an aisle and a wheelchair cell. */
export async function funcion(db: Db, count = 4) {
  const [st] = await db.select().from(showtimes).where(gt(showtimes.startsAt, new Date(Date.now() + 86_400_000))).orderBy(asc(showtimes.id)).limit(1);
  const roomSeats = await db.select().from(seats).where(eq(seats.roomId, st.roomId)).orderBy(asc(seats.filaTotal), asc(seats.columnaTotal));
  const normal = roomSeats.filter((s) => s.tipoSilla === 'Normal').slice(0, count).map((s) => s.id);
  const aisle = roomSeats.find((s) => s.tipoSilla === 'Pasillo')!.id;
  const wheelchair = roomSeats.find((s) => s.tipoSilla === 'Discapacitado')!.id;
  const [otherRoomSeat] = await db.select().from(seats).where(and(ne(seats.roomId, st.roomId), eq(seats.tipoSilla, 'Normal'))).limit(1);
  return { showtimeId: st.id, seatIds: normal, aisle, wheelchair, otherRoomSeat: otherRoomSeat.id };
}

export async function bill(db: Db, ref: { userId: number; showtimeId: number; consecutivo: number }): Promise<number> {
  n++;
  const [b] = await db
    .insert(bills)
    .values({
      number: `T-${Date.now()}-${n}`,
      userId: ref.userId,
      theaterId: 1,
      showtimeId: ref.showtimeId,
      payType: 1,
      payMethod: 'card',
      subtotal: 28_000,
      totalService: 5_000,
      total: 33_000,
      consecutivo: ref.consecutivo,
    })
    .returning();
  return b.id;
}
