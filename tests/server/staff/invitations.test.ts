// An admin invites staff by e-mail (a real local SMTP server): a one-time link, 48 hours, to set a
// password and enrol TOTP; used twice or expired, a Spanish 410; no role the admin lacks.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffEnrolled, StaffInvitationView } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import { build } from '../../helpers/build.ts';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp.ts';
import { signedInStaff, staffApi, staffCookie, staffTokenIn, totpCode, type SignedInStaff } from '../../helpers/staff.ts';

let app: FastifyInstance;
let smtp: TestSmtpServer;
let admin: SignedInStaff;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await build({ config: { smtpUrl: smtp.url, publicUrl: 'https://viziona.test' } });
  admin = await signedInStaff(app, ['admin', 'programacion', 'servicio', 'finanzas', 'porteria']);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const { staffInvitations, staffPeople, staffAudit } = schema;
let counter = 0;
const newEmail = () => `invitada.${Date.now().toString(36)}.${++counter}@viziona.test`;
const invite = (body: object, who: SignedInStaff = admin) => staffApi(app, who, 'POST', '/staff/invitations', body);
const lookup = (token: string) => staffApi(app, null, 'POST', '/staff/invitations/lookup', { token });
const accept = (body: object) => staffApi(app, null, 'POST', '/staff/invitations/acceptance', body);
const password = 'boleteria-sur-2026';

/** Invites someone and returns the token of the link in the mail they got. */
async function invited(roles: string[] = ['servicio']) {
  const email = newEmail();
  const res = await invite({ email, name: 'Luisa Pérez', roles });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const token = /https:\/\/viziona\.test\/staff\/invitacion#([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return { email, token: token!, mail, id: res.json().id as number };
}

