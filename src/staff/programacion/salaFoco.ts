// The focal point of a sala on the desk's map: fractions of the room (openapi/seat-rules.ts, what
// reserveBestAvailable reads) to the seat they fall nearest, and a clicked seat to fractions.
import type { LayoutSeat } from '../../../openapi';
import { focusAt, focusTarget, placesOfLayout, type Focus } from '../../../openapi/seat-rules';

/** The seat nearest the focal point ('H8'), the one the map marks. */
export function seatAtFocus(layout: readonly LayoutSeat[], focus: Focus): string | null {
  const places = placesOfLayout(layout);
  const target = focusTarget(places, focus);
  let best: { nombre: string; d: number } | null = null;
  for (const p of places) {
    if (p.tipo !== 'Normal') continue;
    const d = Math.hypot(p.fila - target.fila, p.columna - target.columna);
    if (!best || d < best.d) best = { nombre: p.nombre, d };
  }
  return best?.nombre ?? null;
}

/** The focal point on a clicked seat, as updateSala takes it. */
export function focusOnSeat(layout: readonly LayoutSeat[], seat: LayoutSeat): { focusFila: number; focusColumna: number } {
  const { fila, columna } = focusAt(placesOfLayout(layout), { fila: seat.FilaTotal, columna: seat.ColumnaTotal });
  return { focusFila: fila, focusColumna: columna };
}
