// The extra non-working days (server/staff/servicio/dias.ts), roles admin and servicio: added,
// listed and removed with audit lines; a PQRS filed afterwards skips the day, a due date already
// set is not rewritten; a repeated day is a Spanish 409 that changes nothing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiaNoHabil } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { build } from '../../../helpers/build.ts';
import { postForm, solvedAltcha } from '../../../helpers/forms.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';

const { nonWorkingDays, pqrs, staffAudit } = schema;

// Friday 20 November 2026, noon in Bogotá: due Monday 14 December (15 business days, over 8 December).
const filedAt = new Date('2026-11-20T17:00:00Z');
let app: FastifyInstance;
let servicio: SignedInStaff;
let admin: SignedInStaff;
beforeAll(async () => {
  app = await build({ now: () => filedAt });
  servicio = await signedInStaff(app, ['servicio']);
  admin = await signedInStaff(app, ['admin']);
});
afterAll(() => app.close());

async function file(email: string) {
  const { status, body } = await postForm(app, '/pqrs', { name: 'Ana Gómez', email, phone: '3001234567', type_pqr: 'Queja', message: 'Hola', accept_terms: '1', captcha: await solvedAltcha(app) });
  expect(status).toBe(201);
  return body;
}

describe('extra non-working days', () => {
  it('a day added moves the due date of PQRS filed afterwards, never of those filed before', async () => {
    const before = await file('antes@example.com');
    expect(before.due_date).toBe('2026-12-14');

    const res = await staffApi(app, servicio, 'POST', '/staff/servicio/dias-no-habiles', { day: '2026-11-27', reason: 'Decreto 999 de 2026: día cívico' });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as DiaNoHabil;
    expect(made).toMatchObject({ day: '2026-11-27', reason: 'Decreto 999 de 2026: día cívico', created_by: { id: servicio.id, name: servicio.name } });
    const [line] = await app.db.select().from(staffAudit).where(eq(staffAudit.target, `dia_no_habil:${made.id}`));
    expect(line).toMatchObject({ action: 'servicio.dia_no_habil.agregar', personId: servicio.id, role: 'servicio', after: { day: '2026-11-27', reason: 'Decreto 999 de 2026: día cívico' } });

    const after = await file('despues@example.com');
    expect(after.due_date).toBe('2026-12-15');
    const [old] = await app.db.select().from(pqrs).where(eq(pqrs.radicado, before.radicado!));
    expect(old.dueDate).toBe('2026-12-14');
  });

  it('refuses the same day twice with a Spanish 409, changing nothing', async () => {
    const rows = await app.db.select().from(nonWorkingDays);
    const res = await staffApi(app, admin, 'POST', '/staff/servicio/dias-no-habiles', { day: '2026-11-27', reason: 'Otra vez' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('El 2026-11-27 ya está en la lista de días no hábiles.');
    expect(await app.db.select().from(nonWorkingDays)).toEqual(rows);
  });

  it('lists them for admin and servicio, newest day first, and removes one (audited), 404 for one that does not exist', async () => {
    expect((await staffApi(app, admin, 'POST', '/staff/servicio/dias-no-habiles', { day: '2027-02-01', reason: 'Decreto 5 de 2027' })).statusCode).toBe(201);
    const listed = (await staffApi(app, admin, 'GET', '/staff/servicio/dias-no-habiles')).json() as DiaNoHabil[];
    expect(listed.map((d) => d.day)).toEqual(['2027-02-01', '2026-11-27']);
    const removed = await staffApi(app, admin, 'DELETE', `/staff/servicio/dias-no-habiles/${listed[0].id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ day: '2027-02-01' });
    expect(((await staffApi(app, servicio, 'GET', '/staff/servicio/dias-no-habiles')).json() as DiaNoHabil[]).map((d) => d.day)).toEqual(['2026-11-27']);
    const [line] = await app.db.select().from(staffAudit).where(eq(staffAudit.target, `dia_no_habil:${listed[0].id}`)).orderBy(staffAudit.id).offset(1);
    expect(line).toMatchObject({ action: 'servicio.dia_no_habil.quitar', role: 'admin', before: { day: '2027-02-01' } });
    const missing = await staffApi(app, admin, 'DELETE', '/staff/servicio/dias-no-habiles/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('El día no hábil 999999 no existe.');
  });

  it('refuses other roles', async () => {
    const etica = await signedInStaff(app, ['etica']);
    expect((await staffApi(app, etica, 'POST', '/staff/servicio/dias-no-habiles', { day: '2027-03-01', reason: 'x' })).statusCode).toBe(403);
    expect(await app.db.select().from(nonWorkingDays).where(eq(nonWorkingDays.day, '2027-03-01'))).toEqual([]);
  });
});
