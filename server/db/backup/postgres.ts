// Backup and restore of a PostgreSQL database with PostgreSQL's own programs. pg_dump reads one
// snapshot (a repeatable-read transaction) while the servers keep selling: what was committed before
// it started is in the file, whole, and nothing committed after. Its format is the custom one
// (compressed, restored by pg_restore in one transaction). A restore goes into an empty database
// only: the operator makes a new one, restores, and points DATABASE_URL at it.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { connection, postgresBinDir } from './tools.ts';
import { partialOf, publish, type BackupKind } from './files.ts';
import { BackupError } from './errors.ts';
import { portableSql } from './sql-text.ts';

const run = promisify(execFile);

async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(path.join(postgresBinDir(tool), tool), args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new BackupError(`${tool} falló: ${(e.stderr || e.message).trim()}`);
  }
}

/** pg_dump of the whole database into `file` (custom format). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  const { args, env } = connection(databaseUrl);
  try {
    await runTool('pg_dump', [...args, '--format=custom', `--file=${partialOf(file)}`], env);
  } catch (err) {
    fs.rmSync(partialOf(file), { force: true });
    throw err;
  }
  publish(file);
}

/** Refuses a database that already has tables: a restore never mixes two databases. */
async function mustBeEmpty(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n > 0) {
      throw new BackupError('La base de datos de DATABASE_URL no está vacía: crea una nueva (createdb), restaura en ella y luego apunta DATABASE_URL a ella.');
    }
  } finally {
    await client.end();
  }
}

/** Restores a backup into the empty database of `databaseUrl`, all or nothing (one transaction). */
export async function restorePostgres(databaseUrl: string, file: string, kind: BackupKind): Promise<void> {
  await mustBeEmpty(databaseUrl);
  const { args, env } = connection(databaseUrl);
  // Owners and grants are the old server's: the restoring user owns everything.
  if (kind === 'custom') {
    await runTool('pg_restore', [...args, '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], env);
    return;
  }
  // A plain SQL file: the embedded database's (embedded.ts), moving it to PostgreSQL.
  const psql = spawn(path.join(postgresBinDir('psql'), 'psql'), [...args, '--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--output=/dev/null'], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  psql.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve, reject) => {
    psql.once('error', reject);
    psql.once('exit', resolve);
  });
  psql.stdin.on('error', () => undefined);
  psql.stdin.end(portableSql(fs.readFileSync(file, 'utf8')));
  const code = await exited;
  if (code !== 0) throw new BackupError(`psql falló: ${stderr.trim()}`);
}
