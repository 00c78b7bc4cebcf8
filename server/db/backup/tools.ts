// PostgreSQL's own client programs (pg_dump, pg_restore, psql, and the server's initdb and pg_ctl for
// the tests): where they are, and how to hand them a DATABASE_URL without its password on their
// command line, where any user of the machine could read it (ps).
import fs from 'node:fs';
import path from 'node:path';

/** The folder of PostgreSQL's programs holding `tool`: $PG_BIN, the PATH, or Debian's newest /usr/lib/postgresql/<v>/bin. */
export function postgresBinDir(tool = 'pg_dump'): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, tool))) return dir;
  }
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (fs.existsSync(path.join(debian, v, 'bin', tool))) return path.join(debian, v, 'bin');
  }
  throw new Error(`No se encontró ${tool} de PostgreSQL: instala PostgreSQL 15 o más nuevo (postgresql-15, o postgresql-client-15 para pg_dump, pg_restore y psql) o define PG_BIN.`);
}

export interface Connection {
  /** --dbname=<the URL without its password>. */
  args: string[];
  /** The environment with PGPASSWORD when the URL had one. */
  env: NodeJS.ProcessEnv;
}

/** How a client program reaches the database of `databaseUrl`. */
export function connection(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { args: [`--dbname=${url.toString()}`], env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}
