import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../../openapi/index.ts';
import { accountLimits } from '../../../server/http/limits/per-account.ts';
import { rateLimits } from '../../../server/http/limits/per-operation.ts';
import { failedLoginLimits } from '../../../server/http/limits/failed-logins.ts';
import { build } from '../../helpers/build.ts';
import { bearer, freshAddress, registerToken, registrationBody, signUp } from '../../helpers/accounts.ts';

let app: FastifyInstance;
let clock = new Date();
beforeAll(async () => {
  app = await build({ now: () => clock });
});
afterAll(() => app.close());

const login = (payload: object, remoteAddress = freshAddress()) => app.inject({ method: 'POST', url: '/api/v1/login', payload, remoteAddress });
const profile = (token: string) => app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });

describe('login', () => {
  it('signs in with the e-mail in any case and opens a new session', async () => {
    const user = await signUp(app);
    const res = await login({ email: user.body.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    const session = res.json() as Session;
    expect(session.user.id).toBe(user.user.id);
    expect(session.token).not.toBe(user.token);
    expect((await profile(session.token)).statusCode).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const user = await signUp(app);
    const wrong = await login({ email: user.body.email, password: 'Otra2026ok' });
    const unknown = await login({ email: `nadie.${Date.now()}@example.com`, password: user.password });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('El correo o la contraseña no son correctos.');
    }
  });

  it('checks the §5 rules: e-mail required and valid, password rule', async () => {
    const noEmail = await login({ password: 'Cine2026ok' });
    expect(noEmail.json().message).toBe('El correo electrónico es requerido');
    const badEmail = await login({ email: 'ana', password: 'Cine2026ok' });
    expect(badEmail.json().message).toBe('Correo electrónico inválido');
    const noPassword = await login({ email: 'ana@example.com' });
    expect(noPassword.json().message).toBe('La contraseña es requerida');
    const weak = await login({ email: 'ana@example.com', password: 'abc' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^La contraseña debe tener de 8 a 12 caracteres/);
  });

  it('is rate limited per account, from any address, with a Spanish 429', async () => {
    const email = `acosada.${Date.now()}@example.com`;
    const max = accountLimits.login!.max;
    // Tight per account: a password guesser gets a handful of tries a minute, whatever its addresses.
    expect(max).toBeLessThanOrEqual(10);
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await login({ email, password: 'Cine2026ok' }, freshAddress())).statusCode);
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses[max]).toBe(429);
    const again = await login({ email: email.toUpperCase(), password: 'Cine2026ok' }, freshAddress());
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Demasiados intentos de inicio de sesión para esta cuenta. Espera un minuto e inténtalo de nuevo.');
    expect(again.headers['retry-after']).toBeDefined();
    // Someone else behind another address is not affected.
    expect((await login({ email: `otra.${Date.now()}@example.com`, password: 'Cine2026ok' }, freshAddress())).statusCode).toBe(401);
  });

  it('is rate limited per address, loosely, for the many people behind one shared address', async () => {
    const address = freshAddress();
    const max = rateLimits.login!.max;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await login({ email: `p${i}.${Date.now()}@example.com`, password: 'Cine2026ok' }, address)).statusCode);
    expect(max).toBeGreaterThanOrEqual(30);
    // Past 20 failures the address needs the captcha (failed-logins.test.ts); every request counts here.
    const failed = failedLoginLimits[0].max;
    expect(statuses.slice(0, max)).toEqual([...Array(failed).fill(401), ...Array(max - failed).fill(403)]);
    expect(statuses[max]).toBe(429);
    const again = await login({ email: 'x@example.com', password: 'Cine2026ok' }, address);
    expect(again.json().message).toBe('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.');
  });
});

describe('sessions', () => {
  it('logout revokes only that session', async () => {
    const user = await signUp(app);
    const other = (await login({ email: user.body.email, password: user.password })).json() as Session;
    const out = await app.inject({ method: 'GET', url: '/api/v1/profile/logout', headers: bearer(user.token) });
    expect(out.statusCode).toBe(200);
    const after = await profile(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Unauthenticated.');
    expect((await profile(other.token)).statusCode).toBe(200);
  });

  it('refuses made-up, missing and expired tokens with 401 Unauthenticated.', async () => {
    const user = await signUp(app);
    for (const headers of [{}, bearer('inventado'), bearer(user.token.slice(0, -2)), { authorization: user.token }]) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/profile', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Unauthenticated.');
    }
    clock = new Date(Date.now() + 31 * 24 * 3600_000);
    try {
      expect((await profile(user.token)).statusCode).toBe(401);
    } finally {
      clock = new Date();
    }
    expect((await profile(user.token)).statusCode).toBe(200);
  });
});

