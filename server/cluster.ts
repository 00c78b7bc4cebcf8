// Several server processes behind one port (WORKERS=n, PostgreSQL only). One Node process serves
// on one core; node:cluster's primary accepts the connections and hands them to its workers in
// turn, and a keep-alive connection stays with the worker that took it, as a browser's requests
// then do. The primary prepares the database once (migrations, demo data), gives every worker the
// secrets all processes must share, replaces a worker that dies, on SIGHUP replaces every worker one
// at a time (a deploy: Replacement below), and on SIGTERM or SIGINT lets each finish its requests.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { serveClusterMetrics } from './metrics/cluster.ts';
import { totpKeysText, type TotpKeyRing } from './staff/accounts/totp-secrets.ts';

/** Set in a worker: the primary has already prepared the database. */
export const WORKER_ENV = 'VIZIONA_WORKER';

/** A worker that keeps dying this often within a minute stops the whole server. */
const MAX_RESTARTS_PER_MINUTE = 5;

export interface PrimaryOptions {
  config: Config & { staffTotpKeys: TotpKeyRing };
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
  // The keys of the staff's TOTP secrets too: the development key (made by the primary) included.
  const env = { [WORKER_ENV]: '1', CAPTCHA_SECRET: config.captchaSecret, CODE_SECRET: config.codeSecret, STAFF_TOTP_KEYS: totpKeysText(config.staffTotpKeys) };
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

  const replacement = new Replacement(() => cluster.fork(env), graceMs, log);
  cluster.on('exit', (worker, code, signal) => {
    if (closing || replacement.owns(worker)) return;
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
  process.on('SIGHUP', () => {
    if (!closing && started) void replacement.run();
  });
  for (let i = 0; i < config.workers; i++) cluster.fork(env);
}

/** How long a new worker may take to listen before a replacement gives up on it. */
const START_TIMEOUT_MS = 120_000;

const workersNow = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

function listening(worker: Worker, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      worker.off('listening', onListening);
      worker.off('exit', onExit);
      resolve(ok);
    };
    const onListening = () => done(true);
    const onExit = () => done(false);
    const timer = setTimeout(() => done(false), timeoutMs);
    worker.once('listening', onListening);
    worker.once('exit', onExit);
  });
}

function exited(worker: Worker, killAfterMs: number): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => worker.process.kill('SIGKILL'), killAfterMs);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * A deploy without failed requests (SIGHUP to the primary): the workers are replaced one at a time.
 * For each, a new worker is forked (the server file as it is on disk now: a new build) and, once it
 * listens (it listens only once its app is ready and warm, server.ts), the old one gets SIGTERM: it
 * stops taking connections, answers what it has, closes its streams so browsers reconnect to the
 * others, stops its jobs and exits (server.ts closeOnSignal). A new worker that dies or does not
 * listen in time ends the replacement and the old workers keep serving: a broken build never takes
 * the site down. The new version's migrations run when its first worker opens the database, while the
 * old version still serves: they must expand only (docs/operations.md).
 */
export class Replacement {
  private readonly mine = new Set<Worker>();
  private running = false;

  constructor(
    private readonly fork: () => Worker,
    private readonly graceMs: number,
    private readonly log: PrimaryOptions['log'],
  ) {}

  /** A worker this replacement starts or stops: its exit is no crash to answer. */
  owns(worker: Worker): boolean {
    return this.mine.has(worker);
  }

  /** Replaces every worker running now; false when a new one failed and the old ones were kept. */
  async run(): Promise<boolean> {
    if (this.running) return false;
    this.running = true;
    try {
      const old = workersNow();
      this.log.info(`Reemplazando los ${old.length} procesos del servidor uno a uno (SIGHUP).`);
      for (const [i, worker] of old.entries()) {
        const fresh = this.fork();
        this.mine.add(fresh);
        if (!(await listening(fresh, START_TIMEOUT_MS))) {
          fresh.process.kill('SIGKILL');
          this.log.error(`El proceso nuevo ${i + 1} de ${old.length} no arrancó: se conservan los procesos en servicio.`);
          return false;
        }
        this.mine.delete(fresh);
        this.mine.add(worker);
        this.log.info(`Proceso nuevo ${i + 1} de ${old.length} listo (pid ${fresh.process.pid}); el anterior (pid ${worker.process.pid}) deja de recibir conexiones.`);
        worker.process.kill('SIGTERM');
        await exited(worker, this.graceMs + 1_000);
        this.mine.delete(worker);
      }
      this.log.info(`Procesos del servidor reemplazados: ${old.length}.`);
      return true;
    } finally {
      this.running = false;
    }
  }
}

export const isClusterPrimary = (config: Config) => config.workers > 1 && cluster.isPrimary;
