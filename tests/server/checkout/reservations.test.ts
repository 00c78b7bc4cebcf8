// reserveSeats / cancelReservation / getConsecutive through the API, on both engines: every bad
// input gets a Spanish 4xx and holds nothing; a seat goes to exactly one purchase.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Reservation, RowStatus } from '../../../openapi/index.ts';
import { keyPayMatches } from '../../../server/checkout/consecutivos.ts';
import { seatHolds, showtimes } from '../../../server/db/schema.ts';
import { useApp } from '../../helpers/build.ts';
import { asSelected, cancelReservation, funcion, label, newBuyer, openConsecutivo, reserveSeats } from '../../helpers/purchase.ts';
import { billRow, holdsOf } from '../../helpers/purchase-rows.ts';
import { withoutSeatRule } from '../../helpers/seat-rule.ts';

const { app } = useApp();

const stateOf = (rows: RowStatus[], fila: string, columna: number) => rows.find((r) => r.filRel === fila)!.DescripcionSilla.find((s) => s.Columna === columna)!.EstadoSilla;

async function status(showtimeId: number, headers?: Record<string, string>) {
  const res = await app().inject({ method: 'GET', url: `/api/v1/room/${showtimeId}/status`, headers });
  return res.json() as RowStatus[];
}

describe('getConsecutive', () => {
  it('opens a purchase bound to the caller, with a keyPay the server can check', async () => {
    const ana = await newBuyer(app());
    const luis = await newBuyer(app());
    const c = await openConsecutivo(app(), ana.token);
    expect(c.Secuencia).toBeGreaterThan(0);
    expect(c.keyPay).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await keyPayMatches(app().db, { userId: ana.userId, consecutivo: c.Secuencia, keyPay: c.keyPay })).toBe(true);
    expect(await keyPayMatches(app().db, { userId: luis.userId, consecutivo: c.Secuencia, keyPay: c.keyPay })).toBe(false);
    expect(await keyPayMatches(app().db, { userId: ana.userId, consecutivo: c.Secuencia + 1, keyPay: c.keyPay })).toBe(false);
    expect((await openConsecutivo(app(), ana.token)).Secuencia).not.toBe(c.Secuencia);
  });

  it('needs a session and a theater that exists', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/v1/score/consecutive/1' })).statusCode).toBe(401);
    const ana = await newBuyer(app());
    const res = await app().inject({ method: 'GET', url: '/api/v1/score/consecutive/999', headers: ana.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No encontramos el teatro.');
  });
});

