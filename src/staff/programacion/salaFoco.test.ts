import { describe, expect, it } from 'vitest';
import type { LayoutSeat } from '../../../openapi';
import { focusOnSeat, seatAtFocus } from './salaFoco';

// Rows A–C; A: a wheelchair place, 2 seats, an aisle, 2 seats (6 cells); B and C: 2 seats, an aisle, 2 seats.
const layout: LayoutSeat[] = ['W.._..', '.._..', '.._..'].flatMap((row, r) => {
  let n = 0;
  return [...row].map((ch, c) => {
    const tipo = ch === '_' ? 'Pasillo' : ch === 'W' ? 'Discapacitado' : 'Normal';
    if (tipo === 'Normal') n++;
    return { FilaTotal: r + 1, ColumnaTotal: c + 1, FilaRelativa: 'ABC'[r], ColumnaRelativa: tipo === 'Normal' ? String(n) : '', TipoSilla: tipo, TipoZona: 'General' } as LayoutSeat;
  });
});

describe('the focal point on the desk’s map', () => {
  it('marks the seat a click put it on, and the seat nearest a stored one', () => {
    // Row A is the widest (6 cells): its last seat is the room's right end, row C's the back.
    expect(focusOnSeat(layout, layout.find((s) => s.FilaRelativa === 'A' && s.ColumnaRelativa === '4')!)).toEqual({ focusFila: 0, focusColumna: 1 });
    expect(focusOnSeat(layout, layout.find((s) => s.FilaRelativa === 'C' && s.ColumnaRelativa === '4')!)).toEqual({ focusFila: 1, focusColumna: 0.8 });
    const b1 = layout.find((s) => s.FilaRelativa === 'B' && s.ColumnaRelativa === '1')!;
    expect(seatAtFocus(layout, { fila: focusOnSeat(layout, b1).focusFila, columna: focusOnSeat(layout, b1).focusColumna })).toBe('B1');
    // Two thirds back, centred: row 2.33, column 3.5, nearest B3 (row B, column 4, past the aisle).
    expect(seatAtFocus(layout, { fila: 2 / 3, columna: 0.5 })).toBe('B3');
  });
});
