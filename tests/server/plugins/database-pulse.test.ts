// GET /health answers from the database's pulse: 200 while the database answered a ping in the
// last 3 s, 503 with a Spanish message once it has not, and 200 again when it answers.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DATABASE_DOWN } from '../../../server/http/health.ts';
import { PULSE_EVERY_MS, PULSE_STALE_MS } from '../../../server/plugins/database-pulse.ts';
import { build } from '../../helpers/build.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const health = () => app.inject({ method: 'GET', url: '/api/v1/health' });

describe('the database pulse behind GET /health', () => {
  it('is 200 from the start, 503 once the database has not answered for 3 s, and 200 when it answers again', async () => {
    expect((await health()).statusCode).toBe(200);

    const execute = vi.spyOn(app.db, 'execute').mockRejectedValue(new Error('sin conexión'));
    let later = 0;
    const realNow = performance.now.bind(performance);
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + later);
    try {
      // Just inside the bound it is still alive; past it, down.
      later = PULSE_STALE_MS - PULSE_EVERY_MS * 1.5;
      expect((await health()).statusCode).toBe(200);
      later = PULSE_STALE_MS + PULSE_EVERY_MS;
      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ message: DATABASE_DOWN, request_id: down.headers['x-request-id'] });
      // The failed pings since have not brought it back.
      await new Promise((r) => setTimeout(r, PULSE_EVERY_MS + 200));
      expect((await health()).statusCode).toBe(503);

      execute.mockRestore();
      await vi.waitFor(async () => expect((await health()).statusCode).toBe(200), { timeout: PULSE_EVERY_MS * 3, interval: 100 });
    } finally {
      execute.mockRestore();
      clock.mockRestore();
    }
  });

  it('lets a ping in flight finish before the database closes, so a shutdown logs no false alarm', async () => {
    const closing = await build();
    const realExecute = closing.db.execute.bind(closing.db);
    let answer!: () => void;
    let pinged: Promise<unknown> | undefined;
    const execute = vi.spyOn(closing.db, 'execute').mockImplementation((query) => {
      pinged = new Promise<void>((resolve) => (answer = resolve)).then(() => realExecute(query));
      return pinged as ReturnType<typeof realExecute>;
    });
    await vi.waitFor(() => expect(pinged).toBeDefined(), { timeout: PULSE_EVERY_MS * 3, interval: 20 });
    const warn = vi.spyOn(closing.log, 'warn');
    const closed = closing.close();
    await new Promise((r) => setTimeout(r, 50));
    answer();
    await closed;
    await pinged?.catch(() => undefined);
    await new Promise((r) => setImmediate(r));
    execute.mockRestore();
    expect(warn).not.toHaveBeenCalled();
  });
});
