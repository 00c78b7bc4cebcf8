// The seat map's status read served from memory stays exact: two app instances on one database (two
// server processes on one PostgreSQL; on PGlite, two apps on the one in-process database). A change
// made through either, or straight in the database, is seen by the very next read of both — no
// waiting for an announcement — and a hold that expires with nobody writing is shown free once it
// has expired.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { RowStatus, SelectedSeat } from '../../../openapi/index.ts';
import { seatHolds } from '../../../server/db/schema.ts';
import { releaseExpired, releaseHolds, releasePayment, sellSeats, markPaying, type ReserveHoldsInput } from '../../../server/checkout/holds.ts';
import { reservationLines } from '../../../server/checkout/reservation-lines.ts';
import { seatMapVersion } from '../../../server/checkout/seat-map.ts';
import { useTwoApps } from '../../helpers/build.ts';
import { cancelReservation, funcion, newBuyer, openConsecutivo, reserveSeats, type Buyer } from '../../helpers/purchase.ts';
import { billRow } from '../../helpers/purchase-rows.ts';
import { withoutSeatRule } from '../../helpers/seat-rule.ts';

const twoApps = useTwoApps();
let apps: FastifyInstance[];
beforeAll(() => {
  apps = twoApps.apps();
});

async function stateOf(app: FastifyInstance, showtimeId: number, seat: SelectedSeat, who?: Buyer): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/room/${showtimeId}/status`, headers: who?.headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const rows = res.json() as RowStatus[];
  return rows.find((r) => r.filRel === seat.FilRelativa)!.DescripcionSilla.find((s) => s.Columna === seat.Columna)!.EstadoSilla;
}

/** A reservation in the función's line of the first app, as its reservation handler sends it. */
const hold = (input: Omit<ReserveHoldsInput, 'seconds' | 'maxSeats'>) => reservationLines(apps[0].db).reserve({ ...input, seconds: 600, maxSeats: 10 });

/** The seat as every app shows it to `who` (and to a visitor). */
const everywhere = async (showtimeId: number, seat: SelectedSeat, who?: Buyer) => Promise.all(apps.map((app) => stateOf(app, showtimeId, seat, who)));

describe('the seat map from memory', () => {
  it('shows a hold, and its release, on the next read of every process', async () => {
    const f = await funcion(apps[0]);
    const [ana, luis] = [await newBuyer(apps[0]), await newBuyer(apps[0])];
    const seat = f.normal[3];
    // Both processes read (and keep) the map with the seat free.
    expect(await everywhere(f.showtimeId, seat, luis)).toEqual(['S', 'S']);

    const c = await openConsecutivo(apps[0], ana.token);
    expect((await reserveSeats(apps[0], ana.token, f.showtimeId, { score_consecutive: c.Secuencia, seats: [seat] })).statusCode).toBe(200);
    expect(await everywhere(f.showtimeId, seat, luis)).toEqual(['B', 'B']);
    expect(await everywhere(f.showtimeId, seat)).toEqual(['B', 'B']);
    // The holder's own 'R' is laid over the shared answer, and never leaks into it.
    expect(await everywhere(f.showtimeId, seat, ana)).toEqual(['R', 'R']);
    expect(await everywhere(f.showtimeId, seat, luis)).toEqual(['B', 'B']);

    expect((await cancelReservation(apps[1], ana.token, f.showtimeId, c.Secuencia)).statusCode).toBe(200);
    expect(await everywhere(f.showtimeId, seat, luis)).toEqual(['S', 'S']);
    expect(await everywhere(f.showtimeId, seat, ana)).toEqual(['S', 'S']);
  });

  it('shows each holder R on their own seats only, B on everyone else\'s', async () => {
    const f = await funcion(apps[0]);
    // Two single seats two apart: in some salas the rule would refuse the second (the seat between alone).
    const restore = await withoutSeatRule(apps[0], f.showtimeId);
    const [ana, luis, eva] = [await newBuyer(apps[0]), await newBuyer(apps[0]), await newBuyer(apps[0])];
    const [seatA, seatL] = [f.normal[9], f.normal[11]];
    for (const [who, seat] of [[ana, seatA], [luis, seatL]] as const) {
      const c = await openConsecutivo(apps[0], who.token);
      expect((await reserveSeats(apps[0], who.token, f.showtimeId, { score_consecutive: c.Secuencia, seats: [seat] })).statusCode).toBe(200);
    }
    expect(await everywhere(f.showtimeId, seatA, ana)).toEqual(['R', 'R']);
    expect(await everywhere(f.showtimeId, seatL, ana)).toEqual(['B', 'B']);
    expect(await everywhere(f.showtimeId, seatL, luis)).toEqual(['R', 'R']);
    expect(await everywhere(f.showtimeId, seatA, luis)).toEqual(['B', 'B']);
    expect(await everywhere(f.showtimeId, seatA, eva)).toEqual(['B', 'B']);
    await restore();
  });

  it('sees a change written straight into the database, and a sale as O', async () => {
    const f = await funcion(apps[0]);
    const ana = await newBuyer(apps[0]);
    const c = await openConsecutivo(apps[0], ana.token);
    const seat = f.normal[5];
    expect(await everywhere(f.showtimeId, seat)).toEqual(['S', 'S']);
    expect((await reserveSeats(apps[1], ana.token, f.showtimeId, { score_consecutive: c.Secuencia, seats: [seat] })).statusCode).toBe(200);
    expect(await everywhere(f.showtimeId, seat)).toEqual(['B', 'B']);
    const billId = await billRow(apps[0].db, { userId: ana.userId, showtimeId: f.showtimeId, consecutivo: c.Secuencia });
    await apps[0].db.update(seatHolds).set({ status: 'sold', expiresAt: null, billId }).where(eq(seatHolds.showtimeId, f.showtimeId));
    expect(await everywhere(f.showtimeId, seat)).toEqual(['O', 'O']);
    expect(await everywhere(f.showtimeId, seat, ana)).toEqual(['O', 'O']);
  });

  it('shows a hold free once it has expired, with nobody writing', async () => {
    const f = await funcion(apps[0]);
    const ana = await newBuyer(apps[0]);
    const c = await openConsecutivo(apps[0], ana.token);
    const seat = f.normal[7];
    expect((await reserveSeats(apps[0], ana.token, f.showtimeId, { score_consecutive: c.Secuencia, seats: [seat] })).statusCode).toBe(200);
    await apps[0].db.update(seatHolds).set({ expiresAt: sql`now() + interval '1500 milliseconds'` }).where(eq(seatHolds.showtimeId, f.showtimeId));
    expect(await everywhere(f.showtimeId, seat)).toEqual(['B', 'B']);
    await new Promise((r) => setTimeout(r, 1700));
    expect(await everywhere(f.showtimeId, seat)).toEqual(['S', 'S']);
  });
});

describe('seat-map version', () => {
  it('moves with every write to the función’s holds, and only then', async () => {
    const { db } = apps[0];
    const f = await funcion(apps[0]);
    const ana = await newBuyer(apps[0]);
    const c = await openConsecutivo(apps[0], ana.token);
    const map = await apps[0].seatMaps.funcion(db, f.showtimeId);
    const ids = map.cells.filter((cell) => cell.seat.tipoSilla === 'Normal').map((cell) => cell.seat.id);
    const ref = { showtimeId: f.showtimeId, userId: ana.userId, consecutivo: c.Secuencia };

    let last = await seatMapVersion(db, f.showtimeId);
    const moved = async () => {
      const now = await seatMapVersion(db, f.showtimeId);
      const grew = now > last;
      last = now;
      return grew;
    };
    expect(await moved()).toBe(false);
    expect((await hold({ ...ref, seatIds: ids.slice(0, 2) })).outcome).toBe('held');
    expect(await moved()).toBe(true);
    expect(await releaseHolds(db, ref)).toHaveLength(2);
    expect(await moved()).toBe(true);
    expect((await hold({ ...ref, seatIds: [ids[0]] })).outcome).toBe('held');
    expect(await moved()).toBe(true);
    // A refused reservation writes nothing: the version stays.
    const other = await newBuyer(apps[0]);
    const c2 = await openConsecutivo(apps[0], other.token);
    expect((await hold({ showtimeId: f.showtimeId, userId: other.userId, consecutivo: c2.Secuencia, seatIds: [ids[0]] })).outcome).toBe('taken');
    expect(await moved()).toBe(false);

    const billId = await billRow(apps[0].db, { userId: ana.userId, showtimeId: f.showtimeId, consecutivo: c.Secuencia });
    expect(await markPaying(db, { ...ref, billId, seconds: 900 })).toHaveLength(1);
    expect(await moved()).toBe(true);
    expect(await releasePayment(db, billId)).toHaveLength(1);
    expect(await moved()).toBe(true);
    expect((await sellSeats(db, { ...ref, billId, seatIds: [ids[0]] })).ok).toBe(true);
    expect(await moved()).toBe(true);

    await db.insert(seatHolds).values({ ...ref, seatId: ids[1], status: 'held', expiresAt: sql`now() - interval '1 second'` });
    expect(await moved()).toBe(true);
    expect(await releaseExpired(db)).toBeGreaterThanOrEqual(1);
    expect(await moved()).toBe(true);
    // Another función's writes leave this one's version alone.
    const g = await funcion(apps[0]);
    const otherMap = await apps[0].seatMaps.funcion(db, g.showtimeId);
    const otherSeat = otherMap.cells.find((cell) => cell.seat.tipoSilla === 'Normal')!.seat.id;
    const c3 = await openConsecutivo(apps[0], ana.token);
    expect((await hold({ showtimeId: g.showtimeId, userId: ana.userId, consecutivo: c3.Secuencia, seatIds: [otherSeat] })).outcome).toBe('held');
    expect(await moved()).toBe(false);
  });

  it('moves once per transaction, however many of its statements write, and not for a refusal', async () => {
    const { db } = apps[0];
    const f = await funcion(apps[0]);
    const ana = await newBuyer(apps[0]);
    const c = await openConsecutivo(apps[0], ana.token);
    const map = await apps[0].seatMaps.funcion(db, f.showtimeId);
    const ids = map.cells.filter((cell) => cell.seat.tipoSilla === 'Normal').map((cell) => cell.seat.id).slice(-3);
    const ref = { showtimeId: f.showtimeId, userId: ana.userId, consecutivo: c.Secuencia };
    let last = await seatMapVersion(db, f.showtimeId);
    const step = async () => {
      const now = await seatMapVersion(db, f.showtimeId);
      const grew = now - last;
      last = now;
      return grew;
    };

    expect((await hold({ ...ref, seatIds: [ids[0], ids[1]] })).outcome).toBe('held');
    expect(await step()).toBe(1);
    // Renewing one seat, taking another and freeing the third: two writing statements, one bump.
    expect((await hold({ ...ref, seatIds: [ids[1], ids[2]] })).outcome).toBe('held');
    expect(await step()).toBe(1);
    // A reservation refused for a seat someone holds writes nothing: every copy of the map stays valid.
    const other = await newBuyer(apps[0]);
    const theirs = { showtimeId: f.showtimeId, userId: other.userId, consecutivo: (await openConsecutivo(apps[0], other.token)).Secuencia };
    expect((await hold({ ...theirs, seatIds: [ids[0], ids[2]] })).outcome).toBe('taken');
    expect(await step()).toBe(0);
    expect(await releaseHolds(db, ref)).toHaveLength(2);
    expect(await step()).toBe(1);
    // A writer that does not take the función's turn is still counted, by the statement trigger.
    await db.insert(seatHolds).values({ ...ref, seatId: ids[0], status: 'held', expiresAt: sql`now() + interval '1 minute'` });
    expect(await step()).toBe(1);
    await db.delete(seatHolds).where(eq(seatHolds.showtimeId, f.showtimeId));
    expect(await step()).toBe(1);
  });
});
