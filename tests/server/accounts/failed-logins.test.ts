// Failed logins per client address, whatever the accounts (issue 31, point 3): past 20 in a minute
// or 100 in an hour, a login from that address needs the forms' captcha; the people behind one
// carrier's NAT can still sign in by solving it. Only failures count, and a success does not reset
// them. Windows end by the database clock (set here), never by waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { requestLimits } from '../../../server/db/schema.ts';
import { failedLoginLimits } from '../../../server/http/limits/failed-logins.ts';
import { storedKey } from '../../../server/http/limits/queries.ts';
import { build } from '../../helpers/build.ts';
import { freshAddress, signUp } from '../../helpers/accounts.ts';
import { solvedAltcha } from '../../helpers/forms.ts';
import { fakeSiteverify, type FakeSiteverify } from '../../helpers/recaptcha.ts';

const NEEDS_CAPTCHA = 'Hubo muchos intentos fallidos desde tu conexión. Resuelve el captcha para continuar.';
const CAPTCHA_REJECTED = 'El captcha no es válido, expiró o ya fue usado. Por favor, completa el captcha de nuevo.';
const [perMinute, perHour] = failedLoginLimits;

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

let guesses = 0;
/** A wrong password at a new e-mail each time (the per-account limit never bites). */
const guess = () => ({ email: `adivina.${++guesses}.${Date.now()}@example.com`, password: 'Cine2026ok' });

const login = (payload: object, remoteAddress: string, on = app) => on.inject({ method: 'POST', url: '/api/v1/login', payload, remoteAddress });

async function failures(n: number, address: string, on = app) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await login(guess(), address, on)).statusCode);
  return statuses;
}

/** The failed logins counted for an address in a window (0 when there is no live window). */
async function counted(address: string, limit = perMinute, on = app) {
  const [row] = await on.db
    .select({ hits: requestLimits.hits })
    .from(requestLimits)
    .where(sql`${requestLimits.key} = ${storedKey(`${limit.name}|${address}`)} and ${requestLimits.windowEnds} > now()`);
  return row?.hits ?? 0;
}

/**
 * Time passes for the address's windows (the failed logins' and login's per-address request limit):
 * each ends that much sooner on the database clock.
 */
async function timePasses(address: string, seconds: number) {
  await app.db
    .update(requestLimits)
    .set({ windowEnds: sql`${requestLimits.windowEnds} - make_interval(secs => ${seconds})` })
    .where(inArray(requestLimits.key, [...failedLoginLimits.map((l) => l.name), 'login'].map((name) => storedKey(`${name}|${address}`))));
}

function expectCaptchaNeeded(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ code: 'captcha_required', message: NEEDS_CAPTCHA, errors: { captcha: NEEDS_CAPTCHA } });
}

