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
import { setupNotice, staffSetupLink } from './staff/accounts/setup-link.ts';

const shutdownGraceMs = 10_000;

/** Prints the first staff admin's one-time setup link while no admin exists (server/staff/accounts/setup-link.ts). */
async function announceStaffSetup(db: Database['db'], publicUrl: string) {
  const link = await staffSetupLink(db, publicUrl);
  if (link) console.error(setupNotice(link));
}

/** Opens the database, fills in what is missing of the demo data (and, for a cluster's primary, announces the staff setup), closes it. */
async function prepareDatabase(config: Config, { announce = false } = {}) {
  const database = await openDatabase(config);
  try {
    await seed(database.db);
    if (announce) await announceStaffSetup(database.db, config.publicUrl);
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
  const config = loadConfig();
  if (process.env[PREPARE_ONLY_ENV]) {
    await prepareDatabase(config);
    process.exit(0);
  }
  if (isClusterPrimary(config)) {
    const logger = pino({ level: config.logLevel });
    await runPrimary({ config, prepare: () => prepareDatabase(config, { announce: true }), graceMs: shutdownGraceMs, log: { info: (m) => logger.info(m), error: (m) => logger.error(m) } });
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
  const server: FastifyInstance = Fastify({ ...fastifyOptions(config, { stream: logs }), serverFactory: serverWithFrontDoor(() => server) });
  server.addHook('onClose', () => database.close());
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'cerrando el servidor');
    const force = setTimeout(() => process.exit(1), shutdownGraceMs);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (err) => {
        server.log.error({ err }, 'error al cerrar');
        process.exit(1);
      },
    );
  };
  try {
    if (!worker) await seed(database.db);
    await server.register(app, { config, database });
    await server.ready();
    await warmUp(server);
    // From the first moment it can answer: a signal while the setup link is still being announced
    // closes it gracefully instead of killing it.
    process.once('SIGINT', () => shutdown('SIGINT'));
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    await server.listen({ port: config.port, host: config.host });
    if (!worker) await announceStaffSetup(database.db, config.publicUrl);
  } catch (err) {
    // A signal during the announcement closed the database under it: the shutdown answers.
    if (closing) return;
    await server.close().catch(() => undefined);
    throw err;
  }
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
