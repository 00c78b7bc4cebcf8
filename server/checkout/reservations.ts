// Reserving seats for a purchase: all or nothing, replacing the consecutivo's previous seats in one
// database call (a refused attempt writes nothing, so the old hold stays). Reservations and cancels
// of a función go in its line (server/checkout/reservation-lines.ts): in batches under a rush, in the
// order they came. The seat invariant itself lives in server/checkout/holds.ts; times are the database clock.
import type { Reservation, SelectedSeat } from '../../openapi/index.ts';
import type { DbOrTx } from '../db/open.ts';
import { reservationLines } from './reservation-lines.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import { isOffered } from '../../openapi/rules.ts';
import { loneSeatMessage } from '../../openapi/seat-rules.ts';
import { ALREADY_PAID, NO_PURCHASE, NOT_YOURS, unpaidConsecutivoOf } from './consecutivos.ts';
import { checkSeats, seatLabel, tooManySeats, type ResolvedSeat } from './seats.ts';
import type { SeatMaps } from './seat-map.ts';
import { loneSeatRule, pickBest } from './seat-choice.ts';
import { CANCELLED, hasStarted, refuseCancelled, refuseStarted, STARTED } from './showtime.ts';
import { countReservation } from '../metrics/catalogue.ts';

export interface ReserveInput {
  userId: number;
  showtimeId: number;
  consecutivo: number;
  seats: SelectedSeat[];
  /** Hold length (config HOLD_SECONDS, at most 600). */
  holdSeconds: number;
  /** Best available chose seats the rule would refuse because no choice of as many avoids a lone seat. */
  skipLoneSeatRule?: boolean;
}

/** 409 whose message contains 'OCUPADA', naming the seats (the client keys on that word). */
function occupied(taken: ResolvedSeat[]) {
  const labels = taken.map((s) => seatLabel(s.fila, s.columna));
  if (labels.length === 1) return conflict(`La silla ${labels[0]} está OCUPADA.`);
  return conflict(`Las sillas ${labels.slice(0, -1).join(', ')} y ${labels.at(-1)} están OCUPADAS.`);
}

/** Holds the seats for the purchase; throws HttpError 400/403/404/409 and then holds nothing new. */
export async function reserveSeats(db: DbOrTx, maps: SeatMaps, input: ReserveInput): Promise<Reservation> {
  // The función and its room's cells come from memory.
  const map = await maps.funcion(db, input.showtimeId);
  const { showtime } = map;
  refuseCancelled(showtime);
  let wanted: ResolvedSeat[];
  try {
    wanted = checkSeats({ ...showtime, started: false }, input.seats, map.cell);
  } catch (seatError) {
    // Errors are reported in the order purchase, start, seats: the purchase and the start are
    // read before the seats' error is given.
    const [, started] = inOrder(await Promise.allSettled([unpaidConsecutivoOf(db, { userId: input.userId, consecutivo: input.consecutivo }), hasStarted(db, showtime.id)]));
    refuseStarted({ ...showtime, started });
    throw seatError;
  }

  // In the función's line: under a rush its reservations go to the database in batches.
  const result = await reservationLines(db).reserve({
    showtimeId: showtime.id,
    userId: input.userId,
    consecutivo: input.consecutivo,
    seatIds: wanted.map((s) => s.seatId),
    seconds: input.holdSeconds,
    // The limit is per buyer and función, however many purchases they open.
    maxSeats: showtime.maxSeats,
    // The sala's no-lone-seats rule (issue 30), decided under the función's turn, once.
    rule: input.skipLoneSeatRule ? undefined : loneSeatRule(map, wanted),
  });
  countReservation(result.outcome);
  switch (result.outcome) {
    case 'no_purchase':
      throw notFound(NO_PURCHASE);
    case 'not_yours':
      throw forbidden(NOT_YOURS);
    case 'paid':
      throw conflict(ALREADY_PAID);
    case 'started':
      throw conflict(STARTED);
    case 'cancelled':
      throw conflict(CANCELLED);
    case 'too_many':
      throw tooManySeats(showtime.maxSeats);
    case 'invalid':
      throw badRequest('Alguna de las sillas no se puede reservar.');
    case 'taken':
      throw occupied(wanted.filter((s) => result.seatIds.includes(s.seatId)));
    case 'lone_seat':
      throw conflict(result.message);
  }
  return {
    score_consecutive: input.consecutivo,
    showtime_id: showtime.id,
    seats: wanted.map((s) => ({ Fila: s.filaTotal, Columna: s.columnaTotal, FilRelativa: s.fila, ColRelativa: s.columna, Tarifa: s.price.id })),
    expires_at: result.expiresAt.toISOString(),
    // expires_at is now() + HOLD_SECONDS by the database clock, in the statement that took the seats.
    seconds_left: input.holdSeconds,
  };
}

