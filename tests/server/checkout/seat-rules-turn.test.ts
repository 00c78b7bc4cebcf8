// Issue 30: the no-lone-seats rule is decided under the función's turn (its advisory lock), so two
// reservations at the same instant on two server processes cannot together leave a seat alone,
// though each alone would leave none. PostgreSQL only: the embedded database has one connection, so
// nothing can hold the función's turn while two reservations wait for it.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ShowtimeRoom } from '../../../openapi/index.ts';
import { LOCK_CLASSES } from '../../../server/db/advisory-locks.ts';
import { rooms, seatHolds, showtimes } from '../../../server/db/schema.ts';
import { useTwoApps } from '../../helpers/build.ts';
import { engineKind } from '../../helpers/engines.ts';
import { api, asSelected, newBuyer, openConsecutivo, reserveSeats } from '../../helpers/purchase.ts';

describe.runIf(engineKind === 'postgres')('the no-lone-seats rule under the función’s turn', () => {
  const { apps } = useTwoApps();

  /** Requests waiting for the función's turn. */
  const waiting = async (app: FastifyInstance, showtimeId: number) => {
    const { rows } = (await app.db.execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${LOCK_CLASSES.seatMap} and objid = ${showtimeId} and not granted`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0].n;
  };

  it('two reservations at the same instant on two processes: one is held, the other refused naming the seat they would leave alone', async () => {
    const [one, two] = apps();
    // Sala 1's middle block of row C: C5–C12 between aisles. C5–C6 leaves C7–C12 free, C8–C9 leaves
    // C5–C7 and C10–C12: each alone is fine; both leave C7 alone.
    const [row] = await one.db
      .select({ id: showtimes.id })
      .from(showtimes)
      .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
      .where(and(eq(rooms.slug, 'sala-1'), eq(rooms.loneSeatMode, 'aisle'), gt(showtimes.startsAt, sql`now() + interval '2 days'`)))
      .orderBy(asc(showtimes.id))
      .limit(1);
    const room = (await api(one, undefined, 'GET', `/room/${row.id}`)).json() as ShowtimeRoom;
    const seat = (name: string) => {
      const s = room.layout.find((l) => `${l.FilaRelativa}${l.ColumnaRelativa}` === name)!;
      return asSelected(s, room.prices.find((p) => p.zona === s.TipoZona)!.codigo);
    };
    const buyers = await Promise.all([one, two].map(async (app) => {
      const buyer = await newBuyer(app);
      return { app, buyer, consecutivo: (await openConsecutivo(app, buyer.token)).Secuencia };
    }));

    // The función's turn is held elsewhere until both reservations wait for it.
    let letGo!: () => void;
    const turnHeld = new Promise<void>((resolve) => {
      void one.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASSES.seatMap}, ${row.id})`);
        await new Promise<void>((go) => {
          letGo = go;
          resolve();
        });
      });
    });
    await turnHeld;
    const [a, b] = [
      reserveSeats(buyers[0].app, buyers[0].buyer.token, row.id, { score_consecutive: buyers[0].consecutivo, seats: [seat('C5'), seat('C6')] }),
      reserveSeats(buyers[1].app, buyers[1].buyer.token, row.id, { score_consecutive: buyers[1].consecutivo, seats: [seat('C8'), seat('C9')] }),
    ];
    await expect.poll(() => waiting(one, row.id), { timeout: 10_000 }).toBe(2);
    letGo();
    const answers = await Promise.all([a, b]);

    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toMatch(/^La silla C7 quedaría sola/);
    const held = await one.db.select({ consecutivo: seatHolds.consecutivo }).from(seatHolds).where(eq(seatHolds.showtimeId, row.id));
    expect(held).toHaveLength(2);
    expect(new Set(held.map((h) => h.consecutivo)).size).toBe(1);
  });
});
