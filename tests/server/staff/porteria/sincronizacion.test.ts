// getPorteriaOptions and syncPorteria (issue 28): what a door's device keeps, whole the first time
// and then only what changed since its cursors; a staff member without the role is refused.
import { isDeepStrictEqual } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IngresoBatchResult, PorteriaOptions, PorteriaSync } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { useApp } from '../../../helpers/build.ts';
import { batch, funcionStartingIn, scan, ticketsFor, type DoorFuncion, type DoorTickets } from '../../../helpers/porteria.ts';
import { signInStaff, signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';

const { app } = useApp();
let door: SignedInStaff;
let funcion: DoorFuncion;
let sold: DoorTickets;

const sync = async (query = '', who: SignedInStaff = door) => {
  const res = await staffApi(app(), who, 'GET', `/staff/porteria/sincronizacion?theater=1&device=mio${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PorteriaSync;
};
const cursorsOf = (s: PorteriaSync) => `&keys_cursor=${s.keys.cursor}&revocations_cursor=${s.revocations.cursor}&checkins_cursor=${s.checkins.cursor}`;
/**
 * What a sync sent that no earlier answer had. A cursor is the oldest transaction running in the
 * whole server when the sync read: with other databases' transactions open (the other test files on
 * this PostgreSQL server), a later sync sends some rows again, which the device takes twice harmlessly.
 */
const nuevos = <T>(items: T[], ...earlier: T[][]) => items.filter((item) => !earlier.some((known) => known.some((k) => isDeepStrictEqual(k, item))));
/** Syncs on from `from`, each with the last one's cursors, until one sends nothing (the cursors do filter). */
async function quiet(from: PorteriaSync): Promise<PorteriaSync> {
  let last = from;
  for (let tries = 0; tries < 40; tries++) {
    const next = await sync(cursorsOf(last));
    if ([next.keys.items, next.keys.retired_ids, next.revocations.items, next.checkins.items].every((list) => list.length === 0)) return next;
    last = next;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Ninguna sincronización quedó sin cambios.');
}
const enter = async (code: string, device: string, label: string) => {
  const res = await staffApi(app(), door, 'POST', '/staff/porteria/ingresos', batch([scan(code)], { device, label }));
  return (res.json() as IngresoBatchResult).results[0];
};

beforeAll(async () => {
  door = await signedInStaff(app(), ['porteria']);
  funcion = await funcionStartingIn(app().db, 20);
  sold = await ticketsFor(app().db, funcion, 4);
});

describe('getPorteriaOptions', () => {
  it('lists the theaters with their rooms, the entry window (45 and 30 by default), the batch limit and the undo seconds', async () => {
    const res = await staffApi(app(), door, 'GET', '/staff/porteria/opciones');
    expect(res.statusCode).toBe(200);
    const options = res.json() as PorteriaOptions;
    expect(options.theaters[0]).toMatchObject({ id: 1, name: expect.any(String) });
    expect(options.theaters[0].rooms.map((r) => r.id)).toContain(funcion.roomId);
    expect(options).toMatchObject({ window: { antes_min: 45, despues_min: 30 }, max_batch: 5000, undo_seconds: 60 });
  });

  it('follows the settings the programming desk changes', async () => {
    const programmer = await signedInStaff(app(), ['programacion']);
    const changed = await staffApi(app(), programmer, 'PATCH', '/staff/programacion/ajustes', { ingreso_antes_minutos: 60, ingreso_despues_minutos: 15 });
    expect(changed.json()).toMatchObject({ ingreso_antes_minutos: 60, ingreso_despues_minutos: 15 });
    const res = await staffApi(app(), door, 'GET', '/staff/porteria/opciones');
    expect((res.json() as PorteriaOptions).window).toEqual({ antes_min: 60, despues_min: 15 });
    const tooMany = await staffApi(app(), programmer, 'PATCH', '/staff/programacion/ajustes', { ingreso_despues_minutos: 241 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('El campo ingreso_despues_minutos debe ser menor o igual a 240.');
    await staffApi(app(), programmer, 'PATCH', '/staff/programacion/ajustes', { ingreso_antes_minutos: 45, ingreso_despues_minutos: 30 });
  });
});

describe('syncPorteria', () => {
  it('the first time, everything: keys, today’s funciones, revocations, other doors’ entries but not its own', async () => {
    const refunded = await ticketsFor(app().db, funcion, 1);
    await app().db.update(schema.bills).set({ statusId: 6 }).where(eq(schema.bills.id, refunded.billId));
    expect((await enter(sold.codes[0], 'otro', 'Puerta 2')).result).toBe('valido');
    expect((await enter(sold.codes[1], 'mio', 'Puerta 1')).result).toBe('valido');
    const nextWeek = await funcionStartingIn(app().db, 7 * 24 * 60);

    const first = await sync();
    expect(first.theater_id).toBe(1);
    expect(first.window).toEqual({ antes_min: 45, despues_min: 30 });
    expect(first.keys).toMatchObject({ full: true, retired_ids: [] });
    expect(first.keys.items.map((k) => [k.id, k.state])).toEqual([[1, 'active']]);
    const mine = first.funciones.find((f) => f.id === funcion.showtimeId);
    expect(mine).toMatchObject({ theater_id: 1, room: { id: funcion.roomId }, cancelled: false });
    expect(first.funciones.map((f) => f.id)).not.toContain(nextWeek.showtimeId);
    expect(first.revocations.full).toBe(true);
    expect(first.revocations.items).toContainEqual({ kind: 'factura', bill: refunded.bill, funcion_id: null, at: expect.any(String) });
    expect(first.checkins.full).toBe(true);
    const keys = first.checkins.items.map((c) => c.ticket_key);
    expect(keys).toContain(`${sold.bill}.${funcion.showtimeId}.${sold.seatIds[0]}`);
    expect(keys).not.toContain(`${sold.bill}.${funcion.showtimeId}.${sold.seatIds[1]}`);
    expect(first.checkins.items.find((c) => c.device === 'otro')).toMatchObject({ door: 'Puerta 2', undone: false });
  });

  it('with its cursors, only what changed since: a refund, a cancelled función, another door’s entry and its undo, a rotation', async () => {
    const before = await sync();
    expect(before.keys.items.length).toBeGreaterThan(0);
    const unchanged = await quiet(before);
    expect(unchanged.keys).toMatchObject({ full: false, items: [], retired_ids: [] });
    expect(unchanged.revocations).toMatchObject({ full: false, items: [] });
    expect(unchanged.checkins).toMatchObject({ full: false, items: [] });

    const refunded = await ticketsFor(app().db, funcion, 1);
    await app().db.update(schema.bills).set({ needsRefund: true, statusId: 5 }).where(eq(schema.bills.id, refunded.billId));
    const other = await funcionStartingIn(app().db, 30, 3);
    await app().db.update(schema.showtimes).set({ cancelledAt: sql`now()`, cancelReason: 'Falla' }).where(eq(schema.showtimes.id, other.showtimeId));
    const entered = await enter(sold.codes[2], 'otro', 'Puerta 2');
    const admin = await signedInStaff(app(), ['admin']);
    expect((await staffApi(app(), admin, 'POST', '/staff/llaves-tickets')).statusCode).toBe(201);

    const after = await sync(cursorsOf(unchanged));
    expect(after.keys.full).toBe(false);
    expect(after.keys.items.map((k) => [k.id, k.state])).toEqual([[2, 'active'], [1, 'published']]);
    expect(nuevos(after.revocations.items, before.revocations.items)).toEqual([
      { kind: 'factura', bill: refunded.bill, funcion_id: null, at: expect.any(String) },
      { kind: 'funcion', bill: null, funcion_id: other.showtimeId, at: expect.any(String) },
    ]);
    expect(after.funciones.find((f) => f.id === other.showtimeId)?.cancelled).toBe(true);
    expect(nuevos(after.checkins.items, before.checkins.items)).toEqual([{ ticket_key: entered.ticket!.ticket_key, at: expect.any(String), door: 'Puerta 2', device: 'otro', undone: false }]);

    // The other door undoes it: the next sync says the ticket may enter again.
    const undo = await staffApi(app(), door, 'POST', '/staff/porteria/ingresos/deshacer', { device: 'otro', nonce: (await app().db.select().from(schema.porteriaIngresos).where(eq(schema.porteriaIngresos.ticketKey, entered.ticket!.ticket_key)))[0].nonce });
    expect(undo.statusCode, undo.body).toBe(200);
    const later = await sync(cursorsOf(after));
    expect(nuevos(later.checkins.items, before.checkins.items, after.checkins.items)).toEqual([expect.objectContaining({ ticket_key: entered.ticket!.ticket_key, undone: true })]);
    expect(nuevos(later.revocations.items, before.revocations.items, after.revocations.items)).toEqual([]);

    // A retired key comes by id.
    expect((await staffApi(app(), admin, 'POST', '/staff/llaves-tickets/1/retiro')).statusCode).toBe(200);
    const retired = await sync(cursorsOf(later));
    expect(retired.keys).toMatchObject({ full: false, retired_ids: [1] });
    expect(nuevos(retired.keys.items, after.keys.items, later.keys.items)).toEqual([]);
  });

  it('names the seat of any ticket of today’s rooms as the site does (F7), also one sold after the sync, never an aisle', async () => {
    const first = await sync();
    const later = await ticketsFor(app().db, funcion, 2);
    const answered = await enter(later.codes[0], 'otro', 'Puerta 2');
    // The seat the server names when it decides online is the label the phone reads offline.
    expect(first.seat_labels[String(later.seatIds[0])]).toBe(answered.ticket!.seat);
    const roomIds = [...new Set(first.funciones.map((f) => f.room.id))];
    const roomSeats = await app().db.select().from(schema.seats).where(inArray(schema.seats.roomId, roomIds));
    const sellable = roomSeats.filter((s) => s.tipoSilla !== 'Pasillo');
    expect(Object.keys(first.seat_labels)).toHaveLength(sellable.length);
    for (const s of sellable) expect(first.seat_labels[String(s.id)], `silla ${s.id}`).toBe(`${s.filaRelativa}${s.columnaRelativa}`);
    expect(first.seat_labels[String(later.seatIds[1])]).toMatch(/^[A-Z]+\d+$/);
    const aisle = roomSeats.find((s) => s.tipoSilla === 'Pasillo');
    if (aisle) expect(first.seat_labels).not.toHaveProperty(String(aisle.id));
  });

  it('a cursor of another day or theater starts over; a malformed one is a Spanish 400', async () => {
    const now = await sync();
    const stale = now.checkins.cursor.replace(/^\d{4}-\d{2}-\d{2}/, '2020-01-01');
    const again = await sync(`&checkins_cursor=${stale}&revocations_cursor=${now.revocations.cursor.replace(/\.1\./, '.2.')}`);
    expect(again.checkins.full).toBe(true);
    expect(again.revocations.full).toBe(true);
    const bad = await staffApi(app(), door, 'GET', '/staff/porteria/sincronizacion?theater=1&checkins_cursor=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El cursor de sincronización no es válido: sincroniza de nuevo sin cursor.');
    const unknown = await staffApi(app(), door, 'GET', '/staff/porteria/sincronizacion?theater=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('El teatro 999999 no existe.');
    expect((await staffApi(app(), door, 'GET', '/staff/porteria/sincronizacion')).statusCode).toBe(400);
  });
});

describe('a staff member who lost the porteria role', () => {
  it('is refused with the guard’s 403 on sync and on a batch (an admin removing it ends the session)', async () => {
    const ana = await signedInStaff(app(), ['porteria', 'programacion']);
    expect((await staffApi(app(), ana, 'GET', '/staff/porteria/sincronizacion?theater=1')).statusCode).toBe(200);
    await app().db.update(schema.staffPeople).set({ roles: ['programacion'] }).where(eq(schema.staffPeople.id, ana.id));
    const refusedSync = await staffApi(app(), ana, 'GET', '/staff/porteria/sincronizacion?theater=1');
    expect(refusedSync.statusCode).toBe(403);
    expect(refusedSync.json().message).toBe('Tu cuenta del personal no tiene el rol para esta operación.');
    const s = scan(sold.codes[3]);
    const refusedBatch = await staffApi(app(), ana, 'POST', '/staff/porteria/ingresos', batch([s]));
    expect(refusedBatch.statusCode).toBe(403);
    expect(await app().db.select().from(schema.porteriaIngresos).where(eq(schema.porteriaIngresos.nonce, s.nonce))).toEqual([]);

  });

  it('removed by an admin: the session ends, and its door is told the role was removed (403), not that the session ended', async () => {
    const admin = await signedInStaff(app(), ['admin', 'porteria', 'programacion']);
    const luis = await signedInStaff(app(), ['porteria', 'programacion']);
    expect((await staffApi(app(), admin, 'PUT', `/staff/people/${luis.id}/roles`, { roles: ['programacion'] })).statusCode).toBe(200);
    const roleText = 'Un administrador te quitó el rol para esta operación y tu sesión del personal terminó. Si aún tienes otros roles, inicia sesión de nuevo; si necesitas este, pídeselo a un administrador.';
    for (const [method, url, body] of [['GET', '/staff/porteria/sincronizacion?theater=1'], ['POST', '/staff/porteria/ingresos', batch([scan(sold.codes[3])])]] as const) {
      const res = await staffApi(app(), luis, method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(roleText);
    }
    // Still ended, not let through: an operation the role left allows says the session ended.
    const other = await staffApi(app(), luis, 'GET', '/staff/me');
    expect(other.statusCode).toBe(401);
    expect(other.json().message).toMatch(/^Tu sesión del personal terminó/);
    expect((await app().db.select({ reason: schema.staffSessions.revokedReason }).from(schema.staffSessions).where(eq(schema.staffSessions.personId, luis.id))).map((r) => r.reason)).toEqual(['rol_retirado']);
    // Signed in again with what is left: the usual 403 of a missing role.
    const again = await signInStaff(app(), luis);
    expect((await staffApi(app(), again, 'GET', '/staff/porteria/sincronizacion?theater=1')).json().message).toBe('Tu cuenta del personal no tiene el rol para esta operación.');
  });

  it('a deactivated person or a signed-out session gets the 401 of an ended session', async () => {
    const admin = await signedInStaff(app(), ['admin', 'porteria']);
    const sara = await signedInStaff(app(), ['porteria']);
    expect((await staffApi(app(), admin, 'DELETE', `/staff/people/${sara.id}`)).statusCode).toBe(200);
    const off = await staffApi(app(), sara, 'GET', '/staff/porteria/sincronizacion?theater=1');
    expect(off.statusCode).toBe(401);
    expect(off.json().message).toMatch(/^Tu sesión del personal terminó/);
    const pedro = await signedInStaff(app(), ['porteria']);
    expect((await staffApi(app(), pedro, 'DELETE', '/staff/session')).statusCode).toBe(200);
    const out = await staffApi(app(), pedro, 'GET', '/staff/porteria/sincronizacion?theater=1');
    expect(out.statusCode).toBe(401);
    expect(out.json().message).toMatch(/^Tu sesión del personal terminó/);
    const reasons = await app().db.select({ person: schema.staffSessions.personId, reason: schema.staffSessions.revokedReason }).from(schema.staffSessions).where(inArray(schema.staffSessions.personId, [sara.id, pedro.id]));
    expect(reasons.map((r) => [r.person === sara.id ? 'sara' : 'pedro', r.reason]).sort()).toEqual([['pedro', 'cerrada'], ['sara', 'desactivado']]);
  });
});