describe('failed logins from one address', () => {
  it('are 20 a minute: the 21st, at another e-mail, needs the captcha; nothing checked, nothing counted', async () => {
    expect(perMinute.max).toBe(20);
    const address = freshAddress();
    expect(await failures(perMinute.max, address)).toEqual(Array(perMinute.max).fill(401));
    expectCaptchaNeeded(await login(guess(), address));
    // Not even the right password goes through without it: the password is not looked at.
    const user = await signUp(app);
    const right = await login({ email: user.body.email, password: user.password }, address);
    expectCaptchaNeeded(right);
    expect(right.headers['set-cookie']).toBeUndefined();
    // The refused attempts were no guesses: the count stays at the limit.
    expect(await counted(address)).toBe(perMinute.max);
    // Another address, and this user from it, are not affected.
    expect((await login(guess(), freshAddress())).statusCode).toBe(401);
    expect((await login({ email: user.body.email, password: user.password }, freshAddress())).statusCode).toBe(200);
  });

  it('are 100 an hour: a minute later, with 100 failures in the hour, the captcha is still needed', async () => {
    expect(perHour.max).toBe(100);
    const address = freshAddress();
    const statuses: number[] = [];
    for (let round = 0; round < perHour.max / perMinute.max; round++) {
      statuses.push(...(await failures(perMinute.max, address)));
      await timePasses(address, 61);
    }
    expect(statuses).toEqual(Array(perHour.max).fill(401));
    expect(await counted(address, perHour)).toBe(perHour.max);
    expect(await counted(address, perMinute)).toBe(0);
    expectCaptchaNeeded(await login(guess(), address));
    // Once the hour is over, the address guesses again without one.
    await timePasses(address, 60 * 60);
    expect((await login(guess(), address)).statusCode).toBe(401);
  });

  it('counts failures only, and a successful login does not reset them', async () => {
    const address = freshAddress();
    const user = await signUp(app);
    const right = { email: user.body.email, password: user.password };
    expect(await failures(perMinute.max - 1, address)).toEqual(Array(perMinute.max - 1).fill(401));
    // Five sign-ins: none counted (the 20th failure is still a plain 401) ...
    for (let i = 0; i < 5; i++) expect((await login(right, address)).statusCode).toBe(200);
    expect(await counted(address)).toBe(perMinute.max - 1);
    expect((await login(guess(), address)).statusCode).toBe(401);
    // ... and none reset the count: the next login needs the captcha, the user's included.
    expectCaptchaNeeded(await login(guess(), address));
    expectCaptchaNeeded(await login(right, address));
  });

  it('are counted exactly when many arrive at once: 20 answered 401, the rest asked for the captcha', async () => {
    const address = freshAddress();
    const all = await Promise.all(Array.from({ length: perMinute.max + 5 }, () => login(guess(), address)));
    const statuses = all.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(perMinute.max).fill(401), ...Array(5).fill(403)]);
    expect(await counted(address)).toBe(perMinute.max);
  });

  it('are counted by the address the server trusts: a forged X-Forwarded-For changes nothing', async () => {
    const address = freshAddress();
    for (let i = 0; i < perMinute.max; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: guess(), remoteAddress: address, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } });
      expect(res.statusCode).toBe(401);
    }
    const forged = await app.inject({ method: 'POST', url: '/api/v1/login', payload: guess(), remoteAddress: address, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expectCaptchaNeeded(forged);
  });
});

describe('past the limit, with the captcha', () => {
  async function pastTheLimit() {
    const address = freshAddress();
    await failures(perMinute.max, address);
    return address;
  }

  it('a solved ALTCHA and the right password sign in; the count stays', async () => {
    const address = await pastTheLimit();
    const user = await signUp(app);
    const res = await login({ email: user.body.email, password: user.password, captcha: await solvedAltcha(app) }, address);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.user.id);
    expect(await counted(address)).toBe(perMinute.max);
    expectCaptchaNeeded(await login({ email: user.body.email, password: user.password }, address));
  });

  it('a solved ALTCHA and a wrong password: 401, and the failure counts', async () => {
    const address = await pastTheLimit();
    const res = await login({ ...guess(), captcha: await solvedAltcha(app) }, address);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('El correo o la contraseña no son correctos.');
    expect(await counted(address)).toBe(perMinute.max + 1);
    expect(await counted(address, perHour)).toBe(perMinute.max + 1);
  });

  it('a used answer is refused as in the forms, with the code to show a new captcha; nothing checked or counted', async () => {
    const address = await pastTheLimit();
    const user = await signUp(app);
    const answer = await solvedAltcha(app);
    expect((await login({ ...guess(), captcha: answer }, address)).statusCode).toBe(401);
    const replay = await login({ email: user.body.email, password: user.password, captcha: answer }, address);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ code: 'captcha_required', message: CAPTCHA_REJECTED, errors: { captcha: CAPTCHA_REJECTED } });
    expect(replay.headers['set-cookie']).toBeUndefined();
    expect(await counted(address)).toBe(perMinute.max + 1);
  });

  it('an answer that is not a solution is refused the same way', async () => {
    const address = await pastTheLimit();
    // A number reads as its digits (the contract's validation coerces scalars), which solve nothing either.
    for (const captcha of ['no-es-un-captcha', Buffer.from('{"challenge":{},"solution":{}}').toString('base64'), 12345]) {
      const res = await login({ ...guess(), captcha }, address);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'captcha_required', message: CAPTCHA_REJECTED, errors: { captcha: CAPTCHA_REJECTED } });
    }
    expect(await counted(address)).toBe(perMinute.max);
  });

  it('below the limit an answer is not needed and is ignored', async () => {
    const user = await signUp(app);
    const res = await login({ email: user.body.email, password: user.password, captcha: 'no-es-un-captcha' }, freshAddress());
    expect(res.statusCode).toBe(200);
  });
});

