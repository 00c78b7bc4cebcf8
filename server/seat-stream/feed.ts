// One función's live seat map on this process: every cell's state at a version, and the texts of
// the events that tell it (Server-Sent Events), built once per version and shared by the streams
// that see the same thing. Plain data and functions of it: the hub (hub.ts) does the I/O.
import type { RowStatus, SeatChange, SeatStreamDelta, SeatStreamSnapshot } from '../../openapi/index.ts';
import type { FuncionMap } from '../checkout/seat-map.ts';
import type { HoldsAt } from './queries.ts';

const FREE = 0;
const HELD = 1;
const PAID = 2;
const AISLE = 3;
/** The state everyone but the holder sees, by code. */
const SHARED = ['S', 'B', 'O', 'B'] as const;

/** A change of some cells from one version to the next, kept in the bounded log for resuming. */
export interface Delta {
  from: number;
  version: number;
  /** Changed cells (indexes) and their new state and holder. */
  cells: Int32Array;
  states: Uint8Array;
  holders: Int32Array;
  /** The holders before or after of the changed cells, and when their hold ends after it (ms, null: none). */
  concerned: Map<number, number | null>;
  shared?: string;
}

const sse = (event: string, id: number, data: unknown) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export class FeedState {
  version = -1;
  readonly size: number;
  private readonly index = new Map<number, number>();
  private readonly filRel: string[];
  private readonly columna: Int32Array;
  /** Cell ranges of each row of a status answer, in order. */
  private readonly rowStarts: number[] = [];
  readonly state: Uint8Array;
  readonly holder: Int32Array;
  readonly expires: Float64Array;
  private sharedSnapshot: { version: number; text: string } | null = null;

  constructor(readonly map: FuncionMap) {
    const cells = map.cells;
    this.size = cells.length;
    this.filRel = cells.map((c) => c.seat.filaRelativa);
    this.columna = Int32Array.from(cells, (c) => c.seat.columnaTotal);
    this.state = Uint8Array.from(cells, (c) => (c.seat.tipoSilla === 'Pasillo' ? AISLE : FREE));
    this.holder = new Int32Array(this.size);
    this.expires = new Float64Array(this.size).fill(Number.NaN);
    cells.forEach((c, i) => {
      this.index.set(c.seat.id, i);
      if (i === 0 || cells[i - 1].seat.filaTotal !== c.seat.filaTotal) this.rowStarts.push(i);
    });
  }

  /** Takes the holds read at a newer version; the change, or null when no cell moved (the version stays). */
  apply(holds: HoldsAt): Delta | null {
    if (holds.version <= this.version) return null;
    const state = Uint8Array.from(this.state, (s) => (s === AISLE ? AISLE : FREE));
    const holder = new Int32Array(this.size);
    const expires = new Float64Array(this.size).fill(Number.NaN);
    holds.seats.forEach((seatId, k) => {
      const i = this.index.get(seatId);
      if (i === undefined || state[i] === AISLE) return;
      state[i] = holds.paid[k] ? PAID : HELD;
      holder[i] = holds.paid[k] ? 0 : holds.holders[k];
      expires[i] = holds.paid[k] ? Number.NaN : (holds.expires[k] ?? Number.NaN);
    });
    const first = this.version < 0;
    const changed: number[] = [];
    const users = new Set<number>();
    for (let i = 0; i < this.size; i++) {
      const expiryMoved = !(Object.is(expires[i], this.expires[i]) || expires[i] === this.expires[i]);
      if (state[i] !== this.state[i] || holder[i] !== this.holder[i] || expiryMoved) {
        changed.push(i);
        if (this.holder[i]) users.add(this.holder[i]);
        if (holder[i]) users.add(holder[i]);
      }
    }
    if (!first && changed.length === 0) return null;
    const from = this.version;
    this.state.set(state);
    this.holder.set(holder);
    this.expires.set(expires);
    this.version = holds.version;
    if (first) return null;
    const concerned = new Map<number, number | null>();
    for (const user of users) concerned.set(user, this.holdEnd(user));
    const cells = Int32Array.from(changed);
    return { from, version: this.version, cells, states: Uint8Array.from(changed, (i) => state[i]), holders: Int32Array.from(changed, (i) => holder[i]), concerned };
  }

  /** When this user's held seats stop being held (ms), null when they hold none. */
  holdEnd(user: number): number | null {
    let end: number | null = null;
    for (let i = 0; i < this.size; i++) {
      if (this.state[i] === HELD && this.holder[i] === user && !Number.isNaN(this.expires[i])) end = end === null ? this.expires[i] : Math.min(end, this.expires[i]);
    }
    return end;
  }

  /** The first hold to end (ms), null when none is held. */
  firstExpiry(): number | null {
    let end: number | null = null;
    for (let i = 0; i < this.size; i++) if (this.state[i] === HELD && !Number.isNaN(this.expires[i])) end = end === null ? this.expires[i] : Math.min(end, this.expires[i]);
    return end;
  }

  private estado(i: number, user: number): SeatChange['EstadoSilla'] {
    return this.state[i] === HELD && user !== 0 && this.holder[i] === user ? 'R' : SHARED[this.state[i]];
  }

  rows(user: number): RowStatus[] {
    return this.rowStarts.map((start, r) => {
      const end = this.rowStarts[r + 1] ?? this.size;
      const seats = [];
      for (let i = start; i < end; i++) {
        seats.push({ Columna: this.columna[i], TipoSilla: this.map.cells[i].seat.tipoSilla as RowStatus['DescripcionSilla'][number]['TipoSilla'], EstadoSilla: this.estado(i, user) });
      }
      return { filRel: this.filRel[start], DescripcionSilla: seats };
    });
  }

  /** The `snapshot` event for this user (0: nobody signed in, or nobody holding here: the shared text). */
  snapshot(user: number): string {
    const end = user ? this.holdEnd(user) : null;
    if (end === null) {
      if (this.sharedSnapshot?.version !== this.version) {
        const data: SeatStreamSnapshot = { version: this.version, rows: this.rows(0), holdEndsAt: null };
        this.sharedSnapshot = { version: this.version, text: sse('snapshot', this.version, data) };
      }
      return this.sharedSnapshot.text;
    }
    const data: SeatStreamSnapshot = { version: this.version, rows: this.rows(user), holdEndsAt: iso(end) };
    return sse('snapshot', this.version, data);
  }

  /** The `delta` event of a change for this user: the shared text unless the change concerns them. */
  delta(delta: Delta, user: number): string {
    const personal = user !== 0 && delta.concerned.has(user);
    if (!personal && delta.shared) return delta.shared;
    const seats: SeatChange[] = [];
    delta.cells.forEach((i, k) => {
      const own = personal && delta.states[k] === HELD && delta.holders[k] === user;
      seats.push({ filRel: this.filRel[i], Columna: this.columna[i], EstadoSilla: own ? 'R' : SHARED[delta.states[k]] });
    });
    const data: SeatStreamDelta = { from: delta.from, version: delta.version, seats };
    if (personal) data.holdEndsAt = iso(delta.concerned.get(user)!);
    const text = sse('delta', delta.version, data);
    if (!personal) delta.shared = text;
    return text;
  }
}
