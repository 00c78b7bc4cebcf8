import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../helpers/build.ts';
import { engineKind } from '../helpers/engines.ts';

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
    expect(res.json()).toMatchObject({ status: 'ok', database: engineKind });
  });

  // The payment gateway's confirmation has no form of its own: the contract's generic messages apply.
  it('refuses a body that breaks the contract with a Spanish message naming the field', async () => {
    const payload = { x_ref_payco: 'R1', x_transaction_id: 'T1', x_amount: 'mucho', x_currency_code: 'COP', x_signature: 'f', x_cod_response: 'uno', x_id_invoice: 'VZ-1', x_response: 'Aceptada' };
    const res = await app.inject({ method: 'POST', url: '/api/v1/epayco/confirmation', payload });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/^El campo x_/);
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
  });

  it('names every missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/epayco/confirmation', payload: { x_ref_payco: 'R1' } });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    // x_signature is not required by the form: an unsigned confirmation is kept for audit, then refused.
    expect(Object.keys(errors).sort()).toEqual(['x_amount', 'x_cod_response', 'x_currency_code', 'x_id_invoice', 'x_transaction_id']);
    expect(errors.x_id_invoice).toBe('El campo x_id_invoice es requerido.');
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
