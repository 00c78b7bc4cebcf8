// Account helpers for server tests: a valid registration body and a signed-up user.
import type { FastifyInstance } from 'fastify';
import type { RegisterRequest, Session } from '../../openapi/index.ts';

let counter = 0;

/** A registration body that passes every rule of spec §5, unique per call. */
export function registrationBody(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter++;
  const unique = `${process.pid}${Date.now().toString(36)}${counter}`;
  return {
    name: 'Ana',
    lastname: 'Gómez',
    email: `ana.${unique}@example.com`,
    password: 'Cine2026ok',
    doc_type: 'CC',
    doc_number: `10${unique.replace(/[^0-9a-z]/gi, '').slice(-14)}`,
    phone: '3001234567',
    birthday: '1994-05-17',
    sex: 'F',
    device: 'web',
    register_token: '',
    ...overrides,
  };
}

let address = 0;
/** A new client address, so per-address rate limits do not mix up unrelated test requests. */
export const freshAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

export async function registerToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/token/register', remoteAddress: freshAddress() });
  return (res.json() as { token: string }).token;
}

/** Registers a new user through the API and returns its session and password. */
export async function signUp(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}) {
  const body = registrationBody({ register_token: await registerToken(app), ...overrides });
  const res = await app.inject({ method: 'POST', url: '/api/v1/register', payload: body, remoteAddress: freshAddress() });
  if (res.statusCode !== 201) throw new Error(`registro falló: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as Session), password: body.password, body };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
