// A throwaway PostgreSQL server for tests: its own temp folder, a free port on 127.0.0.1, a Unix
// socket in the same folder, trust authentication, superuser `app`. As root it runs as the
// `postgres` user (the server refuses root). It is stopped by stop(), on process exit, and by a
// detached watchdog if this process is killed outright.
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresBinDir } from '../../server/db/backup/tools.ts';

const run = promisify(execFile);

export interface RunningPostgres {
  /** postgres://app@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** The same database's URL over the server's Unix socket instead of TCP (a server on the same machine). */
  socketUrl(url: string): string;
  /** Creates a database (optionally as a copy of `template`, which must have no open connections); returns its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  /** Fast shutdown and removal of the folder. Safe to call twice. */
  stop(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

/** Where initdb and pg_ctl live: $PG_BIN, the PATH, or Debian's /usr/lib/postgresql/<v>/bin. */
const binDir = () => postgresBinDir('pg_ctl');

/** argv that runs a PostgreSQL binary as the right user. */
function command(bin: string, tool: string, args: string[]): [string, string[]] {
  const exe = path.join(bin, tool);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid <= 0) throw new Error('No existe el usuario postgres para ejecutar PostgreSQL como root.');
  return { uid, gid };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * Creates database `name` on the server of `serverUrl` (any database URL of it), optionally as a
 * copy of `template` (which must have no open connections). Returns the new database's URL.
 * Usable from test workers that only know the server's URL.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  if (asRoot) {
    const { uid, gid } = postgresIds();
    fs.chownSync(dir, uid, gid);
  }
  const opts = { cwd: dir, env: { ...process.env, LC_ALL: 'C.UTF-8' } };
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });

  try {
    const [initCmd, initArgs] = command(bin, 'initdb', ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    await run(initCmd, initArgs, opts);
  } catch (err) {
    removeDir();
    throw new Error(`initdb falló: ${(err as { stderr?: string }).stderr ?? String(err)}`);
  }

  const stopArgs = (mode: 'fast' | 'immediate') => command(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c max_connections=200',
      // Throwaway data: durability off for speed.
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      // PG_SERVER_OPTIONS: more settings for a bench (e.g. -c shared_preload_libraries=pg_stat_statements).
      process.env.PG_SERVER_OPTIONS ?? '',
    ].join(' ');
    const [startCmd, startArgs] = command(bin, 'pg_ctl', ['-D', data, '-l', log, '-o', serverOptions, '-w', '-t', '30', 'start']);
    try {
      await run(startCmd, startArgs, opts);
      break;
    } catch (err) {
      const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
      if (attempt < 5 && /could not bind|already in use/i.test(text)) continue;
      removeDir();
      throw new Error(`pg_ctl start falló: ${(err as { stderr?: string }).stderr ?? String(err)}\n${text}`);
    }
  }

  // If this process dies without running its exit handlers, the watchdog stops the server.
  const [stopCmd, stopArgv] = stopArgs('immediate');
  const stopLine = [stopCmd, ...stopArgv].map(shellQuote).join(' ');
  const watchdog = spawn(
    'sh',
    ['-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${stopLine} >/dev/null 2>&1; rm -rf ${shellQuote(dir)}`],
    { detached: true, stdio: 'ignore', cwd: os.tmpdir() },
  );
  watchdog.unref();

  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    const [cmd, args] = stopArgs('immediate');
    spawnSync(cmd, args, { ...opts, stdio: 'ignore' });
    removeDir();
    if (watchdog.pid) spawnSync('kill', [String(watchdog.pid)], { stdio: 'ignore' });
  };
  process.once('exit', stopNow);

  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    socketUrl: (of) => {
      const parsed = new URL(of);
      return `postgres://${parsed.username}@${parsed.pathname}?host=${encodeURIComponent(dir)}&port=${port}`;
    },
    createDatabase: (name, template) => createDatabase(url, name, template),
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', stopNow);
      try {
        const [cmd, args] = stopArgs('fast');
        await run(cmd, args, opts);
      } catch {
        const [cmd, args] = stopArgs('immediate');
        spawnSync(cmd, args, { ...opts, stdio: 'ignore' });
      } finally {
        if (watchdog.pid) {
          try {
            process.kill(watchdog.pid);
          } catch {
            /* already gone */
          }
        }
        removeDir();
      }
    },
  };
}
