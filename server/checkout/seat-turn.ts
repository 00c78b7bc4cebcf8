// A función's batch of reservations and cancels (reservation-lines.ts) when some reservation
// carries the sala's no-lone-seats rule (issue 30): the rule decides under the función's turn, on
// the seats as they are when the batch writes, so two reservations at the same instant (on any
// process) cannot together leave a seat alone. In one transaction: the turn and the seats taken
// (viziona_seat_turn), the rule for each reservation in the batch's order on the seats as the
// changes before it leave them, then the batch without the refused ones (viziona_seat_changes).
// Which reservations the database will hold is foreseen (their seats free to them); after the
// call the rule is checked again on what it did, and should that differ the transaction is undone
// and the batch sent again without the newly refused one. Batches without a rule go as before, in
// one call.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/db.ts';
import { retried } from '../db/errors.ts';
import { changeHoldsMany, changeHoldsOnce, intArray, type SeatChange, type SeatChangeBatch, type SeatChangeResult } from './holds.ts';

/** A seat taken now: by whom, through which purchase, and whether it is paid for (being paid or sold). */
interface Taken {
  userId: number;
  consecutivo: number;
  paid: boolean;
}

interface TurnRow {
  seat_ids: number[];
  users: number[];
  consecutives: number[];
  paid: boolean[];
}

export async function changeSeats(db: DbOrTx, batch: SeatChangeBatch): Promise<SeatChangeResult[]> {
  if (!batch.changes.some((c) => c.kind === 'reserve' && c.rule)) return changeHoldsMany(db, batch);
  const refused = new Map<SeatChange, string>();
  for (;;) {
    try {
      const { sent, results } = await retried(() =>
        db.transaction(async (tx) => {
          const before = await seatsTaken(tx, batch);
          for (const [change, message] of refusals(before, batch.changes, refused)) refused.set(change, message);
          const sent = batch.changes.filter((c) => !refused.has(c));
          const results = sent.length ? await changeHoldsOnce(tx, { ...batch, changes: sent }) : [];
          const late = refusals(before, sent, new Map(), results);
          // The database held a reservation the rule refuses on what the batch really did: undone.
          if (late.size > 0) throw new LateRefusals(late);
          return { sent, results };
        }),
      );
      const bySent = new Map(sent.map((c, i) => [c, results[i]]));
      return batch.changes.map((c) => bySent.get(c) ?? { outcome: 'lone_seat', message: refused.get(c)! });
    } catch (err) {
      if (!(err instanceof LateRefusals)) throw err;
      for (const [change, message] of err.found) refused.set(change, message);
    }
  }
}

class LateRefusals extends Error {
  constructor(readonly found: Map<SeatChange, string>) {
    super('lone seats found after the batch');
  }
}

/** The función's turn, then its seats taken now (viziona_seat_turn). */
async function seatsTaken(tx: DbOrTx, batch: SeatChangeBatch): Promise<Map<number, Taken>> {
  const { rows } = (await tx.execute(
    sql`select * from viziona_seat_turn(${batch.showtimeId}, ${intArray(batch.changes.map((c) => c.userId))}::integer[])`,
  )) as unknown as { rows: TurnRow[] };
  const [row] = rows;
  const taken = new Map<number, Taken>();
  row.seat_ids.forEach((seatId, i) => taken.set(Number(seatId), { userId: Number(row.users[i]), consecutivo: Number(row.consecutives[i]), paid: row.paid[i] === true || (row.paid[i] as unknown) === 't' }));
  return taken;
}

/**
 * The reservations the rule refuses, in order, each on the seats as the changes before it leave
 * them (a refused one changes nothing). With `results` the changes did what the database answered;
 * without, a reservation is foreseen held when its seats are free to its purchase, a cancel done.
 */
function refusals(before: Map<number, Taken>, changes: SeatChange[], refused: Map<SeatChange, string>, results?: SeatChangeResult[]): Map<SeatChange, string> {
  const seats = new Map(before);
  const found = new Map<SeatChange, string>();
  changes.forEach((change, i) => {
    if (refused.has(change)) return;
    const mine = (t: Taken | undefined) => t !== undefined && !t.paid && t.userId === change.userId && t.consecutivo === change.consecutivo;
    if (change.kind === 'release') {
      if (!results || results[i].outcome === 'released') for (const [seatId, t] of seats) if (mine(t)) seats.delete(seatId);
      return;
    }
    const held = results ? results[i].outcome === 'held' : change.seatIds.every((id) => !seats.has(id) || mine(seats.get(id)));
    if (!held) return;
    const message = change.rule?.((id) => {
      const t = seats.get(id);
      return t !== undefined && (t.paid || t.userId !== change.userId);
    });
    if (message) {
      found.set(change, message);
      return;
    }
    for (const [seatId, t] of seats) if (mine(t)) seats.delete(seatId);
    for (const seatId of change.seatIds) seats.set(seatId, { userId: change.userId, consecutivo: change.consecutivo, paid: false });
  });
  return found;
}