describe('reserveSeats', () => {
  it('holds every seat for 600 s on the database clock and shows them R to the buyer, B to others', async () => {
    const f = await funcion(app());
    const ana = await newBuyer(app());
    const luis = await newBuyer(app());
    const c = await openConsecutivo(app(), ana.token);
    const seats = f.normal.slice(0, 2);
    const res = await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: c.Secuencia, seats });
    expect(res.statusCode).toBe(200);
    const r = res.json() as Reservation;
    expect(r).toMatchObject({ score_consecutive: c.Secuencia, showtime_id: f.showtimeId, seconds_left: 600, seats });
    const [{ dbNow }] = ((await app().db.execute(sql`select now() as "dbNow"`)) as unknown as { rows: { dbNow: string }[] }).rows;
    expect(Math.round((Date.parse(r.expires_at) - new Date(dbNow).getTime()) / 1000)).toBe(600);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const mine = await status(f.showtimeId, ana.headers);
    const theirs = await status(f.showtimeId, luis.headers);
    const anonymous = await status(f.showtimeId);
    for (const s of seats) {
      expect(stateOf(mine, s.FilRelativa, s.Columna)).toBe('R');
      expect(stateOf(theirs, s.FilRelativa, s.Columna)).toBe('B');
      expect(stateOf(anonymous, s.FilRelativa, s.Columna)).toBe('B');
    }
    expect(stateOf(mine, f.normal[2].FilRelativa, f.normal[2].Columna)).toBe('S');
  });

  it('refuses a seat another purchase holds with OCUPADA, and then holds none of the others', async () => {
    const f = await funcion(app());
    const [ana, luis] = [await newBuyer(app()), await newBuyer(app())];
    const [ca, cl] = [await openConsecutivo(app(), ana.token), await openConsecutivo(app(), luis.token)];
    expect((await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: ca.Secuencia, seats: [f.normal[1]] })).statusCode).toBe(200);

    const res = await reserveSeats(app(), luis.token, f.showtimeId, { score_consecutive: cl.Secuencia, seats: f.normal.slice(0, 3) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`La silla ${label(f.normal[1])} está OCUPADA.`);
    const rows = await holdsOf(app().db, f.showtimeId);
    expect(rows.map((h) => h.userId)).toEqual([ana.userId]);
  });

  it('replaces the purchase\'s previous seats, and a failed replacement keeps them', async () => {
    const f = await funcion(app());
    const [ana, luis] = [await newBuyer(app()), await newBuyer(app())];
    const [ca, cl] = [await openConsecutivo(app(), ana.token), await openConsecutivo(app(), luis.token)];
    const [a, b, c, d] = f.normal;
    const seatIdsOf = async () => (await holdsOf(app().db, f.showtimeId)).filter((h) => h.userId === ana.userId).map((h) => h.seatId).sort();

    expect((await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: ca.Secuencia, seats: [a, b] })).statusCode).toBe(200);
    const first = await seatIdsOf();
    expect(first).toHaveLength(2);
    // Moving the hold's end into the past shows the new reservation starts a fresh 600 s for kept seats too.
    await app().db.update(seatHolds).set({ expiresAt: sql`now() + interval '10 seconds'` }).where(eq(seatHolds.userId, ana.userId));

    const again = await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: ca.Secuencia, seats: [b, c] });
    expect(again.statusCode).toBe(200);
    expect((again.json() as Reservation).seconds_left).toBe(600);
    const second = await seatIdsOf();
    expect(second).toHaveLength(2);
    expect(second).toContain(first[1]);
    expect(second).not.toContain(first[0]);
    const rows = await holdsOf(app().db, f.showtimeId);
    expect(rows.every((h) => h.userId !== ana.userId || Date.parse(String(h.expiresAt)) - Date.now() > 590_000)).toBe(true);

    expect((await reserveSeats(app(), luis.token, f.showtimeId, { score_consecutive: cl.Secuencia, seats: [d] })).statusCode).toBe(200);
    const failed = await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: ca.Secuencia, seats: [a, d] });
    expect(failed.statusCode).toBe(409);
    expect(failed.json().message).toContain('OCUPADA');
    expect(await seatIdsOf()).toEqual(second);
  });

  it('refuses each bad input with a Spanish 4xx and holds nothing', async () => {
    const f = await funcion(app());
    const ana = await newBuyer(app());
    const luis = await newBuyer(app());
    const c = await openConsecutivo(app(), ana.token);
    const foreign = await openConsecutivo(app(), luis.token);
    const paid = await openConsecutivo(app(), ana.token);
    await billRow(app().db, { userId: ana.userId, showtimeId: f.showtimeId, consecutivo: paid.Secuencia });
    const [a, b] = f.normal;
    const zona = f.room.layout.find((s) => s.FilaTotal === a.Fila && s.ColumnaTotal === a.Columna)!.TipoZona;
    const otherZone = f.room.prices.find((p) => p.zona !== zona)!.codigo;
    const max = f.room.maxSeats;
    expect(max).toBe(10);

    const cases: [string, Parameters<typeof reserveSeats>[3], number, string | RegExp][] = [
      ['not in the layout', { score_consecutive: c.Secuencia, seats: [{ ...a, Fila: 99, FilRelativa: 'Z', ColRelativa: '1' }] }, 400, 'La silla Z1 no existe en esta sala.'],
      ['repeated', { score_consecutive: c.Secuencia, seats: [a, b, a] }, 400, `La silla ${label(a)} está repetida.`],
      ['an aisle', { score_consecutive: c.Secuencia, seats: [a, asSelected(f.aisle, a.Tarifa)] }, 400, /es un pasillo y no se puede reservar\.$/],
      ['a wheelchair place', { score_consecutive: c.Secuencia, seats: [asSelected(f.wheelchair, a.Tarifa)] }, 400, /^La silla \w+ es un espacio para silla de ruedas y no se vende en línea\.$/],
      ['a price code of another zone', { score_consecutive: c.Secuencia, seats: [{ ...a, Tarifa: otherZone }] }, 400, `La tarifa de la silla ${label(a)} no corresponde a su zona.`],
      ['more than maxSeats', { score_consecutive: c.Secuencia, seats: f.normal.slice(0, max + 1) }, 400, `Solo puedes seleccionar ${max} asientos.`],
      ['no seat', { score_consecutive: c.Secuencia, seats: [] }, 400, /./],
      ['a consecutivo of another user', { score_consecutive: foreign.Secuencia, seats: [a] }, 403, 'Esta compra no te pertenece.'],
      ['a consecutivo already paid', { score_consecutive: paid.Secuencia, seats: [a] }, 409, 'Esta compra ya tiene un pago registrado.'],
      ['a consecutivo that does not exist', { score_consecutive: 999_999, seats: [a] }, 404, 'No encontramos la compra.'],
    ];
    for (const [what, body, code, message] of cases) {
      const res = await reserveSeats(app(), ana.token, f.showtimeId, body);
      expect(res.statusCode, what).toBe(code);
      expect(res.json().message, what).toMatch(message instanceof RegExp ? message : new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    }
    const unknown = await reserveSeats(app(), ana.token, 9_999_999, { score_consecutive: c.Secuencia, seats: [a] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos la función.');
    const anonymous = await app().inject({ method: 'POST', url: `/api/v1/reserve/${f.showtimeId}`, payload: { score_consecutive: c.Secuencia, seats: [a], device: 'web' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await holdsOf(app().db, f.showtimeId)).toEqual([]);
  });

  it('keeps the lower of maximo_entradas and the room\'s own limit', async () => {
    const f = await funcion(app());
    const ana = await newBuyer(app());
    const c = await openConsecutivo(app(), ana.token);
    const { rooms } = await import('../../../server/db/schema.ts');
    await app().db.update(rooms).set({ maxSeatsPerPurchase: 2 }).where(eq(rooms.id, f.room.room.id));
    try {
      expect((await funcion(app(), f.showtimeId)).room.maxSeats).toBe(2);
      const res = await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: c.Secuencia, seats: f.normal.slice(0, 3) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Solo puedes seleccionar 2 asientos.');
      await app().db.update(rooms).set({ maxSeatsPerPurchase: 50 }).where(eq(rooms.id, f.room.room.id));
      expect((await funcion(app(), f.showtimeId)).room.maxSeats).toBe(10);
    } finally {
      await app().db.update(rooms).set({ maxSeatsPerPurchase: null }).where(eq(rooms.id, f.room.room.id));
    }
    expect(await holdsOf(app().db, f.showtimeId)).toEqual([]);
  });

  it('refuses a función that has started by the database clock, with the §8 text', async () => {
    const f = await funcion(app());
    const ana = await newBuyer(app());
    const c = await openConsecutivo(app(), ana.token);
    await app().db.update(showtimes).set({ startsAt: sql`now() - interval '1 minute'` }).where(eq(showtimes.id, f.showtimeId));
    const res = await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: c.Secuencia, seats: [f.normal[0]] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No es posible reservar asientos en funciones en curso. Por favor, selecciona otro horario.');
    expect((await funcion(app(), f.showtimeId)).room.started).toBe(true);
    expect(await holdsOf(app().db, f.showtimeId)).toEqual([]);
  });

  it('gives a contested seat to exactly one of many buyers racing for it', async () => {
    const f = await funcion(app());
    const buyers = await Promise.all(Array.from({ length: 12 }, () => newBuyer(app())));
    const purchases = await Promise.all(buyers.map((b) => openConsecutivo(app(), b.token)));
    const seats = [f.normal[5], f.normal[6]];
    const answers = await Promise.all(buyers.map((b, i) => reserveSeats(app(), b.token, f.showtimeId, { score_consecutive: purchases[i].Secuencia, seats })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    const rows = await holdsOf(app().db, f.showtimeId);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((h) => h.consecutivo)).size).toBe(1);
  });

  it('takes parallel reservations of one purchase one after the other: the purchase ends with one of them', async () => {
    const f = await funcion(app());
    const ana = await newBuyer(app());
    const c = await openConsecutivo(app(), ana.token);
    const sets = [0, 1, 2, 3].map((k) => f.normal.slice(10 + 2 * k, 12 + 2 * k));
    const answers = await Promise.all(sets.map((seats) => reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: c.Secuencia, seats })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const held = (await holdsOf(app().db, f.showtimeId)).map((h) => h.seatId);
    // Two seats: one whole set (whichever came last), never the union of several.
    expect(held).toHaveLength(2);
  });

  it('limits the seats a buyer holds in a función across all their purchases, even in parallel', async () => {
    const f = await funcion(app());
    const max = f.room.maxSeats;
    const restore = await withoutSeatRule(app(), f.showtimeId);
    const ana = await newBuyer(app());
    const [c1, c2, c3] = [await openConsecutivo(app(), ana.token), await openConsecutivo(app(), ana.token), await openConsecutivo(app(), ana.token)];
    expect((await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: c1.Secuencia, seats: f.normal.slice(0, max - 1) })).statusCode).toBe(200);
    const more = await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: c2.Secuencia, seats: f.normal.slice(max, max + 2) });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(`Solo puedes seleccionar ${max} asientos.`);
    // Two other purchases asking for the last seat at once: one gets it.
    const last = await Promise.all(
      [c2, c3].map((c, i) => reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: c.Secuencia, seats: [f.normal[max + 3 + i]] })),
    );
    expect(last.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await holdsOf(app().db, f.showtimeId)).toHaveLength(max);
    // Another buyer is not limited by hers.
    const luis = await newBuyer(app());
    const cl = await openConsecutivo(app(), luis.token);
    expect((await reserveSeats(app(), luis.token, f.showtimeId, { score_consecutive: cl.Secuencia, seats: f.normal.slice(max + 6, max + 8) })).statusCode).toBe(200);
    await restore();
  });

  it('limits reservations per user, not per address', async () => {
    const f = await funcion(app());
    const restore = await withoutSeatRule(app(), f.showtimeId);
    const [ana, luis] = [await newBuyer(app()), await newBuyer(app())];
    const [ca, cl] = [await openConsecutivo(app(), ana.token), await openConsecutivo(app(), luis.token)];
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: ca.Secuencia, seats: [f.normal[i % 3]] })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    // Same address (inject's 127.0.0.1), another user: not limited.
    expect((await reserveSeats(app(), luis.token, f.showtimeId, { score_consecutive: cl.Secuencia, seats: [f.normal[4]] })).statusCode).toBe(200);
    await restore();
  });
});

