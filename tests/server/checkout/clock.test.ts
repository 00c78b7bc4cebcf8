// One clock decides a seat's state: the database's now(), for holds, expiry and "already started",
// in reads as in writes. This app's own clock runs an hour behind the database's to tell them apart.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RowStatus } from '../../../openapi/index.ts';
import { seatHolds, showtimes } from '../../../server/db/schema.ts';
import { useApp } from '../../helpers/build.ts';
import { funcion, newBuyer, openConsecutivo, reserveSeats } from '../../helpers/purchase.ts';

const { app } = useApp({ now: () => new Date(Date.now() - 3_600_000) });

describe('one clock', () => {
  it('shows an expired hold free as soon as the database says it expired', async () => {
    const f = await funcion(app());
    const [ana, luis] = [await newBuyer(app()), await newBuyer(app())];
    const c = await openConsecutivo(app(), ana.token);
    const seat = f.normal[0];
    expect((await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: c.Secuencia, seats: [seat] })).statusCode).toBe(200);
    const state = async () => {
      const rows = (await app().inject({ method: 'GET', url: `/api/v1/room/${f.showtimeId}/status`, headers: luis.headers })).json() as RowStatus[];
      return rows.find((r) => r.filRel === seat.FilRelativa)!.DescripcionSilla.find((s) => s.Columna === seat.Columna)!.EstadoSilla;
    };
    expect(await state()).toBe('B');
    await app().db.update(seatHolds).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(seatHolds.showtimeId, f.showtimeId));
    expect(await state()).toBe('S');
    expect((await funcion(app(), f.showtimeId)).room.showtime.seats).toBe(f.room.showtime.seats);
  });

  it('decides "started" by the database clock in the room read and in the reservation', async () => {
    const f = await funcion(app());
    const ana = await newBuyer(app());
    const c = await openConsecutivo(app(), ana.token);
    await app().db.update(showtimes).set({ startsAt: sql`now() - interval '30 minutes'` }).where(eq(showtimes.id, f.showtimeId));
    expect((await funcion(app(), f.showtimeId)).room.started).toBe(true);
    expect((await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: c.Secuencia, seats: [f.normal[0]] })).statusCode).toBe(409);
    await app().db.update(showtimes).set({ startsAt: sql`now() + interval '30 minutes'` }).where(eq(showtimes.id, f.showtimeId));
    expect((await funcion(app(), f.showtimeId)).room.started).toBe(false);
  });
});
