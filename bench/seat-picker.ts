// How a bench buyer chooses seats, the way a person does on the purchase page: with the same rule
// the page applies (openapi/seat-rules.ts), so a choice that would leave a seat alone is never sent
// (the page explains it and keeps 'Continuar con la compra' disabled, and the person moves their
// selection). What the server refuses is then a seat someone else took meanwhile, or a lone seat
// their change made meanwhile: the refusals a presale really has.
import { bestAvailable, checkLoneSeats, placesOfLayout, type LoneSeatMode, type Place } from '../openapi/seat-rules.ts';
import type { LayoutSeat } from '../openapi/index.ts';

const key = (p: { fila: number; columna: number }) => `${p.fila}:${p.columna}`;

/** A person moves their selection this many times before giving up on choosing by hand. */
const TRIES = 30;

export class SeatPicker {
  private readonly places: Place[];
  private readonly byKey: Map<string, Place>;

  constructor(
    layout: readonly LayoutSeat[],
    /** The sala's rule as the room read gives it (an older server that has none: 'aisle', the default). */
    private readonly mode: LoneSeatMode,
  ) {
    this.places = placesOfLayout(layout);
    this.byKey = new Map(this.places.map((p) => [key(p), p]));
  }

  /**
   * `want` seats side by side in one row, from a random free seat, that leave nobody's seat alone on
   * the map the buyer last read (`free`: the seats shown free; `mine`: theirs to move); undefined when
   * TRIES places all would, as a person who then presses 'Mejor disponible'.
   */
  choose(want: number, free: ReadonlySet<string>, mine: ReadonlySet<string>): string[] | undefined {
    const open = [...free];
    if (open.length === 0) return undefined;
    const isTaken = (p: Place) => !free.has(key(p)) && !mine.has(key(p));
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const first = this.byKey.get(open[Math.floor(Math.random() * open.length)])!;
      const chosen = [first];
      // The second seat beside the first, on the side a coin picks (the other when that one is taken).
      for (const side of Math.random() < 0.5 ? [1, -1] : [-1, 1]) {
        if (chosen.length >= want) break;
        const beside = this.byKey.get(key({ fila: first.fila, columna: first.columna + side }));
        if (beside && beside.tipo === 'Normal' && beside.zona === first.zona && free.has(key(beside))) chosen.push(beside);
      }
      if (chosen.length < want) continue;
      if (checkLoneSeats(this.places, isTaken, chosen, this.mode).ok) return chosen.map(key);
    }
    return undefined;
  }

  /** 'Mejor disponible' worked out with the shared rule, for a server that does not offer it (an older commit in bench:ab). */
  best(want: number, zona: string, free: ReadonlySet<string>, mine: ReadonlySet<string>): string[] | undefined {
    const picked = bestAvailable(this.places, (p) => !free.has(key(p)) && !mine.has(key(p)), zona, want, this.mode);
    return picked?.map(key);
  }

  /** The zone most of the room's seats are in (where 'Mejor disponible' looks). */
  mainZone(): string {
    const count = new Map<string, number>();
    for (const p of this.places) if (p.tipo === 'Normal') count.set(String(p.zona), (count.get(String(p.zona)) ?? 0) + 1);
    return [...count].sort((a, b) => b[1] - a[1])[0][0];
  }
}

/** Why the server refused a reservation, from its 409's words. */
export function refusalReason(status: number, message: string | undefined): 'taken' | 'lone seat' | 'sold out' | 'other' {
  if (status !== 409 || !message) return 'other';
  if (message.includes('OCUPADA')) return 'taken';
  if (message.includes('quedaría sola')) return 'lone seat';
  if (message.startsWith('No hay ')) return 'sold out';
  return 'other';
}
