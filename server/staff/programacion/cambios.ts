// A función nobody has bought or held a seat of may still be deleted or moved (another time, or
// another room); once it has, it can only be cancelled (cancelacion.ts). Both run in the caller's
// transaction with the función's row locked and under its turn (the hold module's lockSeatMap),
// so no reservation slips in between the check and the change; a move takes its rooms' locks and
// checks the new time as a request's función would be (overlaps, past, prices).
import { count, eq, sql } from 'drizzle-orm';
import { lockSeatMap, occupiedSeats } from '../../checkout/holds.ts';
import type { DbOrTx } from '../../db/open.ts';
import { bills, films, rooms, showtimes } from '../../db/schema.ts';
import { crossings } from './cruces.ts';
import { funcionLabel, horaBogota } from './etiquetas.ts';
import { cleaningMinutes } from './limpieza.ts';
import { conflictsRefusal, refuse, type FuncionConflict } from './refusals.ts';
import { PROGRAMACION_FIELDS as say } from './messages.ts';
import { lockSalas, salasOf } from './salas.ts';
import { bogotaInstant, DATE, TIME } from './solicitud.ts';

type FuncionRow = typeof showtimes.$inferSelect;

const MINUTE = 60_000;

/** Locks the función's row; refuses a missing or cancelled one. */
async function lockFuncion(tx: DbOrTx, funcionId: number) {
  const [row] = await tx
    .select({ funcion: showtimes, room: rooms.name, duration: films.duration })
    .from(showtimes)
    .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .where(eq(showtimes.id, funcionId))
    .for('update', { of: showtimes });
  if (!row) throw refuse('funcion_inexistente', `La función ${funcionId} no existe.`);
  if (row.funcion.cancelledAt) throw refuse('funcion_cancelada', `La función ${funcionId} está cancelada: no se borra ni se mueve.`);
  return row;
}

/** Under the función's turn: refuses when a seat is held or sold, or a bill names it. */
async function refuseIfSold(tx: DbOrTx, funcion: FuncionRow, room: string, what: 'borrar' | 'mover') {
  await lockSeatMap(tx, funcion.id);
  const occupied = await occupiedSeats(tx, funcion.id);
  const [{ n }] = await tx.select({ n: count() }).from(bills).where(eq(bills.showtimeId, funcion.id));
  const seats = occupied.paid.length + occupied.held.length;
  const purchases = Number(n);
  if (seats === 0 && purchases === 0) return;
  const parts = [seats > 0 ? `${seats} ${seats === 1 ? 'silla reservada o vendida' : 'sillas reservadas o vendidas'}` : '', purchases > 0 ? `${purchases} ${purchases === 1 ? 'compra' : 'compras'}` : ''].filter(Boolean);
  throw refuse('funcion_con_ventas', `La función ${funcion.id} (${funcionLabel(room, funcion.startsAt)}) tiene ${parts.join(' y ')}: no se puede ${what}; cancélala.`);
}

export interface FuncionValues {
  id: number;
  filmId: number;
  roomId: number;
  startsAt: Date;
  format: string;
  version: string;
}

const valuesOf = (f: FuncionRow): FuncionValues => ({ id: f.id, filmId: f.filmId, roomId: f.roomId, startsAt: f.startsAt, format: f.format, version: f.version });

/** Whether the instant is now or past, by the database clock. */
async function hasPassed(tx: DbOrTx, instant: Date): Promise<boolean> {
  const result = await tx.execute(sql`select ${instant.toISOString()}::timestamptz <= now() as passed`);
  return Boolean((result as unknown as { rows: { passed: boolean }[] }).rows[0].passed);
}

/** Deletes a función no one has held a seat of or paid for; returns what it was (the audit line's before). */
export async function deleteFuncion(tx: DbOrTx, funcionId: number): Promise<{ before: FuncionValues }> {
  return tx.transaction(async (t) => {
    const { funcion, room } = await lockFuncion(t, funcionId);
    await refuseIfSold(t, funcion, room, 'borrar');
    // Its expired holds, if any, go with it (on delete cascade).
    await t.delete(showtimes).where(eq(showtimes.id, funcionId));
    return { before: valuesOf(funcion) };
  });
}

export interface FuncionMove {
  /** The new day and time, Bogotá: 'YYYY-MM-DD' and 'HH:mm'. */
  date: string;
  time: string;
  /** Another room; the same one when left out. */
  roomId?: number;
}

/**
 * Moves a función no one has held a seat of or paid for to another time (and room). Refused, changing
 * nothing, as a request's función would be: malformed (400), an unknown room (400), or a conflict
 * (409: past, no prices for its format, another función's time).
 */
export async function moveFuncion(tx: DbOrTx, funcionId: number, move: FuncionMove): Promise<{ before: FuncionValues; after: FuncionValues }> {
  const errors: Record<string, string> = {};
  if (typeof move.date !== 'string' || !DATE.test(move.date)) errors.date = say.date;
  if (typeof move.time !== 'string' || !TIME.test(move.time)) errors.time = say.time;
  if (move.roomId !== undefined && !(Number.isSafeInteger(move.roomId) && move.roomId > 0)) errors.roomId = say.roomId;
  const startsAt = Object.keys(errors).length === 0 ? bogotaInstant(move.date, move.time) : undefined;
  if (!startsAt && Object.keys(errors).length === 0) errors.time = `La hora ${move.time} no existe el ${move.date} en Bogotá.`;
  if (!startsAt) throw refuse('solicitud_invalida', `El cambio de la función no es válido: ${Object.values(errors).join(' ')}`, errors);

  return tx.transaction(async (t) => {
    const { funcion, room, duration } = await lockFuncion(t, funcionId);
    const roomId = move.roomId ?? funcion.roomId;
    await lockSalas(t, [funcion.roomId, roomId]);
    await refuseIfSold(t, funcion, room, 'mover');
    const salas = await salasOf(t, [roomId], funcion.format);
    const cleaning = await cleaningMinutes(t);
    const passed = await hasPassed(t, startsAt);
    const sala = salas.get(roomId)!;
    const freeAt = new Date(startsAt.getTime() + (duration + cleaning) * MINUTE);
    const label = funcionLabel(sala.name, startsAt);
    const conflicts: FuncionConflict[] = [];
    if (passed) conflicts.push({ kind: 'pasada', message: `${label}: esa hora ya pasó.` });
    if (!sala.priced) conflicts.push({ kind: 'sin_tarifa', message: `${label}: la sala no tiene tarifas para ${funcion.format}.` });
    for (const c of await crossings(t, [{ roomId, startsAt, freeAt }], cleaning, funcionId)) {
      conflicts.push({ kind: 'cruce', funcionId: c.funcionId, message: `${label}: se cruza con la función ${c.funcionId} de ${c.film} (${horaBogota(c.startsAt)}, sala libre a las ${horaBogota(c.freeAt)}).` });
    }
    if (conflicts.length > 0) throw conflictsRefusal([{ conflicts }]);
    const [after] = await t.update(showtimes).set({ startsAt, roomId }).where(eq(showtimes.id, funcionId)).returning();
    return { before: valuesOf(funcion), after: valuesOf(after) };
  });
}
