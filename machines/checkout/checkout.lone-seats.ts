// The sala's no-lone-seats rule (openapi/seat-rules.ts, issue 30) on the buyer's choice: the same
// function the server applies when the seats are reserved, here to explain the problem and keep
// 'Continuar con la compra' disabled while it holds.
import type { RowStatus, SelectedSeat, ShowtimeRoom } from '../../openapi/index.ts';
import { checkLoneSeats, placesOfLayout, type LoneSeatVerdict, type Place } from '../../openapi/seat-rules.ts';
import { seatState } from './checkout.seats.ts';

const placesCache = new WeakMap<ShowtimeRoom, Place[]>();

function placesOf(room: ShowtimeRoom): Place[] {
  let places = placesCache.get(room);
  if (!places) {
    places = placesOfLayout(room.layout);
    placesCache.set(room, places);
  }
  return places;
}

/** The rule's verdict on the chosen seats: seats sold or held by another purchase are taken; the buyer's own ('R') are theirs to move. */
export function loneSeatVerdict(room: ShowtimeRoom | null, status: RowStatus[] | null, seats: SelectedSeat[]): LoneSeatVerdict {
  if (!room || !status || seats.length === 0) return { ok: true };
  const layout = new Map(room.layout.map((s) => [`${s.FilaTotal}:${s.ColumnaTotal}`, s]));
  const isTaken = (p: Place) => {
    const state = seatState(status, layout.get(`${p.fila}:${p.columna}`)!);
    return state === 'O' || state === 'B';
  };
  return checkLoneSeats(placesOf(room), isTaken, seats.map((s) => ({ fila: s.Fila, columna: s.Columna })), room.loneSeats ?? 'off');
}
