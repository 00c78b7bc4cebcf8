// HEALTH_PORT (server/plugins/health-listener.ts): GET /api/v1/health answered by a thread of its
// own, off the HTTP loop, and still truthful: 200 while the loop beats and the database answers
// its pulse, 503 when the database has not answered, 503 while the HTTP loop is stuck.
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, ConfigError } from '../../../server/config.ts';
import { DATABASE_DOWN } from '../../../server/http/health.ts';
import { BEAT_EVERY_MS, LOOP_STALE_MS, SERVER_STUCK } from '../../../server/plugins/health-listener.ts';
import { build } from '../../helpers/build.ts';
import { engineKind } from '../../helpers/engines.ts';

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  app = await build({ config: { healthPort: 0 } });
  url = `http://127.0.0.1:${app.healthListener!.port}/api/v1/health`;
});
afterAll(() => app.close());

const settle = () => new Promise((r) => setTimeout(r, BEAT_EVERY_MS * 3));

describe('the health port', () => {
  it('answers as the public port does while all is well', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await res.json()) as { status: string; database: string; time: string };
    expect(body).toMatchObject({ status: 'ok', database: engineKind });
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(5000);
    expect((await fetch(url.replace('/health', '/settings'))).status).toBe(404);
    expect((await fetch(url, { method: 'POST' })).status).toBe(404);
  });

  it('is 503 while the database does not answer its pulse, and 200 once it does', async () => {
    const alive = vi.spyOn(app.databasePulse, 'alive').mockReturnValue(false);
    try {
      await settle();
      const down = await fetch(url);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ message: DATABASE_DOWN });
    } finally {
      alive.mockRestore();
    }
    await settle();
    expect((await fetch(url)).status).toBe(200);
  });

  it('is 503 while the HTTP loop is stuck, and 200 once it turns again', async () => {
    // The probe runs on a thread of its own: this one is about to stop turning, until it has answered.
    const done = new Int32Array(new SharedArrayBuffer(4));
    const probe = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       parentPort.postMessage('ready');
       setTimeout(async () => {
         const res = await fetch(workerData.url);
         parentPort.postMessage({ status: res.status, body: await res.json() });
         Atomics.store(new Int32Array(workerData.done), 0, 1);
       }, workerData.after);`,
      { eval: true, workerData: { url, after: LOOP_STALE_MS + 300, done: done.buffer } },
    );
    const answered = new Promise<{ status: number; body: unknown }>((resolve) =>
      probe.on('message', (m) => (m === 'ready' ? undefined : resolve(m as { status: number; body: unknown }))),
    );
    await new Promise((resolve) => probe.once('message', resolve));
    for (const until = Date.now() + 20_000; Atomics.load(done, 0) === 0 && Date.now() < until; );
    const stuck = await answered;
    await probe.terminate();
    expect(stuck).toEqual({ status: 503, body: { message: SERVER_STUCK } });
    await settle();
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('HEALTH_PORT', () => {
  it('is refused with several processes, which could not all listen on it, and on PORT itself', () => {
    expect(() => loadConfig({ HEALTH_PORT: '3001', WORKERS: '2', DATABASE_URL: 'postgres://localhost/x' })).toThrow(ConfigError);
    expect(() => loadConfig({ HEALTH_PORT: '3000', PORT: '3000' })).toThrow(ConfigError);
    expect(loadConfig({ HEALTH_PORT: '3001' }).healthPort).toBe(3001);
    expect(loadConfig({}).healthPort).toBeUndefined();
  });
});
