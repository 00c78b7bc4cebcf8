// npm run backup / npm run restore (scripts/backup.ts, scripts/restore.ts): the engine of the
// configuration (DATABASE_URL, else the embedded database of DATA_DIR) decides how.
import fs from 'node:fs';
import path from 'node:path';
import { backupEmbedded, restoreEmbedded } from './embedded.ts';
import { backupName, kindOf, pruneBackups } from './files.ts';
import { BackupError } from './errors.ts';
import { backupPostgres, restorePostgres } from './postgres.ts';

export { BackupError } from './errors.ts';

export interface BackupTarget {
  databaseUrl?: string;
  dataDir: string;
}

export interface BackupOptions {
  /** Folder of dated backups (backupName); old ones past `keep` are removed. */
  folder: string;
  keep: number;
  /** A file of its own instead of a dated one in `folder` (nothing is removed then). */
  file?: string;
}

/** Takes a backup; returns its file and the old ones removed. */
export async function takeBackup(target: BackupTarget, options: BackupOptions): Promise<{ file: string; removed: string[] }> {
  const file = path.resolve(options.file ?? backupName(options.folder, target.databaseUrl ? 'custom' : 'sql'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (target.databaseUrl) await backupPostgres(target.databaseUrl, file);
  else await backupEmbedded(target.dataDir, file);
  return { file, removed: options.file ? [] : pruneBackups(options.folder, options.keep) };
}

/** Restores `file` into the empty database of the target. */
export async function restoreBackup(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`No existe el archivo ${file}.`);
  const kind = kindOf(file);
  if (target.databaseUrl) return restorePostgres(target.databaseUrl, file, kind);
  if (kind === 'custom') throw new BackupError('Es una copia de PostgreSQL (pg_dump): restáurala en PostgreSQL (DATABASE_URL).');
  return restoreEmbedded(target.dataDir, file);
}
