// The seat-choice rules of issue 30 on the server (the rules themselves: openapi/seat-rules.ts):
// the no-lone-seats rule, decided when the seats are reserved, and best available's pick. Both read
// the función's room from memory and its occupied seats from the seat map (exact per version).
import { bestAvailable, checkLoneSeats, type Place } from '../../openapi/seat-rules.ts';
import type { DbOrTx } from '../db/open.ts';
import { conflict } from '../http/errors.ts';
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

/** 409 naming the seat the choice would leave alone, under the sala's mode; nothing when it leaves none. */
export async function refuseLoneSeat(db: DbOrTx, maps: SeatMaps, map: FuncionMap, input: { userId: number; seats: { filaTotal: number; columnaTotal: number }[] }): Promise<void> {
  if (map.showtime.loneSeatMode === 'off') return;
  const taken = await maps.takenFor(db, { showtimeId: map.showtime.id, userId: input.userId });
  const { places, rowOf } = placesOf(map);
  const verdict = checkLoneSeats(
    places,
    (p) => taken.has(rowOf.get(p)!.seat.id),
    input.seats.map((s) => ({ fila: s.filaTotal, columna: s.columnaTotal })),
    map.showtime.loneSeatMode,
  );
  if (!verdict.ok) throw conflict(verdict.message);
}

/** Best available's pick of `count` free seats of the zone (its zone id), or null when it has fewer free. */
export async function pickBest(db: DbOrTx, maps: SeatMaps, map: FuncionMap, input: { userId: number; zoneId: number; count: number }): Promise<SeatRow[] | null> {
  const taken = await maps.takenFor(db, { showtimeId: map.showtime.id, userId: input.userId });
  const { places, rowOf } = placesOf(map);
  const picked = bestAvailable(places, (p) => taken.has(rowOf.get(p)!.seat.id), input.zoneId, input.count, map.showtime.loneSeatMode, map.showtime.focus);
  return picked && picked.map((p) => rowOf.get(p)!);
}
