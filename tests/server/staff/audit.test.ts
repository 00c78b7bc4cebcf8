// The audit log: append-only in the database itself (a trigger refuses UPDATE, DELETE and TRUNCATE,
// on both engines), written in the same transaction as the change, and browsed by admins with
// filters and pages.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import { audit } from '../../../server/staff/audit/audit.ts';
import { useApp } from '../../helpers/build.ts';
import { signedInStaff, staffApi, staffPerson } from '../../helpers/staff.ts';

const { app } = useApp();
const { staffAudit } = schema;

const refusal = async (statement: Promise<unknown>) => {
  const err = await statement.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(err).not.toBeNull();
  return `${err!.message} ${err!.cause?.message ?? ''}`;
};

describe('the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const ana = await staffPerson(app(), ['servicio']);
    await audit(app().db, { personId: ana.id, address: '203.0.113.7' }, { action: 'prueba.linea', target: 'prueba:1', after: { a: 1 } });
    const [line] = await app().db.select().from(staffAudit).where(eq(staffAudit.action, 'prueba.linea'));
    expect(await refusal(app().db.update(staffAudit).set({ action: 'prueba.cambiada' }).where(eq(staffAudit.id, line.id)))).toMatch(/solo admite líneas nuevas: UPDATE/);
    expect(await refusal(app().db.delete(staffAudit).where(eq(staffAudit.id, line.id)))).toMatch(/solo admite líneas nuevas: DELETE/);
    expect(await refusal(app().db.execute(sql`truncate staff_audit`))).toMatch(/solo admite líneas nuevas: TRUNCATE/);
    // Nor through a person's deletion.
    expect(await refusal(app().db.delete(schema.staffPeople).where(eq(schema.staffPeople.id, ana.id)))).toMatch(/foreign key|llave foránea|violates/);
    const [still] = await app().db.select().from(staffAudit).where(eq(staffAudit.id, line.id));
    expect(still).toEqual(line);
  });

  it("is written in the change's transaction: a change that rolls back leaves no line", async () => {
    const ana = await staffPerson(app(), ['servicio']);
    await app()
      .db.transaction(async (tx) => {
        await audit(tx, { personId: ana.id, address: '203.0.113.7' }, { action: 'prueba.deshecha', target: null });
        throw new Error('falla después');
      })
      .catch(() => undefined);
    expect(await app().db.$count(staffAudit, eq(staffAudit.action, 'prueba.deshecha'))).toBe(0);
  });

  it('refuses an action that is not dotted', async () => {
    await expect(audit(app().db, { personId: null as unknown as number, address: 'x' }, { action: 'Invitar', target: null })).rejects.toThrow(/acción/);
  });
});

describe('browsing the audit log', () => {
  it('newest first, in pages, filtered by person, action (exact or a dotted prefix), target and Bogotá days', async () => {
    const admin = await signedInStaff(app(), ['admin', 'servicio', 'porteria']);
    const ana = await staffPerson(app(), ['servicio']);
    for (const roles of [['servicio', 'porteria'], ['porteria'], ['servicio']]) {
      expect((await staffApi(app(), admin, 'PUT', `/staff/people/${ana.id}/roles`, { roles })).statusCode).toBe(200);
    }
    const target = `staff_person:${ana.id}`;
    const first = await staffApi(app(), admin, 'GET', `/staff/audit?target=${target}&limit=2`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as AuditPage;
    expect(page1.entries.map((e) => e.after)).toEqual([{ roles: ['servicio'] }, { roles: ['porteria'] }]);
    expect(page1.entries[0]).toMatchObject({ person: { id: admin.id, name: admin.name, email: admin.email }, role: 'admin', action: 'staff.roles.change', target, before: { roles: ['porteria'] } });
    expect(page1.entries[0].at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page1.next).toBe(page1.entries[1].id);
    const page2 = (await staffApi(app(), admin, 'GET', `/staff/audit?target=${target}&limit=2&before=${page1.next}`)).json() as AuditPage;
    expect(page2.entries.map((e) => e.after)).toEqual([{ roles: ['servicio', 'porteria'] }]);
    expect(page2.next).toBeNull();

    const byPerson = (await staffApi(app(), admin, 'GET', `/staff/audit?person=${admin.id}&limit=100`)).json() as AuditPage;
    expect(byPerson.entries.map((e) => e.action)).toEqual(['staff.roles.change', 'staff.roles.change', 'staff.roles.change', 'staff.signin']);
    const exact = (await staffApi(app(), admin, 'GET', `/staff/audit?person=${admin.id}&action=staff.signin`)).json() as AuditPage;
    expect(exact.entries.map((e) => e.action)).toEqual(['staff.signin']);
    const prefix = (await staffApi(app(), admin, 'GET', `/staff/audit?person=${admin.id}&action=staff.roles.`)).json() as AuditPage;
    expect(prefix.entries).toHaveLength(3);
    // "staff.roles" without the dot is an exact name no line has.
    expect(((await staffApi(app(), admin, 'GET', `/staff/audit?person=${admin.id}&action=staff.roles`)).json() as AuditPage).entries).toEqual([]);

    const rows = ((await app().db.execute(sql`select to_char(now() at time zone 'America/Bogota', 'YYYY-MM-DD') as today`)) as unknown as { rows: { today: string }[] }).rows;
    const day = rows[0].today;
    const yesterday = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const onDay = (await staffApi(app(), admin, 'GET', `/staff/audit?target=${target}&from=${day}&to=${day}`)).json() as AuditPage;
    expect(onDay.entries).toHaveLength(3);
    const before = (await staffApi(app(), admin, 'GET', `/staff/audit?target=${target}&to=${yesterday}`)).json() as AuditPage;
    expect(before.entries).toEqual([]);
  });

  it('refuses bad filters with a Spanish 400', async () => {
    const admin = await signedInStaff(app(), ['admin']);
    for (const query of ['limit=0', 'limit=101', 'person=abc', 'action=Staff', 'from=ayer', 'before=-1']) {
      const res = await staffApi(app(), admin, 'GET', `/staff/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/^El campo /);
    }
    const reversed = await staffApi(app(), admin, 'GET', '/staff/audit?from=2026-11-30&to=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('La fecha inicial no puede ser posterior a la final.');
  });
});
