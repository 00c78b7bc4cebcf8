// A función's batch of reservations and cancels (reservation-lines.ts) when some reservation
// carries the sala's no-lone-seats rule (issue 30). The rule is a pure function of which seats are
// taken (openapi/seat-rules.ts, shared with the page), and it must hold on the seats as the batch
// finds them when it writes — two reservations at the same instant on two processes must not
// together leave a seat alone.
//
// Decided before the call (issue 46): the seats taken now are read without any lock
// (viziona_seats_taken), the rule decides each reservation in the batch's order on the seats as the
// changes before it would leave them, and each ruled reservation goes to viziona_seat_changes with
// the seats its rule looked at and what it saw there. Under the función's turn, in the same order,
// the database checks those seats and goes on only if they are as seen: the same questions, the
// same answers, the same verdict (a refusal it confirms writes nothing). From the first reservation
// whose seats changed meanwhile, nothing more of the batch is done ('stale'): those changes are
// decided again on a new read, in order. So the función's turn is held for one statement, as for a
// batch without the rule, instead of across the round trips of a transaction that read, decided and
// wrote under it: that cost half the holds a second of a two-process rush (bench:ab against 72b7ec2).
//
// Under the turn: should the seats keep changing between the read and the call (DECIDED_BEFORE
// tries), the rest of the batch is decided in one transaction that takes the turn first and reads
// the seats under it (viziona_seat_turn), then writes; the rule is checked again on what the
// database did, and a reservation it held against the rule is undone with the batch, which is sent
// again without it.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/db.ts';
import { retried } from '../db/errors.ts';
import { param, preparedPerDb } from '../db/prepared.ts';
import { countRuledCall } from '../metrics/catalogue.ts';
import { changeHoldsChecked, changeHoldsMany, changeHoldsOnce, intArray, unchecked, type SeatChange, type SeatChangeBatch, type SeatChangeResult, type SeatCheck } from './holds.ts';

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

/** Tries at deciding a batch's rules before the call, before the rest is decided under the función's turn. */
export const DECIDED_BEFORE = 2;

export async function changeSeats(db: DbOrTx, batch: SeatChangeBatch, { tries = DECIDED_BEFORE } = {}): Promise<SeatChangeResult[]> {
  if (!batch.changes.some((c) => c.kind === 'reserve' && c.rule)) return changeHoldsMany(db, batch);
  const results: SeatChangeResult[] = [];
  let pending = batch.changes;
  for (let attempt = 0; attempt < tries && pending.length > 0; attempt++) {
    const decisions = decide(await seatsTakenNow(db, batch.showtimeId), pending);
    const answers = await changeHoldsChecked(db, { ...batch, changes: pending, checks: decisions.map((d) => d?.check) });
    let done = 0;
    for (; done < pending.length; done++) {
      const answer = answers[done];
      if (answer.outcome === 'stale') break;
      if (answer.outcome !== 'lone_seat') {
        results.push(answer);
        continue;
      }
      const message = decisions[done]?.message;
      if (!message) throw new Error(`viziona_seat_changes rechazó el cambio ${done + 1} sin que la regla lo rechazara.`);
      results.push({ outcome: 'lone_seat', message });
    }
    countRuledCall(done < pending.length ? 'stale' : 'decided');
    pending = pending.slice(done);
  }
  if (pending.length > 0) {
    countRuledCall('turn');
    results.push(...(await underTheTurn(db, { ...batch, changes: pending })));
  }
  return results;
}

interface Decision {
  check: SeatCheck;
  /** The rule's refusal, when it refused. */
  message: string | null;
}

/**
 * Each reservation of the changes, in order, on the seats as the ones before it would leave them (a
 * refused one changes nothing; one foreseen held takes its seats and frees its purchase's others):
 * for a ruled one, the seats its rule asked about, what it saw and its verdict. One whose seats are
 * not all free to it is not given to the rule (the database answers OCUPADA); its check is its seats.
 */
function decide(before: Map<number, Taken>, changes: SeatChange[]): (Decision | undefined)[] {
  const seats = new Map(before);
  return changes.map((change) => {
    const mine = (t: Taken | undefined) => t !== undefined && !t.paid && t.userId === change.userId && t.consecutivo === change.consecutivo;
    const takenFor = (seatId: number) => {
      const t = seats.get(seatId);
      return t !== undefined && (t.paid || t.userId !== change.userId);
    };
    if (change.kind === 'release') {
      for (const [seatId, t] of seats) if (mine(t)) seats.delete(seatId);
      return undefined;
    }
    const free = change.seatIds.every((id) => !seats.has(id) || mine(seats.get(id)));
    let decision: Decision | undefined;
    if (change.rule && !free) {
      decision = { check: { seats: change.seatIds, taken: change.seatIds.map(takenFor), refuse: false }, message: null };
    } else if (change.rule) {
      const asked = new Map<number, boolean>();
      const message = change.rule((seatId) => {
        const taken = takenFor(seatId);
        asked.set(seatId, taken);
        return taken;
      });
      decision = { check: { seats: [...asked.keys()], taken: [...asked.values()], refuse: message !== null }, message };
      if (message) return decision;
    }
    if (free) {
      for (const [seatId, t] of seats) if (mine(t)) seats.delete(seatId);
      for (const seatId of change.seatIds) seats.set(seatId, { userId: change.userId, consecutivo: change.consecutivo, paid: false });
    }
    return decision;
  });
}

/** The rest of a batch whose seats kept changing: decided and written under the función's turn, in one transaction. */
async function underTheTurn(db: DbOrTx, batch: SeatChangeBatch): Promise<SeatChangeResult[]> {
  const refused = new Map<SeatChange, string>();
  for (;;) {
    try {
      const { sent, results } = await retried(() =>
        db.transaction(async (tx) => {
          const before = await seatsTaken(tx, batch);
          for (const [change, message] of refusals(before, batch.changes, refused)) refused.set(change, message);
          const sent = batch.changes.filter((c) => !refused.has(c));
          const results = sent.length ? unchecked(await changeHoldsOnce(tx, { ...batch, changes: sent })) : [];
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
  return takenOf(rows[0]);
}

const seatsTakenQuery = preparedPerDb((db) =>
  db
    .select({ seat_ids: sql<number[]>`t.seat_ids`, users: sql<number[]>`t.users`, consecutives: sql<number[]>`t.consecutives`, paid: sql<boolean[]>`t.paid` })
    .from(sql`viziona_seats_taken(${param('showtimeId')}) as t`)
    .prepare('seats_taken'),
);

/** The función's seats taken now, read without its turn (viziona_seats_taken). */
async function seatsTakenNow(db: DbOrTx, showtimeId: number): Promise<Map<number, Taken>> {
  const [row] = await seatsTakenQuery(db).execute({ showtimeId });
  return takenOf(row);
}

function takenOf(row: TurnRow): Map<number, Taken> {
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
