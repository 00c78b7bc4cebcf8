import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../helpers/build.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

describe('the API edge', () => {
  it('answers an unknown /api path with a JSON 404 and a message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toContain('/api/v1/no-existe');
  });

  it('reports the health of the process and its database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' });
  });

  it('refuses a body that breaks the contract with a Spanish message naming the field, and changes nothing', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'no-es-correo', password: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/email/);
    expect(body.message).toMatch(/correo electrónico/);
    expect(body.errors.email).toBeTruthy();
  });

  it('names every missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
    expect(res.json().errors.email).toBe('El campo email es requerido.');
  });

  it('refuses malformed JSON in Spanish', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cuerpo de la solicitud no es un JSON válido.');
  });

  it('answers a signed-in operation without a valid bearer token with 401 Unauthenticated.', async () => {
    for (const headers of [{}, { authorization: 'Bearer inventado123' }, { authorization: 'Basic abc' }]) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/profile', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('treats a made-up token on an optional-sign-in operation as a visitor', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/room-details' , headers: { authorization: 'Bearer inventado' } });
    expect(res.statusCode).toBe(200);
  });

  it('compresses large JSON answers for clients that accept it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/movies/theater/viziona/showtimes', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('renders the contract at /api/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/swagger/i);
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json().paths['/movies/{slug}'].get.operationId).toBe('getMovie');
  });
});
