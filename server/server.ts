import { fork } from 'node:child_process';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig, ConfigError, type Config } from './config.ts';
import { fastifyOptions } from './options.ts';
import { openDatabase, DatabaseStartError, isNewEmbedded, type Database, type OpenDatabaseConfig } from './db/open.ts';
import { seed } from './db/seed/index.ts';
import { PREPARE_ONLY_ENV } from './db/prepare-only.ts';
import app from './app.ts';
import { serverWithFrontDoor } from './http/cache/front-door.ts';
import { warmUp } from './http/warm-up.ts';
import { isClusterPrimary, runPrimary, WORKER_ENV } from './cluster.ts';
import closeWithGrace from 'close-with-grace';
import { connectionsEnded, stopTaking, trackConnections } from './http/drain.ts';
import { setupNotice, staffSetupLink } from './staff/accounts/setup-link.ts';
import { resolveTotpKeys } from './staff/accounts/totp-dev-key.ts';
import { sealTotpSecretsAtStart, type StartLog } from './staff/accounts/totp-at-rest.ts';
import type { TotpKeyRing } from './staff/accounts/totp-secrets.ts';

const shutdownGraceMs = 10_000;

/** Prints the first staff admin's one-time setup link while no admin exists (server/staff/accounts/setup-link.ts). */
async function announceStaffSetup(db: Database['db'], publicUrl: string, keys: TotpKeyRing) {
  const link = await staffSetupLink(db, publicUrl, keys);
  if (link) console.error(setupNotice(link));
}

/**
 * The configuration, with the keys that seal the staff's TOTP secrets: STAFF_TOTP_KEYS, or outside
 * production the development key of the data folder (and a warning to log).
 */
function startConfig(): { config: Config & { staffTotpKeys: TotpKeyRing }; warning?: string } {
  const loaded = loadConfig();
  const { keys, warning } = resolveTotpKeys(loaded);
  return { config: { ...loaded, staffTotpKeys: keys }, warning };
}

/**
 * Opens the database, fills in what is missing of the demo data (and, for a cluster's primary,
 * seals the TOTP secrets still in clear and announces the staff setup), closes it.
 */
async function prepareDatabase(config: Config & { staffTotpKeys: TotpKeyRing }, { primary }: { primary?: StartLog } = {}) {
  const database = await openDatabase(config);
  try {
    await seed(database.db);
    if (primary) {
      await sealTotpSecretsAtStart(database.db, config.staffTotpKeys, primary);
      await announceStaffSetup(database.db, config.publicUrl, config.staffTotpKeys);
    }
  } finally {
    await database.close();
  }
}

/**
 * A new embedded database is made (initdb, migrations, demo data) by a child process that then
 * exits: initdb's wasm instance and the seeding grow PGlite's memory by ~400 MB that a process
 * never gives back, so the server would keep it for its whole life. If the child fails, the server
 * tries itself and reports the error.
 */
