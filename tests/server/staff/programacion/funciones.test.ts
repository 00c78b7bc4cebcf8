// Funciones in bulk (server/staff/programacion/funciones.ts): a request expanded into its funciones
// (Bogotá dates and times), each conflict kind named in Spanish, saves all or nothing, and two
// overlapping requests saved at once: one wins.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZONE } from '../../../../server/db/constants.ts';
import { schema } from '../../../../server/db/open.ts';
import { planFunciones, saveFunciones } from '../../../../server/staff/programacion/funciones.ts';
import type { FuncionesRequest } from '../../../../server/staff/programacion/solicitud.ts';
import { build } from '../../../helpers/build.ts';
import { refusal } from '../../../helpers/programacion.ts';
import { pastDayInBogota } from '../../../helpers/days.ts';

const { films, rooms, showtimes, zonePrices } = schema;

let app: FastifyInstance;
let film: { id: number; title: string; duration: number };
let sala: { id: number; name: string }[];
/** A room without prices for 3D. */
let only2d: { id: number; name: string };
beforeAll(async () => {
  app = await build();
  [film] = await app.db.select({ id: films.id, title: films.title, duration: films.duration }).from(films).where(eq(films.type, 'Estreno')).orderBy(asc(films.id)).limit(1);
  sala = await app.db.select({ id: rooms.id, name: rooms.name }).from(rooms).orderBy(asc(rooms.position), asc(rooms.id));
  const with3d = new Set((await app.db.selectDistinct({ roomId: zonePrices.roomId }).from(zonePrices).where(eq(zonePrices.format, '3D'))).map((r) => r.roomId));
  only2d = sala.find((r) => !with3d.has(r.id))!;
});
afterAll(() => app.close());

/** A Bogotá day `days` from today, 'YYYY-MM-DD' (the seed programmes the next 14 days). */
const day = (days: number) => DateTime.now().setZone(ZONE).startOf('day').plus({ days }).toISODate()!;
/** Each test its own far-off week, free of the seed's funciones. */
let week = 0;
const freeWeek = () => 30 + 7 * week++;

const request = (overrides: Partial<FuncionesRequest> = {}): FuncionesRequest => {
  const from = day(freeWeek());
  return { filmId: film.id, roomIds: [sala[0].id], from, to: from, weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['14:00'], format: '2D', version: 'Doblada', ...overrides };
};

const save = (r: FuncionesRequest) => app.db.transaction((tx) => saveFunciones(tx, r));
/** The funciones of the rooms on the Bogotá days [from, to]. */
function funcionesOn(roomIds: number[], from: string, to: string) {
  const start = DateTime.fromISO(from, { zone: ZONE }).toJSDate();
  const end = DateTime.fromISO(to, { zone: ZONE }).plus({ days: 1 }).toJSDate();
  return app.db
    .select()
    .from(showtimes)
    .where(and(inArray(showtimes.roomId, roomIds), gte(showtimes.startsAt, start), lt(showtimes.startsAt, end)));
}

