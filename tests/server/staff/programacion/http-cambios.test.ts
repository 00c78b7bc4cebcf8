// Cancelling, deleting and moving one función over HTTP (server/staff/programacion/handlers.ts):
// a cancellation flags the paid bills for refund and its buyer's e-mail reaches SMTP, the función
// leaves the public cartelera and the listing shows why; a función nobody bought is deleted or
// moved, one with a seat held or sold is refused with a 409 (cancélala); each write has its audit
// line and every refusal is a Spanish 4xx that changes nothing.
import { and, asc, count, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FuncionCancelled, FuncionesCreated, PaymentResult, ProgramacionError, StaffFuncion, StaffFuncionList } from '../../../../openapi/index.ts';
import { BILL_STATE } from '../../../../openapi/rules.ts';
import { REFUND_SUBJECT } from '../../../../server/bills/mails.ts';
import { ZONE } from '../../../../server/db/constants.ts';
import { schema } from '../../../../server/db/open.ts';
import { build } from '../../../helpers/build.ts';
import { carteleraIds, publicDates } from '../../../helpers/programacion.ts';
import { cardBody, pay, reserve, type Reserved } from '../../../helpers/purchase.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../helpers/smtp.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';
import { pastDayInBogota } from '../../../helpers/days.ts';

const { bills, films, outgoingMail, rooms, showtimes, staffAudit } = schema;

let smtp: TestSmtpServer;
let app: FastifyInstance;
let desk: SignedInStaff;
let filmId: number;
let sala: { id: number; name: string }[];
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await build({ config: { smtpUrl: smtp.url } });
  desk = await signedInStaff(app, ['programacion']);
  [{ id: filmId }] = await app.db.select({ id: films.id }).from(films).where(eq(films.type, 'Estreno')).orderBy(asc(films.id)).limit(1);
  sala = await app.db.select({ id: rooms.id, name: rooms.name }).from(rooms).orderBy(asc(rooms.position), asc(rooms.id));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const day = (days: number) => DateTime.now().setZone(ZONE).startOf('day').plus({ days }).toISODate()!;
let week = 0;
/** Funciones of their own through the API, in a far-off week nothing else uses: [14:00, 18:00] in the first room. */
async function twoFunciones() {
  const date = day(30 + 7 * week++);
  const res = await staffApi(app, desk, 'POST', '/staff/programacion/funciones', { film_id: filmId, room_ids: [sala[0].id], from: date, to: date, weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['14:00', '18:00'], format: '2D', version: 'Doblada' });
  expect(res.statusCode, res.body).toBe(201);
  return { date, ids: (res.json() as FuncionesCreated).funciones.map((f) => f.id) };
}

const cancel = (id: number, payload: unknown) => staffApi(app, desk, 'POST', `/staff/programacion/funciones/${id}/cancelacion`, payload);
const remove = (id: number) => staffApi(app, desk, 'DELETE', `/staff/programacion/funciones/${id}`);
const move = (id: number, payload: unknown) => staffApi(app, desk, 'PATCH', `/staff/programacion/funciones/${id}`, payload);
const rowOf = async (id: number) => (await app.db.select().from(showtimes).where(eq(showtimes.id, id)))[0];
const lastLine = async () => (await app.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1))[0];
const deskLines = async () => Number((await app.db.select({ n: count() }).from(staffAudit).where(like(staffAudit.action, 'programacion.%')))[0].n);

async function listed(id: number): Promise<StaffFuncion> {
  const row = await rowOf(id);
  const date = DateTime.fromJSDate(row.startsAt, { zone: ZONE }).toISODate();
  const res = await staffApi(app, desk, 'GET', `/staff/programacion/funciones?from=${date}&to=${date}`);
  return (res.json() as StaffFuncionList).funciones.find((f) => f.id === id)!;
}

async function paid(r: Reserved) {
  const res = await pay(app, r.session.token, cardBody(r));
  expect(res.statusCode, res.body).toBe(200);
  return (await app.db.select().from(bills).where(eq(bills.number, (res.json() as PaymentResult).bill)))[0];
}

/** A refusal: its status and Spanish message, the función's row and the desk's audit lines as they were. */
async function refused(call: () => Promise<LightMyRequestResponse>, id: number, status: number, message: RegExp): Promise<ProgramacionError> {
  const [row, lines] = [await rowOf(id), await deskLines()];
  const res = await call();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(await rowOf(id)).toEqual(row);
  expect(await deskLines()).toBe(lines);
  return res.json() as ProgramacionError;
}

