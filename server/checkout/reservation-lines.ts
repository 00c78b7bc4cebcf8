// A line per función for its reservations and cancels, in each server process: the first change
// goes to the database at once; those that arrive while a call for the función is there wait, and
// go together, in the order they came, in the next call (changeHoldsMany, at most MAX_BATCH at a
// time). The database serves a función's changes one at a time anyway (its lock,
// viziona_lock_seat_map); in a line each one no longer pays for its own round trip, transaction and
// turn (server/db/functions/viziona_seat_changes.sql has the figures). A quiet función sees no delay: nobody waits for a batch to fill. And a cancel
// sent while the same purchase's reservation waits (the page closed meanwhile) comes after it.
import type { DbOrTx } from '../db/db.ts';
import { changeSeats } from './seat-turn.ts';
import { type PurchaseRef, type ReserveHoldsInput, type ReserveHoldsResult, type SeatChange, type SeatChangeBatch, type SeatChangeResult } from './holds.ts';

/** Changes in one call at most: a call of 32 takes a few milliseconds on PostgreSQL. */
export const MAX_BATCH = 32;

interface Waiting {
  change: SeatChange;
  /** A reservation's hold length and the función's limit; a batch's reservations share them. */
  terms?: { seconds: number; maxSeats: number };
  resolve: (result: SeatChangeResult) => void;
  reject: (err: unknown) => void;
}

export type SendBatch = (db: DbOrTx, batch: SeatChangeBatch) => Promise<SeatChangeResult[]>;

export class ReservationLines {
  /** Changes waiting, by función. */
  private readonly lines = new Map<number, Waiting[]>();

  constructor(
    private readonly db: DbOrTx,
    private readonly send: SendBatch = changeSeats,
  ) {}

  /** Holds the purchase's seats, all or none, in place of the ones it held (see changeHoldsMany); the answer. */
  async reserve(input: ReserveHoldsInput): Promise<ReserveHoldsResult> {
    const change: SeatChange = { kind: 'reserve', userId: input.userId, consecutivo: input.consecutivo, seatIds: input.seatIds, rule: input.rule };
    return (await this.enqueue(input.showtimeId, change, { seconds: input.seconds, maxSeats: input.maxSeats })) as ReserveHoldsResult;
  }

  /** Frees the purchase's held seats of the función ('paying' and 'sold' ones stay); the seats freed. */
  async release(ref: PurchaseRef): Promise<number[]> {
    const result = await this.enqueue(ref.showtimeId, { kind: 'release', userId: ref.userId, consecutivo: ref.consecutivo });
    return result.outcome === 'released' ? result.seatIds : [];
  }

  private enqueue(showtimeId: number, change: SeatChange, terms?: Waiting['terms']): Promise<SeatChangeResult> {
    return new Promise((resolve, reject) => {
      const waiting = { change, terms, resolve, reject };
      const line = this.lines.get(showtimeId);
      if (line) {
        line.push(waiting);
        return;
      }
      const fresh = [waiting];
      this.lines.set(showtimeId, fresh);
      void this.serve(showtimeId, fresh);
    });
  }

  /** The next call's changes: from the head of the line, while reservations agree on their terms. */
  private static nextTurn(line: Waiting[]): Waiting[] {
    let terms: Waiting['terms'];
    let n = 0;
    for (; n < line.length && n < MAX_BATCH; n++) {
      const next = line[n].terms;
      if (next && terms && (next.seconds !== terms.seconds || next.maxSeats !== terms.maxSeats)) break;
      terms ??= next;
    }
    return line.splice(0, n);
  }

  private async serve(showtimeId: number, line: Waiting[]): Promise<void> {
    while (line.length > 0) {
      const turn = ReservationLines.nextTurn(line);
      const terms = turn.find((w) => w.terms)?.terms ?? { seconds: 0, maxSeats: 0 };
      try {
        const results = await this.send(this.db, { showtimeId, ...terms, changes: turn.map((w) => w.change) });
        turn.forEach((waiting, i) => waiting.resolve(results[i]));
      } catch (err) {
        // The call changed nothing (one transaction): each of its changes gets the error.
        for (const waiting of turn) waiting.reject(err);
      }
    }
    this.lines.delete(showtimeId);
  }
}

const linesOf = new WeakMap<object, ReservationLines>();

/** The lines of this database connection (one set per server process). */
export function reservationLines(db: DbOrTx): ReservationLines {
  let lines = linesOf.get(db);
  if (!lines) linesOf.set(db, (lines = new ReservationLines(db)));
  return lines;
}
