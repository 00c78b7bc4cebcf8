// The first admin of a new installation: while no active admin exists, the server makes a one-time
// setup link (server.ts prints it on start); the link's page enrols TOTP and makes an admin with
// every role. Once an admin exists, no new link is made and an old one is refused.
import { describe, expect, it } from 'vitest';
import type { StaffEnrolled, StaffInvitationView } from '../../../openapi/index.ts';
import { STAFF_ROLES } from '../../../openapi/rules.ts';
import { issueSetupLink } from '../../../server/staff/accounts/links.ts';
import { setupNotice, staffSetupLink } from '../../../server/staff/accounts/setup-link.ts';
import { useApp } from '../../helpers/build.ts';
import { staffApi, staffCookie, staffTokenIn, totpCode } from '../../helpers/staff.ts';

const { app } = useApp();
const tokenOf = (link: string) => /\/staff\/configurar#([A-Za-z0-9_-]+)$/.exec(link)![1];
const body = (token: string, secret: string) => ({ token, email: 'Directora@Viziona.test', name: ' Marta Ruiz ', password: 'primer-admin-2026', code: totpCode(secret) });
const enrolmentSecret = async (token: string) => ((await staffApi(app(), null, 'POST', '/staff/invitations/lookup', { token })).json() as StaffInvitationView).enrolment.secret;

describe('the first staff admin', () => {
  it('is needed while no admin exists; the printed link makes an admin with every role, signed in with ten recovery codes', async () => {
    expect((await staffApi(app(), null, 'GET', '/staff/setup')).json()).toEqual({ needed: true });
    const older = await staffSetupLink(app().db, 'https://viziona.test', app().staffTotpKeys);
    const link = await staffSetupLink(app().db, 'https://viziona.test', app().staffTotpKeys);
    expect(link).toMatch(/^https:\/\/viziona\.test\/staff\/configurar#[A-Za-z0-9_-]{43}$/);
    expect(setupNotice(link!)).toContain(`\n  ${link}\n`);
    // A newer link replaces the older one.
    expect((await staffApi(app(), null, 'POST', '/staff/invitations/lookup', { token: tokenOf(older!) })).statusCode).toBe(410);

    const token = tokenOf(link!);
    const view = (await staffApi(app(), null, 'POST', '/staff/invitations/lookup', { token })).json() as StaffInvitationView;
    expect(view).toMatchObject({ kind: 'setup', email: null, name: null, roles: [...STAFF_ROLES] });
    // The setup link is not an invitation.
    const asInvitation = await staffApi(app(), null, 'POST', '/staff/invitations/acceptance', { token, password: 'primer-admin-2026', code: totpCode(view.enrolment.secret) });
    expect(asInvitation.statusCode).toBe(400);
    expect(asInvitation.json().message).toBe('Este enlace es para crear el primer administrador: complétalo en la página de configuración.');

    const res = await staffApi(app(), null, 'POST', '/staff/setup', body(token, view.enrolment.secret));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as StaffEnrolled;
    expect(made.person).toMatchObject({ email: 'directora@viziona.test', name: 'Marta Ruiz', roles: [...STAFF_ROLES], active: true });
    expect(made.recovery_codes).toHaveLength(10);
    const me = await staffApi(app(), { headers: staffCookie(staffTokenIn(res)!) }, 'GET', '/staff/me');
    expect(me.json().person.id).toBe(made.person.id);

    expect((await staffApi(app(), null, 'GET', '/staff/setup')).json()).toEqual({ needed: false });
    expect(await staffSetupLink(app().db, 'https://viziona.test', app().staffTotpKeys)).toBeNull();
    const twice = await staffApi(app(), null, 'POST', '/staff/setup', body(token, view.enrolment.secret));
    expect(twice.statusCode).toBe(410);
    expect(twice.json().message).toBe('Este enlace ya se usó o venció. Pide uno nuevo a un administrador.');
  });

  it('a setup link left over once an admin exists is refused (409), and an invitation is no setup link (400)', async () => {
    // This file's database has an admin by now (the test above); a link made before it is refused.
    const { db } = app();
    const token = await issueSetupLink(db, app().staffTotpKeys);
    const res = await staffApi(app(), null, 'POST', '/staff/setup', body(token, await enrolmentSecret(token)));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ya existe un administrador del personal: pídele una invitación.');
  });

  it('refuses malformed bodies with a Spanish 400', async () => {
    for (const payload of [{}, { token: 'x'.repeat(43), email: 'a@b.co', name: 'A', password: 'corta', code: '123456' }, { token: 'x'.repeat(43), email: 'no', name: 'A', password: 'primer-admin-2026', code: '123456' }]) {
      const res = await staffApi(app(), null, 'POST', '/staff/setup', payload);
      expect(res.statusCode).toBe(400);
    }
    const short = await staffApi(app(), null, 'POST', '/staff/setup', { token: 'x'.repeat(43), email: 'a@b.co', name: 'A', password: 'corta', code: '123456' });
    expect(short.json().message).toBe('La contraseña del personal debe tener de 12 a 128 caracteres.');
  });
});
