// The seat rules of spec §4 and §5, as plain functions of the función's room and status.
import { DateTime } from 'luxon';
import type { LayoutSeat, PriceLocation, RowStatus, SeatStatus, SelectedSeat, ShowtimeRoom } from '../../openapi/index.ts';
import { isOffered } from '../../openapi/rules.ts';

export type SeatState = SeatStatus['EstadoSilla'];

/** The zones' prices on sale (spec §5). */
export const offeredPrices = (room: ShowtimeRoom | null): PriceLocation[] => (room?.prices ?? []).filter((p) => isOffered(p.valor));

export function layoutSeat(room: ShowtimeRoom | null, fila: number, columna: number): LayoutSeat | undefined {
  return room?.layout.find((s) => s.FilaTotal === fila && s.ColumnaTotal === columna);
}

/** The seat's state for this buyer: S free, R held by this buyer, O sold, B held by another purchase. */
export function seatState(status: RowStatus[] | null, seat: LayoutSeat): SeatState | undefined {
  const row = status?.find((r) => r.filRel === seat.FilaRelativa);
  return row?.DescripcionSilla.find((s) => s.Columna === seat.ColumnaTotal)?.EstadoSilla;
}

/** A sellable place: a Normal seat (not an aisle, not a wheelchair place) of a zone on sale. */
export const isSeat = (seat: LayoutSeat) => seat.TipoSilla === 'Normal' && seat.ColumnaRelativa !== '';

/** Spec §4: S or R selectable, anything else blocked; only seats of the chosen zone. */
export function isSelectable(room: ShowtimeRoom | null, status: RowStatus[] | null, zone: number | null, fila: number, columna: number): boolean {
  const seat = layoutSeat(room, fila, columna);
  const price = offeredPrices(room).find((p) => p.codigo === zone);
  if (!seat || !price || !isSeat(seat) || seat.TipoZona !== price.zona) return false;
  const state = seatState(status, seat);
  return state === 'S' || state === 'R';
}

export const isChosen = (seats: SelectedSeat[], fila: number, columna: number) => seats.some((s) => s.Fila === fila && s.Columna === columna);

export function toSelectedSeat(seat: LayoutSeat, tarifa: number): SelectedSeat {
  return { Fila: seat.FilaTotal, Columna: seat.ColumnaTotal, FilRelativa: seat.FilaRelativa, ColRelativa: seat.ColumnaRelativa, Tarifa: tarifa };
}

/** Spec §4: the función has started when its date and hour (Bogotá) are not in the future; the server's flag counts too. */
export function hasStarted(room: ShowtimeRoom | null, now: DateTime = DateTime.now()): boolean {
  if (!room) return false;
  if (room.started) return true;
  const start = DateTime.fromISO(`${room.showtime.function_date}T${room.showtime.function_hour}`, { zone: 'America/Bogota' });
  return start.isValid && start.toMillis() <= now.toMillis();
}

/** The seat's readable name, 'F7'. */
export const seatName = (seat: Pick<SelectedSeat, 'FilRelativa' | 'ColRelativa'>) => `${seat.FilRelativa}${seat.ColRelativa}`;