function prepareNewEmbedded(config: OpenDatabaseConfig): Promise<void> {
  if (!isNewEmbedded(config)) return Promise.resolve();
  return new Promise((resolve) => {
    // Short-lived, so its memory doesn't matter: it compiles PGlite's wasm the quick way (see docs/running.md on --no-liftoff).
    const execArgv = process.execArgv.filter((flag) => flag !== '--no-liftoff');
    const child = fork(process.argv[1], process.argv.slice(2), { env: { ...process.env, [PREPARE_ONLY_ENV]: '1' }, execArgv, stdio: 'ignore' });
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
}

async function main() {
  const { config, warning } = startConfig();
  if (process.env[PREPARE_ONLY_ENV]) {
    await prepareDatabase(config);
    process.exit(0);
  }
  if (isClusterPrimary(config)) {
    const logger = pino({ level: config.logLevel });
    if (warning) logger.warn(warning);
    const log = { info: (m: string) => logger.info(m), warn: (m: string) => logger.warn(m), error: (m: string) => logger.error(m) };
    await runPrimary({ config, prepare: () => prepareDatabase(config, { primary: log }), graceMs: shutdownGraceMs, log });
    return;
  }
  // A worker of several (server/cluster.ts): its primary has prepared the database.
  const worker = process.env[WORKER_ENV] === '1';
  await prepareNewEmbedded(config);
  const database = await openDatabase(config);
  // Log lines leave in blocks of 8 KiB (or every second), not one write(2) per line: under a rush
  // a write per request cost a tenth of the CPU. Pino writes what is left when the process exits.
  const logs = pino.destination({ dest: 1, minLength: 8 * 1024, sync: false });
  setInterval(() => logs.flush(), 1000).unref();
  // Fresh public answers leave from the front door, before Fastify (server/http/cache/front-door.ts).
  // A request that arrives while the process closes is answered (its connection then closed), not refused with a 503.
  const server: FastifyInstance = Fastify({ ...fastifyOptions(config, { stream: logs }), return503OnClosing: false, serverFactory: serverWithFrontDoor(() => server) });
  server.addHook('onClose', () => database.close());
  trackConnections(server.server);
  try {
    if (!worker) {
      if (warning) server.log.warn(warning);
      await seed(database.db);
      // After the migrations (openDatabase): what no SQL migration can do without the key.
      await sealTotpSecretsAtStart(database.db, config.staffTotpKeys, server.log);
    }
    await server.register(app, { config, database });
    // After the app's own: its streams, WebSockets and jobs are closed by then.
    server.addHook('preClose', () => connectionsEnded(server.server, drainStarted ?? Date.now(), { deadlineMs: shutdownGraceMs - 2_000 }));
    await server.ready();
    await warmUp(server);
    // From the first moment it can answer: a signal while the setup link is still being announced
    // closes it gracefully instead of killing it.
    closeOnSignal(server, { worker });
    await server.listen({ port: config.port, host: config.host });
    if (!worker) await announceStaffSetup(database.db, config.publicUrl, config.staffTotpKeys);
  } catch (err) {
    // A signal during the announcement closed the database under it: the shutdown answers.
    if (drainStarted !== undefined) return;
    await server.close().catch(() => undefined);
    throw err;
  }
}

let drainStarted: number | undefined;

/**
 * A signal (SIGTERM, SIGINT; SIGHUP too when serving alone), or an error nothing caught, closes the
 * process gracefully (close-with-grace): it stops taking connections at once, its answers from then
 * on close their connections (server/http/drain.ts), the app closes its seat-map streams (browsers
 * reconnect, to another process), its WebSockets and its jobs (server/jobs/runner.ts), waits for
 * the requests in flight, closes the database and exits. Past the grace time it exits anyway. A
 * worker of several leaves SIGHUP to its primary (server/cluster.ts: replacing the workers), and a
 * second signal (a terminal's Ctrl-C reaches the whole group, then the primary's SIGTERM) does not
 * cut its drain short.
 */
function closeOnSignal(server: FastifyInstance, { worker }: { worker: boolean }) {
  if (worker) process.on('SIGHUP', () => undefined);
  closeWithGrace(
    {
      delay: shutdownGraceMs,
      logger: { error: (message: unknown) => server.log.error(message) },
      skip: worker ? ['SIGHUP'] : [],
      onSecondSignal: worker ? () => undefined : undefined,
    },
    async ({ signal, err }) => {
      if (err) server.log.error({ err }, 'error no atendido: cerrando el servidor');
      server.log.info({ signal }, 'cerrando el servidor');
      drainStarted = stopTaking(server.server);
      await server.close();
    },
  );
}

function oneLine(err: unknown): string {
  if (err instanceof ConfigError || err instanceof DatabaseStartError) return err.message;
  const e = err as NodeJS.ErrnoException & { port?: number };
  if (e?.code === 'EADDRINUSE') return `El puerto ya está en uso (${e.message.split(' ').pop()}).`;
  if (e?.code === 'EACCES') return `Sin permiso para escuchar en el puerto: ${e.message}`;
  return `No se pudo iniciar Viziona: ${e?.message ?? String(err)}`;
}

main().catch((err) => {
  console.error(oneLine(err));
  process.exit(1);
});