describe('the auth_token cookie', () => {
  const withCookie = (token: string, extra: Record<string, string> = {}) => ({ cookie: `auth_token=${token}`, ...extra });

  it('signs a browser request in, like a bearer header', async () => {
    const user = await signUp(app);
    const res = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: withCookie(user.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.user.id);
  });

  it('refuses a cross-site write carried only by the cookie', async () => {
    const user = await signUp(app);
    const put = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/v1/profile/logout', headers: withCookie(user.token, headers) });
    // A cross-site GET is harmless and allowed (SameSite=Lax sends it on top-level navigations).
    expect((await put({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
    const again = await signUp(app);
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/v1/code', headers: withCookie(again.token, headers) });
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(401);
    expect((await post({ origin: 'https://evil.example', host: 'localhost:80' })).statusCode).toBe(401);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).not.toBe(401);
  });

  it('ignores a cookie that is not a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { cookie: 'auth_token=%00%20x;' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the server sets the session cookies itself', () => {
  type Cookie = { name: string; value: string; httpOnly?: boolean; secure?: boolean; sameSite?: string; path?: string; expires?: Date };
  const byName = (res: { cookies: Cookie[] }) => Object.fromEntries(res.cookies.map((c) => [c.name, c]));
  const bogotaExpiry = (expiresAt: string) => new Date(`${expiresAt.replace(' ', 'T')}-05:00`).getTime();

  it('on login: auth_token HttpOnly, SameSite=Lax, path /, expiring with the session, plus a companion without the token', async () => {
    const user = await signUp(app);
    const res = await login({ email: user.body.email, password: user.password });
    const session = res.json() as Session;
    const { auth_token: token, vz_signed_in: companion } = byName(res);
    expect(token).toMatchObject({ value: session.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(token.secure).toBeFalsy();
    expect(token.expires!.getTime()).toBe(bogotaExpiry(session.expires_at));
    expect(companion).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(companion.httpOnly).toBeFalsy();
    expect(companion.value).not.toContain(session.token);
    expect(companion.expires!.getTime()).toBe(token.expires!.getTime());
    // The cookie alone is the session.
    const me = await app.inject({ method: 'GET', url: '/api/v1/profile', cookies: { auth_token: token.value } });
    expect(me.statusCode).toBe(200);
  });

  it('on register too, and Secure when the request came over TLS', async () => {
    // TLS ends at a proxy the operator names (TRUST_PROXY); only its X-Forwarded-Proto counts.
    const behindProxy = await build({ config: { trustProxy: 1 } });
    const body = registrationBody({ register_token: await registerToken(behindProxy) });
    const res = await behindProxy.inject({
      method: 'POST', url: '/api/v1/register', payload: body, remoteAddress: freshAddress(), headers: { 'x-forwarded-proto': 'https' },
    });
    await behindProxy.close();
    expect(res.statusCode).toBe(201);
    const { auth_token: token, vz_signed_in: companion } = byName(res);
    expect(token).toMatchObject({ value: (res.json() as Session).token, httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(companion).toMatchObject({ secure: true, sameSite: 'Lax' });
  });

  it('Secure on a site whose PUBLIC_URL is https, with no proxy named and whatever the request says', async () => {
    const https = await build({ config: { publicUrl: 'https://viziona.example' } });
    try {
      const body = registrationBody({ register_token: await registerToken(https) });
      const res = await https.inject({ method: 'POST', url: '/api/v1/register', payload: body, remoteAddress: freshAddress(), headers: { 'x-forwarded-proto': 'http' } });
      expect(res.statusCode).toBe(201);
      const { auth_token: token, vz_signed_in: companion } = byName(res);
      expect(token).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
      expect(companion).toMatchObject({ secure: true });
      const out = await https.inject({ method: 'GET', url: '/api/v1/profile/logout', cookies: { auth_token: token.value } });
      expect(out.statusCode).toBe(200);
      expect(out.cookies.length).toBeGreaterThan(0);
      for (const cleared of out.cookies as Cookie[]) expect(cleared.secure, cleared.name).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('sets no cookie on a failed login', async () => {
    const user = await signUp(app);
    const res = await login({ email: user.body.email, password: 'Otra2026ok' });
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toEqual([]);
  });

  it('clears both on logout, and a logged-out cookie is cleared again when used', async () => {
    const user = await signUp(app);
    const out = await app.inject({ method: 'GET', url: '/api/v1/profile/logout', cookies: { auth_token: user.token, vz_signed_in: '1' } });
    expect(out.statusCode).toBe(200);
    const cleared = byName(out);
    for (const name of ['auth_token', 'vz_signed_in']) {
      expect(cleared[name].value).toBe('');
      expect(cleared[name].expires!.getTime()).toBeLessThanOrEqual(Date.now());
      expect(cleared[name].path).toBe('/');
    }
    const stale = await app.inject({ method: 'GET', url: '/api/v1/profile', cookies: { auth_token: user.token, vz_signed_in: '1' } });
    expect(stale.statusCode).toBe(401);
    expect(byName(stale).auth_token.value).toBe('');
  });

  it('bearer headers still work and set no cookie on reads', async () => {
    const user = await signUp(app);
    const res = await profile(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toEqual([]);
  });
});
