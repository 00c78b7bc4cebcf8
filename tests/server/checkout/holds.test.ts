// The seat-hold invariant on both engines: a seat of a función is held or sold by at most one purchase.
// Seats are held as the server holds them: a reservation in its función's line
// (reservation-lines.ts), which calls changeHoldsMany, which calls viziona_seat_changes.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DateTime } from 'luxon';
import { showtimesOfDay } from '../../../server/catalogue/cartelera.ts';
import { showtimeRoom } from '../../../server/checkout/funcion.ts';
import { liveHeldSeats, occupiedSeats, seatsLeft, releaseExpired, releaseHolds, releasePayment, changeHoldsMany, sellSeats, markPaying, type ReserveHoldsResult } from '../../../server/checkout/holds.ts';
import { ReservationLines, reservationLines } from '../../../server/checkout/reservation-lines.ts';
import { LOCK_CLASSES } from '../../../server/db/advisory-locks.ts';
import { pgErrorCode, type Database, type Db, type DbOrTx } from '../../../server/db/open.ts';
import { THEATER_SLUG } from '../../../openapi/rules.ts';
import { ZONE } from '../../../server/db/constants.ts';
import { rooms, seatHolds, showtimes } from '../../../server/db/schema.ts';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDatabase } from '../../../server/db/open.ts';
import { seed } from '../../../server/db/seed/index.ts';
import { engine as makeEngine, engineKind } from '../../helpers/engines.ts';
import { billRow, buyerRow, consecutivoRow, funcionSeats, holdsOf } from '../../helpers/purchase-rows.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const expire = (db: Db, showtimeId: number, seatIds: number[]) =>
  db
    .update(seatHolds)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(and(eq(seatHolds.showtimeId, showtimeId), inArray(seatHolds.seatId, seatIds)));

type Purchase = { userId: number; consecutivo: number };

const engine = makeEngine();

