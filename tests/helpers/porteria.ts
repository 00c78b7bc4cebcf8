// The door's tests (issue 28): funciones starting when a test says (database clock), accepted bills
// with signed tickets for them, and scans as a device sends them.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { IngresoBatch, IngresoScan } from '../../openapi/index.ts';
import type { Db } from '../../server/db/open.ts';
import { bills, films, rooms, seats, showtimes, staffPeople, tickets } from '../../server/db/schema.ts';
import { signTicketCode, ticketKeys, type TicketKeys } from '../../server/tickets/codes.ts';
import { buyerRow } from './purchase-rows.ts';
import { newTotpSecret } from '../../server/staff/accounts/totp.ts';
import { newTotpKeyRing, sealTotpSecret } from '../../server/staff/accounts/totp-secrets.ts';

let n = 0;

/** A door person (the porteria role) written straight to the database, for the benches that open its sessions themselves (it never signs in). */
export async function porteroEnBase(db: Db, email: string): Promise<number> {
  const [person] = await db
    .insert(staffPeople)
    .values({ email, name: 'Puerta', passwordHash: 'x', totpSecret: sealTotpSecret(newTotpKeyRing('banco'), newTotpSecret()), roles: ['porteria'] })
    .returning({ id: staffPeople.id });
  return person.id;
}

export interface DoorFuncion {
  showtimeId: number;
  roomId: number;
  theaterId: number;
  /** Another room of the same theater. */
  otherRoomId: number;
}

/** A función of theater 1 starting `minutes` from now on the database clock (negative: already started). */
export async function funcionStartingIn(db: Db, minutes: number, roomIndex = 0): Promise<DoorFuncion> {
  const roomRows = await db.select({ id: rooms.id, theaterId: rooms.theaterId }).from(rooms).where(eq(rooms.theaterId, 1)).orderBy(asc(rooms.id));
  const room = roomRows[roomIndex % roomRows.length];
  const [film] = await db.select({ id: films.id }).from(films).orderBy(asc(films.id)).limit(1);
  n++;
  // A few milliseconds apart, so no two of these share a room's start (a unique index).
  const [made] = await db
    .insert(showtimes)
    .values({ filmId: film.id, roomId: room.id, startsAt: sql`now() + make_interval(mins => ${minutes}) + make_interval(secs => ${n / 1000})`, format: '2D', version: 'Doblada' })
    .returning({ id: showtimes.id });
  return { showtimeId: made.id, roomId: room.id, theaterId: room.theaterId, otherRoomId: roomRows.find((r) => r.id !== room.id)!.id };
}

export interface DoorTickets {
  bill: string;
  billId: number;
  codes: string[];
  seatIds: number[];
}

/** An accepted bill of the función with `count` signed tickets (its first free Normal seats). */
export async function ticketsFor(db: Db, funcion: DoorFuncion, count: number, keys?: TicketKeys): Promise<DoorTickets> {
  const signing = keys ?? (await ticketKeys(db));
  const free = await db
    .select({ id: seats.id })
    .from(seats)
    .where(and(eq(seats.roomId, funcion.roomId), ne(seats.tipoSilla, 'Pasillo'), sql`not exists (select 1 from tickets t where t.showtime_id = ${funcion.showtimeId} and t.seat_id = ${seats.id} and t.voided_at is null)`))
    .orderBy(asc(seats.id))
    .limit(count);
  if (free.length < count) throw new Error(`la sala ${funcion.roomId} no tiene ${count} sillas libres`);
  const buyer = await buyerRow(db);
  n++;
  const number = `VZ-T${Date.now().toString(36)}${n}`;
  const [bill] = await db
    .insert(bills)
    .values({ number, userId: buyer.userId, theaterId: funcion.theaterId, showtimeId: funcion.showtimeId, payType: 1, payMethod: 'card', statusId: 1, subtotal: 10_000 * count, totalService: 0, total: 10_000 * count, consecutivo: buyer.consecutivo, paidAt: sql`now()` })
    .returning({ id: bills.id });
  const codes = free.map((s) => signTicketCode(signing, { bill: number, showtimeId: funcion.showtimeId, seatId: s.id }));
  await db.insert(tickets).values(free.map((s, i) => ({ billId: bill.id, showtimeId: funcion.showtimeId, seatId: s.id, code: codes[i], signingKeyId: signing.id })));
  return { bill: number, billId: bill.id, codes, seatIds: free.map((s) => s.id) };
}

/** `count` signed tickets of funciones starting in 10 minutes, spread over the rooms of theater 1 (the benches' doors). */
export async function ticketCodesSpread(db: Db, count: number): Promise<string[]> {
  const roomRows = await db.select({ id: rooms.id, capacity: rooms.capacity }).from(rooms).where(eq(rooms.theaterId, 1)).orderBy(asc(rooms.id));
  const codes: string[] = [];
  for (let i = 0; codes.length < count; i++) {
    const room = roomRows[i % roomRows.length];
    const funcion = await funcionStartingIn(db, 10, i % roomRows.length);
    const take = Math.min(count - codes.length, room.capacity);
    if (take > 0) codes.push(...(await ticketsFor(db, funcion, take)).codes);
  }
  return codes;
}

/** One scan as a device sends it. */
export const scan = (code: string, over: Partial<IngresoScan> = {}): IngresoScan => ({
  nonce: randomUUID(),
  code,
  scanned_at: new Date().toISOString(),
  offline: false,
  ...over,
});

/** A batch of scans at a door of theater 1 (of a room when given). */
export const batch = (scans: IngresoScan[], over: { device?: string; label?: string; theaterId?: number; roomId?: number | null } = {}): IngresoBatch => ({
  device: over.device ?? 'dispositivo-1',
  door: { label: over.label ?? 'Puerta 1', theater_id: over.theaterId ?? 1, room_id: over.roomId ?? null },
  scans,
});
