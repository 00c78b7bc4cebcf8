// Seat holds of a función: the invariant "a seat of a showtime is held or sold by at most one
// purchase" is kept by the UNIQUE (showtime_id, seat_id) key of seat_holds and by statements that
// can only take over a row that is 'held' and expired. 'paying' and 'sold' rows are never taken.
// Times are the database clock (now()), the same for every server instance; whether a row takes its
// seat is written once, in SQL (seatTaken below).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SelectedSeat } from '../../openapi/index.ts';
import type { DbOrTx } from '../db/db.ts';
import { LOCK_CLASSES } from '../db/advisory-locks.ts';
import { param, preparedPerDb } from '../db/prepared.ts';
import { retried } from '../db/errors.ts';
import { rooms, seatHolds, seats, showtimes } from '../db/schema.ts';

export type SeatHold = typeof seatHolds.$inferSelect;

/** A purchase whose hold no longer covers the seats it pays for. */
export const HOLD_EXPIRED = 'Tu reserva expiró. Elige tus sillas de nuevo.';

/**
 * The hold row takes its seat now: 'paying' and 'sold' always, 'held' until it expires, on the
 * database clock. viziona_seat_taken (server/db/functions/) is the rule's one statement, for the
 * SQL functions and every query alike; the planner inlines it, so indexes serve as before.
 */
export const seatTaken = sql`viziona_seat_taken(${seatHolds.status}, ${seatHolds.expiresAt})`;

class NotAllTaken extends Error {
  constructor(readonly seatIds: number[]) {
    super('seats not available');
  }
}

const uniqueSorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** An integer[] parameter, written as PostgreSQL's array literal (both drivers take it). */
export const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

const seatChangesQuery = preparedPerDb((db) =>
  db
    .select({
      item: sql<number>`c.item`,
      outcome: sql<string>`c.outcome`,
      seat_ids: sql<number[] | null>`c.seat_ids`,
      expires_at: sql<Date | string | null>`c.expires_at`,
    })
    .from(
      sql`viziona_seat_changes(${param('showtimeId')}, ${param('users')}::integer[], ${param('consecutives')}::integer[], ${param('counts')}::integer[],
        ${param('seats')}::integer[], ${param('seconds')}, ${param('maxSeats')},
        ${param('checkCounts')}::integer[], ${param('checkSeats')}::integer[], ${param('checkTaken')}::boolean[], ${param('refuse')}::boolean[]) as c`,
    )
    .prepare('seat_changes'),
);

/** The rows of a `select * from f(…)` on either driver. */
async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A purchase's reservation: its seats replace the ones it held (see changeHoldsMany). */
export interface ReserveHoldsInput {
  showtimeId: number;
  seatIds: number[];
  userId: number;
  /** The purchase's consecutivo (consecutives.numero). */
  consecutivo: number;
  /** Lifetime of the hold (600 for the checkout). */
  seconds: number;
  /** Seats a buyer may hold in the función, over all their purchases. */
  maxSeats: number;
  /** The sala's no-lone-seats rule for these seats, decided under the función's turn (server/checkout/seat-turn.ts). */
  rule?: SeatRule;
}

/** A rule on a reservation's seats, given which seats are taken for its buyer: the refusal's message, or null. */
export type SeatRule = (taken: (seatId: number) => boolean) => string | null;

export type ReserveHoldsResult =
  | { outcome: 'held'; expiresAt: Date }
  | { outcome: 'no_purchase' | 'not_yours' | 'paid' | 'started' | 'too_many' | 'cancelled' }
  | { outcome: 'invalid' | 'taken'; seatIds: number[] }
  | { outcome: 'lone_seat'; message: string };

/** A purchase's reservation (its seats replace the ones it held) or cancel, in a batch. */
export type SeatChange =
  | { kind: 'reserve'; userId: number; consecutivo: number; seatIds: number[]; rule?: SeatRule }
  | { kind: 'release'; userId: number; consecutivo: number };

