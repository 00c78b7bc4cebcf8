// The seat-choice rules both sides apply (issue 30): no lone seats, and best available. Pure
// functions of a room's places and which of them are taken; the browser explains a lone seat and
// keeps 'Continuar con la compra' disabled, the server refuses it when the seats are reserved and
// picks the best seats for reserveBestAvailable. Browser-safe.
import { LoneSeatModeValues } from './rules.gen.ts';
import type { LayoutSeat } from './index.ts';

/** Per sala: 'off' no rule; 'aisle' a lone seat next to an aisle is allowed; 'strict' none. */
export const LONE_SEAT_MODES = LoneSeatModeValues;
export type LoneSeatMode = (typeof LoneSeatModeValues)[number];
export const DEFAULT_LONE_SEAT_MODE: LoneSeatMode = 'aisle';
export const LONE_SEAT_MODE_NAMES: Record<LoneSeatMode, string> = {
  off: 'Sin regla',
  aisle: 'Permitir una silla sola junto al pasillo',
  strict: 'Estricta: ninguna silla sola',
};

/** A cell of the room: a seat, an aisle or a wheelchair place, at (fila, columna) = (FilaTotal, ColumnaTotal). */
export interface Place {
  fila: number;
  columna: number;
  tipo: 'Normal' | 'Discapacitado' | 'Pasillo';
  /** The seat's zone (its name or id: only compared). */
  zona: string | number;
  /** What people read: 'F7'. */
  nombre: string;
}

/** A room's cells as the contract lays them out (the purchase's map, the programming desk's). */
export const placesOfLayout = (layout: readonly LayoutSeat[]): Place[] =>
  layout.map((s) => ({ fila: s.FilaTotal, columna: s.ColumnaTotal, tipo: s.TipoSilla, zona: s.TipoZona, nombre: `${s.FilaRelativa}${s.ColumnaRelativa}` }));

/** What ends a row segment on one side. */
type Edge = 'aisle' | 'wall' | 'wheelchair';

interface Segment {
  seats: Place[];
  left: Edge;
  right: Edge;
}

const key = (p: { fila: number; columna: number }) => `${p.fila}:${p.columna}`;

const segmentsCache = new WeakMap<readonly Place[], Segment[]>();

/**
 * The rows' segments: runs of Normal seats of one zone, cut by aisles, wheelchair places, gaps,
 * walls and zone changes. Worked out once per room's places (the server decides the rule for every
 * reservation under the función's turn, the page at every click), so places are never changed.
 */
export function segmentsOf(places: readonly Place[]): Segment[] {
  let segments = segmentsCache.get(places);
  if (!segments) segmentsCache.set(places, (segments = segmentsOfRows(places)));
  return segments;
}

function segmentsOfRows(places: readonly Place[]): Segment[] {
  const rows = new Map<number, Place[]>();
  for (const p of places) {
    const row = rows.get(p.fila);
    if (row) row.push(p);
    else rows.set(p.fila, [p]);
  }
  const segments: Segment[] = [];
  for (const row of rows.values()) {
    row.sort((a, b) => a.columna - b.columna);
    let current: Segment | null = null;
    let previous: Place | null = null;
    for (const p of row) {
      const gap = previous !== null && p.columna !== previous.columna + 1;
      if (current && (p.tipo !== 'Normal' || gap || p.zona !== current.seats[0].zona)) {
        current.right = gap ? 'aisle' : p.tipo === 'Discapacitado' ? 'wheelchair' : p.tipo === 'Pasillo' ? 'aisle' : 'wall';
        segments.push(current);
        current = null;
      }
      if (p.tipo === 'Normal') {
        if (!current) {
          const before: Edge = previous === null ? 'wall' : gap || previous.tipo === 'Pasillo' ? 'aisle' : previous.tipo === 'Discapacitado' ? 'wheelchair' : 'wall';
          current = { seats: [], left: before, right: 'wall' };
        }
        current.seats.push(p);
      }
      previous = p;
    }
    if (current) segments.push(current);
  }
  return segments;
}

/** A free seat left alone: the seat and what lies on each side of it. */
interface Lone {
  seat: Place;
  /** One side is an aisle (the segment's end). */
  byAisle: boolean;
  /** One side is a wheelchair place: the companion's seat. */
  companion: boolean;
}

/** The segment's free runs of exactly one seat, given which seats are taken. */
function lonesIn(segment: Segment, taken: (p: Place) => boolean): Lone[] {
  const { seats } = segment;
  const lones: Lone[] = [];
  for (let i = 0; i < seats.length; i++) {
    if (taken(seats[i])) continue;
    const leftTaken = i > 0 && taken(seats[i - 1]);
    const rightTaken = i < seats.length - 1 && taken(seats[i + 1]);
    const leftEnd = i === 0;
    const rightEnd = i === seats.length - 1;
    // Alone between a taken seat and another, or between a taken seat and the segment's end.
    if ((leftTaken || leftEnd) && (rightTaken || rightEnd) && (leftTaken || rightTaken)) {
      lones.push({
        seat: seats[i],
        byAisle: (leftEnd && segment.left === 'aisle') || (rightEnd && segment.right === 'aisle'),
        companion: (leftEnd && segment.left === 'wheelchair') || (rightEnd && segment.right === 'wheelchair'),
      });
    }
  }
  return lones;
}

