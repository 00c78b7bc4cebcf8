import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Session } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import { hashToken } from '../../../server/accounts/auth.ts';
import { rateLimits } from '../../../server/http/limits/per-operation.ts';
import { build } from '../../helpers/build.ts';
import { freshAddress, registerToken, registrationBody, signUp } from '../../helpers/accounts.ts';

let app: FastifyInstance;
let clock = new Date();
beforeAll(async () => {
  app = await build({ now: () => clock });
});
afterAll(() => app.close());

const register = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/register', payload, remoteAddress: freshAddress() });
const userCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(schema.users))[0].n;

describe('register', () => {
  it('creates the account, lowercases the e-mail and signs in with a random token whose hash only is stored', async () => {
    const body = registrationBody({ register_token: await registerToken(app) });
    body.email = body.email.toUpperCase();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const session = res.json() as Session;
    expect(session.user.email).toBe(body.email.toLowerCase());
    expect(session.user.email_verified_at).toBeNull();
    expect(session.user.fullname).toBe('Ana Gómez');
    expect(Buffer.from(session.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(session.expires_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const rows = await app.db.select().from(schema.sessions).where(eq(schema.sessions.userId, session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(session.token));
    expect(rows[0].tokenHash).not.toContain(session.token);
    const [user] = await app.db.select().from(schema.users).where(eq(schema.users.id, session.user.id));
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(body.password);

    const profile = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { authorization: `Bearer ${session.token}` } });
    expect(profile.json()).toMatchObject({ id: session.user.id, email: body.email.toLowerCase() });
  });

  it('gives expires_at in Bogotá time', async () => {
    clock = new Date('2026-12-01T03:30:00Z'); // 2026-11-30 22:30 in Bogotá
    const { expires_at } = await signUp(app);
    expect(expires_at).toBe('2026-12-30 22:30:00');
    clock = new Date();
  });

  const missing: [string, string][] = [
    ['name', 'El nombre es requerido'],
    ['lastname', 'El apellido es requerido'],
    ['email', 'El correo electrónico es requerido'],
    ['password', 'La contraseña es requerida'],
    ['doc_type', 'El tipo de documento es requerido'],
    ['doc_number', 'El número de documento es requerido'],
    ['phone', 'El teléfono es requerido'],
    ['birthday', 'La fecha de nacimiento es requerida'],
    ['sex', 'El sexo es requerido'],
    ['device', 'El dispositivo es requerido'],
    ['register_token', 'Debes confirmar que no eres un robot'],
  ];
  it.each(missing)('refuses a body without %s with the form message, creating nothing', async (field, message) => {
    const before = await userCount();
    const body: Record<string, unknown> = registrationBody({ register_token: await registerToken(app) });
    delete body[field];
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await userCount()).toBe(before);
  });

  const wrong: [string, unknown, string][] = [
    ['email', 'ana@', 'Correo electrónico inválido'],
    ['password', 'corta1A', 'La contraseña debe tener de 8 a 12 caracteres, incluir al menos una letra mayúscula, una minúscula, un número y no contener caracteres especiales'],
    ['password', 'sinmayuscula1', 'La contraseña debe tener de 8 a 12 caracteres, incluir al menos una letra mayúscula, una minúscula, un número y no contener caracteres especiales'],
    ['password', 'Con$imbolo1', 'La contraseña debe tener de 8 a 12 caracteres, incluir al menos una letra mayúscula, una minúscula, un número y no contener caracteres especiales'],
    ['name', '   ', 'El nombre es requerido'],
    ['lastname', '', 'El apellido es requerido'],
    ['doc_type', 'TI', 'El tipo de documento es requerido'],
    ['sex', 'X', 'El sexo es requerido'],
    ['device', 'ios', 'El dispositivo es requerido'],
  ];
  it.each(wrong)('refuses %s = %j with the form message', async (field, value, message) => {
    const before = await userCount();
    const res = await register({ ...registrationBody({ register_token: await registerToken(app) }), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a made-up, a reused and an expired robot token', async () => {
    const before = await userCount();
    const madeUp = await register(registrationBody({ register_token: 'inventado' }));
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe('Debes confirmar que no eres un robot');

    const token = await registerToken(app);
    expect((await register(registrationBody({ register_token: token }))).statusCode).toBe(201);
    const reused = await register(registrationBody({ register_token: token }));
    expect(reused.statusCode).toBe(400);

    const old = await registerToken(app);
    clock = new Date(Date.now() + 16 * 60_000);
    const expired = await register(registrationBody({ register_token: old }));
    clock = new Date();
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Debes confirmar que no eres un robot');
    expect(await userCount()).toBe(before + 1);
  });

  it('answers 409 for a taken e-mail (any case) or document, without spending the robot token', async () => {
    const first = await signUp(app);
    const token = await registerToken(app);
    const sameEmail = await register(registrationBody({ email: first.body.email.toUpperCase(), register_token: token }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('El correo electrónico ya está registrado.');
    const sameDoc = await register(registrationBody({ doc_type: first.body.doc_type, doc_number: first.body.doc_number, register_token: token }));
    expect(sameDoc.statusCode).toBe(409);
    expect(sameDoc.json().message).toBe('El número de documento ya está registrado.');
    expect((await register(registrationBody({ register_token: token }))).statusCode).toBe(201);
  });
});

describe('register rate limit', () => {
  it('answers 429 in Spanish after too many attempts from one address', async () => {
    const limited = await build();
    try {
      const codes: number[] = [];
      const max = rateLimits.register!.max;
      for (let i = 0; i < max; i++) {
        codes.push((await limited.inject({ method: 'POST', url: '/api/v1/register', payload: registrationBody({ register_token: 'x' }) })).statusCode);
      }
      expect(codes.every((c) => c === 400)).toBe(true);
      const last = await limited.inject({ method: 'POST', url: '/api/v1/register', payload: registrationBody({ register_token: 'x' }) });
      expect(last.statusCode).toBe(429);
      expect(last.json().message).toBe('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.');
    } finally {
      await limited.close();
    }
  });
});
