// The no-lone-seats rule and best available (seat-rules.ts), on small rooms drawn as text:
// '.' a free seat, 'x' a taken one (held or sold), 'o' a seat of the choice, '_' an aisle,
// 'W' a wheelchair place; the string's ends are walls. Rows are A, B, C… front to back.
import { describe, expect, it } from 'vitest';
import { bestAvailable, checkLoneSeats, focusAt, focusTarget, type LoneSeatMode, type Place } from './seat-rules.ts';

function room(...rows: string[]) {
  const places: Place[] = [];
  const taken = new Set<string>();
  const chosen: { fila: number; columna: number }[] = [];
  rows.forEach((row, r) => {
    const letter = String.fromCharCode(65 + r);
    let n = 0;
    [...row].forEach((ch, c) => {
      const tipo = ch === '_' ? 'Pasillo' : ch === 'W' ? 'Discapacitado' : 'Normal';
      if (tipo === 'Normal') n++;
      const place: Place = { fila: r + 1, columna: c + 1, tipo, zona: 'General', nombre: `${letter}${tipo === 'Normal' ? n : ''}` };
      places.push(place);
      if (ch === 'x') taken.add(`${r + 1}:${c + 1}`);
      if (ch === 'o') chosen.push({ fila: r + 1, columna: c + 1 });
    });
  });
  const isTaken = (p: Place) => taken.has(`${p.fila}:${p.columna}`);
  return { places, isTaken, chosen };
}

const verdict = (mode: LoneSeatMode, ...rows: string[]) => {
  const { places, isTaken, chosen } = room(...rows);
  const v = checkLoneSeats(places, isTaken, chosen, mode);
  return v.ok ? 'ok' : v.seat;
};

describe('no lone seats', () => {
  it('refuses a choice that leaves one seat between it and a taken seat, in both modes', () => {
    expect(verdict('strict', '..x.oo....')).toBe('A4');
    expect(verdict('aisle', '..x.oo....')).toBe('A4');
    expect(verdict('strict', '...oo.x...')).toBe('A6');
  });

  it('refuses one seat left against a wall; allows it against an aisle only in aisle mode', () => {
    expect(verdict('strict', '.oo..._....')).toBe('A1');
    expect(verdict('aisle', '.oo..._....')).toBe('A1');
    expect(verdict('strict', '....oo._...')).toBe('A7');
    expect(verdict('aisle', '....oo._...')).toBe('ok');
  });

  it('checks nothing in off mode', () => {
    expect(verdict('off', '..x.oo....')).toBe('ok');
    expect(verdict('off', '.oo.......')).toBe('ok');
  });

  it('accepts choices that leave two seats or none', () => {
    expect(verdict('strict', '..x..oo...')).toBe('ok');
    expect(verdict('strict', '..xoo.....')).toBe('ok');
    expect(verdict('strict', 'oo........')).toBe('ok');
    expect(verdict('strict', '..xo.x....')).toBe('A5');
  });

  it('exempts a gap that was there before the choice', () => {
    expect(verdict('strict', 'x.x...oo..')).toBe('ok');
    // The lone seat was already alone; the choice sits elsewhere in its segment.
    expect(verdict('strict', '.x.....oo.')).toBe('A10');
    expect(verdict('strict', '.x....oo..')).toBe('ok');
  });

  it('exempts a choice that fills its whole segment', () => {
    expect(verdict('strict', 'ooo_......')).toBe('ok');
    expect(verdict('strict', '..._ooo_...')).toBe('ok');
  });

  it('exempts a choice when no other choice of as many seats in the zone avoids a lone seat', () => {
    // Three free seats in a row of four with one taken: two of them always leave one alone.
    expect(verdict('strict', 'xoo.')).toBe('ok');
    expect(verdict('strict', 'oo.x')).toBe('ok');
    // With another row where two fit, the same choice is refused.
    expect(verdict('strict', 'oo.x', '....')).toBe('A3');
  });

  it('exempts the places beside wheelchair places (the companion’s)', () => {
    expect(verdict('strict', 'W.oo....')).toBe('ok');
    expect(verdict('strict', '...oo.W.')).toBe('ok');
    // A wheelchair place itself is never a lone seat, nor is it chosen.
    expect(verdict('strict', '.oo.W.....')).toBe('A1');
  });

  it('names the first lone seat when the choice leaves two', () => {
    expect(verdict('strict', 'x.o.x.....')).toBe('A2');
  });

  it('treats a zone change as the end of the segment', () => {
    const { places, isTaken } = room('......', '......');
    // Row A: General then Preferencial; row B all General (so two General seats fit without a lone one).
    const zoned = places.map((p) => ({ ...p, zona: p.fila === 1 && p.columna > 3 ? 'Preferencial' : 'General' }));
    expect(checkLoneSeats(zoned, isTaken, [{ fila: 1, columna: 1 }, { fila: 1, columna: 2 }], 'strict')).toMatchObject({ ok: false, seat: 'A3' });
    expect(checkLoneSeats(zoned, isTaken, [{ fila: 1, columna: 2 }, { fila: 1, columna: 3 }], 'strict')).toMatchObject({ ok: false, seat: 'A1' });
    expect(checkLoneSeats(zoned, isTaken, [{ fila: 1, columna: 1 }, { fila: 1, columna: 2 }, { fila: 1, columna: 3 }], 'strict')).toEqual({ ok: true });
  });

  it('explains the problem in Spanish, naming the seat', () => {
    const { places, isTaken, chosen } = room('..x.oo....');
    const v = checkLoneSeats(places, isTaken, chosen, 'strict');
    expect(v.ok === false && v.message).toMatch(/^La silla A4 quedaría sola/);
  });
});

