// Issue 30 on the server, on both engines: the sala's no-lone-seats rule decides when the seats are
// reserved (409 naming the seat left alone, nothing held), its modes, and best available
// (reserveBestAvailable) with its refusals. The rule's own cases: openapi/seat-rules.test.ts.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Reservation, SelectedSeat, ShowtimeRoom, StaffSala } from '../../../openapi/index.ts';
import { rooms, seatHolds, seats, showtimes, staffAudit } from '../../../server/db/schema.ts';
import { useApp } from '../../helpers/build.ts';
import { api, asSelected, newBuyer, openConsecutivo, reserveSeats, seatStates } from '../../helpers/purchase.ts';
import { buyerRow } from '../../helpers/purchase-rows.ts';
import { signedInStaff, staffApi } from '../../helpers/staff.ts';

const { app } = useApp();

const holdsOf = (consecutivo: number) => app().db.select().from(seatHolds).where(eq(seatHolds.consecutivo, consecutivo));

let used = 0;
/** A future función of the room (a new one each call) and its layout. Sala 1: rows A–L, blocks 4 | 8 | 4, rows I–L Preferencial. */
async function funcionIn(slug: string, mode?: 'off' | 'aisle' | 'strict') {
  if (mode) await app().db.update(rooms).set({ loneSeatMode: mode }).where(eq(rooms.slug, slug));
  const [row] = await app()
    .db.select({ id: showtimes.id })
    .from(showtimes)
    .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
    .where(and(eq(rooms.slug, slug), gt(showtimes.startsAt, sql`now() + interval '2 days'`)))
    .orderBy(asc(showtimes.id))
    .limit(1)
    .offset(used++);
  const room = (await api(app(), undefined, 'GET', `/room/${row.id}`)).json() as ShowtimeRoom;
  const seat = (name: string): SelectedSeat => {
    const s = room.layout.find((l) => `${l.FilaRelativa}${l.ColumnaRelativa}` === name)!;
    return asSelected(s, room.prices.find((p) => p.zona === s.TipoZona)!.codigo);
  };
  return { showtimeId: row.id, room, seat };
}

async function attempt(showtimeId: number, chosen: SelectedSeat[]) {
  const buyer = await newBuyer(app());
  const c = await openConsecutivo(app(), buyer.token);
  const res = await reserveSeats(app(), buyer.token, showtimeId, { score_consecutive: c.Secuencia, seats: chosen });
  return { res, buyer, consecutivo: c.Secuencia };
}

describe('no lone seats at reserveSeats', () => {
  it("the demo rooms use the aisle mode, and the purchase's room read says so", async () => {
    const f = await funcionIn('sala-1');
    expect(f.room.loneSeats).toBe('aisle');
  });

  it('refuses with 409 a choice that leaves a seat alone against a wall, naming it, and holds nothing', async () => {
    const f = await funcionIn('sala-1', 'aisle');
    const { res, consecutivo } = await attempt(f.showtimeId, [f.seat('B2'), f.seat('B3')]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^La silla B1 quedaría sola/);
    expect(await holdsOf(consecutivo)).toEqual([]);
  });

  it('in aisle mode allows a seat alone by an aisle; strict refuses it; off allows everything', async () => {
    const aisle = await funcionIn('sala-1', 'aisle');
    expect((await attempt(aisle.showtimeId, [aisle.seat('B6'), aisle.seat('B7')])).res.statusCode).toBe(200);
    const strict = await funcionIn('sala-1', 'strict');
    const refused = (await attempt(strict.showtimeId, [strict.seat('B6'), strict.seat('B7')])).res;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^La silla B5 quedaría sola/);
    const off = await funcionIn('sala-1', 'off');
    expect((await attempt(off.showtimeId, [off.seat('B2'), off.seat('B3')])).res.statusCode).toBe(200);
    await app().db.update(rooms).set({ loneSeatMode: 'aisle' }).where(eq(rooms.slug, 'sala-1'));
  });

  it("refuses a seat left between the choice and another buyer's seats; a gap that was there stays allowed", async () => {
    const f = await funcionIn('sala-1', 'aisle');
    expect((await attempt(f.showtimeId, [f.seat('C9'), f.seat('C10')])).res.statusCode).toBe(200);
    const between = await attempt(f.showtimeId, [f.seat('C6'), f.seat('C7')]);
    expect(between.res.statusCode).toBe(409);
    expect(between.res.json().message).toMatch(/^La silla C8 quedaría sola/);
    // C7 alone between C6 and C8 would be new: C5–C6 leaves C7, C8 free (two).
    expect((await attempt(f.showtimeId, [f.seat('C5'), f.seat('C6')])).res.statusCode).toBe(200);
    // Now C7–C8 are a gap of two; taking C7 leaves C8 alone.
    expect((await attempt(f.showtimeId, [f.seat('C7')])).res.statusCode).toBe(409);
  });

  it('allows a choice that fills its whole segment, and the seats beside a wheelchair place', async () => {
    const f = await funcionIn('sala-1', 'strict');
    expect((await attempt(f.showtimeId, ['D1', 'D2', 'D3', 'D4'].map(f.seat))).res.statusCode).toBe(200);
    // Row A: wheelchair places at A1, A2: A4 chosen leaves A3 alone beside them (the companion's).
    expect((await attempt(f.showtimeId, [f.seat('A4')])).res.statusCode).toBe(200);
    await app().db.update(rooms).set({ loneSeatMode: 'aisle' }).where(eq(rooms.slug, 'sala-1'));
  });
});

