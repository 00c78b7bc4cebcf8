// Staff sign-in: e-mail, password and a TOTP code (or a recovery code), each code once; the staff
// session's cookie, its 12-hour and 30-minute ends by the database clock, revocation and sign-out.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../server/db/open.ts';
import { issueRecoveryCodes } from '../../../server/staff/accounts/recovery-codes.ts';
import { stepAt } from '../../../server/staff/accounts/totp.ts';
import { accountLimits } from '../../../server/http/limits/per-account.ts';
import { useApp } from '../../helpers/build.ts';
import { bearer, freshAddress, signUp } from '../../helpers/accounts.ts';
import { signedInStaff, signInStaff, staffApi, staffCookie, staffPerson, staffTokenIn, totpCode, type StaffPersonMade } from '../../helpers/staff.ts';

const { app } = useApp();
const { staffSessions } = schema;

const signIn = (payload: object, remoteAddress = freshAddress()) => app().inject({ method: 'POST', url: '/api/v1/staff/session', payload, remoteAddress });
const me = (headers: Record<string, string>) => app().inject({ method: 'GET', url: '/api/v1/staff/me', headers });
const credentials = (p: StaffPersonMade) => ({ email: p.email, password: p.password });

/** Waits, if needed, until the current time step has at least `seconds` left (codes of ±1 step then stay put). */
async function awayFromStepEdge(seconds = 3) {
  const left = () => 30 - ((Date.now() / 1000) % 30);
  if (left() < seconds) await new Promise((resolve) => setTimeout(resolve, left() * 1000 + 100));
}

