// Issue 30: reservations that arrive together go to the database in one batch (reservation-lines.ts),
// and the no-lone-seats rule decides each on the seats as the ones before it in the batch leave them
// (server/checkout/seat-turn.ts). Issue 46: decided before the call on a read of the seats taken,
// checked by the database under the función's turn (a reservation whose seats changed meanwhile, and
// every one after it, is decided again); or, when the seats keep changing, under the turn in one
// transaction, then again on what the database did. Both ways, on the engine of this run.
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkLoneSeats, type LoneSeatMode, type Place } from '../../../openapi/seat-rules.ts';
import type { SeatRule } from '../../../server/checkout/holds.ts';
import { ReservationLines } from '../../../server/checkout/reservation-lines.ts';
import { changeSeats, DECIDED_BEFORE } from '../../../server/checkout/seat-turn.ts';
import { changeHoldsChecked } from '../../../server/checkout/holds.ts';
import type { Database, Db } from '../../../server/db/open.ts';
import { rooms, seatHolds, seats, showtimes } from '../../../server/db/schema.ts';
import { engine as makeEngine } from '../../helpers/engines.ts';
import { buyerRow } from '../../helpers/purchase-rows.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const engine = makeEngine();

describe(`the no-lone-seats rule inside one batch (${engine.name})`, () => {
  let database: Database;
  let db: Db;

  beforeEach(async () => {
    database = await engine.open();
    db = database.db;
  });
  afterEach(() => database?.close());
  afterAll(() => engine.teardown());

  /** A future función of Sala 1 (aisle mode): its seats by name ('C7'), the sala's rule for a choice, and a seat of another sala. */
  const sala1 = async () => {
    const [st] = await db
      .select({ id: showtimes.id, roomId: showtimes.roomId, mode: rooms.loneSeatMode })
      .from(showtimes)
      .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
      .where(and(eq(rooms.slug, 'sala-1'), gt(showtimes.startsAt, sql`now() + interval '2 days'`)))
      .orderBy(asc(showtimes.id))
      .limit(1);
    expect(st.mode).toBe('aisle');
    const cells = await db.select().from(seats).where(eq(seats.roomId, st.roomId));
    const places = cells.map((c): Place => ({ fila: c.filaTotal, columna: c.columnaTotal, tipo: c.tipoSilla as Place['tipo'], zona: c.zoneId ?? 0, nombre: `${c.filaRelativa}${c.columnaRelativa}` }));
    const idOf = new Map(places.map((p, i) => [p, cells[i].id]));
    const byName = new Map(places.map((p) => [p.nombre, p]));
    const id = (name: string) => idOf.get(byName.get(name)!)!;
    const nameOf = new Map(cells.map((c) => [c.id, `${c.filaRelativa}${c.columnaRelativa}`]));
    // As loneSeatRule (server/checkout/seat-choice.ts) builds it from the función's map.
    const rule = (names: string[]): SeatRule => (taken) => {
      const verdict = checkLoneSeats(places, (p) => taken(idOf.get(p)!), names.map((n) => byName.get(n)!), st.mode as LoneSeatMode);
      return verdict.ok ? null : verdict.message;
    };
    const [otherSala] = await db.select({ id: seats.id }).from(seats).where(and(ne(seats.roomId, st.roomId), eq(seats.tipoSilla, 'Normal'))).limit(1);
    return { showtimeId: st.id, id, nameOf, rule, otherSalaSeat: otherSala.id };
  };

  /** Lines whose calls are the real ones: the size of each batch and the transactions it opened. */
  const watchedLines = (tries: number) => {
    const batches: number[] = [];
    let transactions = 0;
    const counted = new Proxy(db, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === 'transaction') transactions++;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const lines = new ReservationLines(db, (_on, batch) => {
      batches.push(batch.changes.length);
      return changeSeats(counted, batch, { tries });
    });
    return { lines, batches, transactions: () => transactions };
  };

  /** What the database holds in the función: seat names by buyer. */
  const holdsBy = async (showtimeId: number, nameOf: Map<number, string>) => {
    const rows = await db.select({ seatId: seatHolds.seatId, userId: seatHolds.userId }).from(seatHolds).where(eq(seatHolds.showtimeId, showtimeId));
    const by = new Map<number, string[]>();
    for (const r of rows) by.set(r.userId, [...(by.get(r.userId) ?? []), nameOf.get(r.seatId)!].sort());
    return { by, seats: rows.map((r) => r.seatId) };
  };

  it('the database goes on with a ruled reservation only while the seats its rule asked about are as it saw them; from the first that changed, nothing more of the batch is done', async () => {
    const f = await sala1();
    const [a, b, c] = [await buyerRow(db), await buyerRow(db), await buyerRow(db)];
    const at = { showtimeId: f.showtimeId, seconds: 600, maxSeats: 10 };
    // C holds E5; everything else is free.
    expect((await changeHoldsChecked(db, { ...at, changes: [{ kind: 'reserve', ...c, seatIds: [f.id('E5')] }], checks: [undefined] }))[0].outcome).toBe('held');
    const free = (names: string[]) => ({ seats: names.map(f.id), taken: names.map(() => false), refuse: false });

    const answers = await changeHoldsChecked(db, {
      ...at,
      changes: [
        { kind: 'reserve', ...a, seatIds: [f.id('D5'), f.id('D6')] },
        // B's rule saw C7 taken: it is not.
        { kind: 'reserve', ...b, seatIds: [f.id('C5'), f.id('C6')] },
        { kind: 'release', ...c },
        { kind: 'reserve', ...a, seatIds: [f.id('D8')] },
      ],
      checks: [free(['D4', 'D5', 'D6', 'D7']), { seats: [f.id('C7')], taken: [true], refuse: false }, undefined, free(['D8'])],
    });
    expect(answers.map((r) => r.outcome)).toEqual(['held', 'stale', 'stale', 'stale']);
    let { by } = await holdsBy(f.showtimeId, f.nameOf);
    expect(by.get(a.userId)).toEqual(['D5', 'D6']);
    expect(by.get(b.userId)).toBeUndefined();
    // The cancel after it was not done either: C keeps E5.
    expect(by.get(c.userId)).toEqual(['E5']);

    // A refusal the database confirms (its seats as seen) writes nothing; a reservation whose seats
    // another buyer's holds make taken, as seen, goes on.
    const confirmed = await changeHoldsChecked(db, {
      ...at,
      changes: [
        { kind: 'reserve', ...b, seatIds: [f.id('D7')] },
        { kind: 'reserve', ...b, seatIds: [f.id('D9')] },
      ],
      checks: [
        { seats: [f.id('D6'), f.id('D7'), f.id('D8')], taken: [true, false, false], refuse: true },
        { seats: [f.id('D8'), f.id('D9'), f.id('D10')], taken: [false, false, false], refuse: false },
      ],
    });
    expect(confirmed.map((r) => r.outcome)).toEqual(['lone_seat', 'held']);
    ({ by } = await holdsBy(f.showtimeId, f.nameOf));
    expect(by.get(b.userId)).toEqual(['D9']);
    expect(by.get(a.userId)).toEqual(['D5', 'D6']);
  });

  const ways = [
    { name: 'before the call', tries: DECIDED_BEFORE, underTheTurn: false },
    { name: 'under the función’s turn', tries: 0, underTheTurn: true },
  ];
  for (const way of ways) {
    // Sala 1's middle block of row C: C5–C12 between aisles. C5–C6 leaves C7–C12 free, C8–C9 leaves
    // C5–C7 and C10–C12: each alone is fine; both leave C7 alone.
    for (const order of ['C5–C6 first', 'C8–C9 first'] as const) {
      it(`two reservations in one batch that leave C7 alone only together (${order}): the second is refused naming C7, decided ${way.name}`, async () => {
        const f = await sala1();
        const [plug, a, b, other] = [await buyerRow(db), await buyerRow(db), await buyerRow(db), await buyerRow(db)];
        const { lines, batches, transactions } = watchedLines(way.tries);
        const at = { showtimeId: f.showtimeId, seconds: 600, maxSeats: 10 };
        const reserve = (buyer: typeof a, names: string[]) => lines.reserve({ ...at, ...buyer, seatIds: names.map(f.id), rule: f.rule(names) });
        const [left, right] = [['C5', 'C6'], ['C8', 'C9']];
        const [firstSeats, secondSeats] = order === 'C5–C6 first' ? [left, right] : [right, left];

        // The first change goes alone at once; the ones sent meanwhile wait and go together.
        const first = lines.release({ showtimeId: f.showtimeId, ...plug });
        const batch = [reserve(a, firstSeats), reserve(b, secondSeats), reserve(other, ['D5', 'D6'])];
        await first;
        const results = await Promise.all(batch);
        expect(batches).toEqual([1, 3]);

        expect(results[0].outcome).toBe('held');
        expect(results[1]).toEqual({ outcome: 'lone_seat', message: expect.stringMatching(/^La silla C7 quedaría sola/) });
        expect(results[2].outcome).toBe('held');
        // Decided before the call, which the database found as seen: no transaction, no turn held
        // across round trips. Under the turn: one transaction, nothing undone and sent again.
        expect(transactions()).toBe(way.underTheTurn ? 1 : 0);

        const { by, seats: held } = await holdsBy(f.showtimeId, f.nameOf);
        expect(by.get(a.userId)).toEqual(firstSeats);
        expect(by.get(b.userId)).toBeUndefined();
        expect(by.get(other.userId)).toEqual(['D5', 'D6']);
        expect(new Set(held).size).toBe(held.length);
      });
    }

    it(`a reservation the database refuses though the rule foresaw it held: the reservation after it that the rule let through is decided again, and refused; the others keep their seats (${way.name})`, async () => {
      const f = await sala1();
      const [plug, a, b, other] = [await buyerRow(db), await buyerRow(db), await buyerRow(db), await buyerRow(db)];
      const { lines, batches, transactions } = watchedLines(way.tries);
      const at = { showtimeId: f.showtimeId, seconds: 600, maxSeats: 10 };
      expect((await lines.reserve({ ...at, ...a, seatIds: [f.id('C8'), f.id('C9')] })).outcome).toBe('held');
      const before = transactions();

      // A moves to C10 and a seat of another sala: the simulation foresees it held (its seats are
      // free), so C8–C9 free and B's C5–C6 fine; the database refuses it (invalid), A keeps C8–C9
      // and B's C5–C6 leave C7 alone.
      const otherSala = f.otherSalaSeat;
      const first = lines.release({ showtimeId: f.showtimeId, ...plug });
      const batch = [
        lines.reserve({ ...at, ...a, seatIds: [f.id('C10'), otherSala] }),
        lines.reserve({ ...at, ...b, seatIds: [f.id('C5'), f.id('C6')], rule: f.rule(['C5', 'C6']) }),
        lines.reserve({ ...at, ...other, seatIds: [f.id('D5'), f.id('D6')], rule: f.rule(['D5', 'D6']) }),
      ];
      await first;
      const results = await Promise.all(batch);
      expect(batches).toEqual([1, 1, 3]);

      expect(results[0]).toEqual({ outcome: 'invalid', seatIds: [otherSala] });
      expect(results[1]).toEqual({ outcome: 'lone_seat', message: expect.stringMatching(/^La silla C7 quedaría sola/) });
      expect(results[2].outcome).toBe('held');
      // Decided before the call: B's seats were not as seen (A kept C8–C9), so B and the reservation
      // after it were decided again on a new read; no transaction. Under the turn: the first try was
      // undone, the second committed.
      expect(transactions() - before).toBe(way.underTheTurn ? 2 : 0);

      const { by, seats: held } = await holdsBy(f.showtimeId, f.nameOf);
      expect(by.get(a.userId)).toEqual(['C8', 'C9']);
      expect(by.get(b.userId)).toBeUndefined();
      expect(by.get(other.userId)).toEqual(['D5', 'D6']);
      expect(new Set(held).size).toBe(held.length);
    });
  }
});