export type SeatChangeResult = ReserveHoldsResult | { outcome: 'released'; seatIds: number[] };

/**
 * A reservation's rule as the server decided it before the call: the seats the rule looked at and
 * whether each was taken for the buyer, and whether it refused. The database goes on with the
 * reservation only if those seats are still so under the función's turn (viziona_seat_changes).
 */
export interface SeatCheck {
  seats: number[];
  taken: boolean[];
  refuse: boolean;
}

/** Changes that can go in one call: one función; its reservations share one hold length and one limit. */
export interface SeatChangeBatch {
  showtimeId: number;
  seconds: number;
  maxSeats: number;
  changes: SeatChange[];
  /** Beside each change, its rule's check (server/checkout/seat-turn.ts); none: nothing is checked. */
  checks?: (SeatCheck | undefined)[];
}

/**
 * What the call answered: a change's result, 'lone_seat' for a refusal its check confirmed (the
 * message is the caller's), or 'stale' when its check or one before it found the seats changed (then
 * it and every change after it were not done).
 */
export type SeatCallResult = Exclude<SeatChangeResult, { outcome: 'lone_seat' }> | { outcome: 'lone_seat' } | { outcome: 'stale' };

/**
 * A función's reservations and cancels in one call to viziona_seat_changes (server/db/functions/),
 * answered as if they had come one after another in this order. A reservation checks its purchase,
 * the función's start and the buyer's limit, then holds its seats all or nothing, keeping the
 * purchase's seats that are wanted again and freeing its others; a refused one changes nothing. A
 * cancel frees the purchase's held seats ('paying' and 'sold' ones stay) and lists them.
 */
export async function changeHoldsMany(db: DbOrTx, batch: SeatChangeBatch): Promise<SeatChangeResult[]> {
  return unchecked(await retried(() => changeHoldsOnce(db, { ...batch, checks: undefined })));
}

/** A call without checks answers no 'stale' and no 'lone_seat'. */
export function unchecked(results: SeatCallResult[]): SeatChangeResult[] {
  return results.map((r) => {
    if (r.outcome === 'stale' || r.outcome === 'lone_seat') throw new Error(`viziona_seat_changes respondió '${r.outcome}' sin comprobaciones.`);
    return r;
  });
}

/** A batch with its rules' checks in one call, retried as changeHoldsMany is: see SeatCallResult. */
export async function changeHoldsChecked(db: DbOrTx, batch: SeatChangeBatch & { checks: (SeatCheck | undefined)[] }): Promise<SeatCallResult[]> {
  return retried(() => changeHoldsOnce(db, batch));
}

/** A boolean[] parameter, written as PostgreSQL's array literal. */
const boolArray = (values: boolean[]) => `{${values.map((v) => (v ? 't' : 'f')).join(',')}}`;