describe('cancelling a función', () => {
  it('with a ticket sold: the bill waits for its refund, the buyer is e-mailed through SMTP, the listing shows why and the cartelera drops it', async () => {
    const sold = await reserve(app);
    const bill = await paid(sold);
    expect(bill.statusId).toBe(BILL_STATE.accepted);
    const id = sold.showtimeId;
    expect(await listed(id)).toMatchObject({ seats: { sold: 2, held: 0 }, cancelled: null });

    // The refund e-mail leaves at once, not at the outbox's next pass (a spy: wake still sends).
    const wake = vi.spyOn(app.mailDelivery, 'wake');
    const res = await cancel(id, { reason: '  Falla del proyector  ' });
    expect(wake).toHaveBeenCalled();
    wake.mockRestore();
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as FuncionCancelled;
    expect(done).toMatchObject({
      funcion: { id, room_id: (await rowOf(id)).roomId },
      cancelled: { reason: 'Falla del proyector' },
      refunds: [{ bill_id: bill.id, number: bill.number, from: BILL_STATE.accepted, to: BILL_STATE.refundPending }],
      closed: [],
      freed_holds: 0,
    });
    expect(done.cancelled.at).toMatch(/-05:00$/);
    expect((await app.db.select().from(bills).where(eq(bills.id, bill.id)))[0].statusId).toBe(BILL_STATE.refundPending);

    const line = await lastLine();
    expect(line).toMatchObject({
      personId: desk.id,
      role: 'programacion',
      action: 'programacion.funcion.cancelar',
      target: `funcion:${id}`,
      before: { cancelledAt: null },
      after: { reason: 'Falla del proyector', refunds: [{ billId: bill.id, number: bill.number, from: BILL_STATE.accepted, to: BILL_STATE.refundPending }], closed: [], freedHolds: 0 },
    });

    // Queued in the cancellation's transaction, then sent.
    const email = sold.session.user.email;
    expect(await app.db.select({ n: count() }).from(outgoingMail).where(and(eq(outgoingMail.to, email), eq(outgoingMail.subject, REFUND_SUBJECT)))).toEqual([{ n: 1 }]);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === REFUND_SUBJECT);
    expect(mail.text).toContain(bill.number);

    expect(await listed(id)).toMatchObject({ seats: { sold: 0, held: 0 }, cancelled: { at: done.cancelled.at, reason: 'Falla del proyector' } });
    expect(await carteleraIds(app, (await listed(id)).date, (ids) => !ids.includes(id))).not.toContain(id);
  });

  it('a función just programmed shows on the cartelera and date picker, and after its cancellation no longer does', async () => {
    const { date, ids } = await twoFunciones();
    expect(await carteleraIds(app, date, (shown) => ids.every((i) => shown.includes(i)))).toEqual(ids);
    expect(await publicDates(app, (dates) => dates.includes(date))).toContain(date);
    for (const id of ids) expect((await cancel(id, { reason: 'Cambio de programación' })).statusCode).toBe(200);
    expect(await carteleraIds(app, date, (shown) => shown.length === 0)).toEqual([]);
    expect(await publicDates(app, (dates) => !dates.includes(date))).not.toContain(date);
  });

  it('refuses a missing, empty or too long reason, an unknown función and a second cancellation, changing nothing', async () => {
    const { ids } = await twoFunciones();
    await refused(() => cancel(ids[0], {}), ids[0], 400, /^Escribe el motivo de la cancelación\.$/);
    await refused(() => cancel(ids[0], { reason: '' }), ids[0], 400, /^Escribe el motivo de la cancelación\.$/);
    await refused(() => cancel(ids[0], { reason: '   ' }), ids[0], 400, /^Escribe el motivo de la cancelación\.$/);
    await refused(() => cancel(ids[0], { reason: 'x'.repeat(501) }), ids[0], 400, /^El motivo no puede pasar de 500 caracteres\.$/);
    expect((await staffApi(app, desk, 'POST', '/staff/programacion/funciones/999999/cancelacion', { reason: 'No existe' })).json()).toEqual({ message: 'La función 999999 no existe.', refusal: 'funcion_inexistente', conflicts: [] });

    expect((await cancel(ids[0], { reason: 'x'.repeat(500) })).statusCode).toBe(200);
    const again = await refused(() => cancel(ids[0], { reason: 'Otra vez' }), ids[0], 409, new RegExp(`^La función ${ids[0]} \\(${sala[0].name}, .*14:00\\) ya fue cancelada: x{500}$`));
    expect(again.refusal).toBe('funcion_cancelada');
  });
});

