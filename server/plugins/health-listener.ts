// GET /api/v1/health on a port of its own (HEALTH_PORT), answered by a thread of its own. Under a
// rush the HTTP loop is nearly always busy (97–98% in bench:reads' 200-connection mix) and a probe
// on the public port waits its turn behind the requests already read: p99 61–65 ms against a
// target of 50. This thread's loop has nothing else to do, so it answers at once — and still tells
// the truth: the HTTP loop writes a heartbeat (with the database pulse's verdict and the app's
// clock) into shared memory every BEAT_EVERY_MS; a loop that has not beaten for LOOP_STALE_MS is
// reported stuck (503), a database the pulse has not heard from for 3 s down (503), as on the
// public port. The public port's GET /api/v1/health is unchanged.
import { Worker } from 'node:worker_threads';
import fp from 'fastify-plugin';
import { DATABASE_DOWN } from '../http/health.ts';

/** How often the HTTP loop beats. */
export const BEAT_EVERY_MS = 100;
/** A loop that has not beaten for this long is reported stuck: longer than any GC pause or slow turn seen under load. */
export const LOOP_STALE_MS = 2000;
export const SERVER_STUCK = 'El servidor no atiende.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The health port's listener, when HEALTH_PORT is set. */
    healthListener?: { port: number };
  }
}

// The thread's code, a CommonJS script (run with eval): nothing to bundle or transpile.
const THREAD = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { beats, host, port, database, headers, loopStaleMs, messages } = workerData;
const slots = new BigInt64Array(beats);
const send = (res, req, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text) });
  res.end(req.method === 'HEAD' ? undefined : text);
};
const server = http.createServer((req, res) => {
  const path = req.url.split('?')[0];
  if (path !== '/api/v1/health' || (req.method !== 'GET' && req.method !== 'HEAD')) return send(res, req, 404, { message: messages.notFound });
  const now = Date.now();
  if (now - Number(Atomics.load(slots, 0)) > loopStaleMs) return send(res, req, 503, { message: messages.stuck });
  if (Atomics.load(slots, 1) !== 1n) return send(res, req, 503, { message: messages.database });
  send(res, req, 200, { status: 'ok', database, time: new Date(now + Number(Atomics.load(slots, 2))).toISOString() });
});
server.keepAliveTimeout = 72000;
server.on('error', (err) => parentPort.postMessage({ error: err.message }));
server.listen({ port, host, exclusive: true }, () => parentPort.postMessage({ port: server.address().port }));
`;

export default fp(
  async function healthListener(fastify) {
    const { healthPort, host } = fastify.config;
    if (healthPort === undefined) return;
    const slots = new BigInt64Array(new SharedArrayBuffer(3 * 8));
    const beat = () => {
      const now = Date.now();
      Atomics.store(slots, 0, BigInt(now));
      Atomics.store(slots, 1, fastify.databasePulse.alive() ? 1n : 0n);
      Atomics.store(slots, 2, BigInt(fastify.now().getTime() - now));
    };
    let timer: NodeJS.Timeout | undefined;
    let worker: Worker | undefined;
    const listener = { port: 0 };
    fastify.decorate('healthListener', listener);
    fastify.addHook('onReady', async () => {
      beat();
      timer = setInterval(beat, BEAT_EVERY_MS).unref();
      const thread = new Worker(THREAD, {
        eval: true,
        workerData: {
          beats: slots.buffer,
          host,
          port: healthPort,
          database: fastify.database.kind,
          headers: fastify.securityHeaders,
          loopStaleMs: LOOP_STALE_MS,
          messages: { stuck: SERVER_STUCK, database: DATABASE_DOWN, notFound: 'Recurso no encontrado.' },
        },
      });
      worker = thread;
      listener.port = await new Promise<number>((resolve, reject) => {
        thread.once('message', (m: { port?: number; error?: string }) => (m.port !== undefined ? resolve(m.port) : reject(new Error(`HEALTH_PORT ${healthPort}: ${m.error}`))));
        thread.once('error', reject);
      });
      thread.unref();
    });
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await worker?.terminate();
    });
  },
  { name: 'viziona-health-listener' },
);
