// The seats a buyer names (Fila = FilaTotal, Columna = ColumnaTotal, Tarifa = price code), checked
// against the función's room: each one must exist, be sellable online, appear once, and carry the
// price code of its zone for the room and format.
import { and, eq, inArray } from 'drizzle-orm';
import type { SelectedSeat } from '../../openapi/index.ts';
import { isOffered } from '../../openapi/rules.ts';
import type { DbOrTx } from '../db/open.ts';
import { seats, showtimes, zonePrices } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import type { PurchaseShowtime } from './showtime.ts';

export interface ResolvedSeat {
  seatId: number;
  /** Row letter and printed number, e.g. 'F' and '7'. */
  fila: string;
  columna: string;
  filaTotal: number;
  columnaTotal: number;
  price: typeof zonePrices.$inferSelect;
}

export const seatLabel = (fila: string, columna: string) => `${fila}${columna}`;
export const tooManySeats = (n: number) => badRequest(`Solo puedes seleccionar ${n} asientos.`);

export type SeatRow = { seat: typeof seats.$inferSelect; price: typeof zonePrices.$inferSelect | null };

/** 'FilaTotal:ColumnaTotal', the key of a room's cell. */
export const placeKey = (filaTotal: number, columnaTotal: number) => `${filaTotal}:${columnaTotal}`;

/**
 * The room's cells in the rows the buyer named, with their zone's price for the función's format:
 * one query, which needs only the función's id (so it can run beside the other reads).
 */
export async function findSeats(db: DbOrTx, showtimeId: number, wanted: SelectedSeat[]): Promise<SeatRow[]> {
  if (wanted.length === 0) return [];
  return db
    .select({ seat: seats, price: zonePrices })
    .from(showtimes)
    .innerJoin(seats, eq(seats.roomId, showtimes.roomId))
    .leftJoin(zonePrices, and(eq(zonePrices.roomId, seats.roomId), eq(zonePrices.zoneId, seats.zoneId), eq(zonePrices.format, showtimes.format)))
    .where(and(eq(showtimes.id, showtimeId), inArray(seats.filaTotal, [...new Set(wanted.map((s) => s.Fila))])));
}

/** Checks the named seats against the room's cells (`cell` finds one by placeKey); 400 naming the first bad seat. An empty list is refused too. */
export function checkSeats(showtime: PurchaseShowtime, wanted: SelectedSeat[], cell: (place: string) => SeatRow | undefined): ResolvedSeat[] {
  if (wanted.length === 0) throw badRequest('Selecciona al menos una silla.');
  if (wanted.length > showtime.maxSeats) throw tooManySeats(showtime.maxSeats);

  const seen = new Set<string>();
  for (const s of wanted) {
    const key = placeKey(s.Fila, s.Columna);
    if (seen.has(key)) throw badRequest(`La silla ${seatLabel(s.FilRelativa, s.ColRelativa)} está repetida.`);
    seen.add(key);
  }
  return wanted.map((s) => {
    const row = cell(placeKey(s.Fila, s.Columna));
    if (!row) throw badRequest(`La silla ${seatLabel(s.FilRelativa, s.ColRelativa)} no existe en esta sala.`);
    const label = seatLabel(row.seat.filaRelativa, row.seat.columnaRelativa);
    if (row.seat.tipoSilla === 'Pasillo') throw badRequest(`La posición fila ${row.seat.filaRelativa}, columna ${row.seat.columnaTotal} es un pasillo y no se puede reservar.`);
    if (row.seat.tipoSilla !== 'Normal') throw badRequest(`La silla ${label} es un espacio para silla de ruedas y no se vende en línea.`);
    if (!row.price || !isOffered(row.price.valor)) throw badRequest(`La silla ${label} no se puede reservar.`);
    if (row.price.id !== s.Tarifa) throw badRequest(`La tarifa de la silla ${label} no corresponde a su zona.`);
    return { seatId: row.seat.id, fila: row.seat.filaRelativa, columna: row.seat.columnaRelativa, filaTotal: row.seat.filaTotal, columnaTotal: row.seat.columnaTotal, price: row.price };
  });
}

/** findSeats then checkSeats. */
export async function resolveSeats(db: DbOrTx, showtime: PurchaseShowtime, wanted: SelectedSeat[]): Promise<ResolvedSeat[]> {
  const rows = await findSeats(db, showtime.id, wanted);
  const byPlace = new Map(rows.map((r) => [placeKey(r.seat.filaTotal, r.seat.columnaTotal), r]));
  return checkSeats(showtime, wanted, (place) => byPlace.get(place));
}