describe('reserveBestAvailable', () => {
  const best = (token: string, showtimeId: number, body: Record<string, unknown>) => api(app(), token, 'POST', `/reserve/best/${showtimeId}`, { device: 'web', ...body });

  it('holds n seats side by side near two thirds back, centred, for 2 and for the maximum', async () => {
    const f = await funcionIn('sala-1', 'aisle');
    const general = f.room.prices.find((p) => p.zona === 'General')!.codigo;
    const rowOf = (fila: string) => fila.charCodeAt(0) - 64;
    for (const count of [2, f.room.maxSeats]) {
      const buyer = await newBuyer(app());
      const c = await openConsecutivo(app(), buyer.token);
      const res = await best(buyer.token, f.showtimeId, { score_consecutive: c.Secuencia, count, zone: general });
      expect(res.statusCode).toBe(200);
      const r = res.json() as Reservation;
      expect(r.seats).toHaveLength(count);
      expect(r.seats.every((s) => s.Tarifa === general)).toBe(true);
      const filas = [...new Set(r.seats.map((s) => rowOf(s.FilRelativa)))].sort((a, b) => a - b);
      if (count === 2) {
        // Side by side in one row, about two thirds back of the room's rows A–L (H, General's last), in the middle block.
        expect(filas).toHaveLength(1);
        expect(r.seats[0].FilRelativa).toBe('H');
        const columns = r.seats.map((s) => s.Columna).sort((a, b) => a - b);
        expect(columns[1] - columns[0]).toBe(1);
        expect(columns[0]).toBeGreaterThanOrEqual(6);
        expect(columns[1]).toBeLessThanOrEqual(13);
      } else {
        // More than a block holds: pieces in neighbouring rows.
        expect(filas.at(-1)! - filas[0]).toBeLessThanOrEqual(filas.length - 1);
        expect(filas.length).toBeLessThanOrEqual(2);
      }
      const states = await seatStates(app(), buyer.token, f.showtimeId);
      expect(r.seats.every((s) => states.get(`${s.FilRelativa}:${s.Columna}`) === 'R')).toBe(true);
      expect(await holdsOf(c.Secuencia)).toHaveLength(count);
    }
  });

  it('refuses 0, more than the maximum, an unknown zone and a zone without n free seats, in Spanish, holding nothing', async () => {
    const f = await funcionIn('sala-vip');
    const vip = f.room.prices.find((p) => p.zona === 'VIP')!.codigo;
    const buyer = await newBuyer(app());
    const c = await openConsecutivo(app(), buyer.token);
    const zero = await best(buyer.token, f.showtimeId, { score_consecutive: c.Secuencia, count: 0, zone: vip });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(`Elige de 1 a ${f.room.maxSeats} sillas.`);
    const many = await best(buyer.token, f.showtimeId, { score_consecutive: c.Secuencia, count: f.room.maxSeats + 1, zone: vip });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(`Elige de 1 a ${f.room.maxSeats} sillas.`);
    const unknown = await best(buyer.token, f.showtimeId, { score_consecutive: c.Secuencia, count: 2, zone: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Esa zona no está a la venta en esta función.');

    // Every VIP seat but one held by another purchase.
    const [st] = await app().db.select().from(showtimes).where(eq(showtimes.id, f.showtimeId));
    const roomSeats = await app().db.select({ id: seats.id }).from(seats).where(and(eq(seats.roomId, st.roomId), eq(seats.tipoSilla, 'Normal'))).orderBy(asc(seats.id));
    const other = await buyerRow(app().db);
    await app()
      .db.insert(seatHolds)
      .values(roomSeats.slice(1).map((s) => ({ showtimeId: f.showtimeId, seatId: s.id, userId: other.userId, consecutivo: other.consecutivo, status: 'held', expiresAt: sql`now() + interval '10 minutes'` })));
    const full = await best(buyer.token, f.showtimeId, { score_consecutive: c.Secuencia, count: 2, zone: vip });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('No hay 2 sillas libres en la zona VIP.');
    expect(await holdsOf(c.Secuencia)).toEqual([]);
    // The one left can still be had.
    expect((await best(buyer.token, f.showtimeId, { score_consecutive: c.Secuencia, count: 1, zone: vip })).statusCode).toBe(200);
  });
});

describe('updateSala (programming desk)', () => {
  it('changes the sala’s rule and focal point, audited; the next reservation follows it; bad values are refused', async () => {
    const staff = await signedInStaff(app(), ['programacion']);
    const [sala] = await app().db.select({ id: rooms.id }).from(rooms).where(eq(rooms.slug, 'sala-2'));
    const res = await staffApi(app(), staff, 'PATCH', `/staff/programacion/salas/${sala.id}`, { loneSeats: 'off', focusFila: 0.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sala.id, loneSeats: 'off', focusFila: 0.5, focusColumna: 0.5 });
    const [line] = await app().db.select().from(staffAudit).where(eq(staffAudit.action, 'programacion.sala.change'));
    expect(line).toMatchObject({ target: `sala:${sala.id}` });
    const f = await funcionIn('sala-2');
    expect(f.room.loneSeats).toBe('off');
    expect((await attempt(f.showtimeId, [f.seat('B2'), f.seat('B3')])).res.statusCode).toBe(200);

    const bad = await staffApi(app(), staff, 'PATCH', `/staff/programacion/salas/${sala.id}`, { loneSeats: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    const missing = await staffApi(app(), staff, 'PATCH', '/staff/programacion/salas/999999', { loneSeats: 'strict' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('La sala 999999 no existe.');
    const desk = await signedInStaff(app(), ['servicio']);
    expect((await staffApi(app(), desk, 'PATCH', `/staff/programacion/salas/${sala.id}`, { loneSeats: 'strict' })).statusCode).toBe(403);
    await staffApi(app(), staff, 'PATCH', `/staff/programacion/salas/${sala.id}`, { loneSeats: 'aisle' });
  });

  it('getSala gives the rule, the focal point and the seats the desk picks it on; a focal point moved to the front left moves best available there', async () => {
    const staff = await signedInStaff(app(), ['programacion']);
    const [sala] = await app().db.select({ id: rooms.id }).from(rooms).where(eq(rooms.slug, 'sala-2'));
    const read = await staffApi(app(), staff, 'GET', `/staff/programacion/salas/${sala.id}`);
    expect(read.statusCode).toBe(200);
    const got = read.json() as StaffSala;
    expect(got).toMatchObject({ id: sala.id, name: 'Sala 2', loneSeats: 'aisle', focusColumna: 0.5 });
    const f = await funcionIn('sala-2');
    // The same cells as the purchase screen's map.
    expect(got.layout).toEqual(f.room.layout);
    expect((await staffApi(app(), staff, 'GET', '/staff/programacion/salas/999999')).statusCode).toBe(404);
    expect((await staffApi(app(), await signedInStaff(app(), ['finanzas']), 'GET', `/staff/programacion/salas/${sala.id}`)).statusCode).toBe(403);

    const general = f.room.prices.find((p) => p.zona === 'General')!.codigo;
    const bestTwo = async () => {
      const buyer = await newBuyer(app());
      const c = await openConsecutivo(app(), buyer.token);
      const res = await api(app(), buyer.token, 'POST', `/reserve/best/${f.showtimeId}`, { device: 'web', score_consecutive: c.Secuencia, count: 2, zone: general });
      expect(res.statusCode).toBe(200);
      return (res.json() as Reservation).seats.map((s) => `${s.FilRelativa}${s.ColRelativa}`).sort();
    };
    try {
      expect((await staffApi(app(), staff, 'PATCH', `/staff/programacion/salas/${sala.id}`, { focusFila: 0, focusColumna: 0 })).statusCode).toBe(200);
      // The front left: row A's left end is wheelchair places, so row B's first two.
      expect(await bestTwo()).toEqual(['B1', 'B2']);
      expect((await staffApi(app(), staff, 'PATCH', `/staff/programacion/salas/${sala.id}`, { focusFila: 1, focusColumna: 1 })).statusCode).toBe(200);
      expect((await bestTwo()).every((name) => name.startsWith('H'))).toBe(true);
    } finally {
      await staffApi(app(), staff, 'PATCH', `/staff/programacion/salas/${sala.id}`, { focusFila: got.focusFila, focusColumna: got.focusColumna });
    }
  });
});