const counts = (lone: Lone, mode: LoneSeatMode) => mode !== 'off' && !lone.companion && !(mode === 'aisle' && lone.byAisle);

const placeIndexCache = new WeakMap<readonly Place[], Map<string, Place>>();

/** The room's places by their key (once per room's places, as segmentsOf). */
function placeIndex(places: readonly Place[]): Map<string, Place> {
  let index = placeIndexCache.get(places);
  if (!index) placeIndexCache.set(places, (index = new Map(places.map((p) => [key(p), p]))));
  return index;
}

const segmentIndexCache = new WeakMap<readonly Place[], Map<string, Segment>>();

/** The segment of each Normal seat, by its key (once per room's places, as segmentsOf). */
function segmentIndex(places: readonly Place[]): Map<string, Segment> {
  let index = segmentIndexCache.get(places);
  if (!index) {
    index = new Map();
    for (const segment of segmentsOf(places)) for (const seat of segment.seats) index.set(key(seat), segment);
    segmentIndexCache.set(places, index);
  }
  return index;
}

/** The lone seats a choice leaves in the segments it touches that were not alone before it. */
function newLones(places: readonly Place[], isTaken: (p: Place) => boolean, chosen: Set<string>, mode: LoneSeatMode): Place[] {
  const after = (p: Place) => isTaken(p) || chosen.has(key(p));
  const found: Place[] = [];
  const index = segmentIndex(places);
  // The segments the choice touches, in the room's order.
  const touched = new Set<Segment>();
  for (const k of chosen) {
    const segment = index.get(k);
    if (segment) touched.add(segment);
  }
  for (const segment of segmentsOf(places)) {
    if (!touched.has(segment)) continue;
    // A choice that fills its whole segment leaves nothing alone there.
    if (segment.seats.every((s) => chosen.has(key(s)))) continue;
    const before = new Set(lonesIn(segment, isTaken).map((l) => key(l.seat)));
    for (const lone of lonesIn(segment, after)) if (counts(lone, mode) && !before.has(key(lone.seat))) found.push(lone.seat);
  }
  return found;
}

/** Whether some choice of n free seats of the zone leaves no new lone seat. */
function avoidable(segments: Segment[], isTaken: (p: Place) => boolean, zona: string | number, n: number, mode: LoneSeatMode): boolean {
  // Each free run can give k of its L seats without leaving one alone: any k but L - 1 (or L - 1
  // too when the one left can sit by an aisle or a wheelchair place and the mode allows it).
  let reachable = new Set([0]);
  for (const segment of segments) {
    if (segment.seats[0].zona !== zona) continue;
    const { seats } = segment;
    let start = -1;
    for (let i = 0; i <= seats.length; i++) {
      const free = i < seats.length && !isTaken(seats[i]);
      if (free && start < 0) start = i;
      if (!free && start >= 0) {
        const length = i - start;
        const atLeft = start === 0;
        const atRight = i === seats.length;
        const okAlone = (edge: Edge) => mode === 'off' || edge === 'wheelchair' || (mode === 'aisle' && edge === 'aisle');
        // With no taken neighbour on either side, one seat left alone is no new lone seat.
        const leftTaken = !atLeft;
        const rightTaken = !atRight;
        const spareOne = (atLeft && okAlone(segment.left)) || (atRight && okAlone(segment.right)) || (!leftTaken && !rightTaken && length === 1);
        const next = new Set(reachable);
        for (const r of reachable) {
          for (let k = 1; k <= length && r + k <= n; k++) {
            if (k === length - 1 && !spareOne) continue;
            next.add(r + k);
          }
        }
        reachable = next;
        if (reachable.has(n)) return true;
        start = -1;
      }
    }
  }
  return reachable.has(n);
}

export type LoneSeatVerdict = { ok: true } | { ok: false; seat: string; message: string };

/** The explanation of a lone seat (the browser's notice and the server's 409). */
export const loneSeatMessage = (seat: string) =>
  `La silla ${seat} quedaría sola: nadie compra una silla suelta. Elige sillas juntas que no dejen un espacio de una sola silla, o corre tu selección.`;

/**
 * The no-lone-seats rule: a choice may not leave one free seat alone between a taken seat (held,
 * sold or chosen) and another, or between one and the end of its row segment. Exempt: gaps that
 * were there before, a choice that fills its whole segment, a choice no other choice of as many
 * seats in the zone could better, and the places beside wheelchair places (the companion's); in
 * 'aisle' mode a seat alone by an aisle is allowed, in 'off' nothing is checked.
 */
