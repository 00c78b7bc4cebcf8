// Several server processes behind one port (WORKERS=n, PostgreSQL only). One Node process serves
// on one core; node:cluster's primary accepts the connections and hands them to its workers in
// turn, and a keep-alive connection stays with the worker that took it, as a browser's requests
// then do. The primary prepares the database once (migrations, demo data), gives every worker the
// secrets all processes must share, replaces a worker that dies, and on SIGTERM or SIGINT lets each
// finish its requests.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { serveClusterMetrics } from './metrics/cluster.ts';

/** Set in a worker: the primary has already prepared the database. */
export const WORKER_ENV = 'VIZIONA_WORKER';

/** A worker that keeps dying this often within a minute stops the whole server. */
const MAX_RESTARTS_PER_MINUTE = 5;

export interface PrimaryOptions {
  config: Config;
  /** Migrations and demo data, once, before any worker starts. */
  prepare(): Promise<void>;
  /** How long workers get to finish their requests on shutdown. */
  graceMs: number;
  log: { info(message: string): void; error(message: string): void };
}

export async function runPrimary({ config, prepare, graceMs, log }: PrimaryOptions): Promise<void> {
  await prepare();
  await serveClusterMetrics(config);
  // Random per-process defaults would differ between workers: a captcha or a code one issued
  // could not be checked by another.
  const env = { [WORKER_ENV]: '1', CAPTCHA_SECRET: config.captchaSecret, CODE_SECRET: config.codeSecret };
  let closing = false;
  let started = false;
  const restarts: number[] = [];

  const stopAll = (code: number) => {
    if (closing) return;
    closing = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(code);
    const force = setTimeout(() => {
      for (const w of workers) w.process.kill('SIGKILL');
      process.exit(1);
    }, graceMs + 1_000);
    force.unref();
    let left = workers.length;
    for (const w of workers) {
      w.once('exit', () => {
        if (--left === 0) process.exit(code);
      });
      w.process.kill('SIGTERM');
    }
  };

  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    if (!started) {
      // A worker that cannot start (port taken, database gone) has said why on its stderr.
      stopAll(1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      log.error(`Los procesos del servidor terminan una y otra vez (el último: ${signal ?? `código ${code}`}); se detiene el servidor.`);
      stopAll(1);
      return;
    }
    log.error(`Un proceso del servidor terminó (${signal ?? `código ${code}`}); se inicia otro.`);
    cluster.fork(env);
  });

  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === config.workers && !started) {
      started = true;
      log.info(`Viziona atiende en el puerto ${config.port} con ${config.workers} procesos.`);
    }
  });
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));
  for (let i = 0; i < config.workers; i++) cluster.fork(env);
}

export const isClusterPrimary = (config: Config) => config.workers > 1 && cluster.isPrimary;
