// The app's metrics (METRICS_PORT set; otherwise nothing is registered and nothing is paid): each
// answered request timed by its operation and status, the app followed by the gauges, Node's own
// figures (event loop delay, memory, GC), and GET /metrics on its own port. A worker of several
// (WORKERS) does not listen: its primary asks every worker over the cluster's channel and serves
// the sum (server/metrics/cluster.ts).
import cluster from 'node:cluster';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, collectDefaultMetrics, register } from 'prom-client';
import { requestSeconds } from './catalogue.ts';
import { followApp } from './gauges.ts';
import { listenForMetrics, type MetricsListener } from './listener.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** GET /metrics's listener, when METRICS_PORT is set and this process serves alone. */
    metricsListener?: { port: number };
  }
}

/**
 * The operation a request is counted under: its operationId, or for the routes outside the
 * contract (the site's pages and files) the method and the route's pattern. Never the address
 * itself, whose ids and queries would make a series per función.
 */
export function operationOf(request: FastifyRequest): string {
  const route = request.routeOptions;
  const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
  if (operationId) return operationId;
  return route.url ? `${request.method} ${route.url}` : 'sin_ruta';
}

let processFigures = false;

/** Node's own figures, once per process: several apps in one process (the tests) share them. */
function collectProcessFigures() {
  if (processFigures) return;
  processFigures = true;
  collectDefaultMetrics();
}

export default fp(
  async function metrics(fastify) {
    const where = fastify.config.metrics;
    if (!where) return;
    collectProcessFigures();
    fastify.addHook('onResponse', (request, reply, done) => {
      requestSeconds.observe({ operation: operationOf(request), status: reply.statusCode }, reply.elapsedTime / 1000);
      done();
    });
    const unfollow = followApp(fastify);
    fastify.addHook('onClose', async () => unfollow());

    // A worker answers its primary's requests for its figures (prom-client's cluster channel, set up by its first AggregatorRegistry).
    if (cluster.isWorker) return void new AggregatorRegistry();
    let listener: MetricsListener | undefined;
    const shown = { port: 0 };
    fastify.decorate('metricsListener', shown);
    fastify.addHook('onReady', async () => {
      listener = await listenForMetrics(where, () => register.metrics(), register.contentType);
      shown.port = listener.port;
    });
    fastify.addHook('onClose', async () => listener?.close());
  },
  { name: 'viziona-metrics' },
);