describe('deleting a función', () => {
  it('deletes one nobody bought, answering what it was, with its audit line', async () => {
    const { date, ids } = await twoFunciones();
    const res = await remove(ids[0]);
    expect(res.statusCode, res.body).toBe(200);
    const before = { id: ids[0], film_id: filmId, room_id: sala[0].id, starts_at: `${date}T14:00:00.000-05:00`, format: '2D', version: 'Doblada' };
    expect(res.json()).toEqual({ message: `Función ${ids[0]} borrada.`, funcion: before });
    expect(await rowOf(ids[0])).toBeUndefined();
    const line = await lastLine();
    expect(line).toMatchObject({ personId: desk.id, action: 'programacion.funcion.borrar', target: `funcion:${ids[0]}`, before: { id: ids[0], filmId, roomId: sala[0].id, format: '2D', version: 'Doblada' }, after: null });
    expect(new Date((line.before as { startsAt: string }).startsAt).toISOString()).toBe(new Date(before.starts_at).toISOString());
  });

  it('refuses one with a seat held or sold (cancélala), an unknown one and a cancelled one, changing nothing', async () => {
    const { ids } = await twoFunciones();
    await reserve(app, { showtimeId: ids[0] });
    expect((await listed(ids[0])).seats).toEqual({ sold: 0, held: 2 });
    const held = await refused(() => remove(ids[0]), ids[0], 409, new RegExp(`^La función ${ids[0]} \\(${sala[0].name}, .*14:00\\) tiene 2 sillas reservadas o vendidas: no se puede borrar; cancélala\\.$`));
    expect(held.refusal).toBe('funcion_con_ventas');
    await paid(await reserve(app, { showtimeId: ids[1] }));
    await refused(() => remove(ids[1]), ids[1], 409, /tiene 2 sillas reservadas o vendidas y 1 compra: no se puede borrar; cancélala\.$/);
    expect((await remove(999999)).statusCode).toBe(404);
    const { ids: other } = await twoFunciones();
    await cancel(other[0], { reason: 'Sin público' });
    await refused(() => remove(other[0]), other[0], 409, /está cancelada: no se borra ni se mueve\.$/);
  });
});

describe('moving a función', () => {
  it('moves one nobody bought to another time and room, answering it as the listing shows it, with its audit line', async () => {
    const { date, ids } = await twoFunciones();
    const res = await move(ids[1], { date, time: '21:30', room_id: sala[1].id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(await listed(ids[1]));
    expect(res.json()).toMatchObject({ id: ids[1], room: { id: sala[1].id, name: sala[1].name }, date, time: '21:30', starts_at: `${date}T21:30:00.000-05:00` });
    const line = await lastLine();
    expect(line).toMatchObject({ personId: desk.id, action: 'programacion.funcion.mover', target: `funcion:${ids[1]}`, before: { id: ids[1], roomId: sala[0].id }, after: { id: ids[1], roomId: sala[1].id } });
    // Same room when room_id is left out.
    expect((await move(ids[0], { date, time: '16:30' })).json()).toMatchObject({ room: { id: sala[0].id }, time: '16:30' });
  });

  it('refuses one with a seat sold (cancélala), onto another función, into the past, to an unknown room and a malformed time, changing nothing', async () => {
    const { date, ids } = await twoFunciones();
    const onto = await refused(() => move(ids[1], { date, time: '15:00' }), ids[1], 409, new RegExp(`^No se guardó ninguna función: hay un conflicto\\. ${sala[0].name}, .*15:00: se cruza con la función ${ids[0]} de `));
    expect(onto.conflicts).toEqual([expect.objectContaining({ kind: 'cruce', funcion_id: ids[0] })]);
    await refused(() => move(ids[1], { date: pastDayInBogota(), time: '15:00' }), ids[1], 409, /15:00: esa hora ya pasó\.$/);
    await refused(() => move(ids[1], { date, time: '21:00', room_id: 999999 }), ids[1], 400, /^La sala 999999 no existe\.$/);
    await refused(() => move(ids[1], { date, time: '7pm' }), ids[1], 400, /^La hora no es válida \(HH:mm\)\.$/);
    await refused(() => move(ids[1], { date: '2027-02-30', time: '15:00' }), ids[1], 400, /^El cambio de la función no es válido: La hora 15:00 no existe el 2027-02-30 en Bogotá\.$/);
    await refused(() => move(ids[1], { time: '15:00' }), ids[1], 400, /^La fecha no es válida \(AAAA-MM-DD\)\.$/);
    expect((await move(999999, { date, time: '21:00' })).statusCode).toBe(404);

    await paid(await reserve(app, { showtimeId: ids[0] }));
    await refused(() => move(ids[0], { date, time: '10:00' }), ids[0], 409, /tiene 2 sillas reservadas o vendidas y 1 compra: no se puede mover; cancélala\.$/);
  });
});