/** The values of settled promises, or the first rejection in list order. */
function inOrder<T extends readonly unknown[]>(results: { [K in keyof T]: PromiseSettledResult<T[K]> }): T {
  for (const r of results as readonly PromiseSettledResult<unknown>[]) if (r.status === 'rejected') throw r.reason;
  return (results as readonly PromiseFulfilledResult<unknown>[]).map((r) => r.value) as unknown as T;
}

/** Frees the purchase's held seats of the función (never 'paying' or 'sold' ones). Idempotent. */
export async function cancelReservation(db: DbOrTx, maps: SeatMaps, input: { userId: number; showtimeId: number; consecutivo: number }): Promise<number[]> {
  const ref = { showtimeId: input.showtimeId, userId: input.userId, consecutivo: input.consecutivo };
  // The usual case in one statement: the purchase's own held seats go. Only when there were none
  // is it worth asking why (no such purchase or función, someone else's, already paid, or nothing held).
  const freed = await reservationLines(db).release(ref);
  if (freed.length > 0) return freed;
  inOrder(await Promise.allSettled([unpaidConsecutivoOf(db, { userId: input.userId, consecutivo: input.consecutivo }), maps.funcion(db, input.showtimeId)]));
  return freed;
}

/** What every lone-seat refusal says, whichever seat it names. */
const LONE = loneSeatMessage('').slice('La silla '.length);

export interface ReserveBestInput {
  userId: number;
  showtimeId: number;
  consecutivo: number;
  count: number;
  /** The zone's price code (PriceLocation.codigo). */
  zone: number;
  holdSeconds: number;
}

/**
 * 'Mejor disponible': the server picks `count` free seats of the zone (openapi/seat-rules.ts
 * bestAvailable) and reserves them as reserveSeats does, through the same line and hold module. A
 * seat taken meanwhile by someone else, or a lone seat the changes meanwhile make: picked again, up to three times.
 */
export async function reserveBestAvailable(db: DbOrTx, maps: SeatMaps, input: ReserveBestInput): Promise<Reservation> {
  const map = await maps.funcion(db, input.showtimeId);
  const { showtime } = map;
  refuseCancelled(showtime);
  if (input.count < 1 || input.count > showtime.maxSeats) throw badRequest(`Elige de 1 a ${showtime.maxSeats} sillas.`);
  const price = map.cells.find((c) => c.price?.id === input.zone)?.price;
  if (!price || !isOffered(price.valor)) throw badRequest('Esa zona no está a la venta en esta función.');
  for (let attempt = 1; ; attempt++) {
    const picked = await pickBest(db, maps, map, { userId: input.userId, zoneId: price.zoneId, count: input.count });
    if (!picked) throw conflict(`No hay ${input.count} sillas libres en la zona ${price.zona}.`);
    const seats = picked.seats.map(({ seat }) => ({ Fila: seat.filaTotal, Columna: seat.columnaTotal, FilRelativa: seat.filaRelativa, ColRelativa: seat.columnaRelativa, Tarifa: price.id }));
    try {
      return await reserveSeats(db, maps, { userId: input.userId, showtimeId: input.showtimeId, consecutivo: input.consecutivo, seats, holdSeconds: input.holdSeconds, skipLoneSeatRule: !picked.byRule });
    } catch (err) {
      // Taken meanwhile, or (under the función's turn) left a seat alone by a change meanwhile: picked again.
      const overtaken = err instanceof HttpError && err.statusCode === 409 && (err.message.includes('OCUPADA') || err.message.includes(LONE));
      if (attempt < 3 && overtaken) continue;
      throw err;
    }
  }
}
