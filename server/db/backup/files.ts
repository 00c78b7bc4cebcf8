// Backup files: their names, a file that appears only once complete, which kind a file is, and the
// old ones a nightly run removes.
import fs from 'node:fs';
import path from 'node:path';

/** pg_dump's custom format (PostgreSQL), or plain SQL (the embedded database's pg_dump). */
export type BackupKind = 'custom' | 'sql';

const EXTENSION: Record<BackupKind, string> = { custom: '.dump', sql: '.sql' };
const NAME = /^viziona-\d{8}T\d{6}Z\.(dump|sql)$/;

/** `<folder>/viziona-20261128T030000Z.dump`: sorts by time, says when it was taken (UTC). */
export function backupName(folder: string, kind: BackupKind, at = new Date()): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return path.join(folder, `viziona-${stamp}${EXTENSION[kind]}`);
}

/** Where a backup is written until it is complete: a failed run never leaves a file that looks whole. */
export const partialOf = (file: string) => `${file}.partial`;

/** Moves a complete backup into its place (readable by its owner only: it holds personal data). */
export function publish(file: string): void {
  fs.chmodSync(partialOf(file), 0o600);
  fs.renameSync(partialOf(file), file);
}

/** The kind of a backup file, read from its first bytes (pg_dump's custom format starts with PGDMP). */
export function kindOf(file: string): BackupKind {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    fs.readSync(fd, head, 0, 5, 0);
    return head.toString('latin1') === 'PGDMP' ? 'custom' : 'sql';
  } finally {
    fs.closeSync(fd);
  }
}

/** Removes all but the newest `keep` backups of `folder` (only files named as backupName names them). */
export function pruneBackups(folder: string, keep: number): string[] {
  const ours = fs.readdirSync(folder).filter((f) => NAME.test(f)).sort();
  const old = ours.slice(0, Math.max(0, ours.length - keep));
  for (const f of old) fs.rmSync(path.join(folder, f));
  return old;
}
