// The request log: one line per answered request, with what an operator needs and no headers, and
// the request's id, which the answer carries too (X-Request-Id; request_id in a failure's body).
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import app from '../../../server/app.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import { fastifyOptions } from '../../../server/options.ts';
import { build, freshDatabase, testTotpKeys } from '../../helpers/build.ts';

const lines: Record<string, unknown>[] = [];
let server: FastifyInstance;

beforeAll(async () => {
  const database = await freshDatabase();
  const config: Config = { ...loadConfig({}), distDir: path.resolve(import.meta.dirname, '../../../dist'), logLevel: 'info', nodeEnv: 'test', jobs: false, staffTotpKeys: testTotpKeys };
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  server = Fastify(fastifyOptions(config, { stream }));
  server.addHook('onClose', () => database.close());
  await server.register(app, { config, database });
  // A handler that fails in a way nobody expected (a 500).
  server.get('/api/v1/prueba/falla', async () => {
    throw new Error('fallo de prueba');
  });
  await server.ready();
});
afterAll(() => server.close());

it('writes one line per request: method, address, status and time, without headers', async () => {
  lines.length = 0;
  await server.inject({ method: 'GET', url: '/api/v1/settings', headers: { authorization: 'Bearer secreto', cookie: 'a=b' } });
  await server.inject({ method: 'GET', url: '/api/v1/movies/no-existe' });
  expect(lines.map((l) => [l.msg, l.method, l.url, l.status])).toEqual([
    ['respuesta', 'GET', '/api/v1/settings', 200],
    ['respuesta', 'GET', '/api/v1/movies/no-existe', 404],
  ]);
  expect(lines.every((l) => typeof l.ms === 'number' && typeof l.reqId === 'string')).toBe(true);
  expect(JSON.stringify(lines)).not.toMatch(/secreto|cookie/);
});

it('hides the secret in a password reset link and in a ticket code, on the page and on the API', async () => {
  lines.length = 0;
  const code = 'VZ1.c2VjcmV0by1kZS1sYS1ib2xldGE.firma';
  await server.inject({ method: 'GET', url: '/forgot-password/codigo-secreto-123' });
  await server.inject({ method: 'POST', url: '/api/v1/update-password/codigo-secreto-123', payload: {} });
  await server.inject({ method: 'GET', url: `/api/v1/tickets/qr/${code}?size=300` });
  expect(lines.map((l) => l.url)).toEqual([
    '/forgot-password/[oculto]',
    '/api/v1/update-password/[oculto]',
    '/api/v1/tickets/qr/[oculto]?size=300',
  ]);
  expect(JSON.stringify(lines)).not.toMatch(/codigo-secreto|c2VjcmV0by/);
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

it("gives every request an id of its own: in its answer's X-Request-Id and in its log line, beside the client's address", async () => {
  lines.length = 0;
  const first = await server.inject({ method: 'GET', url: '/api/v1/settings', remoteAddress: '203.0.113.40' });
  const second = await server.inject({ method: 'GET', url: '/api/v1/settings', remoteAddress: '203.0.113.41' });
  const ids = [first, second].map((r) => r.headers['x-request-id']);
  expect(ids[0]).toMatch(UUID);
  expect(ids[1]).toMatch(UUID);
  expect(ids[0]).not.toBe(ids[1]);
  expect(lines.map((l) => [l.reqId, l.ip])).toEqual([
    [ids[0], '203.0.113.40'],
    [ids[1], '203.0.113.41'],
  ]);
});

it("names the request in a failure's body (request_id), as in every answer's header; a refusal's body is its message alone", async () => {
  lines.length = 0;
  const refused = await server.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'no-es-correo', password: '' } });
  const unknown = await server.inject({ method: 'GET', url: '/api/v1/no-existe' });
  const failed = await server.inject({ method: 'GET', url: '/api/v1/prueba/falla' });
  expect([refused, unknown, failed].map((r) => r.statusCode)).toEqual([400, 404, 500]);
  expect(failed.json()).toEqual({ message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.', request_id: failed.headers['x-request-id'] });
  for (const res of [refused, unknown]) {
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.json()).not.toHaveProperty('request_id');
  }
  // The failure's own log line (its error, for the operator) carries the id the person was shown.
  const failure = lines.find((l) => l.msg === 'unexpected error');
  expect(failure?.reqId).toBe(failed.json().request_id);
  // A successful answer's body is left as it is.
  expect((await server.inject({ method: 'GET', url: '/api/v1/settings' })).json()).not.toHaveProperty('request_id');
});

it("ignores an X-Request-Id a client sends: the log's ids are the server's, unless a trusted proxy gave them", async () => {
  const direct = await server.inject({ method: 'GET', url: '/api/v1/settings', headers: { 'x-request-id': 'elegido-por-el-cliente' } });
  expect(direct.headers['x-request-id']).toMatch(UUID);

  const proxied = await build({ config: { trustProxy: ['127.0.0.1'] } });
  try {
    const nginxId = '9b2d4e6f80a1c3e59b2d4e6f80a1c3e5';
    const fromProxy = await proxied.inject({ method: 'GET', url: '/api/v1/no-existe', remoteAddress: '127.0.0.1', headers: { 'x-request-id': nginxId } });
    expect(fromProxy.headers['x-request-id']).toBe(nginxId);
    // Not from the proxy, or not the shape of an id (a line break could forge a log line): a new one.
    const notProxy = await proxied.inject({ method: 'GET', url: '/api/v1/settings', remoteAddress: '203.0.113.42', headers: { 'x-request-id': nginxId } });
    expect(notProxy.headers['x-request-id']).toMatch(UUID);
    const bent = await proxied.inject({ method: 'GET', url: '/api/v1/settings', remoteAddress: '127.0.0.1', headers: { 'x-request-id': 'abc def"}{"nivel":"falso' } });
    expect(bent.headers['x-request-id']).toMatch(UUID);
  } finally {
    await proxied.close();
  }
});
