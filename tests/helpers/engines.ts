// The engine this run tests: TEST_DB=postgres (project server-pg in vitest.config.ts) uses the
// PostgreSQL 15 server and template of tests/setup/postgres.global.ts; anything else (project server)
// uses PGlite. engineKind says which, for build.ts and for engine-only tests (describe.runIf). The
// engine below opens databases without an app, for tests of the database layer; run outside
// server-pg, the postgres engine starts its own server.
import { inject } from 'vitest';
import { createTemplate, openDatabase, openFromTemplate, openMemoryDatabase, type Database, type DatabaseTemplate } from '../../server/db/open.ts';
import { seed } from '../../server/db/seed/index.ts';
import { createDatabase, startPostgres, type RunningPostgres } from './postgres.ts';

export type EngineKind = Database['kind'];
/** Which engine this test run uses: the `server` project runs PGlite, `server-pg` a real PostgreSQL 15. */
export const engineKind: EngineKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface Engine {
  name: EngineKind;
  /** A new database with the demo data (copied from a template built once). */
  open(): Promise<Database>;
  /** A new migrated database without data. */
  openEmpty(): Promise<Database>;
  /** URL of a brand-new database that is not even migrated (postgres engine only). */
  newDatabaseUrl?(): Promise<string>;
  /** Stops what this engine started. */
  teardown(): Promise<void>;
}

function pgliteEngine(): Engine {
  let template: Promise<DatabaseTemplate> | undefined;
  return {
    name: 'pglite',
    async open() {
      template ??= createTemplate((db) => seed(db));
      return openFromTemplate(await template);
    },
    openEmpty: () => openMemoryDatabase(),
    async teardown() {
      template = undefined;
    },
  };
}

function provided(): { url: string; template: string } | undefined {
  try {
    const url = inject('postgresUrl' as never) as string | undefined;
    const template = inject('postgresTemplate' as never) as string | undefined;
    return url && template ? { url, template } : undefined;
  } catch {
    return undefined;
  }
}

function postgresEngine(): Engine {
  let own: RunningPostgres | undefined;
  let server: Promise<{ url: string; template: string }> | undefined;
  let count = 0;
  const unique = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${count++}`;

  const ready = () =>
    (server ??= (async () => {
      const shared = provided();
      if (shared) return shared;
      own = await startPostgres();
      const template = 'db_tests_template';
      const database = await openDatabase({ databaseUrl: await own.createDatabase(template), dataDir: '' });
      await seed(database.db);
      await database.close();
      return { url: own.url, template };
    })());

  return {
    name: 'postgres',
    async open() {
      const { url, template } = await ready();
      return openDatabase({ databaseUrl: await createDatabase(url, unique('db'), template), dataDir: '' });
    },
    async openEmpty() {
      const { url } = await ready();
      return openDatabase({ databaseUrl: await createDatabase(url, unique('empty')), dataDir: '' });
    },
    async newDatabaseUrl() {
      const { url } = await ready();
      return createDatabase(url, unique('raw'));
    },
    async teardown() {
      await own?.stop();
    },
  };
}

export const engine = (): Engine => (engineKind === 'postgres' ? postgresEngine() : pgliteEngine());