export function checkLoneSeats(places: readonly Place[], isTaken: (p: Place) => boolean, chosen: readonly { fila: number; columna: number }[], mode: LoneSeatMode): LoneSeatVerdict {
  if (mode === 'off' || chosen.length === 0) return { ok: true };
  const chosenKeys = new Set(chosen.map(key));
  const lones = newLones(places, isTaken, chosenKeys, mode);
  if (lones.length === 0) return { ok: true };
  const segments = segmentsOf(places);
  const byKey = placeIndex(places);
  const zonas = new Set([...chosenKeys].flatMap((k) => byKey.get(k)?.zona ?? []));
  // Exempt when no choice of as many seats in the zone avoids a lone seat.
  if (zonas.size === 1 && !avoidable(segments, (p) => isTaken(p), [...zonas][0], chosen.length, mode)) return { ok: true };
  return { ok: false, seat: lones[0].nombre, message: loneSeatMessage(lones[0].nombre) };
}

/** Where the best seats are: about two thirds back, centred; per sala in fractions of the room (0 front/left, 1 back/right). */
export interface Focus {
  fila: number;
  columna: number;
}
export const DEFAULT_FOCUS: Focus = { fila: 2 / 3, columna: 1 / 2 };

/** The first and last row and column of the room's seats: what the focal point's fractions measure. */
function extentOf(places: readonly Place[]) {
  const seats = places.filter((p) => p.tipo === 'Normal');
  const filas = seats.map((p) => p.fila);
  const columnas = seats.map((p) => p.columna);
  return { f0: Math.min(...filas), f1: Math.max(...filas), c0: Math.min(...columnas), c1: Math.max(...columnas) };
}

/** Where in the room (FilaTotal, ColumnaTotal, not rounded) the focal point lies. */
export function focusTarget(places: readonly Place[], focus: Focus): Focus {
  const { f0, f1, c0, c1 } = extentOf(places);
  return { fila: f0 + (f1 - f0) * focus.fila, columna: c0 + (c1 - c0) * focus.columna };
}

/** The focal point on this cell of the room (the programming desk's click on its map). */
export function focusAt(places: readonly Place[], cell: { fila: number; columna: number }): Focus {
  const { f0, f1, c0, c1 } = extentOf(places);
  const fraction = (x: number, lo: number, hi: number) => (hi === lo ? 0.5 : Math.min(1, Math.max(0, (x - lo) / (hi - lo))));
  return { fila: fraction(cell.fila, f0, f1), columna: fraction(cell.columna, c0, c1) };
}

/**
 * 'Mejor disponible': n free seats of the zone, side by side in one segment, closest to the focal
 * point; choices that leave no lone seat first. Without such a block, pieces in neighbouring rows
 * (the fewest pieces first); null when the zone has fewer than n free seats.
 */
export function bestAvailable(places: readonly Place[], isTaken: (p: Place) => boolean, zona: string | number, n: number, mode: LoneSeatMode, focus: Focus = DEFAULT_FOCUS): Place[] | null {
  const seats = places.filter((p) => p.tipo === 'Normal');
  const free = seats.filter((p) => p.zona === zona && !isTaken(p));
  if (n < 1 || free.length < n) return null;
  const target = focusTarget(places, focus);
  const distance = (block: Place[]) => {
    const fila = block.reduce((s, p) => s + p.fila, 0) / block.length;
    const columna = block.reduce((s, p) => s + p.columna, 0) / block.length;
    // A row counts as much as two seats sideways: the view changes faster front to back.
    return Math.hypot((fila - target.fila) * 2, columna - target.columna);
  };
  const segments = segmentsOf(places).filter((s) => s.seats[0].zona === zona);
  // Every run of k free seats side by side, by segment.
  const blocks = (k: number) => {
    const found: Place[][] = [];
    for (const s of segments) {
      for (let i = 0; i + k <= s.seats.length; i++) {
        const block = s.seats.slice(i, i + k);
        if (block.every((p) => !isTaken(p))) found.push(block);
      }
    }
    return found;
  };
  const rank = (choices: Place[][]) =>
    choices
      .map((choice) => ({ choice, lone: checkLoneSeats(places, isTaken, choice, mode).ok ? 0 : 1, d: distance(choice) }))
      .sort((a, b) => a.lone - b.lone || a.d - b.d)[0]?.choice ?? null;

  const whole = rank(blocks(n));
  if (whole) return whole;
  // Two pieces in neighbouring rows.
  const pairs: Place[][] = [];
  for (let k = Math.ceil(n / 2); k < n; k++) {
    const big = blocks(k);
    const small = blocks(n - k);
    for (const a of big) for (const b of small) if (Math.abs(a[0].fila - b[0].fila) === 1) pairs.push([...a, ...b]);
  }
  const two = rank(pairs.slice(0, 20000));
  if (two) return two;
  // Otherwise the n free seats nearest the focal point.
  return [...free].sort((a, b) => distance([a]) - distance([b])).slice(0, n);
}
