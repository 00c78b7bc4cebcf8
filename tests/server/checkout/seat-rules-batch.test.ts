// Issue 30: reservations that arrive together go to the database in one batch (reservation-lines.ts),
// and the no-lone-seats rule decides each on the seats as the ones before it in the batch leave them
// (server/checkout/seat-turn.ts), then again on what the database did: a reservation the database
// held against the rule is undone and the batch sent again without it. On the engine of this run.
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkLoneSeats, type LoneSeatMode, type Place } from '../../../openapi/seat-rules.ts';
import type { SeatRule } from '../../../server/checkout/holds.ts';
import { ReservationLines } from '../../../server/checkout/reservation-lines.ts';
import { changeSeats } from '../../../server/checkout/seat-turn.ts';
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
  const watchedLines = () => {
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
      return changeSeats(counted, batch);
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

  // Sala 1's middle block of row C: C5–C12 between aisles. C5–C6 leaves C7–C12 free, C8–C9 leaves
  // C5–C7 and C10–C12: each alone is fine; both leave C7 alone.
  for (const order of ['C5–C6 first', 'C8–C9 first'] as const) {
    it(`two reservations in one batch that leave C7 alone only together (${order}): the second is refused naming C7, decided in one transaction`, async () => {
      const f = await sala1();
      const [plug, a, b, other] = [await buyerRow(db), await buyerRow(db), await buyerRow(db), await buyerRow(db)];
      const { lines, batches, transactions } = watchedLines();
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
      // The simulation saw it: nothing held against the rule was undone and sent again.
      expect(transactions()).toBe(1);

      const { by, seats: held } = await holdsBy(f.showtimeId, f.nameOf);
      expect(by.get(a.userId)).toEqual(firstSeats);
      expect(by.get(b.userId)).toBeUndefined();
      expect(by.get(other.userId)).toEqual(['D5', 'D6']);
      expect(new Set(held).size).toBe(held.length);
    });
  }

  it('a reservation the database refuses though the simulation saw it held: the rule’s late refusal is undone, the batch sent again without it, the others keep their seats', async () => {
    const f = await sala1();
    const [plug, a, b, other] = [await buyerRow(db), await buyerRow(db), await buyerRow(db), await buyerRow(db)];
    const { lines, batches, transactions } = watchedLines();
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
    // The first try was undone, the second committed.
    expect(transactions() - before).toBe(2);

    const { by, seats: held } = await holdsBy(f.showtimeId, f.nameOf);
    expect(by.get(a.userId)).toEqual(['C8', 'C9']);
    expect(by.get(b.userId)).toBeUndefined();
    expect(by.get(other.userId)).toEqual(['D5', 'D6']);
    expect(new Set(held).size).toBe(held.length);
  });
});
