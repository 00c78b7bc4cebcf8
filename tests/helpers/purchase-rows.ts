// A purchase's rows written straight into the database, for tests below HTTP (the hold module, the
// función's reservation line) and for the rows no API call makes (a bill as a payment leaves it, a
// Club card). Through the API, a purchase is made with ./purchase.ts.
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/open.ts';
import { bills, comboRecipeGroups, comboRecipeOptions, consecutives, memberships, scoreProducts, seatHolds, seats, showtimes, users } from '../../server/db/schema.ts';

let n = 0;

/**
 * The id of a función starting more than two days from now on the database clock (the clock that
 * decides "already started"), in id order; `skip` passes over the first ones.
 */
export async function futureFuncionId(db: Db, skip = 0): Promise<number> {
  const [row] = await db
    .select({ id: showtimes.id })
    .from(showtimes)
    .where(gt(showtimes.startsAt, sql`now() + interval '2 days'`))
    .orderBy(asc(showtimes.id))
    .limit(1)
    .offset(skip);
  if (!row) throw new Error(`no future función left after ${skip}`);
  return row.id;
}

/** A user row (no session) with a consecutivo of its own: who a hold belongs to. */
export async function buyerRow(db: Db): Promise<{ userId: number; consecutivo: number }> {
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
  return { userId: user.id, consecutivo: await consecutivoRow(db, user.id) };
}

/** Another consecutivo (purchase attempt) of the user; returns its number. */
export async function consecutivoRow(db: Db, userId: number): Promise<number> {
  const [c] = await db.insert(consecutives).values({ theaterId: 1, userId }).returning();
  return c.numero;
}

/**
 * The first future función (futureFuncionId) and seat ids of its sala: the first `count` Normal
 * seats (front rows first), an aisle, a wheelchair place, and a Normal seat of another sala.
 */
export async function funcionSeats(db: Db, count = 4) {
  const [st] = await db.select().from(showtimes).where(eq(showtimes.id, await futureFuncionId(db)));
  const roomSeats = await db.select().from(seats).where(eq(seats.roomId, st.roomId)).orderBy(asc(seats.filaTotal), asc(seats.columnaTotal));
  const normal = roomSeats.filter((s) => s.tipoSilla === 'Normal').slice(0, count).map((s) => s.id);
  const aisle = roomSeats.find((s) => s.tipoSilla === 'Pasillo')!.id;
  const wheelchair = roomSeats.find((s) => s.tipoSilla === 'Discapacitado')!.id;
  const [otherRoomSeat] = await db.select().from(seats).where(and(ne(seats.roomId, st.roomId), eq(seats.tipoSilla, 'Normal'))).limit(1);
  return { showtimeId: st.id, seatIds: normal, aisle, wheelchair, otherRoomSeat: otherRoomSeat.id };
}

/** A card bill of the consecutivo, as a payment would create it (in the schema's default state); returns its id. */
export async function billRow(db: Db, ref: { userId: number; showtimeId: number; consecutivo: number }): Promise<number> {
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

/** Every hold row of the función. */
export const holdsOf = (db: Db, showtimeId: number) => db.select().from(seatHolds).where(eq(seatHolds.showtimeId, showtimeId));

/** A Club Vizionarios card active now (database clock), CineFan 'vigente' or not. */
export async function makeMember(db: Db, userId: number, cinefan = false) {
  await db.insert(memberships).values({ userId, startsAt: sql`now() - interval '1 day'`, endsAt: sql`now() + interval '30 days'`, cinefan });
}

/** The API code (Codigo) of a demo product by its Score code ('A001', 'P001', 'A101'…). */
export async function productCode(db: Db, codigo: string): Promise<number> {
  const [p] = await db.select({ id: scoreProducts.id }).from(scoreProducts).where(eq(scoreProducts.codigo, codigo)).limit(1);
  return p.id;
}

/** The first option of each item of a combo's recipe, as a buyer would choose them. */
export async function firstRecipe(db: Db, productId: number): Promise<number[]> {
  const groups = await db.select().from(comboRecipeGroups).where(eq(comboRecipeGroups.productId, productId));
  return Promise.all(groups.map(async (g) => (await db.select().from(comboRecipeOptions).where(eq(comboRecipeOptions.groupId, g.id)))[0].id));
}
