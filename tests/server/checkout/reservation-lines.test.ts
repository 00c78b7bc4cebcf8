// A función's line of reservations and cancels (server/checkout/reservation-lines.ts), on the engine of
// this run: a quiet función's change goes at once; those that arrive while a call is in the
// database go together in the next one, in the order they came, each with its own answer; a
// failed call fails only its own.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeHoldsMany, type SeatChangeBatch } from '../../../server/checkout/holds.ts';
import type { Database, Db } from '../../../server/db/open.ts';
import { MAX_BATCH, ReservationLines, reservationLines } from '../../../server/checkout/reservation-lines.ts';
import { engine as makeEngine } from '../../helpers/engines.ts';
import { buyerRow, funcionSeats } from '../../helpers/purchase-rows.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const engine = makeEngine();

describe(`reservation lines (${engine.name})`, () => {
  let database: Database;
  let db: Db;

  // A database of its own for each test: the seats one test holds stay free for the next.
  beforeEach(async () => {
    database = await engine.open();
    db = database.db;
  });
  afterEach(() => database?.close());
  afterAll(() => engine.teardown());

  /** Lines whose calls are the real ones, counted: the size of each call, by función. */
  const countedLines = (fail?: (call: number) => boolean) => {
    const calls: { showtimeId: number; size: number }[] = [];
    const lines = new ReservationLines(db, async (on, batch: SeatChangeBatch) => {
      calls.push({ showtimeId: batch.showtimeId, size: batch.changes.length });
      if (fail?.(calls.length)) throw new Error('la base de datos no respondió');
      return changeHoldsMany(on, batch);
    });
    return { lines, calls };
  };

  it('the first reservation goes alone at once; those arriving meanwhile go together next, each with its own answer', async () => {
    const f = await funcionSeats(db, 3);
    const [a, b, c, d] = [await buyerRow(db), await buyerRow(db), await buyerRow(db), await buyerRow(db)];
    const { lines, calls } = countedLines();
    const at = { showtimeId: f.showtimeId, seconds: 600, maxSeats: 10 };
    const first = lines.reserve({ ...at, ...a, seatIds: [f.seatIds[0]] });
    const next = [
      lines.reserve({ ...at, ...b, seatIds: [f.seatIds[0]] }),
      lines.reserve({ ...at, ...c, seatIds: [f.seatIds[1]] }),
      lines.reserve({ ...at, ...d, seatIds: [f.seatIds[2], f.seatIds[1]] }),
    ];
    const results = await Promise.all([first, ...next]);
    expect(calls.map((call) => call.size)).toEqual([1, 3]);
    expect(results.map((r) => r.outcome)).toEqual(['held', 'taken', 'held', 'taken']);
    expect(results[1]).toEqual({ outcome: 'taken', seatIds: [f.seatIds[0]] });
    expect(results[3]).toEqual({ outcome: 'taken', seatIds: [f.seatIds[1]] });

    // The line is gone once served: the next reservation goes at once again.
    expect((await lines.reserve({ ...at, ...d, seatIds: [f.seatIds[2]] })).outcome).toBe('held');
    expect(calls.map((call) => call.size)).toEqual([1, 3, 1]);
  });

  it('a cancel waits in the same line as reservations and is served in the order it came', async () => {
    const f = await funcionSeats(db, 2);
    const [a, b] = [await buyerRow(db), await buyerRow(db)];
    const { lines, calls } = countedLines();
    const at = { showtimeId: f.showtimeId, seconds: 600, maxSeats: 10 };
    // A's reservation is in the database; A leaves at once, and B wants A's seat.
    const first = lines.reserve({ ...at, ...a, seatIds: [f.seatIds[0]] });
    const gone = lines.release({ showtimeId: f.showtimeId, ...a });
    const after = lines.reserve({ ...at, ...b, seatIds: [f.seatIds[0]] });
    expect((await first).outcome).toBe('held');
    expect(await gone).toEqual([f.seatIds[0]]);
    expect((await after).outcome).toBe('held');
    expect(calls.map((call) => call.size)).toEqual([1, 2]);
    // Nothing left to free: an empty list, as releaseHolds gives.
    expect(await lines.release({ showtimeId: f.showtimeId, ...a })).toEqual([]);
  });

  it('reservations with other terms (hold length, limit) go in a call of their own; cancels go with any', async () => {
    const f = await funcionSeats(db, 3);
    const [a, b, c] = [await buyerRow(db), await buyerRow(db), await buyerRow(db)];
    const { lines, calls } = countedLines();
    const first = lines.reserve({ showtimeId: f.showtimeId, seconds: 600, maxSeats: 10, ...a, seatIds: [f.seatIds[0]] });
    const waiting = [
      lines.release({ showtimeId: f.showtimeId, ...c }),
      lines.reserve({ showtimeId: f.showtimeId, seconds: 600, maxSeats: 10, ...b, seatIds: [f.seatIds[1]] }),
      lines.reserve({ showtimeId: f.showtimeId, seconds: 60, maxSeats: 10, ...c, seatIds: [f.seatIds[2]] }),
    ];
    const results = await Promise.all([first, ...waiting]);
    expect(calls.map((call) => call.size)).toEqual([1, 2, 1]);
    const expiry = results.map((r) => (typeof r === 'object' && !Array.isArray(r) && r.outcome === 'held' ? Math.round((r.expiresAt.getTime() - Date.now()) / 10_000) : null));
    expect(expiry).toEqual([60, null, 60, 6]);
  });

  it(`sends at most ${MAX_BATCH} reservations in one call`, async () => {
    const f = await funcionSeats(db);
    const a = await buyerRow(db);
    const { lines, calls } = countedLines();
    // An aisle is refused without writing anything: the answers are all the same.
    const all = Array.from({ length: 1 + MAX_BATCH + 8 }, () => lines.reserve({ showtimeId: f.showtimeId, seconds: 600, maxSeats: 10, ...a, seatIds: [f.aisle] }));
    const results = await Promise.all(all);
    expect(calls.map((call) => call.size)).toEqual([1, MAX_BATCH, 8]);
    expect(results.every((r) => r.outcome === 'invalid')).toBe(true);
  });

  it('each función has its own line', async () => {
    const f = await funcionSeats(db);
    const a = await buyerRow(db);
    const { lines, calls } = countedLines();
    const other = f.showtimeId + 1;
    await Promise.all([
      lines.reserve({ showtimeId: f.showtimeId, seconds: 600, maxSeats: 10, ...a, seatIds: [f.aisle] }),
      lines.reserve({ showtimeId: other, seconds: 600, maxSeats: 10, ...a, seatIds: [f.aisle] }),
    ]);
    // Both went at once, neither waiting for the other.
    expect(calls).toEqual([
      { showtimeId: f.showtimeId, size: 1 },
      { showtimeId: other, size: 1 },
    ]);
  });

  it("a call that fails fails each of its reservations, and the line goes on with the next", async () => {
    const f = await funcionSeats(db, 3);
    const [a, b, c] = [await buyerRow(db), await buyerRow(db), await buyerRow(db)];
    const { lines, calls } = countedLines((call) => call === 2);
    const at = { showtimeId: f.showtimeId, seconds: 600, maxSeats: 10 };
    const first = lines.reserve({ ...at, ...a, seatIds: [f.seatIds[0]] });
    const failing = [lines.reserve({ ...at, ...b, seatIds: [f.seatIds[1]] }), lines.reserve({ ...at, ...c, seatIds: [f.seatIds[2]] })].map((p) =>
      p.then(
        (r) => r.outcome,
        (err: Error) => err.message,
      ),
    );
    // Arrives while the failing call is in the database.
    const later = first.then(() => lines.reserve({ ...at, ...b, seatIds: [f.seatIds[1]] }));
    expect((await first).outcome).toBe('held');
    expect(await Promise.all(failing)).toEqual(['la base de datos no respondió', 'la base de datos no respondió']);
    expect((await later).outcome).toBe('held');
    expect(calls.map((call) => call.size)).toEqual([1, 2, 1]);
  });

  it('a server process has one set of lines per database', () => {
    expect(reservationLines(db)).toBe(reservationLines(db));
  });
});
