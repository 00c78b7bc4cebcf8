// A line per función for its reservations, in each server process: the first reservation goes to
// the database at once; those that arrive while a call for the función is there wait, and go
// together in the next call (reserveHoldsMany, at most MAX_BATCH at a time). The database serves a
// función's reservations one at a time anyway (its lock, migration 0008); in a line each one no
// longer pays for its own round trip, transaction and turn (migration 0009 has the figures). A
// quiet función sees no delay: nobody waits for a batch to fill.
import type { DbOrTx } from './db.ts';
import { reserveHoldsMany, type ReservationBatch, type ReserveHoldsInput, type ReserveHoldsResult } from './holds.ts';

/** Reservations in one call at most: a call of 32 takes a few milliseconds on PostgreSQL. */
export const MAX_BATCH = 32;

interface Waiting {
  input: ReserveHoldsInput;
  resolve: (result: ReserveHoldsResult) => void;
  reject: (err: unknown) => void;
}

export type SendBatch = (db: DbOrTx, batch: ReservationBatch) => Promise<ReserveHoldsResult[]>;

export class ReservationLines {
  /** Reservations waiting, by función (and hold length and limit, which a batch shares). */
  private readonly lines = new Map<string, Waiting[]>();

  constructor(
    private readonly db: DbOrTx,
    private readonly send: SendBatch = reserveHoldsMany,
  ) {}

  /** The reservation's answer, as reserveHolds gives it. */
  reserve(input: ReserveHoldsInput): Promise<ReserveHoldsResult> {
    return new Promise((resolve, reject) => {
      const key = `${input.showtimeId}:${input.seconds}:${input.maxSeats}`;
      const waiting = { input, resolve, reject };
      const line = this.lines.get(key);
      if (line) {
        line.push(waiting);
        return;
      }
      const fresh = [waiting];
      this.lines.set(key, fresh);
      void this.serve(key, fresh);
    });
  }

  private async serve(key: string, line: Waiting[]): Promise<void> {
    while (line.length > 0) {
      const turn = line.splice(0, MAX_BATCH);
      const { showtimeId, seconds, maxSeats } = turn[0].input;
      try {
        const results = await this.send(this.db, {
          showtimeId,
          seconds,
          maxSeats,
          reservations: turn.map(({ input }) => ({ userId: input.userId, scoreConsecutive: input.scoreConsecutive, seatIds: input.seatIds })),
        });
        turn.forEach((waiting, i) => waiting.resolve(results[i]));
      } catch (err) {
        // The call changed nothing (one transaction): each of its reservations gets the error.
        for (const waiting of turn) waiting.reject(err);
      }
    }
    this.lines.delete(key);
  }
}

const linesOf = new WeakMap<object, ReservationLines>();

/** The lines of this database connection (one set per server process). */
export function reservationLines(db: DbOrTx): ReservationLines {
  let lines = linesOf.get(db);
  if (!lines) linesOf.set(db, (lines = new ReservationLines(db)));
  return lines;
}
