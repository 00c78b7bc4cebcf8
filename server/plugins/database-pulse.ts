// The database's pulse: one `select 1` a second in the background, so GET /health answers from
// memory. A health check that queued a query behind a presale's traffic measured the queue, not
// the service, and added to the load it was watching. The answer says whether the database
// answered in the last PULSE_STALE_MS; the first ping runs before the server is ready.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

/** How often the database is pinged. */
export const PULSE_EVERY_MS = 1000;
/** A database whose last answer is older than this is reported down (503). */
export const PULSE_STALE_MS = 3000;

export interface DatabasePulse {
  /** Whether the database answered a ping within PULSE_STALE_MS. */
  alive(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    databasePulse: DatabasePulse;
  }
}

export default fp(async function databasePulse(fastify) {
  let answeredAt = -Infinity;
  // The ping in flight, so that closing waits for it instead of closing the database under it
  // (which logged a false 'no respondió' at every shutdown).
  let pinging: Promise<void> | undefined;
  const pingOnce = async () => {
    try {
      await fastify.db.execute(sql`select 1`);
      answeredAt = performance.now();
    } catch (err) {
      fastify.log.warn({ err }, 'la base de datos no respondió al pulso');
    }
  };
  const ping = () =>
    (pinging ??= pingOnce().finally(() => {
      pinging = undefined;
    }));
  let timer: NodeJS.Timeout | undefined;
  fastify.decorate('databasePulse', { alive: () => performance.now() - answeredAt <= PULSE_STALE_MS });
  fastify.addHook('onReady', async () => {
    await ping();
    timer = setInterval(() => void ping(), PULSE_EVERY_MS).unref();
  });
  fastify.addHook('preClose', async () => {
    clearInterval(timer);
    await pinging;
  });
});
