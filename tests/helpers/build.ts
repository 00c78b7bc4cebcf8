import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import app, { type AppOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { fastifyOptions } from '../../server/options.ts';
import { serverWithFrontDoor } from '../../server/http/cache/front-door.ts';
import { createTemplate, openDatabase, openFromTemplate, type Database, type DatabaseTemplate } from '../../server/db/open.ts';
import { seed } from '../../server/db/seed/index.ts';
import { newTotpKeyRing } from '../../server/staff/accounts/totp-secrets.ts';
import { watchContract } from './contract.ts';
import { engineKind } from './engines.ts';
import { createDatabase } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the template-holding PostgreSQL server (server-pg project). */
    postgresUrl: string;
    /** Name of the migrated and seeded template database on it. */
    postgresTemplate: string;
  }
}

/** The keys that seal the staff's TOTP secrets in the tests' apps (server.ts takes STAFF_TOTP_KEYS or makes a development key). */
export const testTotpKeys = newTotpKeyRing('prueba');

let pgliteTemplate: Promise<DatabaseTemplate> | undefined;
let databaseCount = 0;

/** A fresh database with the demo data, independent of every other test's. */
export async function freshDatabase(): Promise<Database> {
  if (engineKind === 'postgres') {
    const name = `t_${process.pid}_${Date.now().toString(36)}_${databaseCount++}`;
    const url = await createDatabase(inject('postgresUrl'), name, inject('postgresTemplate'));
    return openDatabase({ databaseUrl: url, dataDir: '' });
  }
  pgliteTemplate ??= createTemplate((db) => seed(db));
  return openFromTemplate(await pgliteTemplate);
}

/**
 * Two handles on one fresh database, as two server processes would hold them: separate pools (and
 * LISTEN connections) on PostgreSQL; on PGlite, which one process owns, the same handle twice.
 */
export async function oneDatabaseTwice(): Promise<{ first: Database; second: Database; close(): Promise<void> }> {
  if (engineKind === 'postgres') {
    const name = `t_${process.pid}_${Date.now().toString(36)}_${databaseCount++}`;
    const url = await createDatabase(inject('postgresUrl'), name, inject('postgresTemplate'));
    const first = await openDatabase({ databaseUrl: url, dataDir: '' });
    const second = await openDatabase({ databaseUrl: url, dataDir: '' });
    return { first, second, close: async () => void (await Promise.all([first.close(), second.close()])) };
  }
  const database = await freshDatabase();
  return { first: database, second: database, close: () => database.close() };
}

export interface BuildOptions {
  config?: Partial<Config>;
  now?: () => Date;
  /** Put the front door (server/http/cache/front-door.ts) before Fastify, as the process does; test it over app.listen. */
  frontDoor?: boolean;
  /** Run on this database (left open when the app closes) instead of a fresh one. */
  database?: Database;
  cache?: AppOptions['cache'];
  seatStreams?: AppOptions['seatStreams'];
  /** Where the app's log lines go, at config.logLevel (by default the app logs nothing). */
  logs?: DestinationStream;
}

/** The app as the server runs it, on a fresh database, ready for `app.inject`. */
export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await freshDatabase());
  const config: Config = {
    ...loadConfig({}),
    distDir: path.resolve(import.meta.dirname, '../../dist'),
    logLevel: 'silent',
    nodeEnv: 'test',
    // Periodic jobs only where a test asks for them.
    jobs: false,
    staffTotpKeys: testTotpKeys,
    ...options.config,
  };
  const server: FastifyInstance = Fastify({ ...fastifyOptions(config, options.logs ? { stream: options.logs } : false), ...(options.frontDoor && { serverFactory: serverWithFrontDoor(() => server) }) });
  watchContract(server);
  if (!options.database) server.addHook('onClose', () => database.close());
  await server.register(app, { config, database, now: options.now, cache: options.cache, seatStreams: options.seatStreams });
  await server.ready();
  return server;
}

/** A built app shared by the tests of one file, closed after them, with a typed GET of the API. */
export function useApp(options: BuildOptions = {}) {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build(options);
  });
  afterAll(() => app.close());
  return {
    app: () => app,
    async get<T>(url: string) {
      const res = await app.inject({ method: 'GET', url: `/api/v1${url}` });
      return { status: res.statusCode, body: res.json() as T };
    },
  };
}

/**
 * Two apps on one fresh database for the tests of a file, as two server processes on one PostgreSQL
 * (on PGlite, two apps on the one in-process database); closed after the file.
 */
export function useTwoApps(): { apps: () => [FastifyInstance, FastifyInstance] } {
  let databases: Awaited<ReturnType<typeof oneDatabaseTwice>>;
  let apps: [FastifyInstance, FastifyInstance];
  beforeAll(async () => {
    databases = await oneDatabaseTwice();
    apps = [await build({ database: databases.first }), await build({ database: databases.second })];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await databases.close();
  });
  return { apps: () => apps };
}
