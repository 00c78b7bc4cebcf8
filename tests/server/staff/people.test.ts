// Admins change roles and deactivate people: no role the admin lacks is handed on, the last admin
// stays, and a role removed or a person deactivated ends that person's staff sessions at once.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffList } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import { build, useApp } from '../../helpers/build.ts';
import { signedInStaff, signInStaff, staffApi, staffPerson } from '../../helpers/staff.ts';

const { app } = useApp();
const { staffAudit, staffPeople } = schema;

const rolesOf = async (id: number) => (await app().db.select({ roles: staffPeople.roles }).from(staffPeople).where(eq(staffPeople.id, id)))[0].roles;
const linesOf = (id: number) => app().db.select().from(staffAudit).where(eq(staffAudit.target, `staff_person:${id}`));

describe('changing roles', () => {
  it('sets the roles, in the contract order; taking one away ends the person’s sessions at once; the audit log keeps before and after', async () => {
    const admin = await signedInStaff(app(), ['admin', 'servicio', 'porteria']);
    const ana = await signedInStaff(app(), ['servicio', 'porteria']);
    const added = await staffApi(app(), admin, 'PUT', `/staff/people/${ana.id}/roles`, { roles: ['porteria', 'servicio', 'admin'] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ id: ana.id, roles: ['admin', 'servicio', 'porteria'] });
    // Adding a role leaves the session: it now sees the new role.
    expect((await staffApi(app(), ana, 'GET', '/staff/people')).statusCode).toBe(200);

    const removed = await staffApi(app(), admin, 'PUT', `/staff/people/${ana.id}/roles`, { roles: ['servicio'] });
    expect(removed.json().roles).toEqual(['servicio']);
    const after = await staffApi(app(), ana, 'GET', '/staff/me');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/^Tu sesión del personal terminó/);
    // Signing in again, the person has what is left.
    const again = await signInStaff(app(), ana);
    expect((await staffApi(app(), again, 'GET', '/staff/me')).json().person.roles).toEqual(['servicio']);
    expect((await staffApi(app(), again, 'GET', '/staff/people')).statusCode).toBe(403);

    const lines = await linesOf(ana.id);
    expect(lines.filter((l) => l.action === 'staff.roles.change').map((l) => [l.personId, l.role, l.before, l.after])).toEqual([
      [admin.id, 'admin', { roles: ['servicio', 'porteria'] }, { roles: ['admin', 'servicio', 'porteria'] }],
      [admin.id, 'admin', { roles: ['admin', 'servicio', 'porteria'] }, { roles: ['servicio'] }],
    ]);
    expect(lines[0].address).toMatch(/^10\./);
  });

  it('an admin cannot hand on a role they do not hold: 403, nothing changed', async () => {
    const admin = await signedInStaff(app(), ['admin', 'servicio']);
    const ana = await staffPerson(app(), ['etica']);
    const res = await staffApi(app(), admin, 'PUT', `/staff/people/${ana.id}/roles`, { roles: ['etica', 'finanzas', 'programacion'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No puedes entregar los roles programacion, finanzas: no los tienes.');
    expect(await rolesOf(ana.id)).toEqual(['etica']);
    // Keeping a role the person already has is no grant.
    const kept = await staffApi(app(), admin, 'PUT', `/staff/people/${ana.id}/roles`, { roles: ['servicio', 'etica'] });
    expect(kept.statusCode).toBe(200);
    expect(await rolesOf(ana.id)).toEqual(['servicio', 'etica']);
  });

  it('the last active admin keeps the admin role and stays active (409)', async () => {
    // A database of its own: the only admin in it.
    const own = await build();
    try {
      const only = await signedInStaff(own, ['admin', 'servicio']);
      const drop = await staffApi(own, only, 'PUT', `/staff/people/${only.id}/roles`, { roles: ['servicio'] });
      expect(drop.statusCode).toBe(409);
      expect(drop.json().message).toBe('Es el último administrador activo: antes, da el rol admin a otra persona.');
      const off = await staffApi(own, only, 'DELETE', `/staff/people/${only.id}`);
      expect(off.statusCode).toBe(409);
      expect((await staffApi(own, only, 'GET', '/staff/me')).json().person).toMatchObject({ roles: ['admin', 'servicio'], active: true });
      // With a second admin, the first may step down.
      const second = await staffPerson(own, ['admin']);
      const stepDown = await staffApi(own, only, 'PUT', `/staff/people/${only.id}/roles`, { roles: ['servicio'] });
      expect(stepDown.statusCode).toBe(200);
      const signedSecond = await signInStaff(own, second);
      expect((await staffApi(own, signedSecond, 'DELETE', `/staff/people/${second.id}`)).statusCode).toBe(409);
    } finally {
      await own.close();
    }
  });

  it('refuses malformed bodies and unknown people with a Spanish 4xx', async () => {
    const admin = await signedInStaff(app(), ['admin']);
    const ana = await staffPerson(app(), ['servicio']);
    for (const body of [{}, { roles: ['jefe'] }, { roles: 5 }, { roles: ['servicio'], extra: true }]) {
      const res = await staffApi(app(), admin, 'PUT', `/staff/people/${ana.id}/roles`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/^El campo roles|^El campo extra|^El campo cuerpo|^La solicitud/);
    }
    expect((await staffApi(app(), admin, 'PUT', '/staff/people/abc/roles', { roles: [] })).statusCode).toBe(400);
    const missing = await staffApi(app(), admin, 'PUT', '/staff/people/999999/roles', { roles: [] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No encontramos a esa persona del personal.');
    expect(await rolesOf(ana.id)).toEqual(['servicio']);
  });
});

describe('deactivating a person', () => {
  it('ends their sessions at once, keeps the row, refuses their sign-in, and is logged', async () => {
    const admin = await signedInStaff(app(), ['admin']);
    const ana = await signedInStaff(app(), ['finanzas']);
    const res = await staffApi(app(), admin, 'DELETE', `/staff/people/${ana.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ana.id, active: false, roles: ['finanzas'] });
    expect((await staffApi(app(), ana, 'GET', '/staff/me')).statusCode).toBe(401);
    // Revoked, not just shut out while deactivated: a reactivation would not bring them back.
    expect(await app().db.$count(schema.staffSessions, and(eq(schema.staffSessions.personId, ana.id), isNull(schema.staffSessions.revokedAt)))).toBe(0);
    await expect(signInStaff(app(), ana)).rejects.toThrow(/401/);
    const list = (await staffApi(app(), admin, 'GET', '/staff/people')).json() as StaffList;
    expect(list.people.find((p) => p.id === ana.id)).toMatchObject({ active: false });
    // Again: nothing more happens.
    expect((await staffApi(app(), admin, 'DELETE', `/staff/people/${ana.id}`)).statusCode).toBe(200);
    expect((await linesOf(ana.id)).filter((l) => l.action === 'staff.deactivate')).toMatchObject([{ personId: admin.id, role: 'admin', before: { active: true, roles: ['finanzas'] }, after: { active: false } }]);
  });
});