/** changeHoldsMany's one call, not retried (inside a transaction, which a failure ends). */
export async function changeHoldsOnce(db: DbOrTx, batch: SeatChangeBatch): Promise<SeatCallResult[]> {
  const wanted = batch.changes.map((c) => (c.kind === 'reserve' ? uniqueSorted(c.seatIds) : null));
  // A cancel has no count (NULL): written by hand, as intArray takes numbers only.
  const counts = `{${wanted.map((w) => (w ? w.length : 'NULL')).join(',')}}`;
  const checks = batch.checks;
  const rows = await seatChangesQuery(db).execute({
    showtimeId: batch.showtimeId,
    users: intArray(batch.changes.map((c) => c.userId)),
    consecutives: intArray(batch.changes.map((c) => c.consecutivo)),
    counts,
    seats: intArray(wanted.flatMap((w) => w ?? [])),
    seconds: batch.seconds,
    maxSeats: batch.maxSeats,
    checkCounts: checks ? intArray(batch.changes.map((_, i) => checks[i]?.seats.length ?? 0)) : null,
    checkSeats: checks ? intArray(checks.flatMap((c) => c?.seats ?? [])) : null,
    checkTaken: checks ? boolArray(checks.flatMap((c) => c?.taken ?? [])) : null,
    refuse: checks ? boolArray(batch.changes.map((_, i) => checks[i]?.refuse ?? false)) : null,
  });
  const answers = new Map(rows.map((row) => [row.item, row]));
  return batch.changes.map((_, i): SeatCallResult => {
    const row = answers.get(i + 1);
    if (!row) throw new Error(`viziona_seat_changes no respondió el cambio ${i + 1} de ${batch.changes.length}.`);
    if (row.outcome === 'held') return { outcome: 'held', expiresAt: new Date(row.expires_at!) };
    if (row.outcome === 'invalid' || row.outcome === 'taken' || row.outcome === 'released') return { outcome: row.outcome, seatIds: row.seat_ids ?? [] };
    const outcome = row.outcome as 'no_purchase' | 'not_yours' | 'paid' | 'started' | 'too_many' | 'cancelled' | 'lone_seat' | 'stale';
    if (outcome === 'lone_seat') return { outcome };
    if (outcome === 'stale') return { outcome };
    return { outcome };
  });
}

export interface PurchaseRef {
  showtimeId: number;
  userId: number;
  consecutivo: number;
}

/** The purchase's 'held' rows in its función (live or expired): the one way the code names them. */
export const heldBy = (ref: PurchaseRef) =>
  and(
    eq(seatHolds.showtimeId, ref.showtimeId),
    eq(seatHolds.userId, ref.userId),
    eq(seatHolds.consecutivo, ref.consecutivo),
    eq(seatHolds.status, 'held'),
  );

/** The seats the purchase holds now (live 'held' rows) in the función, with their place in the room. */
export async function liveHeldSeats(db: DbOrTx, ref: { showtimeId: number; userId: number; consecutivo: number }) {
  return db
    .select({ seatId: seatHolds.seatId, fila: seats.filaTotal, columna: seats.columnaTotal })
    .from(seatHolds)
    .innerJoin(seats, eq(seats.id, seatHolds.seatId))
    .where(and(heldBy(ref), seatTaken))
    .orderBy(asc(seatHolds.seatId));
}

/** Whether the held seats are exactly the seats sent (by FilaTotal, ColumnaTotal). */
export function coversExactly(held: { fila: number; columna: number }[], sent: SelectedSeat[]): boolean {
  const key = (f: number, c: number) => `${f}:${c}`;
  const heldKeys = new Set(held.map((h) => key(h.fila, h.columna)));
  const sentKeys = new Set(sent.map((s) => key(s.Fila, s.Columna)));
  return heldKeys.size === sentKeys.size && sentKeys.size === sent.length && [...sentKeys].every((k) => heldKeys.has(k));
}

/** Cancels a purchase's holds: only 'held' rows; a 'paying' or 'sold' seat stays. Returns the freed seat ids. */
export async function releaseHolds(db: DbOrTx, ref: PurchaseRef): Promise<number[]> {
  // A batch of one, as the server's cancels go (see changeHoldsMany).
  const [result] = await changeHoldsMany(db, { showtimeId: ref.showtimeId, seconds: 0, maxSeats: 0, changes: [{ kind: 'release', userId: ref.userId, consecutivo: ref.consecutivo }] });
  return result.outcome === 'released' ? result.seatIds : [];
}

