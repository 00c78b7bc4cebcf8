// The metrics of several server processes (WORKERS), served by their primary on METRICS_PORT: at
// each GET /metrics it asks every worker for its figures over the cluster's channel and answers
// their sum (prom-client's AggregatorRegistry; each metric says how it adds up: counters and
// histograms sum, gauges of the shared database are taken once, the database's verdict is the worst).
import { AggregatorRegistry } from 'prom-client';
import type { Config } from '../config.ts';
import { listenForMetrics } from './listener.ts';

/** Starts the primary's GET /metrics when METRICS_PORT is set; resolves once it listens. */
export async function serveClusterMetrics(config: Pick<Config, 'metrics'>): Promise<void> {
  if (!config.metrics) return;
  const workers = new AggregatorRegistry();
  await listenForMetrics(config.metrics, () => workers.clusterMetrics(), workers.contentType);
}
