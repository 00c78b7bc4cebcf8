// The request log: one line per answered request, with what an operator needs and no headers.
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import app from '../../../server/app.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import { fastifyOptions } from '../../../server/options.ts';
import { freshDatabase, testTotpKeys } from '../../helpers/build.ts';

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
