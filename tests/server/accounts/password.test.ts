import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '../../../server/db/open.ts';
import { rateLimits } from '../../../server/http/limits/per-operation.ts';
import { build } from '../../helpers/build.ts';
import { freshAddress, signUp } from '../../helpers/accounts.ts';
import { resetLinkIn, startSmtpServer, type TestSmtpServer } from '../../helpers/smtp.ts';

let app: FastifyInstance;
let smtp: TestSmtpServer;
let clock = new Date();
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await build({ config: { smtpUrl: smtp.url, publicUrl: 'https://viziona.test' }, now: () => clock });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const forgot = (payload: object, remoteAddress = freshAddress()) => app.inject({ method: 'POST', url: '/api/v1/forgot', payload, remoteAddress });
const update = (code: string, payload: object) => app.inject({ method: 'POST', url: `/api/v1/update-password/${code}`, payload });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: freshAddress() });

async function resetCodeFor(email: string) {
  const sent = smtp.mails.length;
  expect((await forgot({ email })).statusCode).toBe(200);
  const mail = await smtp.waitFor((m, ) => m.to.includes(email) && smtp.mails.indexOf(m) >= sent);
  const link = resetLinkIn(mail)!;
  expect(link.startsWith('https://viziona.test/forgot-password/')).toBe(true);
  return link.split('/').pop()!;
}

describe('forgot password', () => {
  it('e-mails a single-use link to /forgot-password/{code} that sets a new password', async () => {
    const { body } = await signUp(app);
    const code = await resetCodeFor(body.email.toUpperCase() === body.email ? body.email : body.email);
    const res = await update(code, { password: 'Nueva2026ok' });
    expect(res.statusCode).toBe(200);
    expect((await login(body.email, 'Nueva2026ok')).statusCode).toBe(200);
    expect((await login(body.email, body.password)).statusCode).toBe(401);

    const reused = await update(code, { password: 'Otra2026ok' });
    expect(reused.statusCode).toBe(400);
    expect((await login(body.email, 'Otra2026ok')).statusCode).toBe(401);
  });

  it('answers the same whether or not the e-mail exists, and mails nobody for an unknown one', async () => {
    const unknown = `nadie.${Date.now()}@example.com`;
    const known = (await signUp(app)).body.email;
    const a = await forgot({ email: unknown });
    const b = await forgot({ email: known });
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    await smtp.waitFor((m) => m.to.includes(known));
    const rows = await app.db.select().from(schema.outgoingMail).where(eq(schema.outgoingMail.to, unknown));
    expect(rows).toEqual([]);
  });

  it('ends every session of the user and voids the other links sent before', async () => {
    const { body, token } = await signUp(app);
    const other = (await login(body.email, body.password)).json().token as string;
    const first = await resetCodeFor(body.email);
    const second = await resetCodeFor(body.email);
    expect((await update(second, { password: 'Nueva2026ok' })).statusCode).toBe(200);
    for (const t of [token, other]) {
      expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { authorization: `Bearer ${t}` } })).statusCode).toBe(401);
    }
    const stale = await update(first, { password: 'Otra2026ok' });
    expect(stale.statusCode).toBe(400);
    expect((await login(body.email, 'Nueva2026ok')).statusCode).toBe(200);
  });

  it('checks the e-mail with the forgot form’s messages', async () => {
    expect((await forgot({ email: 'ana' })).json().message).toBe('Correo inválido');
    expect((await forgot({})).json().message).toBe('El correo es requerido');
  });

  it('refuses an expired code, a made-up one, and a weak password without spending the code', async () => {
    const { body } = await signUp(app);
    const code = await resetCodeFor(body.email);
    const weak = await update(code, { password: 'debil' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^La contraseña debe tener de 8 a 12 caracteres/);
    expect((await update('a'.repeat(43), { password: 'Nueva2026ok' })).statusCode).toBe(400);

    clock = new Date(Date.now() + 61 * 60_000);
    try {
      const expired = await update(code, { password: 'Nueva2026ok' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('El enlace para restablecer la contraseña no es válido o ha expirado. Solicita uno nuevo.');
    } finally {
      clock = new Date();
    }
    expect((await login(body.email, body.password)).statusCode).toBe(200);
  });

  it('is limited per e-mail, whether or not it is registered, from any address', async () => {
    const known = (await signUp(app)).body.email;
    for (const email of [known, `nadie.${Date.now()}@example.com`]) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await forgot({ email })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it('is limited per address, loosely, with a Spanish 429', async () => {
    const address = freshAddress();
    const max = rateLimits.forgotPassword!.max;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await forgot({ email: `n${i}.${Date.now()}@example.com` }, address)).statusCode);
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});
