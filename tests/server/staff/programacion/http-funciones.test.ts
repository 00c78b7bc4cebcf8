// The programming desk's funciones in bulk over HTTP (server/staff/programacion/handlers.ts): the
// wizard's options, the preview (nothing written), the save (all or nothing, one audit line, then
// on the public cartelera and date picker), the listing, and every refusal a Spanish 4xx that
// changes nothing.
import { and, asc, count, desc, eq, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FuncionesCreated, FuncionesPreview, FuncionesRequest, ProgramacionError, ProgramacionOptions, StaffFuncionList } from '../../../../openapi/index.ts';
import { ZONE } from '../../../../server/db/constants.ts';
import { schema } from '../../../../server/db/open.ts';
import { MAX_FUNCIONES } from '../../../../server/staff/programacion/solicitud.ts';
import { bearer, signUp } from '../../../helpers/accounts.ts';
import { useApp } from '../../../helpers/build.ts';
import { carteleraIds, publicDates } from '../../../helpers/programacion.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';
import { pastDayInBogota } from '../../../helpers/days.ts';

const { films, rooms, showtimes, staffAudit, zonePrices } = schema;
const { app } = useApp();

let desk: SignedInStaff;
let film: { id: number; title: string; duration: number };
let sala: { id: number; name: string }[];
/** A room without prices for 3D. */
let only2d: { id: number; name: string };
beforeAll(async () => {
  desk = await signedInStaff(app(), ['programacion']);
  [film] = await app().db.select({ id: films.id, title: films.title, duration: films.duration }).from(films).where(eq(films.type, 'Estreno')).orderBy(asc(films.id)).limit(1);
  sala = await app().db.select({ id: rooms.id, name: rooms.name }).from(rooms).orderBy(asc(rooms.position), asc(rooms.id));
  const with3d = new Set((await app().db.selectDistinct({ roomId: zonePrices.roomId }).from(zonePrices).where(eq(zonePrices.format, '3D'))).map((r) => r.roomId));
  only2d = sala.find((r) => !with3d.has(r.id))!;
});

/** A Bogotá day `days` from today, 'YYYY-MM-DD' (the seed programmes the next 14 days). */
const day = (days: number) => DateTime.now().setZone(ZONE).startOf('day').plus({ days }).toISODate()!;
/** Each test its own far-off week, free of the seed's funciones. */
let week = 0;
const freeDay = () => day(30 + 7 * week++);

const body = (overrides: Partial<FuncionesRequest> = {}): FuncionesRequest => {
  const from = freeDay();
  return { film_id: film.id, room_ids: [sala[0].id], from, to: from, weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['14:00'], format: '2D', version: 'Doblada', ...overrides };
};

const preview = (b: unknown, who: SignedInStaff | null = desk) => staffApi(app(), who, 'POST', '/staff/programacion/funciones/vista-previa', b);
const create = (b: unknown, who: SignedInStaff | null = desk) => staffApi(app(), who, 'POST', '/staff/programacion/funciones', b);

/** How many funciones and desk audit lines there are: a refusal leaves both as they were. */
async function footprint() {
  const [{ n: funciones }] = await app().db.select({ n: count() }).from(showtimes);
  const [{ n: lines }] = await app().db.select({ n: count() }).from(staffAudit).where(like(staffAudit.action, 'programacion.%'));
  return { funciones: Number(funciones), lines: Number(lines) };
}

/** A refused save: its status, its Spanish message, and nothing written. */
async function refusedSave(b: unknown, status: number, message: RegExp, who: SignedInStaff | null = desk) {
  const before = await footprint();
  const res = await create(b, who);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(await footprint()).toEqual(before);
  return res.json() as ProgramacionError;
}

const lastLine = async () => (await app().db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1))[0];

describe('the wizard options', () => {
  it('lists the films, the rooms with the formats they have prices for, formats, versions, cleaning minutes and limits', async () => {
    const res = await staffApi(app(), desk, 'GET', '/staff/programacion/opciones');
    expect(res.statusCode).toBe(200);
    const options = res.json() as ProgramacionOptions;
    expect(options.films).toContainEqual(expect.objectContaining({ id: film.id, title: film.title, duration: film.duration, type: 'Estreno' }));
    expect(options.films.map((f) => f.title)).toEqual([...options.films.map((f) => f.title)].sort((a, b) => a.localeCompare(b, 'es')));
    expect(options.rooms.map((r) => r.id)).toEqual(sala.map((r) => r.id));
    expect(options.rooms.find((r) => r.id === only2d.id)!.formats).toEqual(['2D']);
    expect(options.rooms.find((r) => r.id !== only2d.id)!.formats).toContain('3D');
    expect(options.rooms[0].theater).toEqual({ id: 1, name: 'Viziona Cinema' });
    expect(options).toMatchObject({ formats: ['2D', '3D'], versions: ['Doblada', 'Subtitulada'], cleaning_minutes: 20, max_funciones: MAX_FUNCIONES, max_days: 366, max_list_days: 31 });
  });
});