describe('staff sign-in', () => {
  it('signs in with e-mail (any case), password and the current code; the cookie is HttpOnly, Strict and scoped to the staff API', async () => {
    const ana = await staffPerson(app(), ['servicio']);
    await awayFromStepEdge();
    const res = await signIn({ email: ana.email.toUpperCase(), password: ana.password, code: totpCode(ana.secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ person: { id: ana.id, email: ana.email, roles: ['servicio'], active: true } });
    const cookie = res.cookies.find((c) => c.name === 'vz_staff')!;
    expect(cookie).toMatchObject({ path: '/api/v1/staff', httpOnly: true, sameSite: 'Strict', maxAge: 12 * 3600 });
    expect(cookie.secure).toBeFalsy();
    const who = await me(staffCookie(cookie.value));
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({ person: expect.objectContaining({ id: ana.id, roles: ['servicio'] }), recovery_codes_left: 0 });
  });

  it('accepts a code one step either side of the clock, never two steps away', async () => {
    await awayFromStepEdge();
    const now = stepAt(new Date());
    const before = await staffPerson(app(), ['porteria']);
    expect((await signIn({ ...credentials(before), code: totpCode(before.secret, now - 1) })).statusCode).toBe(200);
    const after = await staffPerson(app(), ['porteria']);
    expect((await signIn({ ...credentials(after), code: totpCode(after.secret, now + 1) })).statusCode).toBe(200);
    const far = await staffPerson(app(), ['porteria']);
    for (const step of [now - 2, now + 2]) {
      const res = await signIn({ ...credentials(far), code: totpCode(far.secret, step) });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('El correo, la contraseña o el código no son correctos.');
    }
  });

  it('never accepts a code twice, nor one of an earlier step than the last accepted', async () => {
    await awayFromStepEdge();
    const now = stepAt(new Date());
    const ana = await staffPerson(app(), ['finanzas']);
    expect((await signIn({ ...credentials(ana), code: totpCode(ana.secret, now) })).statusCode).toBe(200);
    for (const step of [now, now - 1]) {
      const again = await signIn({ ...credentials(ana), code: totpCode(ana.secret, step) });
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBe('Ese código ya se usó. Espera a que tu aplicación muestre el siguiente.');
      expect(staffTokenIn(again)).toBeUndefined();
    }
    expect((await signIn({ ...credentials(ana), code: totpCode(ana.secret, now + 1) })).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password, an unknown e-mail, a wrong code and a deactivated person', async () => {
    await awayFromStepEdge();
    const ana = await staffPerson(app(), ['servicio']);
    const gone = await staffPerson(app(), ['servicio']);
    await app().db.update(schema.staffPeople).set({ deactivatedAt: sql`now()` }).where(eq(schema.staffPeople.id, gone.id));
    const answers = [
      await signIn({ email: ana.email, password: 'otra-contraseña-larga', code: totpCode(ana.secret) }),
      await signIn({ email: `nadie.${Date.now()}@viziona.test`, password: ana.password, code: totpCode(ana.secret) }),
      await signIn({ ...credentials(ana), code: totpCode(ana.secret) === '000000' ? '111111' : '000000' }),
      await signIn({ ...credentials(gone), code: totpCode(gone.secret) }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('El correo, la contraseña o el código no son correctos.');
    }
    // The wrong password did not spend ana's code.
    expect((await signIn({ ...credentials(ana), code: totpCode(ana.secret) })).statusCode).toBe(200);
  });

  it('signs in with a recovery code, which is then spent; a wrong one is refused', async () => {
    const ana = await staffPerson(app(), ['etica']);
    const codes = await issueRecoveryCodes(app().db, ana.id);
    expect(codes).toHaveLength(10);
    const wrong = await signIn({ ...credentials(ana), recovery_code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('El correo, la contraseña o el código no son correctos.');
    const used = await signIn({ ...credentials(ana), recovery_code: codes[3].toLowerCase().replaceAll('-', '') });
    expect(used.statusCode).toBe(200);
    expect((await me(staffCookie(staffTokenIn(used)!))).json().recovery_codes_left).toBe(9);
    const again = await signIn({ ...credentials(ana), recovery_code: codes[3] });
    expect(again.statusCode).toBe(401);
  });

  it('refuses malformed bodies with a Spanish 400 and opens nothing', async () => {
    const ana = await staffPerson(app(), ['servicio']);
    const before = await app().db.$count(staffSessions, eq(staffSessions.personId, ana.id));
    const both = await signIn({ ...credentials(ana), code: '123456', recovery_code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Escribe el código de tu aplicación de autenticación o un código de recuperación (uno de los dos).');
    const neither = await signIn(credentials(ana));
    expect(neither.statusCode).toBe(400);
    for (const payload of [{ ...credentials(ana), code: '12345' }, { email: 'no-es-correo', password: 'x', code: '123456' }, { ...credentials(ana), code: '123456', extra: 1 }, []]) {
      const res = await signIn(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^El campo |no es válid|debe/);
    }
    const notJson = await app().inject({ method: 'POST', url: '/api/v1/staff/session', headers: { 'content-type': 'application/json' }, payload: '{', remoteAddress: freshAddress() });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('El cuerpo de la solicitud no es un JSON válido.');
    expect(await app().db.$count(staffSessions, eq(staffSessions.personId, ana.id))).toBe(before);
  });

  it('is rate limited per account, whatever the address, with a Spanish 429', async () => {
    const ana = await staffPerson(app(), ['servicio']);
    const max = accountLimits.staffSignIn!.max;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await signIn({ ...credentials(ana), code: '000000' }, freshAddress())).statusCode);
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
    const late = await signIn({ ...credentials(ana), code: totpCode(ana.secret) }, freshAddress());
    expect(late.statusCode).toBe(429);
    expect(late.json().message).toBe('Demasiados intentos de inicio de sesión del personal para esta cuenta. Espera 15 minutos e inténtalo de nuevo.');
  });

  it('is rate limited per address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= 30; i++) statuses.push((await signIn({ email: `p${i}.${Date.now()}@viziona.test`, password: 'x', code: '000000' }, address)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('staff sessions', () => {
  it('end after 12 hours, by the database clock', async () => {
    const ana = await signedInStaff(app(), ['servicio']);
    expect((await me(ana.headers)).statusCode).toBe(200);
    await app().db.update(staffSessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(staffSessions.personId, ana.id));
    const res = await me(ana.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/^Tu sesión del personal terminó/);
    // The browser is told to forget the cookie.
    expect(res.cookies.find((c) => c.name === 'vz_staff')).toMatchObject({ value: '', path: '/api/v1/staff' });
  });

  it('end after 30 minutes without use, and each use moves that end', async () => {
    const ana = await signedInStaff(app(), ['servicio']);
    await app().db.update(staffSessions).set({ lastSeenAt: sql`now() - interval '29 minutes'` }).where(eq(staffSessions.personId, ana.id));
    expect((await me(ana.headers)).statusCode).toBe(200);
    const [row] = await app().db.select({ idle: sql<number>`extract(epoch from now() - ${staffSessions.lastSeenAt})::float` }).from(staffSessions).where(eq(staffSessions.personId, ana.id));
    expect(row.idle).toBeLessThan(60);
    await app().db.update(staffSessions).set({ lastSeenAt: sql`now() - interval '30 minutes 1 second'` }).where(eq(staffSessions.personId, ana.id));
    expect((await me(ana.headers)).statusCode).toBe(401);
  });

  it('are marked used at most every 10 seconds (a door scanning several times a second writes nothing more)', async () => {
    const ana = await signedInStaff(app(), ['porteria']);
    const mark = async () => (await app().db.select({ at: staffSessions.lastSeenAt }).from(staffSessions).where(eq(staffSessions.personId, ana.id)))[0].at;
    await app().db.update(staffSessions).set({ lastSeenAt: sql`now() - interval '5 seconds'` }).where(eq(staffSessions.personId, ana.id));
    const recent = await mark();
    expect((await me(ana.headers)).statusCode).toBe(200);
    expect(await mark()).toEqual(recent);
    await app().db.update(staffSessions).set({ lastSeenAt: sql`now() - interval '11 seconds'` }).where(eq(staffSessions.personId, ana.id));
    const older = await mark();
    expect((await me(ana.headers)).statusCode).toBe(200);
    expect((await mark()).getTime()).toBeGreaterThan(older.getTime());
  });

  it('requests at the same moment share the lookup, and each gets its own session; a signed-out one none', async () => {
    const people = await Promise.all([signedInStaff(app(), ['porteria']), signedInStaff(app(), ['servicio']), signedInStaff(app(), ['finanzas']), signedInStaff(app(), ['porteria'])]);
    await app().db.update(staffSessions).set({ revokedAt: sql`now()`, revokedReason: 'cerrada' }).where(eq(staffSessions.personId, people[3].id));
    const answers = await Promise.all([...people, ...people].map((p) => me(p.headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 401, 200, 200, 200, 401]);
    expect(answers.slice(0, 3).map((a) => (a.json() as { person: { email: string } }).person.email)).toEqual(people.slice(0, 3).map((p) => p.email));
    expect(answers.slice(0, 3).map((a) => (a.json() as { person: { roles: string[] } }).person.roles)).toEqual([['porteria'], ['servicio'], ['finanzas']]);
  });

  it('are opened for 12 hours by the database clock', async () => {
    const ana = await signedInStaff(app(), ['servicio']);
    const [row] = await app().db.select({ hours: sql<number>`extract(epoch from ${staffSessions.expiresAt} - now())::float / 3600` }).from(staffSessions).where(eq(staffSessions.personId, ana.id));
    expect(row.hours).toBeGreaterThan(11.9);
    expect(row.hours).toBeLessThanOrEqual(12);
  });

  it('sign out: the session ends, the cookie is cleared, the audit log says so', async () => {
    const ana = await signedInStaff(app(), ['porteria']);
    const out = await staffApi(app(), ana, 'DELETE', '/staff/session');
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Sesión del personal cerrada.');
    expect(out.cookies.find((c) => c.name === 'vz_staff')).toMatchObject({ value: '', path: '/api/v1/staff' });
    expect((await me(ana.headers)).statusCode).toBe(401);
    const lines = await app().db.select().from(schema.staffAudit).where(eq(schema.staffAudit.personId, ana.id));
    expect(lines.map((l) => l.action)).toEqual(['staff.signin', 'staff.signout']);
  });

  it("a moviegoer's session, as bearer, as auth_token cookie or as the staff cookie, never opens a staff operation", async () => {
    const user = await signUp(app());
    for (const headers of [bearer(user.token), { cookie: `auth_token=${user.token}` }, staffCookie(user.token)]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/^(Inicia sesión en el área del personal|Tu sesión del personal terminó)/);
    }
  });

  it('a staff cookie sent from another site is ignored', async () => {
    const ana = await signedInStaff(app(), ['servicio']);
    const res = await app().inject({ method: 'DELETE', url: '/api/v1/staff/session', headers: { ...ana.headers, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(401);
    expect((await me(ana.headers)).statusCode).toBe(200);
  });

  it('the helper signs the same person in twice (a new code each time)', async () => {
    const ana = await staffPerson(app(), ['servicio']);
    const first = { ...(await signInStaff(app(), ana)) };
    const second = await signInStaff(app(), ana);
    expect(second.token).not.toBe(first.token);
  });
});