describe('best available', () => {
  const names = (seats: Place[] | null) => seats?.map((s) => s.nombre).join(' ') ?? null;

  it('picks n seats side by side closest to two thirds back, centred', () => {
    const { places, isTaken } = room('..........', '..........', '..........', '..........');
    // Rows A–D: two thirds back is row C; columns 1–10, centre 5.5.
    expect(names(bestAvailable(places, isTaken, 'General', 2, 'strict'))).toBe('C5 C6');
    expect(names(bestAvailable(places, isTaken, 'General', 3, 'strict'))).toMatch(/^C[45] C[56] C[67]$/);
  });

  it('prefers a choice that leaves no lone seat', () => {
    const { places, isTaken } = room('..........', '..........', 'xxxx...xxx', '..........');
    // C5–C6 would leave C7 alone: C5–C7 holds three, so two go to B or D, or to the left of the gap… never leaving one.
    const two = bestAvailable(places, isTaken, 'General', 2, 'strict')!;
    expect(checkLoneSeats(places, isTaken, two, 'strict').ok).toBe(true);
    expect(names(two)).not.toBe('C5 C6');
    expect(names(two)).not.toBe('C6 C7');
  });

  it('splits into neighbouring rows when no block fits, and refuses when the zone has too few', () => {
    const { places, isTaken } = room('xx..xxxx', 'xxx..xxx', 'xxxxxxxx');
    expect(names(bestAvailable(places, isTaken, 'General', 4, 'off'))?.split(' ').sort().join(' ')).toBe('A3 A4 B4 B5');
    expect(bestAvailable(places, isTaken, 'General', 5, 'off')).toBeNull();
    expect(bestAvailable(places, isTaken, 'General', 0, 'off')).toBeNull();
  });

  it('never picks aisles, wheelchair places or seats of another zone', () => {
    const { places, isTaken } = room('.W_..', '.W_..');
    const zoned = places.map((p) => ({ ...p, zona: p.columna === 1 ? 'VIP' : 'General' }));
    expect(names(bestAvailable(zoned, isTaken, 'VIP', 2, 'off'))?.split(' ').sort().join(' ')).toBe('A1 B1');
    expect(names(bestAvailable(zoned, isTaken, 'General', 2, 'off'))).toMatch(/^[AB]2 [AB]3$/);
  });
});

describe('the focal point on the room', () => {
  it('measures fractions over the seats (not the aisles or wheelchair places), both ways', () => {
    const { places } = room('W...._....', '...........', '.........._');
    // Seats span rows 1–3 and columns 1–11 (only row B reaches 11: row C's last cell is an aisle; row A's first a wheelchair place).
    expect(focusAt(places, { fila: 1, columna: 1 })).toEqual({ fila: 0, columna: 0 });
    expect(focusAt(places, { fila: 3, columna: 11 })).toEqual({ fila: 1, columna: 1 });
    expect(focusAt(places, { fila: 2, columna: 6 })).toEqual({ fila: 0.5, columna: 0.5 });
    expect(focusTarget(places, focusAt(places, { fila: 3, columna: 4 }))).toEqual({ fila: 3, columna: 4 });
    // A click outside the seats' span stays inside the room.
    expect(focusAt(places, { fila: 3, columna: 12 })).toEqual({ fila: 1, columna: 1 });
  });
});
