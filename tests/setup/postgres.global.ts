import type { TestProject } from 'vitest/node';
import { startPostgres } from '../helpers/postgres.ts';
import { openDatabase } from '../../server/db/open.ts';
import { seed } from '../../server/db/seed/index.ts';

/** One PostgreSQL 15 server for the server-pg project, with a migrated and seeded template database. */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  const templateUrl = await server.createDatabase('viziona_template');
  const database = await openDatabase({ databaseUrl: templateUrl, dataDir: '' });
  try {
    await seed(database.db);
  } finally {
    await database.close();
  }
  project.provide('postgresUrl', server.url);
  project.provide('postgresTemplate', 'viziona_template');
  return () => server.stop();
}
