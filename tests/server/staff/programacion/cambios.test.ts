// Deleting and moving a función (server/staff/programacion/cambios.ts): allowed while nobody has
// held or bought a seat of it; refused, changing nothing, once someone has, or onto a time its
// room is not free.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZONE } from '../../../../server/db/constants.ts';
import { schema } from '../../../../server/db/open.ts';
import { deleteFuncion, moveFuncion, type FuncionMove } from '../../../../server/staff/programacion/cambios.ts';
import { cancelFuncion } from '../../../../server/staff/programacion/cancelacion.ts';
import { saveFunciones } from '../../../../server/staff/programacion/funciones.ts';
import { build } from '../../../helpers/build.ts';
import { CARDS, cardBody, pay, reserve } from '../../../helpers/purchase.ts';
import { refusal } from '../../../helpers/programacion.ts';
import { pastDayInBogota } from '../../../helpers/days.ts';

const { films, rooms, showtimes } = schema;

let app: FastifyInstance;
let filmId: number;
let sala: { id: number; name: string }[];
beforeAll(async () => {
  app = await build();
  [{ id: filmId }] = await app.db.select({ id: films.id }).from(films).where(eq(films.type, 'Estreno')).orderBy(asc(films.id)).limit(1);
  sala = await app.db.select({ id: rooms.id, name: rooms.name }).from(rooms).orderBy(asc(rooms.position), asc(rooms.id));
});
afterAll(() => app.close());

const day = (days: number) => DateTime.now().setZone(ZONE).startOf('day').plus({ days }).toISODate()!;
let week = 0;
/** Funciones of their own, in a far-off week nothing else uses: [14:00, 18:00] in the first room. */
async function twoFunciones() {
  const date = day(30 + 7 * week++);
  const saved = await app.db.transaction((tx) =>
    saveFunciones(tx, { filmId, roomIds: [sala[0].id], from: date, to: date, weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['14:00', '18:00'], format: '2D', version: 'Doblada' }),
  );
  return { date, ids: saved.funciones.map((f) => f.id) };
}

const remove = (id: number) => app.db.transaction((tx) => deleteFuncion(tx, id));
const move = (id: number, to: FuncionMove) => app.db.transaction((tx) => moveFuncion(tx, id, to));
const rowOf = async (id: number) => (await app.db.select().from(showtimes).where(eq(showtimes.id, id)))[0];

describe('a función nobody has bought', () => {
  it('is deleted, answering what it was', async () => {
    const { ids } = await twoFunciones();
    const before = await rowOf(ids[0]);
    expect(await remove(ids[0])).toEqual({ before: { id: before.id, filmId, roomId: sala[0].id, startsAt: before.startsAt, format: '2D', version: 'Doblada' } });
    expect(await rowOf(ids[0])).toBeUndefined();
  });

  it('is moved to a free time or room, answering before and after', async () => {
    const { date, ids } = await twoFunciones();
    const moved = await move(ids[1], { date, time: '21:30', roomId: sala[1].id });
    expect(moved.before).toMatchObject({ id: ids[1], roomId: sala[0].id });
    expect(moved.after).toMatchObject({ id: ids[1], roomId: sala[1].id, startsAt: DateTime.fromISO(`${date}T21:30`, { zone: ZONE }).toJSDate() });
    expect(await rowOf(ids[1])).toMatchObject({ roomId: sala[1].id, startsAt: moved.after.startsAt });
    // Its old time is free again: the first may take it, overlapping its own old time.
    expect((await move(ids[0], { date, time: '16:30' })).after.roomId).toBe(sala[0].id);
  });

  it('is not moved onto another función of its room, nor into the past, and stays where it was', async () => {
    const { date, ids } = await twoFunciones();
    const onto = await refusal(move(ids[1], { date, time: '15:00' }));
    expect([onto.refusal, onto.statusCode]).toEqual(['funciones_en_conflicto', 409]);
    expect(onto.conflicts).toEqual([expect.objectContaining({ kind: 'cruce', funcionId: ids[0] })]);
    expect(onto.message).toMatch(new RegExp(`^No se guardó ninguna función: hay un conflicto\\. ${sala[0].name}, .*, 15:00: se cruza con la función ${ids[0]} de `));
    const past = await refusal(move(ids[1], { date: pastDayInBogota(), time: '15:00' }));
    expect(past.conflicts.map((c) => c.kind)).toEqual(['pasada']);
    const malformed = await refusal(move(ids[1], { date: '2026-13-01', time: '7pm' }));
    expect([malformed.refusal, malformed.statusCode]).toEqual(['solicitud_invalida', 400]);
    expect((await rowOf(ids[1])).startsAt).toEqual(DateTime.fromISO(`${date}T18:00`, { zone: ZONE }).toJSDate());
  });
});

describe('a función with seats held or sold, or cancelled', () => {
  it('is neither deleted nor moved: it can only be cancelled', async () => {
    const held = await reserve(app);
    const paid = await reserve(app);
    expect((await pay(app, paid.session.token, cardBody(paid, { card_number: CARDS.rejected }))).statusCode).toBe(200);
    const cases: [number, RegExp][] = [
      [held.showtimeId, /tiene 2 sillas reservadas o vendidas: no se puede (borrar|mover); cancélala\.$/],
      // A rejected payment freed its seats, but its bill names the función.
      [paid.showtimeId, /tiene 1 compra: no se puede (borrar|mover); cancélala\.$/],
    ];
    for (const [id, message] of cases) {
      const before = await rowOf(id);
      const date = DateTime.fromJSDate(before.startsAt, { zone: ZONE }).toISODate()!;
      for (const attempt of [() => remove(id), () => move(id, { date, time: '23:59' })]) {
        const error = await refusal(attempt());
        expect([error.refusal, error.statusCode]).toEqual(['funcion_con_ventas', 409]);
        expect(error.message).toMatch(message);
      }
      expect(await rowOf(id)).toEqual(before);
    }

    await app.db.transaction((tx) => cancelFuncion(tx, held.showtimeId, 'Prueba'));
    const cancelled = await refusal(remove(held.showtimeId));
    expect([cancelled.refusal, cancelled.message]).toEqual(['funcion_cancelada', `La función ${held.showtimeId} está cancelada: no se borra ni se mueve.`]);
    expect((await refusal(remove(999_999))).refusal).toBe('funcion_inexistente');
  });
});