/** Inside a transaction: waits until no other reservation or payment of the user is under way (held until commit). */
export async function lockBuyer(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASSES.buyer}, ${userId})`);
}

/**
 * Inside a transaction, before touching a función's seat rows: waits for the función's turn among
 * its writers (held until commit) and bumps its seat-map version once (viziona_lock_seat_map). Every
 * writer takes it, after lockBuyer and before any seat row, so writers never deadlock.
 */
export async function lockSeatMap(tx: DbOrTx, showtimeId: number): Promise<void> {
  await tx.execute(sql`select viziona_lock_seat_map(${showtimeId})`);
}

/** Deletes every expired 'held' row (a job may run it; reservations do not depend on it). Returns how many. */
export async function releaseExpired(db: DbOrTx): Promise<number> {
  // One call: the funciones concerned are taken in id order before their rows go (viziona_release_expired).
  const [{ released }] = await rowsOf<{ released: number }>(db, sql`select viziona_release_expired() as released`);
  return released;
}

/**
 * Payment starts: the purchase's live 'held' rows become 'paying' for the bill, so neither expiry
 * nor cancel can free them while the gateway decides. `seconds` bounds how long the payment may
 * stay unanswered before reconciliation looks at it. Returns the rows moved (none if the hold expired).
 */
export async function markPaying(db: DbOrTx, ref: PurchaseRef & { billId: number; seconds: number }): Promise<SeatHold[]> {
  return db.transaction(async (tx) => {
    await lockSeatMap(tx, ref.showtimeId);
    return tx
      .update(seatHolds)
      .set({ status: 'paying', billId: ref.billId, expiresAt: sql`now() + make_interval(secs => ${ref.seconds})`, updatedAt: sql`now()` })
      .where(and(heldBy(ref), seatTaken))
      .returning();
  });
}

export type SellResult = { ok: true; holds: SeatHold[] } | { ok: false; seatIds: number[] } | { ok: false; cancelled: true };

class FuncionCancelled extends Error {}

/**
 * An accepted payment: marks the bill's seats 'sold', all or none. Seats still 'paying' for this
 * bill are sold; seats whose hold was released or expired meanwhile are re-taken if nobody else
 * has them; seats already sold to this bill count as sold (confirmations repeat). Otherwise
 * nothing changes and the seats lost are listed (the bill then needs a refund). Nothing is sold
 * in a cancelled función: read under its turn, which its cancellation takes before it commits.
 */
export async function sellSeats(db: DbOrTx, input: PurchaseRef & { billId: number; seatIds: number[] }): Promise<SellResult> {
  const wanted = uniqueSorted(input.seatIds);
  try {
    const holds = await db.transaction(async (tx) => {
      await lockSeatMap(tx, input.showtimeId);
      const [open] = await tx.select({ id: showtimes.id }).from(showtimes).where(and(eq(showtimes.id, input.showtimeId), isNull(showtimes.cancelledAt)));
      if (!open) throw new FuncionCancelled();
      const rows = await tx
        .insert(seatHolds)
        .values(
          wanted.map((seatId) => ({
            showtimeId: input.showtimeId,
            seatId,
            userId: input.userId,
            consecutivo: input.consecutivo,
            status: 'sold',
            expiresAt: null,
            billId: input.billId,
          })),
        )
        .onConflictDoUpdate({
          target: [seatHolds.showtimeId, seatHolds.seatId],
          set: {
            userId: sql`excluded.user_id`,
            consecutivo: sql`excluded.score_consecutive`,
            status: 'sold',
            expiresAt: null,
            billId: sql`excluded.bill_id`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${seatHolds.billId} = excluded.bill_id
            or not ${seatTaken}
            or (${seatHolds.status} = 'held' and ${seatHolds.consecutivo} = excluded.score_consecutive)`,
        })
        .returning();
      if (rows.length < wanted.length) {
        const got = new Set(rows.map((r) => r.seatId));
        throw new NotAllTaken(wanted.filter((id) => !got.has(id)));
      }
      return rows;
    });
    return { ok: true, holds };
  } catch (err) {
    if (err instanceof NotAllTaken) return { ok: false, seatIds: err.seatIds };
    if (err instanceof FuncionCancelled) return { ok: false, cancelled: true };
    throw err;
  }
}

