// registerIngresos (issue 28): a door's scans, each decided by the rule of openapi/ingreso.ts on the
// server's facts, recorded once by nonce; a bad entry gets its own error and the others are taken;
// offline scans arriving late: the earliest device time keeps the entry.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DuplicadoOfflineList, IngresoBatchResult } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { useApp } from '../../../helpers/build.ts';
import { batch, funcionStartingIn, scan, ticketsFor, type DoorFuncion, type DoorTickets } from '../../../helpers/porteria.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';

const { app } = useApp();
let door: SignedInStaff;
let funcion: DoorFuncion;
let sold: DoorTickets;

const send = async (body: unknown, who: SignedInStaff = door) => staffApi(app(), who, 'POST', '/staff/porteria/ingresos', body);
const results = async (body: unknown) => {
  const res = await send(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as IngresoBatchResult;
};
const rowsOf = (nonce: string) => app().db.select().from(schema.porteriaIngresos).where(eq(schema.porteriaIngresos.nonce, nonce));

beforeAll(async () => {
  door = await signedInStaff(app(), ['porteria']);
  funcion = await funcionStartingIn(app().db, 10);
  sold = await ticketsFor(app().db, funcion, 12);
});

describe('a scan online', () => {
  it('valido: the person enters, with film, room, seat and start; the entry is recorded once', async () => {
    const s = scan(sold.codes[0]);
    const { results: [r], counts } = await results(batch([s]));
    expect(r).toMatchObject({ nonce: s.nonce, result: 'valido', message: 'Puede entrar.', repeated: false, duplicate_offline: false, previous: null, window: null });
    expect(r.ticket).toMatchObject({ bill: sold.bill, funcion_id: funcion.showtimeId, ticket_key: `${sold.bill}.${funcion.showtimeId}.${sold.seatIds[0]}` });
    expect(r.ticket?.seat).toMatch(/^[A-Z]+\d+$/);
    expect(counts).toEqual({ total: 1, valido: 1, rechazado: 0, repetido: 0, error: 0, duplicado_offline: 0 });
    const [row] = await rowsOf(s.nonce);
    expect(row).toMatchObject({ accepted: true, result: 'valido', door: 'Puerta 1', device: 'dispositivo-1', personId: door.id });
  });

  it('ya_usado: the same ticket again, at another door, says when and where it entered', async () => {
    const s = scan(sold.codes[0]);
    const { results: [r] } = await results(batch([s], { device: 'dispositivo-2', label: 'Puerta 2' }));
    expect(r).toMatchObject({ result: 'ya_usado', previous: { door: 'Puerta 1', device: 'dispositivo-1' }, duplicate_offline: false });
    expect(r.message).toMatch(/^Este ticket ya entró: a las \d\d:\d\d por Puerta 1\.$/);
    expect((await rowsOf(s.nonce))[0]).toMatchObject({ accepted: false, result: 'ya_usado' });
  });

  it('the same nonce twice answers the recorded result and records nothing', async () => {
    const s = scan(sold.codes[1]);
    const first = await results(batch([s]));
    const before = (await app().db.select({ n: sql<number>`count(*)::int` }).from(schema.porteriaIngresos))[0].n;
    const again = await results(batch([{ ...s, code: sold.codes[2] }]));
    expect(again.results[0]).toEqual({ ...first.results[0], repeated: true });
    expect(again.counts).toMatchObject({ repetido: 1, valido: 0 });
    expect((await results(batch([{ ...s, code: 'otra cosa' }]))).results[0]).toEqual({ ...first.results[0], repeated: true });
    expect((await app().db.select({ n: sql<number>`count(*)::int` }).from(schema.porteriaIngresos))[0].n).toBe(before);
    // The code sent with the repeated nonce did not enter.
    expect((await results(batch([scan(sold.codes[2])]))).results[0].result).toBe('valido');
  });

  it('firma_invalida: another format, a changed payload or signature', async () => {
    const [prefix, payload, signature] = sold.codes[3].split('.');
    const otherSeat = Buffer.from(`${sold.bill}.${funcion.showtimeId}.${sold.seatIds[4]}.AAAAAAAAAAA`).toString('base64url');
    const flipped = Buffer.from(signature, 'base64url');
    flipped[0] ^= 1;
    const codes = ['https://example.com/boleta', '', `${prefix}.${otherSeat}.${signature}`, `${prefix}.${payload}.${flipped.toString('base64url')}`];
    const { results: rs } = await results(batch(codes.map((c) => scan(c))));
    for (const r of rs) expect(r).toMatchObject({ result: 'firma_invalida', ticket: null, message: 'Código no válido: no es un ticket de Viziona, fue alterado o su llave se retiró.' });
  });

  it("anulado: a refunded bill's ticket, and a cancelled función's", async () => {
    const refunded = await ticketsFor(app().db, funcion, 1);
    await app().db.update(schema.bills).set({ statusId: 6 }).where(eq(schema.bills.id, refunded.billId));
    const cancelled = await funcionStartingIn(app().db, 5, 1);
    const ofCancelled = await ticketsFor(app().db, cancelled, 1);
    await app().db.update(schema.showtimes).set({ cancelledAt: sql`now()`, cancelReason: 'Falla técnica' }).where(eq(schema.showtimes.id, cancelled.showtimeId));
    const { results: rs } = await results(batch([scan(refunded.codes[0]), scan(ofCancelled.codes[0])]));
    expect(rs.map((r) => r.result)).toEqual(['anulado', 'anulado']);
    expect(rs[0].message).toBe('Ticket anulado: la compra fue rechazada o reembolsada, o la función se canceló.');
  });

  it("otro_teatro and otra_sala: another theater's door, another room's door", async () => {
    const [other] = await app().db.insert(schema.theaters).values({ slug: `otro-${Date.now()}`, name: 'Otro', fullname: 'Otro teatro', address: 'Calle 1', email: 'otro@example.com', phone: '1' }).returning();
    const s = scan(sold.codes[5]);
    expect((await results(batch([s], { theaterId: other.id }))).results[0]).toMatchObject({ result: 'otro_teatro', message: 'Este ticket es de otro teatro.' });
    const r = (await results(batch([scan(sold.codes[5])], { roomId: funcion.otherRoomId }))).results[0];
    expect(r).toMatchObject({ result: 'otra_sala', message: 'Este ticket es de otra sala.' });
    expect((await results(batch([scan(sold.codes[5])], { roomId: funcion.roomId }))).results[0].result).toBe('valido');
  });

  it('fuera_de_horario: a ticket of yesterday and one of next week name their window', async () => {
    const yesterday = await ticketsFor(app().db, await funcionStartingIn(app().db, -24 * 60, 2), 1);
    const nextWeek = await ticketsFor(app().db, await funcionStartingIn(app().db, 7 * 24 * 60, 2), 1);
    const { results: rs } = await results(batch([scan(yesterday.codes[0]), scan(nextWeek.codes[0])]));
    for (const r of rs) {
      expect(r.result).toBe('fuera_de_horario');
      expect(r.window).toEqual({ desde: expect.any(String), hasta: expect.any(String) });
      expect(r.message).toMatch(/^Fuera de horario: se entra el [a-záéíóú]+ \d{1,2} de [a-z]+, de \d\d:\d\d a \d\d:\d\d\.$/);
    }
  });
});

describe('the entry window online', () => {
  const setMinutes = (key: string, value: string) => app().db.update(schema.settings).set({ value }).where(eq(schema.settings.key, key));

  it('follows the minutes the programming desk set, and the default where a setting is not a number of minutes', async () => {
    const in40 = await funcionStartingIn(app().db, 40, 3);
    const tickets = await ticketsFor(app().db, in40, 3);
    try {
      await setMinutes('ingreso_antes_minutos', '30');
      const { results: [early] } = await results(batch([scan(tickets.codes[0])]));
      expect(early.result).toBe('fuera_de_horario');
      const startsAt = Date.parse(early.ticket!.starts_at);
      expect(Date.parse(early.window!.desde)).toBe(startsAt - 30 * 60_000);
      expect(Date.parse(early.window!.hasta)).toBe(startsAt + 30 * 60_000);
      await setMinutes('ingreso_despues_minutos', '90');
      const { results: [later] } = await results(batch([scan(tickets.codes[1])]));
      expect(Date.parse(later.window!.hasta)).toBe(startsAt + 90 * 60_000);

      await setMinutes('ingreso_antes_minutos', 'cuarenta');
      const { results: [byDefault] } = await results(batch([scan(tickets.codes[2])]));
      expect(byDefault.result).toBe('valido');
    } finally {
      await setMinutes('ingreso_antes_minutos', '45');
      await setMinutes('ingreso_despues_minutos', '30');
    }
  });
});

describe("a code's proof online", () => {
  const flip = (code: string) => {
    const [prefix, payload, signature] = code.split('.');
    const bytes = Buffer.from(signature, 'base64url');
    bytes[0] ^= 1;
    return `${prefix}.${payload}.${bytes.toString('base64url')}`;
  };

  it('a code the database holds, with the key that signed it, enters without its signature checked again', async () => {
    const t = await ticketsFor(app().db, funcion, 1);
    // The row's code no longer verifies: only its exact text in the database can prove it.
    const held = flip(t.codes[0]);
    await app().db.update(schema.tickets).set({ code: held }).where(eq(schema.tickets.code, t.codes[0]));
    const { results: [r] } = await results(batch([scan(held)]));
    expect(r).toMatchObject({ result: 'valido', ticket: { bill: t.bill } });
  });

  it('a ticket signed before tickets kept their key is checked by its signature, in the same request as held codes and a forgery; one audit line', async () => {
    const device = `anterior-${randomUUID()}`;
    const t = await ticketsFor(app().db, funcion, 3);
    await app().db.update(schema.tickets).set({ signingKeyId: null }).where(eq(schema.tickets.code, t.codes[0]));
    const { results: rs, counts } = await results(batch([scan(t.codes[0]), scan(t.codes[1]), scan(flip(t.codes[2]))], { device }));
    expect(rs.map((r) => r.result)).toEqual(['valido', 'valido', 'firma_invalida']);
    expect(counts).toMatchObject({ total: 3, valido: 2, rechazado: 1 });
    const lines = await app().db.select().from(schema.staffAudit).where(eq(schema.staffAudit.target, `dispositivo:${device}`));
    expect(lines.map((l) => l.after)).toEqual([expect.objectContaining({ total: 3, valido: 2, rechazado: 1 })]);
  });
});

describe('a batch with bad entries', () => {
  it('each bad entry gets its own error; the others are taken', async () => {
    const good = scan(sold.codes[6]);
    const repeatedInBatch = { ...scan(sold.codes[7]), nonce: good.nonce };
    const { results: rs, counts } = await results(
      batch([scan(sold.codes[7], { nonce: 'no-es-un-uuid' }), good, scan(sold.codes[8], { scanned_at: 'ayer' }), repeatedInBatch, scan(sold.codes[8], { scanned_at: '2026-11-26T19:00:00' })]),
    );
    expect(rs.map((r) => r.error ?? r.result)).toEqual(['nonce_invalido', 'valido', 'hora_invalida', 'nonce_repetido_en_lote', 'hora_invalida']);
    expect(rs[0].message).toBe('El escaneo no se tomó: su nonce no es un UUID.');
    expect(rs[2].message).toBe('El escaneo no se tomó: la hora del dispositivo no es una fecha ISO 8601 con zona horaria.');
    expect(counts).toMatchObject({ total: 5, valido: 1, error: 4 });
    // Nothing recorded for the bad ones: their codes still enter.
    expect((await results(batch([scan(sold.codes[7]), scan(sold.codes[8])]))).results.map((r) => r.result)).toEqual(['valido', 'valido']);
  });

  it('a door of an unknown theater or a room of another theater: a Spanish 4xx, nothing recorded', async () => {
    const s = scan(sold.codes[9]);
    const unknown = await send(batch([s], { theaterId: 999999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('El teatro 999999 no existe.');
    const [other] = await app().db.insert(schema.theaters).values({ slug: `otro2-${Date.now()}`, name: 'Otro', fullname: 'Otro teatro', address: 'Calle 1', email: 'otro@example.com', phone: '1' }).returning();
    const wrongRoom = await send(batch([s], { theaterId: other.id, roomId: funcion.roomId }));
    expect(wrongRoom.statusCode).toBe(400);
    expect(wrongRoom.json().message).toBe(`La sala ${funcion.roomId} no es del teatro ${other.id}.`);
    expect(await rowsOf(s.nonce)).toEqual([]);
  });

  it('a batch of 5,000 scans: every one answered and recorded, no valid scan lost', async () => {
    const t = await ticketsFor(app().db, funcion, 10);
    const device = `lote-grande-${randomUUID()}`;
    const scans = Array.from({ length: 5000 }, (_, i) => scan(i % 500 === 7 ? t.codes[Math.floor(i / 500)] : `basura-${i}`, { offline: true }));
    const { results: rs, counts } = await results(batch(scans, { device }));
    expect(rs).toHaveLength(5000);
    expect(rs.map((r) => r.nonce)).toEqual(scans.map((x) => x.nonce));
    expect(counts).toEqual({ total: 5000, valido: 10, rechazado: 4990, repetido: 0, error: 0, duplicado_offline: 0 });
    const [{ n }] = await app().db.select({ n: sql<number>`count(*)::int` }).from(schema.porteriaIngresos).where(eq(schema.porteriaIngresos.device, device));
    expect(n).toBe(5000);
  });

  it('a batch over 5,000 scans, an empty one and a malformed body: a Spanish 400', async () => {
    const many = Array.from({ length: 5001 }, () => scan(sold.codes[9]));
    const huge = await send(batch(many));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/scans/);
    expect((await send(batch([]))).statusCode).toBe(400);
    const noDevice = await send({ door: { label: 'Puerta 1', theater_id: 1, room_id: null }, scans: [scan(sold.codes[9])] });
    expect(noDevice.statusCode).toBe(400);
  });

  it('a staff member without the porteria role gets the guard’s 403, and nothing is recorded', async () => {
    const programmer = await signedInStaff(app(), ['programacion']);
    const s = scan(sold.codes[9]);
    const res = await send(batch([s]), programmer);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Tu cuenta del personal no tiene el rol para esta operación.');
    expect(await rowsOf(s.nonce)).toEqual([]);
  });
});

describe('offline scans uploaded later', () => {
  it('the earliest device time keeps the entry; the later one is kept as a duplicate offline entry, listed for the staff', async () => {
    const t = await ticketsFor(app().db, funcion, 2);
    const early = new Date(Date.now() - 120_000).toISOString();
    const late = new Date(Date.now() - 60_000).toISOString();
    // Door B uploads first the later scan; then door A the earlier one.
    const b = scan(t.codes[0], { offline: true, scanned_at: late });
    expect((await results(batch([b], { device: 'puerta-b', label: 'Puerta B' }))).results[0].result).toBe('valido');
    const a = scan(t.codes[0], { offline: true, scanned_at: early });
    const ra = (await results(batch([a], { device: 'puerta-a', label: 'Puerta A' }))).results[0];
    expect(ra).toMatchObject({ result: 'valido', duplicate_offline: false });
    expect((await rowsOf(b.nonce))[0]).toMatchObject({ accepted: false, duplicateOffline: true });
    expect((await rowsOf(a.nonce))[0]).toMatchObject({ accepted: true });
    // A third offline scan, later than both: ya_usado naming door A, a duplicate too.
    const c = scan(t.codes[0], { offline: true, scanned_at: new Date(Date.now() - 30_000).toISOString() });
    const rc = (await results(batch([c], { device: 'puerta-c', label: 'Puerta C' }))).results[0];
    expect(rc).toMatchObject({ result: 'ya_usado', duplicate_offline: true, previous: { door: 'Puerta A', device: 'puerta-a' } });
    // In one batch, the earlier of two scans of one ticket wins whatever their order.
    const x = scan(t.codes[1], { offline: true, scanned_at: late });
    const y = scan(t.codes[1], { offline: true, scanned_at: early });
    const { results: xy, counts } = await results(batch([x, y], { device: 'puerta-d', label: 'Puerta D' }));
    expect(xy.map((r) => [r.result, r.duplicate_offline])).toEqual([['ya_usado', true], ['valido', false]]);
    expect(counts).toMatchObject({ valido: 1, rechazado: 1, duplicado_offline: 1 });

    const listed = await staffApi(app(), door, 'GET', `/staff/porteria/duplicados?theater=1`);
    expect(listed.statusCode).toBe(200);
    const items = (listed.json() as DuplicadoOfflineList).items.filter((i) => i.ticket.bill === t.bill);
    expect(items.map((i) => [i.duplicate.door, i.winner?.door])).toEqual([
      ['Puerta D', 'Puerta D'],
      ['Puerta C', 'Puerta A'],
      ['Puerta B', 'Puerta A'],
    ]);
  });

  it('an offline scan the device turned away takes no entry and is no duplicate, even when it is the earliest', async () => {
    const t = await ticketsFor(app().db, funcion, 1);
    const entered = scan(t.codes[0], { offline: true, scanned_at: new Date(Date.now() - 60_000).toISOString(), device_result: 'valido' });
    expect((await results(batch([entered], { device: 'puerta-e', label: 'Puerta E' }))).results[0].result).toBe('valido');
    // Door F knew from its last sync that the ticket had entered (another entry, undone since): it said ya_usado.
    const turnedAway = scan(t.codes[0], { offline: true, scanned_at: new Date(Date.now() - 120_000).toISOString(), device_result: 'ya_usado' });
    const { results: [r], counts } = await results(batch([turnedAway], { device: 'puerta-f', label: 'Puerta F' }));
    expect(r).toMatchObject({ result: 'ya_usado', duplicate_offline: false, message: 'Este ticket ya entró.' });
    expect(counts).toMatchObject({ valido: 0, rechazado: 1, duplicado_offline: 0 });
    expect((await rowsOf(turnedAway.nonce))[0]).toMatchObject({ accepted: false, duplicateOffline: false, result: 'ya_usado' });
    expect((await rowsOf(entered.nonce))[0]).toMatchObject({ accepted: true, duplicateOffline: false });
    // A later device that let the person in again: that one is a duplicate entry.
    const again = scan(t.codes[0], { offline: true, scanned_at: new Date(Date.now() - 30_000).toISOString(), device_result: 'valido' });
    expect((await results(batch([again], { device: 'puerta-g', label: 'Puerta G' }))).results[0]).toMatchObject({ result: 'ya_usado', duplicate_offline: true });
    const listed = (await staffApi(app(), door, 'GET', `/staff/porteria/duplicados?theater=1`)).json() as DuplicadoOfflineList;
    expect(listed.items.filter((i) => i.ticket.bill === t.bill).map((i) => i.duplicate.door)).toEqual(['Puerta G']);
  });

  it("lists a day's duplicates as a door's day: the funciones whose entry window touches it (just after midnight, yesterday's late show; not one starting an hour into tomorrow)", async () => {
    // Two duplicates made on today's función, then moved to funciones starting 00:10 and 01:00 tomorrow (Bogotá).
    const moved: { at: string; bill: string }[] = [];
    for (const [i, at] of ['00:10', '01:00'].entries()) {
      const t = await ticketsFor(app().db, funcion, 1);
      const later = scan(t.codes[0], { offline: true, scanned_at: new Date(Date.now() - 60_000).toISOString() });
      const earlier = scan(t.codes[0], { offline: true, scanned_at: new Date(Date.now() - 120_000).toISOString() });
      await results(batch([later], { device: 'puerta-noche-b', label: 'Puerta B' }));
      await results(batch([earlier], { device: 'puerta-noche-a', label: 'Puerta A' }));
      const [late] = await app()
        .db.insert(schema.showtimes)
        .values({
          filmId: sql`(select film_id from showtimes where id = ${funcion.showtimeId})`,
          roomId: funcion.otherRoomId,
          startsAt: sql`(date_trunc('day', now() at time zone 'America/Bogota') + interval '1 day' + ${`${at}`}::time) at time zone 'America/Bogota' + make_interval(secs => ${i / 1000})`,
          format: '2D',
          version: 'Doblada',
        })
        .returning({ id: schema.showtimes.id });
      await app().db.update(schema.porteriaIngresos).set({ showtimeId: late.id }).where(sql`nonce in (${later.nonce}, ${earlier.nonce})`);
      moved.push({ at, bill: t.bill });
    }
    const [{ today, tomorrow }] = (
      (await app().db.execute(sql`select to_char(now() at time zone 'America/Bogota', 'YYYY-MM-DD') as today, to_char(now() at time zone 'America/Bogota' + interval '1 day', 'YYYY-MM-DD') as tomorrow`)) as unknown as {
        rows: { today: string; tomorrow: string }[];
      }
    ).rows;
    const bills = async (query: string) =>
      ((await staffApi(app(), door, 'GET', `/staff/porteria/duplicados?theater=1${query}`)).json() as DuplicadoOfflineList).items.map((i) => i.ticket.bill).filter((b) => moved.some((m) => m.bill === b));
    const [justAfter, hourAfter] = moved.map((m) => m.bill);
    expect(await bills('')).toEqual([justAfter]);
    expect(await bills(`&from=${today}&to=${today}`)).toEqual([justAfter]);
    expect((await bills(`&from=${tomorrow}`)).sort()).toEqual([justAfter, hourAfter].sort());
  });

  it('an online scan after an offline entry is ya_usado, not a duplicate', async () => {
    const t = await ticketsFor(app().db, funcion, 1);
    await results(batch([scan(t.codes[0], { offline: true, scanned_at: new Date(Date.now() - 60_000).toISOString() })]));
    const r = (await results(batch([scan(t.codes[0])], { device: 'otra' }))).results[0];
    expect(r).toMatchObject({ result: 'ya_usado', duplicate_offline: false });
  });
});

describe('the audit log', () => {
  it('a batch is one line with its counts', async () => {
    const device = `auditado-${randomUUID()}`;
    const t = await ticketsFor(app().db, funcion, 3);
    await results(batch([...t.codes.map((c) => scan(c)), scan('basura')], { device }));
    const lines = await app().db.select().from(schema.staffAudit).where(eq(schema.staffAudit.target, `dispositivo:${device}`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'porteria.ingresos.registrar', personId: door.id, role: 'porteria' });
    expect(lines[0].after).toMatchObject({ puerta: 'Puerta 1', total: 4, valido: 3, rechazado: 1 });
  });
});

describe('a door let in on the session it used seconds before (its statement checks the session)', () => {
  const forged = () => scan('VZ1.nada.nada');

  it('a role removed since: the guard’s 403, and nothing of the batch recorded', async () => {
    const admin = await signedInStaff(app(), ['admin', 'porteria']);
    const eva = await signedInStaff(app(), ['porteria', 'programacion']);
    expect((await send(batch([forged()]), eva)).statusCode).toBe(200);
    expect((await staffApi(app(), admin, 'PUT', `/staff/people/${eva.id}/roles`, { roles: ['programacion'] })).statusCode).toBe(200);
    const s = forged();
    const refused = await send(batch([s]), eva);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Un administrador te quitó el rol para esta operación/);
    expect(await rowsOf(s.nonce)).toEqual([]);
  });

  it('signed out since: the 401 of an ended session, online and offline, and nothing recorded', async () => {
    for (const offline of [false, true]) {
      const leo = await signedInStaff(app(), ['porteria']);
      expect((await send(batch([forged()]), leo)).statusCode).toBe(200);
      expect((await staffApi(app(), leo, 'DELETE', '/staff/session')).statusCode).toBe(200);
      const s = { ...forged(), offline };
      const out = await send(batch([s]), leo);
      expect(out.statusCode, `offline: ${offline}`).toBe(401);
      expect(out.json().message).toMatch(/^Tu sesión del personal terminó/);
      expect(await rowsOf(s.nonce)).toEqual([]);
    }
  });
});
