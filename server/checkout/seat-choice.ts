// The seat-choice rules of issue 30 on the server (the rules themselves: openapi/seat-rules.ts):
// the no-lone-seats rule, decided when the seats are reserved, and best available's pick. Both take
// the función's room from memory; the pick reads its occupied seats from the seat map (exact per
// version), the rule is given them under the función's turn.
import { bestAvailable, checkLoneSeats, type Place } from '../../openapi/seat-rules.ts';
import type { DbOrTx } from '../db/open.ts';
import type { SeatRule } from './holds.ts';
import type { FuncionMap, SeatMaps } from './seat-map.ts';
import { seatLabel, type SeatRow } from './seats.ts';

export interface RoomPlaces {
  places: Place[];
  /** The cell of each place. */
  rowOf: Map<Place, SeatRow>;
}

const placesCache = new WeakMap<FuncionMap, RoomPlaces>();

/** The función's room as the rules see it (zones by id), kept as long as its map. */
export function placesOf(map: FuncionMap): RoomPlaces {
  let found = placesCache.get(map);
  if (!found) {
    const rowOf = new Map<Place, SeatRow>();
    const places = map.cells.map((cell) => {
      const { seat } = cell;
      const place: Place = {
        fila: seat.filaTotal,
        columna: seat.columnaTotal,
        tipo: seat.tipoSilla as Place['tipo'],
        zona: seat.zoneId ?? 0,
        nombre: seatLabel(seat.filaRelativa, seat.columnaRelativa),
      };
      rowOf.set(place, cell);
      return place;
    });
    placesCache.set(map, (found = { places, rowOf }));
  }
  return found;
}

/**
 * The sala's no-lone-seats rule for these seats (nothing under the 'off' mode): the 409's message
 * naming the seat the choice would leave alone, or null. Decided under the función's turn on the
 * seats taken then (server/checkout/seat-turn.ts), not on a map read before it.
 */
export function loneSeatRule(map: FuncionMap, seats: { filaTotal: number; columnaTotal: number }[]): SeatRule | undefined {
  const mode = map.showtime.loneSeatMode;
  if (mode === 'off') return undefined;
  const { places, rowOf } = placesOf(map);
  const chosen = seats.map((s) => ({ fila: s.filaTotal, columna: s.columnaTotal }));
  return (taken) => {
    const verdict = checkLoneSeats(places, (p) => taken(rowOf.get(p)!.seat.id), chosen, mode);
    return verdict.ok ? null : verdict.message;
  };
}

/**
 * Best available's pick of `count` free seats of the zone (its zone id), or null when it has fewer
 * free; `byRule` when the pick leaves no lone seat on the map it was made on (the rule then holds it
 * to that under the función's turn), false when no choice of as many could.
 */
export async function pickBest(db: DbOrTx, maps: SeatMaps, map: FuncionMap, input: { userId: number; zoneId: number; count: number }): Promise<{ seats: SeatRow[]; byRule: boolean } | null> {
  const taken = await maps.takenFor(db, { showtimeId: map.showtime.id, userId: input.userId });
  const { places, rowOf } = placesOf(map);
  const isTaken = (p: Place) => taken.has(rowOf.get(p)!.seat.id);
  const mode = map.showtime.loneSeatMode;
  const picked = bestAvailable(places, isTaken, input.zoneId, input.count, mode, map.showtime.focus);
  return picked && { seats: picked.map((p) => rowOf.get(p)!), byRule: checkLoneSeats(places, isTaken, picked, mode).ok };
}