describe('planning a request', () => {
  it('expands the date range by the chosen weekdays, times and rooms, as Bogotá wall-clock instants', async () => {
    // Two whole weeks, Saturdays and Sundays, two times, two rooms: 4 days × 2 × 2.
    const start = DateTime.fromISO(day(freeWeek()), { zone: ZONE }).startOf('week');
    week++;
    const from = start.toISODate()!;
    const to = start.plus({ days: 13 }).toISODate()!;
    const plan = await planFunciones(app.db, request({ from, to, weekdays: [7, 6, 6], times: ['21:30', '15:00'], roomIds: [sala[1].id, sala[0].id] }));

    expect(plan.film).toEqual(film);
    expect(plan.cleaningMinutes).toBe(20);
    expect(plan.conflicted).toBe(0);
    expect(plan.funciones).toHaveLength(16);
    const saturday = start.plus({ days: 5 }).toISODate()!;
    expect(plan.funciones.slice(0, 4).map((f) => [f.date, f.time, f.roomId])).toEqual([
      [saturday, '15:00', sala[0].id],
      [saturday, '15:00', sala[1].id],
      [saturday, '21:30', sala[0].id],
      [saturday, '21:30', sala[1].id],
    ]);
    expect(new Set(plan.funciones.map((f) => DateTime.fromISO(f.date).weekday))).toEqual(new Set([6, 7]));
    // 15:00 in Bogotá (UTC−5) is 20:00 UTC.
    expect(plan.funciones[0].startsAt.toISOString()).toBe(`${saturday}T20:00:00.000Z`);
    expect(plan.funciones[0].endsAt.getTime() - plan.funciones[0].startsAt.getTime()).toBe(film.duration * 60_000);
    expect(plan.funciones[0].freeAt.getTime() - plan.funciones[0].startsAt.getTime()).toBe((film.duration + 20) * 60_000);
    expect(plan.funciones[0].room).toBe(sala[0].name);
    // A preview writes nothing.
    expect(await funcionesOn([sala[0].id, sala[1].id], from, to)).toHaveLength(0);
  });

  it('names a función that meets one of the room already has, with its film and times', async () => {
    const tomorrow = day(2);
    const plan = await planFunciones(app.db, request({ from: tomorrow, to: tomorrow, times: ['15:10'] }));
    const [f] = plan.funciones;
    expect(plan.conflicted).toBe(1);
    const crossing = f.conflicts.find((c) => c.kind === 'cruce')!;
    const [existing] = await app.db.select().from(showtimes).where(eq(showtimes.id, crossing.funcionId!));
    const [its] = await app.db.select().from(films).where(eq(films.id, existing.filmId));
    // The seed's función takes the room for its film plus 20 minutes, and that meets 15:10.
    expect(existing.roomId).toBe(sala[0].id);
    expect(existing.startsAt < f.freeAt && f.startsAt.getTime() < existing.startsAt.getTime() + (its.duration + 20) * 60_000).toBe(true);
    const hhmm = (d: Date) => DateTime.fromJSDate(d, { zone: ZONE }).toFormat('HH:mm');
    const free = new Date(existing.startsAt.getTime() + (its.duration + 20) * 60_000);
    expect(crossing.message).toMatch(new RegExp(`^${sala[0].name}, \\S+ \\d+ de \\S+ de \\d{4}, 15:10: se cruza con la función ${existing.id} de ${its.title} \\(${hhmm(existing.startsAt)}, sala libre a las ${hhmm(free)}\\)\\.$`));
  });

  it('counts the cleaning minutes: a función may start when the room is free again, not a minute before', async () => {
    const date = day(freeWeek());
    const first = await save(request({ from: date, to: date, times: ['14:00'] }));
    const free = DateTime.fromJSDate(first.funciones[0].startsAt, { zone: ZONE }).plus({ minutes: film.duration + 20 });
    const atFree = await planFunciones(app.db, request({ from: date, to: date, times: [free.toFormat('HH:mm')] }));
    expect(atFree.conflicted).toBe(0);
    const before = await planFunciones(app.db, request({ from: date, to: date, times: [free.minus({ minutes: 1 }).toFormat('HH:mm')] }));
    expect(before.funciones[0].conflicts).toEqual([expect.objectContaining({ kind: 'cruce', funcionId: first.funciones[0].id })]);
    // Starting earlier, its own end meets the next one.
    const earlier = await planFunciones(app.db, request({ from: date, to: date, times: ['12:00'] }));
    expect(earlier.funciones[0].conflicts).toEqual([expect.objectContaining({ kind: 'cruce', funcionId: first.funciones[0].id })]);
  });

  it('names funciones of the same request that meet each other', async () => {
    const plan = await planFunciones(app.db, request({ times: ['19:00', '20:00', '23:00'] }));
    const [seven, eight, eleven] = plan.funciones;
    expect(seven.conflicts.map((c) => c.kind)).toEqual(['cruce_en_solicitud']);
    expect(eight.conflicts.map((c) => c.kind)).toEqual(['cruce_en_solicitud']);
    expect(eight.conflicts[0].message).toMatch(/, 20:00: se cruza con la del \S+ \d+ de \S+, 19:00 de esta misma solicitud\.$/);
    expect(eleven.conflicts).toEqual([]);
    expect(plan.conflicted).toBe(2);
  });

  it('names a función in the past, by the database clock', async () => {
    const past = pastDayInBogota();
    const plan = await planFunciones(app.db, request({ from: past, to: past, times: ['10:00'] }));
    expect(plan.funciones[0].conflicts).toEqual([{ kind: 'pasada', message: expect.stringMatching(/, 10:00: esa hora ya pasó\.$/) }]);
  });

  it('names a room without prices for the format', async () => {
    const plan = await planFunciones(app.db, request({ roomIds: [only2d.id], format: '3D' }));
    expect(plan.funciones[0].conflicts).toEqual([{ kind: 'sin_tarifa', message: expect.stringMatching(new RegExp(`^${only2d.name}, .*: la sala no tiene tarifas para 3D\\.$`)) }]);
  });

  it('refuses an unknown film or room, a malformed request, none or too many funciones', async () => {
    const cases: [Partial<FuncionesRequest>, string, RegExp][] = [
      [{ filmId: 999_999 }, 'pelicula_inexistente', /^La película 999999 no existe\.$/],
      [{ roomIds: [sala[0].id, 999_998, 999_999] }, 'sala_inexistente', /^Las salas 999998 y 999999 no existen\.$/],
      [{ from: '2026-02-30' }, 'solicitud_invalida', /La fecha inicial no es una fecha válida/],
      [{ times: ['25:00'] }, 'solicitud_invalida', /La hora 25:00 no es válida/],
      [{ weekdays: [] }, 'solicitud_invalida', /Elige al menos un día de la semana/],
      [{ format: '4D' as '3D' }, 'solicitud_invalida', /El formato es 2D o 3D/],
      [{ from: day(40), to: day(39) }, 'solicitud_invalida', /La fecha final es anterior a la inicial/],
      // One day whose weekday was not chosen.
      [{ weekdays: [DateTime.fromISO(day(41)).weekday === 1 ? 2 : 1], from: day(41), to: day(41) }, 'sin_funciones', /no dan ninguna función/],
      // 300 days × 9 rooms × 1 time = 2.700.
      [{ from: day(30), to: day(329), roomIds: sala.map((r) => r.id) }, 'demasiadas_funciones', /^La solicitud da 2\.700 funciones; el máximo por solicitud es 2\.000\./],
    ];
    for (const [overrides, code, message] of cases) {
      // Each started only when awaited: a refusal nobody awaits yet is an unhandled rejection.
      for (const attempt of [() => planFunciones(app.db, request(overrides)), () => save(request(overrides))]) {
        const error = await refusal(attempt());
        expect([error.refusal, error.statusCode], JSON.stringify(overrides)).toEqual([code, 400]);
        expect(error.message).toMatch(message);
      }
    }
  });
});

