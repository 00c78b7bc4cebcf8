import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { VerificationResult } from '../../../openapi/index.ts';
import { rateLimits } from '../../../server/http/limits/per-operation.ts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema } from '../../../server/db/open.ts';
import { codeHash } from '../../../server/accounts/one-time.ts';
import { build } from '../../helpers/build.ts';
import { bearer, freshAddress, signUp } from '../../helpers/accounts.ts';
import { codeIn, startSmtpServer, type TestSmtpServer } from '../../helpers/smtp.ts';

let app: FastifyInstance;
let smtp: TestSmtpServer;
let clock = new Date();
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await build({ config: { smtpUrl: smtp.url }, now: () => clock });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const sendCode = (token: string) => app.inject({ method: 'POST', url: '/api/v1/code', headers: bearer(token), remoteAddress: freshAddress() });
const validate = (token: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/v1/code/validate', headers: bearer(token), payload: { code }, remoteAddress: freshAddress() });

async function mailedCode(token: string, email: string) {
  const before = smtp.mails.length;
  const res = await sendCode(token);
  expect(res.json()).toEqual({ message: 'Código enviado a tu correo' });
  const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.mails.indexOf(m) >= before);
  return codeIn(mail)!;
}

describe('stored verification codes', () => {
  it('are keyed with the server secret: the plain SHA-256 of user and code no longer matches', async () => {
    const { token, user } = await signUp(app);
    const code = await mailedCode(token, user.email);
    const [row] = await app.db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.userId, user.id));
    expect(row.codeHash).not.toBe(createHash('sha256').update(`${user.id}:${code}`).digest('hex'));
    expect(row.codeHash).toBe(codeHash(app.config.codeSecret, user.id, code));
    expect(row.codeHash).not.toBe(codeHash('otro secreto', user.id, code));
  });
});

describe('e-mail verification', () => {
  it('mails a 6-digit code that verifies the e-mail once', async () => {
    const { token, user } = await signUp(app);
    const code = await mailedCode(token, user.email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await validate(token, wrong)).json()).toEqual({ valid: false });

    const ok = (await validate(token, ` ${code} `)).json() as VerificationResult;
    expect(ok.valid).toBe(true);
    expect(ok.user?.email_verified_at).not.toBeNull();
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) })).json().email_verified_at).not.toBeNull();
    expect((await validate(token, code)).json()).toEqual({ valid: false });
  });

  it('refuses an expired code, an older code after a new one, and a code after too many wrong guesses', async () => {
    const { token, user } = await signUp(app);
    const first = await mailedCode(token, user.email);
    clock = new Date(Date.now() + 11 * 60_000);
    try {
      expect((await validate(token, first)).json()).toEqual({ valid: false });
    } finally {
      clock = new Date();
    }
    const second = await mailedCode(token, user.email);
    const third = await mailedCode(token, user.email);
    if (second !== third) expect((await validate(token, second)).json()).toEqual({ valid: false });
    for (let i = 0; i < 5; i++) await validate(token, third === '999999' ? '999998' : '999999');
    expect((await validate(token, third)).json()).toEqual({ valid: false });
  });

  it('refuses an empty code with the spec’s message and another person’s code', async () => {
    const ana = await signUp(app);
    const beto = await signUp(app);
    const blank = await validate(ana.token, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Por favor, ingresa el código de verificación');
    const empty = await validate(ana.token, '');
    expect(empty.json().message).toBe('Por favor, ingresa el código de verificación');

    const code = await mailedCode(ana.token, ana.user.email);
    expect((await validate(beto.token, code)).json()).toEqual({ valid: false });
    expect((await validate(ana.token, code)).json().valid).toBe(true);
  });

  it('needs a session and is rate limited', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/code' })).statusCode).toBe(401);
    const limited = await build();
    try {
      const { token } = await signUp(limited);
      // Per account, from any address: a few codes per validity window.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.inject({ method: 'POST', url: '/api/v1/code', headers: bearer(token), remoteAddress: freshAddress() })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Per address, loosely: many people may share one.
      const address = freshAddress();
      const max = rateLimits.sendVerificationCode!.max;
      const fromOne: number[] = [];
      for (let i = 0; i <= max; i++) fromOne.push((await limited.inject({ method: 'POST', url: '/api/v1/code', remoteAddress: address })).statusCode);
      expect(fromOne.slice(0, max).every((s) => s === 401)).toBe(true);
      expect(fromOne[max]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