describe('staff invitations', () => {
  it('mails a one-time link for 48 hours; the link shows the QR enrolment; accepting with the first code makes the account, signs in, gives ten recovery codes', async () => {
    const { email, token, mail, id } = await invited(['servicio', 'porteria']);
    expect(mail.subject).toBe('Tu invitación al área del personal de Viziona');
    expect(mail.text).toContain('vence en 48 horas');
    const [row] = await app.db.select({ hours: sql<number>`extract(epoch from ${staffInvitations.expiresAt} - now())::float / 3600` }).from(staffInvitations).where(eq(staffInvitations.id, id));
    expect(row.hours).toBeGreaterThan(47.9);
    expect(row.hours).toBeLessThanOrEqual(48);

    const read = await lookup(token);
    expect(read.statusCode).toBe(200);
    const view = read.json() as StaffInvitationView;
    expect(view).toMatchObject({ kind: 'invitation', email, name: 'Luisa Pérez', roles: ['servicio', 'porteria'] });
    expect(view.enrolment.uri).toMatch(/^otpauth:\/\/totp\/Viziona:.+\?issuer=Viziona&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/);
    expect(view.enrolment.uri).toContain(`secret=${view.enrolment.secret}`);
    expect(view.enrolment.qr).toMatch(/^data:image\/png;base64,/);

    const res = await accept({ token, password, code: totpCode(view.enrolment.secret) });
    expect(res.statusCode, res.body).toBe(201);
    const enrolled = res.json() as StaffEnrolled;
    expect(enrolled.person).toMatchObject({ email, roles: ['servicio', 'porteria'], active: true });
    expect(enrolled.recovery_codes).toHaveLength(10);
    expect(new Set(enrolled.recovery_codes).size).toBe(10);
    // PUBLIC_URL is https here: the cookie is Secure whatever the request came over (server/http/tls.ts).
    expect(res.cookies.find((c) => c.name === 'vz_staff')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/api/v1/staff' });
    const me = await staffApi(app, { headers: staffCookie(staffTokenIn(res)!) }, 'GET', '/staff/me');
    expect(me.json()).toMatchObject({ person: { email }, recovery_codes_left: 10 });
    // Only hashes are stored.
    const codes = await app.db.select().from(schema.staffRecoveryCodes).where(eq(schema.staffRecoveryCodes.personId, enrolled.person.id));
    expect(codes.some((c) => enrolled.recovery_codes.includes(c.codeHash))).toBe(false);
    // The invitation and the acceptance are in the audit log.
    const lines = await app.db.select().from(staffAudit).where(eq(staffAudit.target, `staff_invitation:${id}`));
    expect(lines).toMatchObject([{ action: 'staff.invite', personId: admin.id, role: 'admin', after: { email, roles: ['servicio', 'porteria'] } }]);
    const accepted = await app.db.select().from(staffAudit).where(eq(staffAudit.target, `staff_person:${enrolled.person.id}`));
    expect(accepted.map((l) => l.action)).toEqual(['staff.invitation.accept']);
  });

  it('a link used twice, or expired, is a Spanish 410 and changes nothing', async () => {
    const { token } = await invited();
    const secret = ((await lookup(token)).json() as StaffInvitationView).enrolment.secret;
    expect((await accept({ token, password, code: totpCode(secret) })).statusCode).toBe(201);
    const people = await app.db.$count(staffPeople);
    for (const res of [await accept({ token, password, code: totpCode(secret) }), await lookup(token)]) {
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe('Este enlace ya se usó o venció. Pide uno nuevo a un administrador.');
    }
    const late = await invited();
    const lateSecret = ((await lookup(late.token)).json() as StaffInvitationView).enrolment.secret;
    await app.db.update(staffInvitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(staffInvitations.id, late.id));
    const expired = await accept({ token: late.token, password, code: totpCode(lateSecret) });
    expect(expired.statusCode).toBe(410);
    expect((await lookup(late.token)).statusCode).toBe(410);
    expect(await app.db.$count(staffPeople)).toBe(people);
  });

  it('a wrong first code is a Spanish 400 and leaves the link usable', async () => {
    const { token } = await invited();
    const secret = ((await lookup(token)).json() as StaffInvitationView).enrolment.secret;
    const wrong = await accept({ token, password, code: totpCode(secret) === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^El código no coincide/);
    expect((await accept({ token, password, code: totpCode(secret) })).statusCode).toBe(201);
  });

  it('a newer invitation to the same address replaces the older one', async () => {
    const email = newEmail();
    await invite({ email, name: 'Primera', roles: ['servicio'] });
    const first = /#([A-Za-z0-9_-]+)/.exec((await smtp.waitFor((m) => m.to.includes(email))).text)![1];
    await invite({ email, name: 'Segunda', roles: ['servicio'] });
    await smtp.waitFor((m) => m.to.includes(email) && !m.text.includes(first));
    expect((await lookup(first)).statusCode).toBe(410);
  });

  it('an admin cannot hand on a role they do not hold (403), nor invite an e-mail already on the staff (409)', async () => {
    const before = await app.db.$count(staffInvitations);
    const escalation = await invite({ email: newEmail(), name: 'Alguien', roles: ['servicio', 'etica'] });
    expect(escalation.statusCode).toBe(403);
    expect(escalation.json().message).toBe('No puedes entregar el rol etica: no lo tienes.');
    const taken = await invite({ email: admin.email.toUpperCase(), name: 'Otra', roles: ['servicio'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ese correo ya pertenece a una persona del personal.');
    expect(await app.db.$count(staffInvitations)).toBe(before);
  });

  it('refuses malformed bodies with a Spanish 400, changing nothing', async () => {
    const before = await app.db.$count(staffInvitations);
    const email = newEmail();
    const bodies: [object, string][] = [
      [{}, 'El correo electrónico es requerido'],
      [{ email: 'no-es-correo', name: 'A', roles: ['servicio'] }, 'Correo electrónico inválido'],
      [{ email, name: 'A', roles: [] }, 'El campo roles debe tener al menos 1 elemento.'],
      [{ email, name: 'A', roles: ['gerente'] }, 'El campo roles.0 debe ser uno de: admin, programacion, servicio, finanzas, porteria, etica.'],
      [{ email, name: '   ', roles: ['servicio'] }, 'El nombre es requerido.'],
      [{ email, name: 'A', roles: ['servicio', 'servicio'] }, 'El campo roles no es válido.'],
    ];
    for (const [body, message] of bodies) {
      const res = await invite(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await app.db.$count(staffInvitations)).toBe(before);
    for (const body of [{}, { token: 'corto' }, { token: 'x'.repeat(43), password: 'corta', code: '123456' }, { token: 'x'.repeat(43), password, code: 'abc' }]) {
      expect((await accept(body)).statusCode).toBe(400);
    }
    expect((await lookup('corto')).statusCode).toBe(400);
  });
});
