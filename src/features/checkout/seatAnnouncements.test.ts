import { describe, expect, it } from 'vitest';
import type { MapCell } from '../../../machines/checkout/checkout.selectors';
import { seatChangeNews, summaryOf } from './seatAnnouncements';

const cell = (col: number, view: MapCell['view'], state: MapCell['state']): MapCell =>
  ({ seat: { FilaTotal: 6, FilaRelativa: 'F', ColumnaTotal: col, ColumnaRelativa: String(col), TipoSilla: 'Normal', TipoZona: 'General' }, view, state, price: 12000 }) as MapCell;

describe('seatChangeNews', () => {
  const before = [[cell(1, 'chosen', 'S'), cell(2, 'free', 'S'), cell(3, 'free', 'S'), cell(4, 'taken', 'B')]];

  it('says at once that a seat the buyer chose was taken, by its name', () => {
    const after = [[cell(1, 'chosen', 'B'), cell(2, 'free', 'S'), cell(3, 'free', 'S'), cell(4, 'taken', 'B')]];
    expect(seatChangeNews(before, after, null).urgent).toBe('Otra persona acaba de tomar la silla F1 que elegiste. Elige otra.');
  });

  it('says at once that the focused seat was taken; other seats only count for the summary', () => {
    const after = [[cell(1, 'chosen', 'S'), cell(2, 'taken', 'B'), cell(3, 'taken', 'O'), cell(4, 'free', 'S')]];
    expect(seatChangeNews(before, after, 'F2')).toEqual({ urgent: 'Otra persona acaba de tomar la silla F2.', takenByOthers: 1, freedByOthers: 1 });
    expect(seatChangeNews(before, after, null)).toEqual({ urgent: null, takenByOthers: 2, freedByOthers: 1 });
  });

  it('says nothing when nothing moved', () => {
    expect(seatChangeNews(before, before, 'F2')).toEqual({ urgent: null, takenByOthers: 0, freedByOthers: 0 });
    expect(summaryOf(0, 0)).toBeNull();
    expect(summaryOf(2, 1)).toBe('En el mapa se ocuparon 2 sillas y se liberó 1 silla.');
  });
});