describe('expiry', () => {
  it('frees an expired hold for everyone at once, with no client and no job', async () => {
    const f = await funcion(app());
    const [ana, luis] = [await newBuyer(app()), await newBuyer(app())];
    const [ca, cl] = [await openConsecutivo(app(), ana.token), await openConsecutivo(app(), luis.token)];
    const seat = f.normal[0];
    expect((await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: ca.Secuencia, seats: [seat] })).statusCode).toBe(200);
    await app().db.update(seatHolds).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(seatHolds.showtimeId, f.showtimeId));

    expect(stateOf(await status(f.showtimeId, luis.headers), seat.FilRelativa, seat.Columna)).toBe('S');
    expect(stateOf(await status(f.showtimeId, ana.headers), seat.FilRelativa, seat.Columna)).toBe('S');
    expect((await reserveSeats(app(), luis.token, f.showtimeId, { score_consecutive: cl.Secuencia, seats: [seat] })).statusCode).toBe(200);
    expect((await holdsOf(app().db, f.showtimeId)).map((h) => h.userId)).toEqual([luis.userId]);
  });
});

describe('cancelReservation', () => {
  it('frees the purchase\'s held seats, is idempotent, and never frees a seat being paid', async () => {
    const f = await funcion(app());
    const [ana, luis] = [await newBuyer(app()), await newBuyer(app())];
    const ca = await openConsecutivo(app(), ana.token);
    const cl = await openConsecutivo(app(), luis.token);
    expect((await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: ca.Secuencia, seats: f.normal.slice(0, 2) })).statusCode).toBe(200);
    // Beside hers, so that no seat is left alone between them (issue 30).
    expect((await reserveSeats(app(), luis.token, f.showtimeId, { score_consecutive: cl.Secuencia, seats: [f.normal[2]] })).statusCode).toBe(200);

    for (let i = 0; i < 2; i++) {
      const res = await cancelReservation(app(), ana.token, f.showtimeId, ca.Secuencia);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Reserva liberada.' });
    }
    expect((await holdsOf(app().db, f.showtimeId)).map((h) => h.userId)).toEqual([luis.userId]);

    // Someone else's purchase: 403, nothing freed. A paid one: 409.
    const foreign = await cancelReservation(app(), ana.token, f.showtimeId, cl.Secuencia);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Esta compra no te pertenece.');
    const billId = await billRow(app().db, { userId: luis.userId, showtimeId: f.showtimeId, consecutivo: cl.Secuencia });
    await app().db.update(seatHolds).set({ status: 'paying', billId }).where(eq(seatHolds.consecutivo, cl.Secuencia));
    const paid = await cancelReservation(app(), luis.token, f.showtimeId, cl.Secuencia);
    expect(paid.statusCode).toBe(409);
    expect((await holdsOf(app().db, f.showtimeId)).map((h) => h.status)).toEqual(['paying']);
    // A seat being paid is occupied for everyone, its buyer included.
    for (const who of [luis, ana]) expect(stateOf(await status(f.showtimeId, who.headers), f.normal[2].FilRelativa, f.normal[2].Columna)).toBe('O');
  });

  it('accepts the session cookie from the page itself (the pagehide beacon), not from another site', async () => {
    const f = await funcion(app());
    const ana = await newBuyer(app());
    const ca = await openConsecutivo(app(), ana.token);
    expect((await reserveSeats(app(), ana.token, f.showtimeId, { score_consecutive: ca.Secuencia, seats: [f.normal[0]] })).statusCode).toBe(200);
    const beacon = (site: string) =>
      app().inject({
        method: 'POST',
        url: `/api/v1/reserve/cancel/${f.showtimeId}`,
        cookies: { auth_token: ana.token },
        headers: { 'sec-fetch-site': site },
        payload: { score_consecutive: ca.Secuencia, device: 'web' },
      });
    expect((await beacon('cross-site')).statusCode).toBe(401);
    expect(await holdsOf(app().db, f.showtimeId)).toHaveLength(1);
    expect((await beacon('same-origin')).statusCode).toBe(200);
    expect(await holdsOf(app().db, f.showtimeId)).toEqual([]);
  });
});
