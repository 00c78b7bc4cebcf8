// The doors' line, in each server process (issue 28): the first request's online scans go to the
// database at once; the requests that arrive while a call is running wait and go together in the
// next call (viziona_porteria_ingresos decides several requests' scans in one statement), as a
// función's reservations do (server/checkout/reservation-lines.ts). A quiet door waits for nobody;
// under a rush of doors each request no longer pays for its own round trip, transaction and
// statement (bench:checkins has the figures). Two scans with one nonce never share a call, so a
// nonce sent twice at once is recorded once and the other answers from its record.
import type { Db } from '../../db/open.ts';
import { retried } from '../../db/errors.ts';

/** Scans in one call at most (a request with more goes alone). */
export const MAX_SCANS = 256;

export interface Pedido<S extends { nonce: string }> {
  scans: S[];
}

interface Waiting<P, R> {
  pedido: P;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

export type Send<P, R> = (db: Db, turn: P[]) => Promise<R[]>;

export class LineaPuertas<S extends { nonce: string }, P extends Pedido<S>, R> {
  private readonly waiting: Waiting<P, R>[] = [];
  private serving = false;

  constructor(
    private readonly db: Db,
    private readonly send: Send<P, R>,
  ) {}

  decide(pedido: P): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ pedido, resolve, reject });
      if (!this.serving) void this.serve();
    });
  }

  /** From the head of the line: requests while their scans fit and no nonce repeats; at least one. */
  private nextTurn(): Waiting<P, R>[] {
    const nonces = new Set<string>();
    let scans = 0;
    let n = 0;
    for (; n < this.waiting.length; n++) {
      const next = this.waiting[n].pedido.scans;
      if (n > 0 && (scans + next.length > MAX_SCANS || next.some((s) => nonces.has(s.nonce)))) break;
      scans += next.length;
      for (const s of next) nonces.add(s.nonce);
    }
    return this.waiting.splice(0, n);
  }

  private async serve(): Promise<void> {
    this.serving = true;
    try {
      while (this.waiting.length > 0) {
        const turn = this.nextTurn();
        try {
          const results = await this.sendRetrying(turn.map((w) => w.pedido));
          // The next turn's call goes first (the pool writes it on the next tick): answering this
          // turn's doors (their words, their replies) takes the loop a while, and meanwhile the
          // database works on the next call instead of waiting for it (bench:checkins: ~15 % more).
          setImmediate(() => turn.forEach((w, i) => w.resolve(results[i])));
        } catch (err) {
          if (turn.length === 1) turn[0].reject(err);
          // The call changed nothing (one statement): each request alone, so only its own error reaches a door.
          else for (const w of turn) await this.sendRetrying([w.pedido]).then(([result]) => w.resolve(result), w.reject);
        }
      }
    } finally {
      this.serving = false;
    }
  }

  /** A deadlock or serialization failure changed nothing: the call is sent again. */
  private sendRetrying(turn: P[]): Promise<R[]> {
    return retried(() => this.send(this.db, turn), 5);
  }
}
