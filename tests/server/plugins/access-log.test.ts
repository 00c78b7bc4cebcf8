// The request log: one line per answered request, with what an operator needs and no headers.
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import app from '../../../server/app.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import { fastifyOptions } from '../../../server/options.ts';
import { freshDatabase } from '../../helpers/build.ts';

const lines: Record<string, unknown>[] = [];
let server: FastifyInstance;

beforeAll(async () => {
  const database = await freshDatabase();
  const config: Config = { ...loadConfig({}), distDir: path.resolve(import.meta.dirname, '../../../dist'), logLevel: 'info', nodeEnv: 'test', jobs: false };
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