describe('a malformed captcha value', () => {
  it('is a Spanish 400 naming the field, before anything is checked or counted', async () => {
    const address = await (async () => {
      const a = freshAddress();
      await failures(3, a);
      return a;
    })();
    const cases: [unknown, string][] = [
      ['', 'Por favor, completa el captcha'],
      [{ payload: 'x' }, CAPTCHA_REJECTED],
      ['x'.repeat(8001), CAPTCHA_REJECTED],
    ];
    for (const [captcha, message] of cases) {
      const res = await login({ ...guess(), captcha }, address);
      expect(res.statusCode, JSON.stringify(captcha).slice(0, 20)).toBe(400);
      expect(res.json()).toEqual({ message, errors: { captcha: message } });
    }
    expect(await counted(address)).toBe(3);
  });
});

describe('with reCAPTCHA configured', () => {
  let google: FakeSiteverify;
  let recaptchaApp: FastifyInstance;

  beforeAll(async () => {
    google = await fakeSiteverify();
    const { verifyUrl } = google;
    recaptchaApp = await build({ config: { recaptcha: { siteKey: 'clave-del-sitio', secretKey: 'clave-secreta', verifyUrl } } });
  });
  afterAll(async () => {
    await recaptchaApp.close();
    google.close();
  });

  it('a token Google accepts lets the login through once, verified for the client address', async () => {
    const address = freshAddress();
    await failures(perMinute.max, address, recaptchaApp);
    const user = await signUp(recaptchaApp);
    const right = { email: user.body.email, password: user.password };
    expectCaptchaNeeded(await login(right, address, recaptchaApp));
    expect((await login({ ...right, captcha: 'token-falso' }, address, recaptchaApp)).statusCode).toBe(400);
    expect((await login({ ...right, captcha: 'buen-token' }, address, recaptchaApp)).statusCode).toBe(200);
    expect(google.seen.at(-1)?.get('remoteip')).toBe(address);
    const replay = await login({ ...right, captcha: 'buen-token' }, address, recaptchaApp);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('captcha_required');
    expect(await counted(address, perMinute, recaptchaApp)).toBe(perMinute.max);
  });
});

// The rows are the usual request limits: keys hashed, never the address in the clear.
describe('what is stored', () => {
  it('keeps no address in the clear, and nothing for an address that only signed in', async () => {
    const address = freshAddress();
    const user = await signUp(app);
    expect((await login({ email: user.body.email, password: user.password }, address)).statusCode).toBe(200);
    const keys = failedLoginLimits.map((l) => storedKey(`${l.name}|${address}`));
    expect(await app.db.select().from(requestLimits).where(inArray(requestLimits.key, keys))).toEqual([]);
    await login(guess(), address);
    const rows = await app.db.select({ key: requestLimits.key }).from(requestLimits).where(inArray(requestLimits.key, keys));
    expect(rows).toHaveLength(2);
    expect((await app.db.select({ key: requestLimits.key }).from(requestLimits).where(eq(requestLimits.key, address))).length).toBe(0);
  });
});
