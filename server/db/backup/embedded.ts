// Backup and restore of the embedded database (PGlite) with pg_dump's WebAssembly build
// (@electric-sql/pglite-tools): a plain SQL file that restores into a new embedded database or into
// PostgreSQL 15 (moving to a server). PGlite has one connection and no lock of its own, so these
// take the data folder's lock as the server does (lock.ts): the server must be stopped, or they
// refuse. Taking the dump through the running server was the alternative; pg_dump ends with
// DEALLOCATE ALL on the one connection, which the server's prepared statements live on.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { DatabaseStartError } from '../errors.ts';
import { displayPath, lockDir, type DirLock } from '../lock.ts';
import { BackupError } from './errors.ts';
import { partialOf, publish } from './files.ts';

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
const exists = (dataDir: string) => fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));

function lock(dataDir: string): DirLock {
  try {
    return lockDir(dataDir);
  } catch (err) {
    if (err instanceof DatabaseStartError) throw new BackupError(`${err.message} Detén el servidor antes de copiar o restaurar la base de datos embebida.`);
    throw err;
  }
}

/** The whole embedded database of `dataDir` as SQL in `file`. */
export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  if (!exists(dataDir)) throw new BackupError(`No hay base de datos embebida en ${displayPath(pgliteDir(dataDir))}.`);
  const held = lock(dataDir);
  try {
    const pg = await PGlite.create({ dataDir: pgliteDir(dataDir) });
    try {
      // Owners and grants stay behind: on PostgreSQL the restoring user owns everything.
      const dump = await pgDump({ pg, args: ['--no-owner', '--no-privileges'] });
      fs.writeFileSync(partialOf(file), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pg.close();
    }
    publish(file);
  } catch (err) {
    fs.rmSync(partialOf(file), { force: true });
    throw err;
  } finally {
    held.release();
  }
}

/** A new embedded database in `dataDir` made from a SQL backup (refused where one exists). */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  if (exists(dataDir)) {
    throw new BackupError(`Ya hay una base de datos embebida en ${displayPath(pgliteDir(dataDir))}: restaura en una carpeta nueva (DATA_DIR) y luego apunta el servidor a ella.`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const held = lock(dataDir);
  try {
    const pg = await PGlite.create({ dataDir: pgliteDir(dataDir) });
    try {
      await pg.exec(fs.readFileSync(file, 'utf8'));
    } finally {
      await pg.close();
    }
  } catch (err) {
    // Half a database would be taken for a whole one by the next start.
    fs.rmSync(pgliteDir(dataDir), { recursive: true, force: true });
    throw err instanceof BackupError ? err : new BackupError(`No se pudo restaurar ${file}: ${(err as Error).message}`);
  } finally {
    held.release();
  }
}