/** A rejected or failed payment: frees the bill's 'paying' seats. Returns the freed seat ids. */
export async function releasePayment(db: DbOrTx, billId: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const paying = and(eq(seatHolds.billId, billId), eq(seatHolds.status, 'paying'));
    const [funcion] = await tx.selectDistinct({ id: seatHolds.showtimeId }).from(seatHolds).where(paying);
    if (!funcion) return [];
    await lockSeatMap(tx, funcion.id);
    const rows = await tx.delete(seatHolds).where(paying).returning({ seatId: seatHolds.seatId });
    return rows.map((r) => r.seatId);
  });
}

/** The seats of a función that are not free now, in seat order. */
export interface OccupiedSeats {
  /** Seats being paid or sold. */
  paid: number[];
  /** Seats on a live hold, and beside each its holder (user id). */
  held: number[];
  holders: number[];
  /** When the first of those holds expires (null when there is none). */
  firstExpiry: Date | null;
}

/**
 * Seats of a función that are not free now: live holds, payments in flight, sold seats. One row
 * of arrays rather than a row per seat: on the embedded database reading rows one by one cost
 * twice as much (this is read again after every change while people choose seats).
 */
const held = sql`${seatHolds.status} = 'held'`;
const occupiedQuery = preparedPerDb((db) =>
  db
    .select({
      paid: sql<number[] | null>`array_agg(${seatHolds.seatId} order by ${seatHolds.seatId}) filter (where not ${held})`,
      held: sql<number[] | null>`array_agg(${seatHolds.seatId} order by ${seatHolds.seatId}) filter (where ${held})`,
      holders: sql<number[] | null>`array_agg(${seatHolds.userId} order by ${seatHolds.seatId}) filter (where ${held})`,
      first_expiry: sql<Date | string | null>`min(${seatHolds.expiresAt}) filter (where ${held})`,
    })
    .from(seatHolds)
    .where(sql`${seatHolds.showtimeId} = ${param('showtimeId')} and ${seatTaken}`)
    .prepare('occupied_seats'),
);

export async function occupiedSeats(db: DbOrTx, showtimeId: number): Promise<OccupiedSeats> {
  const [row] = await occupiedQuery(db).execute({ showtimeId });
  return { paid: row.paid ?? [], held: row.held ?? [], holders: row.holders ?? [], firstExpiry: row.first_expiry === null ? null : new Date(row.first_expiry) };
}

/**
 * A función being cancelled: frees every seat held without a bill yet ('held', live or expired).
 * Seats being paid or sold go with their bill's move (server/bills/moves.ts). Returns the freed seat ids.
 */
export async function releaseFuncionHolds(db: DbOrTx, showtimeId: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    await lockSeatMap(tx, showtimeId);
    const rows = await tx
      .delete(seatHolds)
      .where(and(eq(seatHolds.showtimeId, showtimeId), eq(seatHolds.status, 'held')))
      .returning({ seatId: seatHolds.seatId });
    return rows.map((r) => r.seatId).sort((a, b) => a - b);
  });
}

/** A bill whose money goes back: frees its seats, being paid or sold. Returns the freed seat ids. */
export async function releaseBillSeats(db: DbOrTx, billId: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ofBill = and(eq(seatHolds.billId, billId), inArray(seatHolds.status, ['paying', 'sold']));
    const [funcion] = await tx.selectDistinct({ id: seatHolds.showtimeId }).from(seatHolds).where(ofBill);
    if (!funcion) return [];
    await lockSeatMap(tx, funcion.id);
    const rows = await tx.delete(seatHolds).where(ofBill).returning({ seatId: seatHolds.seatId });
    return rows.map((r) => r.seatId);
  });
}

/**
 * Seats a función still has for sale, on the database clock: its room's capacity (its seats but
 * the aisles, kept by a trigger) minus the seats taken. For a query over showtimes, one función per row.
 */
export const seatsLeft = sql<number>`(
  (select ${rooms.capacity} from ${rooms} where ${rooms.id} = ${showtimes.roomId})
  - (select count(*) from ${seatHolds} where ${seatHolds.showtimeId} = ${showtimes.id} and ${seatTaken})
)::int`;