describe('saving a request', () => {
  it('saves every función in one go and answers what it made', async () => {
    const from = day(freeWeek());
    const to = DateTime.fromISO(from).plus({ days: 6 }).toISODate()!;
    const saved = await save(request({ from, to, times: ['13:00', '16:30', '20:00'], roomIds: [sala[2].id, sala[3].id], version: 'Subtitulada' }));
    expect(saved.funciones).toHaveLength(7 * 3 * 2);
    const rows = await funcionesOn([sala[2].id, sala[3].id], from, to);
    expect(rows.map((r) => r.id).sort()).toEqual(saved.funciones.map((f) => f.id).sort());
    expect(new Set(rows.map((r) => `${r.filmId} ${r.format} ${r.version} ${r.cancelledAt}`))).toEqual(new Set([`${film.id} 2D Subtitulada null`]));
  });

  it('saves nothing when one función has a conflict, and names it', async () => {
    const date = day(freeWeek());
    const error = await refusal(save(request({ from: date, to: date, times: ['13:00', '16:00', '17:00'] })));
    expect([error.refusal, error.statusCode]).toEqual(['funciones_en_conflicto', 409]);
    expect(error.message).toMatch(/^No se guardó ninguna función: hay 2 conflictos\. .*16:00: se cruza con la del .*17:00 de esta misma solicitud\./);
    expect(error.conflicts.map((c) => c.kind)).toEqual(['cruce_en_solicitud', 'cruce_en_solicitud']);
    expect(Object.keys(error.errors!)).toEqual(['funciones[1]', 'funciones[2]']);
    expect(await funcionesOn([sala[0].id], date, date)).toHaveLength(0);
  });

  it('names the first ten conflicts in the message and counts the rest', async () => {
    const date = day(2);
    const error = await refusal(save(request({ from: date, to: date, times: ['14:00', '16:00', '18:00', '20:00'], roomIds: sala.slice(0, 4).map((r) => r.id) })));
    expect(error.conflicts.length).toBeGreaterThan(10);
    expect(error.message).toContain(`Y ${error.conflicts.length - 10} más.`);
  });

  it('does not count a cancelled función: its room and time can be programmed again', async () => {
    const date = day(freeWeek());
    const [first] = (await save(request({ from: date, to: date, times: ['18:00'] }))).funciones;
    await refusal(save(request({ from: date, to: date, times: ['18:00'] })));
    await app.db.update(showtimes).set({ cancelledAt: new Date(), cancelReason: 'Mantenimiento del proyector' }).where(eq(showtimes.id, first.id));
    expect(await planFunciones(app.db, request({ from: date, to: date, times: ['18:30'] }))).toMatchObject({ conflicted: 0 });
    const [again] = (await save(request({ from: date, to: date, times: ['18:00'] }))).funciones;
    expect(again.startsAt).toEqual(first.startsAt);
  });

  it('two overlapping requests saved at once: the second waits for the first and is refused', async () => {
    const date = day(freeWeek());
    let secondSettled = false;
    let settledWhileFirstOpen = true;
    let second!: Promise<unknown>;
    await app.db.transaction(async (tx) => {
      const saved = await saveFunciones(tx, request({ from: date, to: date, times: ['19:00'] }));
      // The first is saved but not committed: the second starts now and must wait for it.
      second = save(request({ from: date, to: date, times: ['19:30'] })).finally(() => (secondSettled = true));
      second.catch(() => undefined);
      await new Promise((r) => setTimeout(r, 300));
      settledWhileFirstOpen = secondSettled;
      return saved;
    });
    expect(settledWhileFirstOpen).toBe(false);
    const error = await refusal(second);
    expect(error.refusal).toBe('funciones_en_conflicto');
    expect(await funcionesOn([sala[0].id], date, date)).toHaveLength(1);
  });
});
