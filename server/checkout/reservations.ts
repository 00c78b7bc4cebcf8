// Reserving seats for a purchase: all or nothing, replacing the consecutivo's previous seats in one
// transaction (the new set is taken before the old one is dropped, so a failed attempt keeps the
// old hold). The seat invariant itself lives in server/db/holds.ts; times are the database clock.
import type { Reservation, SelectedSeat } from '../../openapi/index.ts';
import type { DbOrTx } from '../db/open.ts';
import { heldByUserElsewhere, lockBuyer, releaseHeldExcept, releaseHolds, renewHolds, takeHolds } from '../db/holds.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { openPurchaseOf } from './consecutives.ts';
import { checkSeats, seatLabel, tooManySeats, type ResolvedSeat } from './seats.ts';
import type { SeatMaps } from './seat-map.ts';
import { hasStarted, refuseStarted } from './showtime.ts';

export interface ReserveInput {
  userId: number;
  showtimeId: number;
  secuencia: number;
  seats: SelectedSeat[];
  /** Hold length (config HOLD_SECONDS, at most 600). */
  holdSeconds: number;
}

/** 409 whose message contains 'OCUPADA', naming the seats (the client keys on that word). */
function occupied(taken: ResolvedSeat[]) {
  const labels = taken.map((s) => seatLabel(s.fila, s.columna));
  if (labels.length === 1) return conflict(`La silla ${labels[0]} está OCUPADA.`);
  return conflict(`Las sillas ${labels.slice(0, -1).join(', ')} y ${labels.at(-1)} están OCUPADAS.`);
}

class Taken extends Error {
  constructor(readonly seatIds: number[]) {
    super('taken');
  }
}

/** Holds the seats for the purchase; throws HttpError 400/403/404/409 and then holds nothing new. */
export async function reserveSeats(db: DbOrTx, maps: SeatMaps, input: ReserveInput): Promise<Reservation> {
  // The función and its room's cells come from memory; whether it has started is read (errors
  // reported in that order).
  const [map, started] = inOrder(await Promise.allSettled([maps.funcion(db, input.showtimeId), hasStarted(db, input.showtimeId)]));
  const showtime = { ...map.showtime, started };
  const ref = { showtimeId: showtime.id, userId: input.userId, scoreConsecutive: input.secuencia };
  const hold = { ...ref, seconds: input.holdSeconds };

  let wanted: ResolvedSeat[] = [];
  let expiresAt: Date;
  try {
    expiresAt = await db.transaction(async (tx) => {
      // One reservation at a time per buyer (parallel requests, on one consecutivo or several, queue
      // here): what the purchase holds, and what the buyer holds elsewhere, is then read as it is.
      await lockBuyer(tx, input.userId);
      const [purchase, elsewhere] = inOrder(await Promise.allSettled([openPurchaseOf(tx, { userId: input.userId, secuencia: input.secuencia }), heldByUserElsewhere(tx, ref)]));
      refuseStarted(showtime);
      wanted = checkSeats(showtime, input.seats, map.cell);
      // The limit is per buyer and función, however many purchases they open.
      if (elsewhere + wanted.length > showtime.maxSeats) throw tooManySeats(showtime.maxSeats);
      const seatIds = wanted.map((s) => s.seatId);
      if (!purchase.holding) return take(tx, { ...hold, seatIds });

      // Seats this purchase already holds stay its own: their hold starts again.
      const kept = await renewHolds(tx, { ...hold, seatIds });
      const keptIds = new Set(kept.map((k) => k.seatId));
      const fresh = seatIds.filter((id) => !keptIds.has(id));
      const until = fresh.length ? await take(tx, { ...hold, seatIds: fresh }) : kept[0].expiresAt;
      // Only then the previous seats of this purchase (in any función) that are not in the new set.
      await releaseHeldExcept(tx, ref, { showtimeId: showtime.id, seatIds });
      return until;
    });
  } catch (err) {
    if (err instanceof Taken) throw occupied(wanted.filter((s) => err.seatIds.includes(s.seatId)));
    throw err;
  }
  return {
    score_consecutive: input.secuencia,
    showtime_id: showtime.id,
    seats: wanted.map((s) => ({ Fila: s.filaTotal, Columna: s.columnaTotal, FilRelativa: s.fila, ColRelativa: s.columna, Tarifa: s.price.id })),
    expires_at: expiresAt.toISOString(),
    // expires_at is now() + HOLD_SECONDS by the database clock, in the statement that took the seats.
    seconds_left: input.holdSeconds,
  };
}

/** The values of settled promises, or the first rejection in list order. */
function inOrder<T extends readonly unknown[]>(results: { [K in keyof T]: PromiseSettledResult<T[K]> }): T {
  for (const r of results as readonly PromiseSettledResult<unknown>[]) if (r.status === 'rejected') throw r.reason;
  return (results as readonly PromiseFulfilledResult<unknown>[]).map((r) => r.value) as unknown as T;
}

/** takeHolds, as an exception when not every seat could be taken (so an outer transaction rolls back). */
async function take(db: DbOrTx, input: Parameters<typeof takeHolds>[1]): Promise<Date> {
  const result = await takeHolds(db, input);
  if (result.ok) return result.expiresAt;
  if (result.reason === 'taken') throw new Taken(result.seatIds);
  throw badRequest('Alguna de las sillas no se puede reservar.');
}

/** Frees the purchase's held seats of the función (never 'paying' or 'sold' ones). Idempotent. */
export async function cancelReservation(db: DbOrTx, maps: SeatMaps, input: { userId: number; showtimeId: number; secuencia: number }): Promise<number[]> {
  inOrder(await Promise.allSettled([openPurchaseOf(db, { userId: input.userId, secuencia: input.secuencia }), maps.funcion(db, input.showtimeId)]));
  return releaseHolds(db, { showtimeId: input.showtimeId, userId: input.userId, scoreConsecutive: input.secuencia });
}

