// undoIngreso (issue 28): the device's last accepted scan, within 60 s of its arrival (database
// clock); the ticket may enter again. Anything else is a clear Spanish 4xx that changes nothing.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IngresoBatchResult } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { useApp } from '../../../helpers/build.ts';
import { batch, funcionStartingIn, scan, ticketsFor, type DoorFuncion } from '../../../helpers/porteria.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';

const { app } = useApp();
let door: SignedInStaff;
let funcion: DoorFuncion;
let device = 0;

const enter = async (code: string, dev: string) => {
  const s = scan(code);
  const res = await staffApi(app(), door, 'POST', '/staff/porteria/ingresos', batch([s], { device: dev }));
  return { nonce: s.nonce, result: (res.json() as IngresoBatchResult).results[0].result };
};
const undo = (dev: string, nonce: string) => staffApi(app(), door, 'POST', '/staff/porteria/ingresos/deshacer', { device: dev, nonce });

beforeAll(async () => {
  door = await signedInStaff(app(), ['porteria']);
  funcion = await funcionStartingIn(app().db, 10);
});

describe('undoIngreso', () => {
  it('undoes the last accepted entry: the ticket enters again; audited', async () => {
    const dev = `d${++device}`;
    const t = await ticketsFor(app().db, funcion, 1);
    const first = await enter(t.codes[0], dev);
    expect(first.result).toBe('valido');
    const res = await undo(dev, first.nonce);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ nonce: first.nonce, ticket_key: `${t.bill}.${funcion.showtimeId}.${t.seatIds[0]}`, undone_at: expect.any(String) });
    expect((await enter(t.codes[0], dev)).result).toBe('valido');
    const [line] = await app().db.select().from(schema.staffAudit).where(eq(schema.staffAudit.action, 'porteria.ingreso.deshacer'));
    expect(line).toMatchObject({ personId: door.id, target: `ingreso:${t.bill}.${funcion.showtimeId}.${t.seatIds[0]}`, after: { aceptado: false } });
  });

  it('refuses an entry that is not the device’s last, one undone already, a refused scan, an unknown nonce or another device’s', async () => {
    const dev = `d${++device}`;
    const t = await ticketsFor(app().db, funcion, 2);
    const a = await enter(t.codes[0], dev);
    const b = await enter(t.codes[1], dev);
    const notLast = await undo(dev, a.nonce);
    expect(notLast.statusCode).toBe(409);
    expect(notLast.json().message).toBe('Solo se puede deshacer el último ingreso aceptado de este dispositivo.');
    expect((await undo(dev, b.nonce)).statusCode).toBe(200);
    const twice = await undo(dev, b.nonce);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ese ingreso ya se deshizo.');
    // a is still not undoable: the device's last accepted entry was b.
    expect((await undo(dev, a.nonce)).statusCode).toBe(409);
    const refused = await enter(t.codes[0], dev);
    expect(refused.result).toBe('ya_usado');
    const notAccepted = await undo(dev, refused.nonce);
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json().message).toBe('Ese escaneo no dejó entrar a nadie: no hay nada que deshacer.');
    const unknown = await undo(dev, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No hay un escaneo con ese nonce en este dispositivo.');
    expect((await undo('otro-dispositivo', a.nonce)).statusCode).toBe(404);
    expect((await undo(dev, 'no-es-uuid')).statusCode).toBe(400);
  });

  it('after 60 s: a clear 409, and the entry stands', async () => {
    const dev = `d${++device}`;
    const t = await ticketsFor(app().db, funcion, 1);
    const a = await enter(t.codes[0], dev);
    // Received 61 s ago by the database clock.
    await app().db.update(schema.porteriaIngresos).set({ receivedAt: sql`now() - interval '61 seconds'` }).where(eq(schema.porteriaIngresos.nonce, a.nonce));
    const late = await undo(dev, a.nonce);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Ya pasaron más de 60 segundos desde ese ingreso: no se puede deshacer.');
    expect((await app().db.select().from(schema.porteriaIngresos).where(eq(schema.porteriaIngresos.nonce, a.nonce)))[0]).toMatchObject({ accepted: true, undoneAt: null });
    // 59 s is still in time.
    await app().db.update(schema.porteriaIngresos).set({ receivedAt: sql`now() - interval '59 seconds'` }).where(eq(schema.porteriaIngresos.nonce, a.nonce));
    expect((await undo(dev, a.nonce)).statusCode).toBe(200);
  });
});