describe('previewing a request', () => {
  it('answers every función with its Bogotá day, time and instants, and its conflicts, writing nothing', async () => {
    const b = body({ room_ids: [sala[1].id, sala[0].id], times: ['21:30', '15:00'] });
    const before = await footprint();
    const res = await preview(b);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json() as FuncionesPreview;
    expect(plan).toMatchObject({ film, format: '2D', version: 'Doblada', cleaning_minutes: 20, count: 4, conflicted: 0 });
    expect(plan.funciones.map((f) => [f.time, f.room_id])).toEqual([
      ['15:00', sala[0].id],
      ['15:00', sala[1].id],
      ['21:30', sala[0].id],
      ['21:30', sala[1].id],
    ]);
    // 15:00 in Bogotá, with its offset; free again after the film and 20 minutes of cleaning.
    const start = DateTime.fromISO(`${b.from}T15:00`, { zone: ZONE });
    expect(plan.funciones[0]).toEqual({
      room_id: sala[0].id,
      room_name: sala[0].name,
      date: b.from,
      time: '15:00',
      starts_at: `${b.from}T15:00:00.000-05:00`,
      ends_at: start.plus({ minutes: film.duration }).toISO(),
      free_at: start.plus({ minutes: film.duration + 20 }).toISO(),
      conflicts: [],
    });
    expect(await footprint()).toEqual(before);
  });

  it('names what each función crosses: a saved función, another of the request, the past, a room without prices', async () => {
    const saved = (await create(body({ times: ['14:00'] }))).json() as FuncionesCreated;
    const date = saved.funciones[0].date;
    const res = await preview(body({ from: date, to: date, times: ['15:00', '16:00'] }));
    const plan = res.json() as FuncionesPreview;
    expect(plan.conflicted).toBe(2);
    expect(plan.funciones[0].conflicts).toEqual([
      { kind: 'cruce_en_solicitud', funcion_id: null, message: expect.stringMatching(/15:00: se cruza con la del .*16:00 de esta misma solicitud\.$/) },
      { kind: 'cruce', funcion_id: saved.funciones[0].id, message: expect.stringMatching(new RegExp(`15:00: se cruza con la función ${saved.funciones[0].id} de ${film.title} \\(14:00, sala libre a las `)) },
    ]);
    const past = (await preview(body({ from: pastDayInBogota(), to: pastDayInBogota() }))).json() as FuncionesPreview;
    expect(past.funciones[0].conflicts).toEqual([{ kind: 'pasada', funcion_id: null, message: expect.stringMatching(/14:00: esa hora ya pasó\.$/) }]);
    const unpriced = (await preview(body({ room_ids: [only2d.id], format: '3D' }))).json() as FuncionesPreview;
    expect(unpriced.funciones[0].conflicts).toEqual([{ kind: 'sin_tarifa', funcion_id: null, message: expect.stringMatching(new RegExp(`^${only2d.name}, .*, 14:00: la sala no tiene tarifas para 3D\\.$`)) }]);
  });

  it('refuses an unknown film or room, no función, too many, and malformed fields with a Spanish 400', async () => {
    const cases: [unknown, RegExp, string | undefined][] = [
      [body({ film_id: 999999 }), /^La película 999999 no existe\.$/, 'pelicula_inexistente'],
      [body({ room_ids: [sala[0].id, 999998, 999999] }), /^Las salas 999998 y 999999 no existen\.$/, 'sala_inexistente'],
      [body({ weekdays: [DateTime.fromISO(day(40)).weekday === 1 ? 2 : 1], from: day(40), to: day(40) }), /no dan ninguna función/, 'sin_funciones'],
      [body({ from: day(30), to: day(395), room_ids: sala.map((r) => r.id), times: ['10:00', '22:00'] }), /^La solicitud da [\d.]+ funciones; el máximo por solicitud es 2\.000\./, 'demasiadas_funciones'],
      [body({ from: '2027-02-30' }), /La fecha inicial no es una fecha válida/, 'solicitud_invalida'],
      [body({ to: day(20), from: day(25) }), /La fecha final es anterior a la inicial/, 'solicitud_invalida'],
      // The contract's patterns and enums answer first, in the desk's words where the field is named.
      [body({ from: '5/12/2026' }), /^La fecha inicial no es una fecha válida \(AAAA-MM-DD\)\.$/, undefined],
      [body({ times: ['7pm'] }), /^El campo times\.0 no tiene un formato válido\.$/, undefined],
      [body({ times: ['24:00'] }), /^El campo times\.0 no tiene un formato válido\.$/, undefined],
      [body({ weekdays: [0] }), /^El campo weekdays\.0 debe ser mayor o igual a 1\.$/, undefined],
      [body({ weekdays: [8] }), /^El campo weekdays\.0 debe ser menor o igual a 7\.$/, undefined],
      [body({ weekdays: [] }), /^Elige al menos un día de la semana \(1 lunes … 7 domingo\)\.$/, undefined],
      [body({ format: 'IMAX' as never }), /^El formato es 2D o 3D\.$/, undefined],
      [body({ room_ids: [] }), /^Elige al menos una sala\.$/, undefined],
      [{ ...body(), film_id: undefined }, /^Elige la película\.$/, undefined],
    ];
    for (const [b, message, code] of cases) {
      const res = await preview(b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expect(res.json().message, JSON.stringify(b)).toMatch(message);
      expect(res.json().refusal).toBe(code);
    }
  });
});

describe('saving a request', () => {
  it('saves every función, answers their ids, writes one audit line, and the public cartelera and dates show them', async () => {
    const b = body({ room_ids: [sala[0].id, sala[1].id], times: ['15:00', '20:00'], version: 'Subtitulada' });
    const res = await create(b);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as FuncionesCreated;
    expect(made).toMatchObject({ film: { id: film.id, title: film.title }, format: '2D', version: 'Subtitulada', count: 4 });
    expect(made.funciones.map((f) => [f.date, f.time, f.room_id])).toEqual([
      [b.from, '15:00', sala[0].id],
      [b.from, '15:00', sala[1].id],
      [b.from, '20:00', sala[0].id],
      [b.from, '20:00', sala[1].id],
    ]);
    const ids = made.funciones.map((f) => f.id);
    const rows = await app().db.select().from(showtimes).where(eq(showtimes.filmId, film.id)).orderBy(asc(showtimes.startsAt), asc(showtimes.roomId));
    const saved = rows.filter((r) => ids.includes(r.id));
    expect(saved.map((r) => [r.startsAt.toISOString(), r.version, r.cancelledAt])).toEqual(made.funciones.map((f) => [new Date(f.starts_at).toISOString(), 'Subtitulada', null]));

    const line = await lastLine();
    expect(line).toMatchObject({ personId: desk.id, role: 'programacion', action: 'programacion.funciones.crear', target: `film:${film.id}`, before: null, after: { request: b, funciones: ids } });

    expect(await carteleraIds(app(), b.from, (shown) => ids.every((id) => shown.includes(id)))).toEqual(expect.arrayContaining(ids));
    expect(await publicDates(app(), (dates) => dates.includes(b.from))).toContain(b.from);
  });

  it('saves nothing when one función crosses another, naming each conflict in a 409', async () => {
    const first = (await create(body({ times: ['14:00'] }))).json() as FuncionesCreated;
    const date = first.funciones[0].date;
    const refused = await refusedSave(body({ from: date, to: date, room_ids: [sala[1].id, sala[0].id], times: ['15:00'] }), 409, /^No se guardó ninguna función: hay un conflicto\. .*15:00: se cruza con la función \d+ de /);
    expect(refused.refusal).toBe('funciones_en_conflicto');
    expect(refused.conflicts).toEqual([expect.objectContaining({ kind: 'cruce', funcion_id: first.funciones[0].id })]);
    // The other room's función, free of conflicts, was not saved either.
    expect(Object.keys(refused.errors!)).toEqual(['funciones[0]']);
    expect(await carteleraIds(app(), date, () => true)).toEqual([first.funciones[0].id]);
  });

  it('refuses the past, a room without prices, an unknown film or room, too many and malformed requests, changing nothing', async () => {
    await refusedSave(body({ from: pastDayInBogota(), to: pastDayInBogota() }), 409, /^No se guardó ninguna función: hay un conflicto\. .*14:00: esa hora ya pasó\.$/);
    await refusedSave(body({ room_ids: [only2d.id], format: '3D' }), 409, /la sala no tiene tarifas para 3D\.$/);
    await refusedSave(body({ film_id: 999999 }), 400, /^La película 999999 no existe\.$/);
    await refusedSave(body({ room_ids: [999999] }), 400, /^La sala 999999 no existe\.$/);
    await refusedSave(body({ from: day(30), to: day(395), room_ids: sala.map((r) => r.id), times: ['10:00', '22:00'] }), 400, /el máximo por solicitud es 2\.000/);
    await refusedSave(body({ from: day(30), to: day(400) }), 400, /El rango de fechas no puede pasar de 366 días/);
    await refusedSave(body({ to: '2027-13-01' }), 400, /La fecha final no es una fecha válida/);
    await refusedSave(body({ times: ['14:60'] }), 400, /^El campo times\.0 no tiene un formato válido\.$/);
    await refusedSave(body({ weekdays: [9] }), 400, /^El campo weekdays\.0 debe ser menor o igual a 7\.$/);
    await refusedSave({ ...body(), extra: 1 }, 400, /^El campo extra no está permitido\.$/);
  });

  it('is refused to staff without the programacion role (403) and to a moviegoer (401), changing nothing', async () => {
    const porteria = await signedInStaff(app(), ['porteria']);
    await refusedSave(body(), 403, /^Tu cuenta del personal no tiene el rol para esta operación\.$/, porteria);
    const moviegoer = await signUp(app());
    const before = await footprint();
    const res = await app().inject({ method: 'POST', url: '/api/v1/staff/programacion/funciones', headers: bearer(moviegoer.token), payload: body() });
    expect([res.statusCode, res.json().message]).toEqual([401, 'Inicia sesión en el área del personal.']);
    expect(await footprint()).toEqual(before);
  });
});

describe('listing funciones', () => {
  it('lists a range of Bogotá days by start then room, with seats and cancellations, filtered by room and film', async () => {
    const b = body({ room_ids: [sala[1].id, sala[0].id], times: ['20:00', '13:00'] });
    const made = (await create(b)).json() as FuncionesCreated;
    const list = async (query: string) => {
      const res = await staffApi(app(), desk, 'GET', `/staff/programacion/funciones?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as StaffFuncionList;
    };
    const all = await list(`from=${b.from}&to=${b.from}`);
    expect(all.funciones.map((f) => f.id)).toEqual(made.funciones.map((f) => f.id));
    expect(all.funciones[0]).toEqual({
      id: made.funciones[0].id,
      film: { id: film.id, title: film.title, slug: expect.any(String), duration: film.duration },
      room: { id: sala[0].id, name: sala[0].name },
      starts_at: `${b.from}T13:00:00.000-05:00`,
      ends_at: DateTime.fromISO(`${b.from}T13:00`, { zone: ZONE }).plus({ minutes: film.duration }).toISO(),
      date: b.from,
      time: '13:00',
      format: '2D',
      version: 'Doblada',
      seats: { sold: 0, held: 0 },
      cancelled: null,
    });
    expect((await list(`from=${b.from}&to=${b.from}&room_id=${sala[1].id}`)).funciones.map((f) => f.room.id)).toEqual([sala[1].id, sala[1].id]);
    expect((await list(`from=${b.from}&to=${b.from}&film_id=999999`)).funciones).toEqual([]);
    // The seed's funciones of the next days, sorted by start.
    const seed = await list(`from=${day(1)}&to=${day(3)}`);
    expect(seed.funciones.length).toBeGreaterThan(0);
    const starts = seed.funciones.map((f) => f.starts_at);
    expect(starts).toEqual([...starts].sort((x, y) => Date.parse(x) - Date.parse(y)));
  });

  it('refuses more than 31 days, a date that does not exist, an inverted range and a missing date with a Spanish 400', async () => {
    const cases: [string, RegExp][] = [
      [`from=${day(1)}&to=${day(32)}`, /^El listado no puede pasar de 31 días\.$/],
      [`from=2027-02-29&to=2027-03-01`, /^La fecha inicial no es una fecha válida/],
      [`from=${day(5)}&to=${day(1)}`, /^La fecha final es anterior a la inicial\.$/],
      [`from=${day(1)}`, /^El campo to es requerido\.$/],
      [`from=${day(1)}&to=mañana`, /^El campo to no tiene un formato válido\.$/],
    ];
    for (const [query, message] of cases) {
      const res = await staffApi(app(), desk, 'GET', `/staff/programacion/funciones?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    expect((await staffApi(app(), desk, 'GET', `/staff/programacion/funciones?from=${day(1)}&to=${day(31)}`)).statusCode).toBe(200);
  });
});

// Not in a describe of its own: the lines this file wrote, each one with the desk's person.
it('every line this file wrote names the desk person and the role that allowed it', async () => {
  const lines = await app().db.select().from(staffAudit).where(and(like(staffAudit.action, 'programacion.%')));
  expect(lines.length).toBeGreaterThan(0);
  expect(new Set(lines.map((l) => [l.personId, l.role].join()))).toEqual(new Set([`${desk.id},programacion`]));
});
