// What the purchase screen's one polite live region says about the live seat map (issue 30): only
// what concerns the buyer. Seat labels change silently; this says when a seat the buyer has
// focused or chosen was just taken, when their hold has 60 s left (WCAG 2.2.1), and at most one
// summary of the other changes every SUMMARY_MS.
import type { MapCell } from '../../../machines/checkout/checkout.selectors';

export const SUMMARY_MS = 10_000;
export const HOLD_WARNING_SECONDS = 60;

export const HOLD_WARNING = 'Tu reserva vence en 60 segundos. Completa tu compra para no perder tus sillas.';

const taken = (state: MapCell['state']) => state === 'B' || state === 'O';
const nameOf = (cell: MapCell) => `${cell.seat.FilaRelativa}${cell.seat.ColumnaRelativa}`;

export interface SeatChangeNews {
  /** A seat the buyer has chosen or focused was just taken: said at once. */
  urgent: string | null;
  /** Seats others took or let go since the last map (for the summary). */
  takenByOthers: number;
  freedByOthers: number;
}

/** The news between two maps of the same room, for a buyer focused on `focused` ('F7', or null). */
export function seatChangeNews(before: MapCell[][], after: MapCell[][], focused: string | null): SeatChangeNews {
  const previous = new Map(before.flat().map((c) => [nameOf(c), c]));
  const mine: string[] = [];
  let focusTaken: string | null = null;
  let takenByOthers = 0;
  let freedByOthers = 0;
  for (const cell of after.flat()) {
    const old = previous.get(nameOf(cell));
    if (!old || cell.view === 'aisle' || cell.view === 'wheelchair' || old.state === cell.state) continue;
    const nowTaken = taken(cell.state) && !taken(old.state);
    if (nowTaken && cell.view === 'chosen') mine.push(nameOf(cell));
    else if (nowTaken && nameOf(cell) === focused) focusTaken = nameOf(cell);
    else if (nowTaken) takenByOthers++;
    else if (taken(old.state) && cell.state === 'S') freedByOthers++;
  }
  let urgent: string | null = null;
  if (mine.length === 1) urgent = `Otra persona acaba de tomar la silla ${mine[0]} que elegiste. Elige otra.`;
  else if (mine.length > 1) urgent = `Otras personas acaban de tomar las sillas ${mine.join(', ')} que elegiste. Elige otras.`;
  else if (focusTaken) urgent = `Otra persona acaba de tomar la silla ${focusTaken}.`;
  return { urgent, takenByOthers, freedByOthers };
}

/** The summary of what others did, or null when nothing. */
export function summaryOf(takenByOthers: number, freedByOthers: number): string | null {
  const parts: string[] = [];
  if (takenByOthers) parts.push(takenByOthers === 1 ? 'se ocupó 1 silla' : `se ocuparon ${takenByOthers} sillas`);
  if (freedByOthers) parts.push(freedByOthers === 1 ? 'se liberó 1 silla' : `se liberaron ${freedByOthers} sillas`);
  if (!parts.length) return null;
  const text = parts.join(' y ');
  return `En el mapa ${text}.`;
}
