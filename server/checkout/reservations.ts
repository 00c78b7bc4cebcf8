// Reserving seats for a purchase: all or nothing, replacing the consecutivo's previous seats in one
// transaction (the new set is taken before the old one is dropped, so a failed attempt keeps the
// old hold). The seat invariant itself lives in server/db/holds.ts; times are the database clock.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Reservation, SelectedSeat } from '../../openapi/index.ts';
import type { DbOrTx } from '../db/open.ts';
import { heldBy, releaseHolds, takeHolds } from '../db/holds.ts';
import { seatHolds } from '../db/schema.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { openPurchaseOf } from './consecutives.ts';
import { checkSeats, seatLabel, type ResolvedSeat } from './seats.ts';
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
  // The purchase and whether the función has started are read; the función and its room's cells
  // come from memory (errors reported in that order, whichever came back first).
  const [purchase, map, started] = inOrder(
    await Promise.allSettled([
      openPurchaseOf(db, { userId: input.userId, secuencia: input.secuencia }),
      maps.funcion(db, input.showtimeId),
      hasStarted(db, input.showtimeId),
    ]),
  );
  const showtime = { ...map.showtime, started };
  refuseStarted(showtime);
  const wanted = checkSeats(showtime, input.seats, map.cell);
  const seatIds = wanted.map((s) => s.seatId);
  const hold = { showtimeId: showtime.id, userId: input.userId, scoreConsecutive: input.secuencia, seconds: input.holdSeconds };

  let expiresAt: Date;
  try {
    if (!purchase.holding) {
      // The usual first reservation: nothing to replace, takeHolds' own transaction is enough.
      expiresAt = await take(db, { ...hold, seatIds });
    } else {
      expiresAt = await db.transaction(async (tx) => {
        // Seats this purchase already holds stay its own: their hold starts again.
        const kept = await tx
          .update(seatHolds)
          .set({ expiresAt: sql`now() + make_interval(secs => ${input.holdSeconds})`, updatedAt: sql`now()` })
          .where(
            and(heldBy({ showtimeId: showtime.id, userId: input.userId, scoreConsecutive: input.secuencia }), inArray(seatHolds.seatId, seatIds)),
          )
          .returning({ seatId: seatHolds.seatId, expiresAt: seatHolds.expiresAt });
        const keptIds = new Set(kept.map((k) => k.seatId));
        const fresh = seatIds.filter((id) => !keptIds.has(id));
        const until = fresh.length ? await take(tx, { ...hold, seatIds: fresh }) : kept[0].expiresAt!;
        // Only then the previous seats of this purchase (in any función) that are not in the new set.
        await tx
          .delete(seatHolds)
          .where(
            and(
              eq(seatHolds.scoreConsecutive, input.secuencia),
              eq(seatHolds.userId, input.userId),
              eq(seatHolds.status, 'held'),
              sql`not (${seatHolds.showtimeId} = ${showtime.id} and ${inArray(seatHolds.seatId, seatIds)})`,
            ),
          );
        return until;
      });
    }
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