describe(`seat holds (${engine.name})`, () => {
  let database: Database | undefined;
  let db: Db;

  afterAll(() => engine.teardown());
  const open = async () => {
    database = await engine.open();
    db = database.db;
  };
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  /** The purchase's reservation of these seats, through the función's line as the server sends it. */
  const reserve = (showtimeId: number, who: Purchase, seatIds: number[]): Promise<ReserveHoldsResult> =>
    reservationLines(db).reserve({ showtimeId, ...who, seatIds, seconds: 600, maxSeats: 10 });

  it('holds every seat for 600 s on the database clock', async () => {
    await open();
    const f = await funcionSeats(db);
    const a = await buyerRow(db);
    const result = await reserve(f.showtimeId, a, f.seatIds);
    expect(result.outcome).toBe('held');
    if (result.outcome !== 'held') return;
    const rows = await holdsOf(db, f.showtimeId);
    expect(rows.map((h) => h.seatId).sort()).toEqual([...f.seatIds].sort());
    expect(rows.every((h) => h.status === 'held' && h.userId === a.userId && h.consecutivo === a.consecutivo && h.expiresAt!.getTime() === result.expiresAt.getTime())).toBe(true);
    const secondsLeft = (result.expiresAt.getTime() - Date.now()) / 1000;
    expect(secondsLeft).toBeGreaterThan(590);
    expect(secondsLeft).toBeLessThanOrEqual(601);
  });

  it('refuses a seat already held, and then holds none of the others', async () => {
    await open();
    const f = await funcionSeats(db);
    const [a, b] = [await buyerRow(db), await buyerRow(db)];
    expect((await reserve(f.showtimeId, a, [f.seatIds[1]])).outcome).toBe('held');

    const second = await reserve(f.showtimeId, b, [f.seatIds[0], f.seatIds[1], f.seatIds[2]]);
    expect(second).toEqual({ outcome: 'taken', seatIds: [f.seatIds[1]] });
    const rows = await holdsOf(db, f.showtimeId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ seatId: f.seatIds[1], userId: a.userId });
  });

  it('takes over an expired hold', async () => {
    await open();
    const f = await funcionSeats(db);
    const [a, b] = [await buyerRow(db), await buyerRow(db)];
    expect((await reserve(f.showtimeId, a, f.seatIds.slice(0, 2))).outcome).toBe('held');
    await expire(db, f.showtimeId, f.seatIds.slice(0, 2));

    const result = await reserve(f.showtimeId, b, f.seatIds.slice(0, 2));
    expect(result.outcome).toBe('held');
    const rows = await holdsOf(db, f.showtimeId);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.userId === b.userId && r.consecutivo === b.consecutivo && r.expiresAt! > new Date())).toBe(true);
  });

  it("never takes a 'paying' or 'sold' seat, even when its time has passed", async () => {
    await open();
    const f = await funcionSeats(db);
    const [a, b] = [await buyerRow(db), await buyerRow(db)];
    const [paying, sold] = f.seatIds;
    expect((await reserve(f.showtimeId, a, [paying])).outcome).toBe('held');
    const billA = await billRow(db, { ...a, showtimeId: f.showtimeId });
    expect(await markPaying(db, { showtimeId: f.showtimeId, ...a, billId: billA, seconds: 900 })).toHaveLength(1);
    await expire(db, f.showtimeId, [paying]);

    const a2 = { userId: a.userId, consecutivo: await consecutivoRow(db, a.userId) };
    expect((await reserve(f.showtimeId, a2, [sold])).outcome).toBe('held');
    const billA2 = await billRow(db, { ...a2, showtimeId: f.showtimeId });
    await markPaying(db, { showtimeId: f.showtimeId, ...a2, billId: billA2, seconds: 900 });
    expect((await sellSeats(db, { showtimeId: f.showtimeId, ...a2, billId: billA2, seatIds: [sold] })).ok).toBe(true);

    expect(await reserve(f.showtimeId, b, [paying])).toEqual({ outcome: 'taken', seatIds: [paying] });
    expect(await reserve(f.showtimeId, b, [sold])).toEqual({ outcome: 'taken', seatIds: [sold] });
    expect(await releaseExpired(db)).toBe(0);
    const rows = await holdsOf(db, f.showtimeId);
    expect(rows.map((r) => [r.seatId, r.status, r.userId]).sort()).toEqual(
      [
        [paying, 'paying', a.userId],
        [sold, 'sold', a.userId],
      ].sort(),
    );
  });

  it("releaseHolds frees only the purchase's 'held' seats", async () => {
    await open();
    const f = await funcionSeats(db);
    const a = await buyerRow(db);
    const other = await buyerRow(db);
    const [s1, s2, s3, s4] = f.seatIds;
    const ref = { showtimeId: f.showtimeId, ...a };
    // Under the purchase's one bill: s3 sold and s1 still paying; s2, whose hold had expired when
    // the payment started, still 'held'; s4 held by someone else.
    expect((await reserve(f.showtimeId, a, [s1, s2, s3])).outcome).toBe('held');
    await expire(db, f.showtimeId, [s2]);
    const billId = await billRow(db, ref);
    expect(await markPaying(db, { ...ref, billId, seconds: 900 })).toHaveLength(2);
    expect((await sellSeats(db, { ...ref, billId, seatIds: [s3] })).ok).toBe(true);
    expect((await reserve(f.showtimeId, other, [s4])).outcome).toBe('held');

    expect(await releaseHolds(db, ref)).toEqual([s2]);
    const status = Object.fromEntries((await holdsOf(db, f.showtimeId)).map((r) => [r.seatId, r.status]));
    expect(status).toEqual({ [s1]: 'paying', [s3]: 'sold', [s4]: 'held' });
  });

  it('releaseExpired removes only expired held rows', async () => {
    await open();
    const f = await funcionSeats(db);
    const [a, b] = [await buyerRow(db), await buyerRow(db)];
    expect((await reserve(f.showtimeId, a, [f.seatIds[0]])).outcome).toBe('held');
    expect((await reserve(f.showtimeId, b, [f.seatIds[1]])).outcome).toBe('held');
    await expire(db, f.showtimeId, [f.seatIds[0]]);
    expect(await occupiedSeats(db, f.showtimeId)).toMatchObject({ paid: [], held: [f.seatIds[1]], holders: [b.userId] });
    expect(await releaseExpired(db)).toBe(1);
    expect((await holdsOf(db, f.showtimeId)).map((r) => r.seatId)).toEqual([f.seatIds[1]]);
  });

  it('refuses aisles, wheelchair places and seats of another room', async () => {
    await open();
    const f = await funcionSeats(db);
    const a = await buyerRow(db);
    for (const bad of [f.aisle, f.wheelchair, f.otherRoomSeat]) {
      expect(await reserve(f.showtimeId, a, [f.seatIds[0], bad])).toEqual({ outcome: 'invalid', seatIds: [bad] });
    }
    expect(await reserve(f.showtimeId, a, [])).toEqual({ outcome: 'invalid', seatIds: [] });
    expect(await holdsOf(db, f.showtimeId)).toHaveLength(0);
  });

  it('a late payment re-takes free seats, and never takes seats sold meanwhile', async () => {
    await open();
    const f = await funcionSeats(db);
    const [a, b] = [await buyerRow(db), await buyerRow(db)];
    const refA = { showtimeId: f.showtimeId, ...a };
    expect((await reserve(f.showtimeId, a, f.seatIds.slice(0, 2))).outcome).toBe('held');
    const billA = await billRow(db, refA);
    await markPaying(db, { ...refA, billId: billA, seconds: 900 });
    // The gateway said "rejected", then a late "accepted" arrives: seats are free again, so re-taken.
    expect(await releasePayment(db, billA)).toHaveLength(2);
    const late = await sellSeats(db, { ...refA, billId: billA, seatIds: f.seatIds.slice(0, 2) });
    expect(late.ok).toBe(true);
    // Repeated confirmation is harmless.
    expect((await sellSeats(db, { ...refA, billId: billA, seatIds: f.seatIds.slice(0, 2) })).ok).toBe(true);

    // B's payment is released while A takes one of its seats: B's late confirmation must fail whole.
    const refB = { showtimeId: f.showtimeId, ...b };
    expect((await reserve(f.showtimeId, b, f.seatIds.slice(2, 4))).outcome).toBe('held');
    const billB = await billRow(db, refB);
    await markPaying(db, { ...refB, billId: billB, seconds: 900 });
    await releasePayment(db, billB);
    const a2 = { userId: a.userId, consecutivo: await consecutivoRow(db, a.userId) };
    expect((await reserve(f.showtimeId, a2, [f.seatIds[3]])).outcome).toBe('held');
    expect(await sellSeats(db, { ...refB, billId: billB, seatIds: f.seatIds.slice(2, 4) })).toEqual({ ok: false, seatIds: [f.seatIds[3]] });
    const rows = await holdsOf(db, f.showtimeId);
    expect(rows.filter((r) => r.billId === billB)).toHaveLength(0);
    expect(rows.find((r) => r.seatId === f.seatIds[3])).toMatchObject({ status: 'held', userId: a.userId });
  });

  it('the database itself refuses a second row for the same seat', async () => {
    await open();
    const f = await funcionSeats(db);
    const [a, b] = [await buyerRow(db), await buyerRow(db)];
    expect((await reserve(f.showtimeId, a, [f.seatIds[0]])).outcome).toBe('held');
    const err = await db
      .insert(seatHolds)
      .values({ showtimeId: f.showtimeId, seatId: f.seatIds[0], ...b, status: 'held', expiresAt: new Date(Date.now() + 600_000) })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(pgErrorCode(err)).toBe('23505');
  });

  it("inside a caller's transaction, a refused reservation changes nothing and the transaction goes on", async () => {
    await open();
    const f = await funcionSeats(db);
    const [a, b] = [await buyerRow(db), await buyerRow(db)];
    expect((await reserve(f.showtimeId, a, [f.seatIds[0]])).outcome).toBe('held');
    const reserveIn = async (tx: DbOrTx, seatIds: number[]) =>
      (await changeHoldsMany(tx, { showtimeId: f.showtimeId, seconds: 600, maxSeats: 10, changes: [{ kind: 'reserve', ...b, seatIds }] }))[0];
    const outcome = await db.transaction(async (tx) => {
      const refused = await reserveIn(tx, [f.seatIds[1], f.seatIds[0]]);
      const taken = await reserveIn(tx, [f.seatIds[2]]);
      return { refused, taken };
    });
    expect(outcome.refused).toEqual({ outcome: 'taken', seatIds: [f.seatIds[0]] });
    expect(outcome.taken.outcome).toBe('held');
    const owners = Object.fromEntries((await holdsOf(db, f.showtimeId)).map((r) => [r.seatId, r.userId]));
    expect(owners).toEqual({ [f.seatIds[0]]: a.userId, [f.seatIds[2]]: b.userId });
  });

  it('concurrent purchases of overlapping seats, through the lines of several server processes, never share a seat', async () => {
    await open();
    const f = await funcionSeats(db, 6);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyerRow(db)));
    // Four processes, each with its own lines on the one database (on PostgreSQL their calls run at
    // once, on connections of their own); each buyer wants a window of 3 seats; windows overlap.
    const processes = Array.from({ length: 4 }, () => new ReservationLines(db));
    const windowOf = (i: number) => [0, 1, 2].map((k) => f.seatIds[(i + k) % 6]);
    const results = await Promise.all(
      buyers.map((who, i) => processes[i % processes.length].reserve({ showtimeId: f.showtimeId, ...who, seatIds: windowOf(i), seconds: 600, maxSeats: 10 })),
    );
    expect(results.every((r) => r.outcome === 'held' || r.outcome === 'taken')).toBe(true);
    const winners = buyers.filter((_, i) => results[i].outcome === 'held');
    expect(winners.length).toBeGreaterThanOrEqual(1);
    const rows = await holdsOf(db, f.showtimeId);
    const won = buyers.flatMap((_, i) => (results[i].outcome === 'held' ? windowOf(i) : []));
    expect(new Set(won).size).toBe(won.length);
    expect(rows.map((r) => r.seatId).sort()).toEqual([...won].sort());
    // Every winner holds all of its 3 seats; every loser holds none.
    for (const [i, r] of results.entries()) {
      const held = rows.filter((row) => row.userId === buyers[i].userId).length;
      expect(held).toBe(r.outcome === 'held' ? 3 : 0);
    }
  });

  it('a batch of reservations and cancels is answered as if they had come one after another, and a refused reservation writes nothing', async () => {
    await open();
    const f = await funcionSeats(db, 6);
    const [s0, s1, s2, s3, s4, s5] = f.seatIds;
    const [a, b, c, d, g, h] = [await buyerRow(db), await buyerRow(db), await buyerRow(db), await buyerRow(db), await buyerRow(db), await buyerRow(db)];
    const a2 = { userId: a.userId, consecutivo: await consecutivoRow(db, a.userId) };
    expect((await reserve(f.showtimeId, g, [s5])).outcome).toBe('held');
    expect((await reserve(f.showtimeId, h, [s3])).outcome).toBe('held');
    const reserveOf = (who: Purchase, seatIds: number[]) => ({ kind: 'reserve' as const, ...who, seatIds });
    const release = (who: Purchase) => ({ kind: 'release' as const, ...who });

    const results = await changeHoldsMany(db, {
      showtimeId: f.showtimeId,
      seconds: 600,
      maxSeats: 2,
      changes: [
        reserveOf(a, [s1, s0]), // held
        reserveOf(b, [s1]), // a has it: taken
        reserveOf(a, [s2]), // a changes seats: s0 and s1 are free again
        reserveOf(c, [s0]), // free since the one before
        reserveOf({ userId: d.userId, consecutivo: a.consecutivo }, [s4]), // a's purchase
        reserveOf(g, [s5, s2]), // s2 is a's: taken, and g keeps s5
        reserveOf(b, [f.aisle]), // not a seat
        reserveOf(a2, [s4, s0]), // a holds s2 in another purchase: 1 + 2 > 2
        reserveOf(b, [s1]), // b's refusal above wrote nothing; s1 is free now
        reserveOf(d, [s3]), // h has it: taken
        release(h), // h leaves: s3 is free
        reserveOf(d, [s3]), // now it is d's
        release(h), // nothing left to free
      ],
    });

    expect(results.map((r) => r.outcome)).toEqual(['held', 'taken', 'held', 'held', 'not_yours', 'taken', 'invalid', 'too_many', 'held', 'taken', 'released', 'held', 'released']);
    expect(results[1]).toEqual({ outcome: 'taken', seatIds: [s1] });
    expect(results[5]).toEqual({ outcome: 'taken', seatIds: [s2] });
    expect(results[6]).toEqual({ outcome: 'invalid', seatIds: [f.aisle] });
    expect(results[10]).toEqual({ outcome: 'released', seatIds: [s3] });
    expect(results[12]).toEqual({ outcome: 'released', seatIds: [] });
    // One hold length for the batch, from the database clock.
    const held = results.map((r) => (r.outcome === 'held' ? r.expiresAt.getTime() : undefined)).filter((t) => t !== undefined);
    expect(new Set(held).size).toBe(1);
    expect((held[0] - Date.now()) / 1000).toBeGreaterThan(590);
    const owners = Object.fromEntries((await holdsOf(db, f.showtimeId)).map((r) => [r.seatId, [r.userId, r.consecutivo]]));
    expect(owners).toEqual({
      [s2]: [a.userId, a.consecutivo],
      [s0]: [c.userId, c.consecutivo],
      [s5]: [g.userId, g.consecutivo],
      [s1]: [b.userId, b.consecutivo],
      [s3]: [d.userId, d.consecutivo],
    });
  });

  it('a purchase renewing its seat keeps when it first held it; a purchase taking over an expired hold starts its own', async () => {
    await open();
    const f = await funcionSeats(db);
    const [s0, s1] = f.seatIds;
    const [a, b] = [await buyerRow(db), await buyerRow(db)];
    const since = async (seatId: number) => (await holdsOf(db, f.showtimeId)).find((r) => r.seatId === seatId)!.createdAt.getTime();
    const longAgo = new Date('2026-01-01T12:00:00Z');

    expect((await reserve(f.showtimeId, a, [s0])).outcome).toBe('held');
    await db.update(seatHolds).set({ createdAt: longAgo }).where(eq(seatHolds.showtimeId, f.showtimeId));
    expect((await reserve(f.showtimeId, a, [s0, s1])).outcome).toBe('held');
    expect(await since(s0)).toBe(longAgo.getTime());
    expect(await since(s1)).toBeGreaterThan(Date.now() - 60_000);

    await db.update(seatHolds).set({ createdAt: longAgo }).where(eq(seatHolds.showtimeId, f.showtimeId));
    await expire(db, f.showtimeId, [s0]);
    expect((await reserve(f.showtimeId, b, [s0])).outcome).toBe('held');
    expect(await since(s0)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("every read counts a seat by the one rule, on the database clock, whatever the reading process's clock says", async () => {
    await open();
    const f = await funcionSeats(db);
    const [a, b, c] = [await buyerRow(db), await buyerRow(db), await buyerRow(db)];
    const [live, expired, paying] = f.seatIds;
    expect((await reserve(f.showtimeId, a, [live])).outcome).toBe('held');
    expect((await reserve(f.showtimeId, b, [expired])).outcome).toBe('held');
    await expire(db, f.showtimeId, [expired]);
    expect((await reserve(f.showtimeId, c, [paying])).outcome).toBe('held');
    expect(await markPaying(db, { showtimeId: f.showtimeId, ...c, billId: await billRow(db, { ...c, showtimeId: f.showtimeId }), seconds: 900 })).toHaveLength(1);

    // A process whose clock runs an hour behind the database's: to it, the expired hold is live.
    const [{ now }] = ((await db.execute(sql`select now() as now`)) as unknown as { rows: { now: string | Date }[] }).rows;
    const behind = new Date(new Date(now).getTime() - 3_600_000);
    const [row] = await db.select({ startsAt: showtimes.startsAt, capacity: rooms.capacity }).from(showtimes).innerJoin(rooms, eq(rooms.id, showtimes.roomId)).where(eq(showtimes.id, f.showtimeId));
    const date = DateTime.fromJSDate(row.startsAt, { zone: ZONE }).toISODate()!;
    const free = row.capacity - 2;

    const cartelera = await showtimesOfDay(db, { theater: THEATER_SLUG, now: behind, date });
    expect(cartelera.find((r) => r.showtime.id === f.showtimeId)?.left).toBe(free);
    // As a bill's función is read (server/bills/queries.ts).
    const [billed] = await db.select({ left: seatsLeft }).from(showtimes).innerJoin(rooms, eq(rooms.id, showtimes.roomId)).where(eq(showtimes.id, f.showtimeId));
    expect(billed.left).toBe(free);
    expect((await showtimeRoom(db, { showtimeId: f.showtimeId }))?.showtime.seats).toBe(free);
    expect(await occupiedSeats(db, f.showtimeId)).toMatchObject({ paid: [paying], held: [live], holders: [a.userId] });
    expect(await liveHeldSeats(db, { showtimeId: f.showtimeId, ...b })).toEqual([]);
    expect((await liveHeldSeats(db, { showtimeId: f.showtimeId, ...a })).map((s) => s.seatId)).toEqual([live]);
  });

  if (engineKind === 'postgres') {
    /** A database of its own with the demo data, and two more connections to it that the test drives. */
    const connections = async (count: number) => {
      const url = await engine.newDatabaseUrl!();
      database = await openDatabase({ databaseUrl: url, dataDir: '' });
      db = database.db;
      await seed(db);
      const clients = Array.from({ length: count }, () => new pg.Client({ connectionString: url }));
      await Promise.all(clients.map((c) => c.connect()));
      return clients;
    };
    const twoConnections = async () => (await connections(2)) as [pg.Client, pg.Client];
    /** Returns once the connection is waiting for a lock held by another. */
    const waitingForLock = async (client: pg.Client) => {
      const pid = (client as unknown as { processID: number }).processID;
      for (let waiting = false; !waiting; ) {
        const { rows } = (await db.execute(sql`select wait_event_type from pg_stat_activity where pid = ${pid}`)) as unknown as { rows: { wait_event_type: string | null }[] };
        waiting = rows[0]?.wait_event_type === 'Lock';
      }
    };

    it('two buyers changing seats at once wait for each other instead of deadlocking', async () => {
      const [c1, c2] = await twoConnections();
      const f = await funcionSeats(db);
      const [x, y] = f.seatIds;
      const [a, b] = [await buyerRow(db), await buyerRow(db)];
      const reserve = (who: { userId: number; consecutivo: number }, seatIds: number[]) =>
        `select outcome from viziona_seat_changes(${f.showtimeId}, '{${who.userId}}', '{${who.consecutivo}}', '{${seatIds.length}}', '{${seatIds.join(',')}}', 600, 10)`;
      try {
        expect((await c1.query(reserve(a, [x]))).rows[0].outcome).toBe('held');
        expect((await c2.query(reserve(b, [y]))).rows[0].outcome).toBe('held');
        // A renews X inside an open transaction; B, renewing Y, must wait for A.
        await c1.query('begin');
        expect((await c1.query(reserve(a, [x]))).rows[0].outcome).toBe('held');
        await c2.query('begin');
        const second = c2.query(reserve(b, [y])).then((r) => r.rows[0].outcome as string, (err: unknown) => pgErrorCode(err) ?? String(err));
        await waitingForLock(c2);
        // A now also wants Y. Had B locked Y before waiting (its renewal first, the version row
        // after), this would be a deadlock, broken after a second with 40P01.
        const first = await c1.query(reserve(a, [x, y])).then((r) => r.rows[0].outcome as string, (err: unknown) => pgErrorCode(err) ?? String(err));
        await c1.query('commit');
        expect(first).toBe('taken');
        expect(await second).toBe('held');
        await c2.query('commit');
      } finally {
        await Promise.all([c1.end(), c2.end()]);
      }
    });

    it('a payment starting and a reservation wanting its seat wait for each other instead of deadlocking', async () => {
      const [payer, other] = await twoConnections();
      const f = await funcionSeats(db);
      const [x, y] = f.seatIds;
      const [a, b] = [await buyerRow(db), await buyerRow(db)];
      expect((await reserve(f.showtimeId, a, [x])).outcome).toBe('held');
      const billA = await billRow(db, { ...a, showtimeId: f.showtimeId });
      const reserveOfB = (seatIds: number[]) =>
        `select outcome from viziona_seat_changes(${f.showtimeId}, '{${b.userId}}', '{${b.consecutivo}}', '{${seatIds.length}}', '{${seatIds.join(',')}}', 600, 10)`;
      try {
        // B's reservation is under way (the función's turn is B's) when A's payment starts.
        await other.query('begin');
        expect((await other.query(reserveOfB([y]))).rows[0].outcome).toBe('held');
        const payment = markPaying(drizzle({ client: payer }) as unknown as Db, { showtimeId: f.showtimeId, ...a, billId: billA, seconds: 900 }).then(
          (rows) => rows.length,
          (err: unknown) => pgErrorCode(err) ?? String(err),
        );
        await waitingForLock(payer);
        // B now also wants X. Had the payment moved X to 'paying' before waiting for the función
        // (its seat row first, the seat map after), this would be a deadlock, broken with 40P01.
        const wanted = await other.query(reserveOfB([x, y])).then((r) => r.rows[0].outcome as string, (err: unknown) => pgErrorCode(err) ?? String(err));
        await other.query('commit');
        expect(wanted).toBe('taken');
        expect(await payment).toBe(1);
      } finally {
        await Promise.all([payer.end(), other.end()]);
      }
    });

    it('two batches with the same buyers in opposite orders wait for each other instead of deadlocking', async () => {
      const [holder, c1, c2] = await connections(3);
      const f = await funcionSeats(db);
      const [w, x, y, z] = f.seatIds;
      const [lo, hi] = [await buyerRow(db), await buyerRow(db)].sort((p, q) => p.userId - q.userId);
      const batch = (items: [{ userId: number; consecutivo: number }, number][]) =>
        `select outcome from viziona_seat_changes(${f.showtimeId}, '{${items.map(([who]) => who.userId)}}', '{${items.map(([who]) => who.consecutivo)}}',
          '{${items.map(() => 1)}}', '{${items.map(([, seat]) => seat)}}', 600, 10)`;
      const outcomes = (client: pg.Client, text: string) =>
        client.query(text).then(
          (r) => r.rows.map((row: { outcome: string }) => row.outcome),
          (err: unknown) => pgErrorCode(err) ?? String(err),
        );
      try {
        // Someone has LO's turn; the first batch waits for it, and the second comes in meanwhile.
        await holder.query('begin');
        await holder.query(`select pg_advisory_xact_lock(${LOCK_CLASSES.buyer}, ${lo.userId})`);
        const first = outcomes(c1, batch([[lo, w], [hi, x]]));
        await waitingForLock(c1);
        // Had it taken HI's turn first (its own order), it would hold HI and wait for LO while the
        // first batch, once it has LO, waits for HI: a deadlock, broken after a second with 40P01.
        const second = outcomes(c2, batch([[hi, y], [lo, z]]));
        await waitingForLock(c2);
        await holder.query('commit');
        expect(await first).toEqual(['held', 'held']);
        expect(await second).toEqual(['held', 'held']);
      } finally {
        await Promise.all([holder, c1, c2].map((c) => c.end()));
      }
    });
  }
});
