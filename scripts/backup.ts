// npm run backup [-- FILE]: a copy of the database the server is configured for (the same
// environment: DATABASE_URL, else the embedded database of DATA_DIR), into FILE or a dated file of
// BACKUP_DIR (./backups) keeping the newest BACKUP_KEEP (14). See docs/operations.md.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { BackupError, takeBackup } from '../server/db/backup/index.ts';

// The file holds personal data: its owner only, from the first byte.
process.umask(0o077);
try {
  const config = loadConfig();
  const keep = Number(process.env.BACKUP_KEEP || 14);
  if (!Number.isInteger(keep) || keep < 1) throw new BackupError(`BACKUP_KEEP debe ser un entero mayor que 0: ${process.env.BACKUP_KEEP}`);
  const { file, removed } = await takeBackup(config, { folder: path.resolve(process.env.BACKUP_DIR || './backups'), keep, file: process.argv[2] });
  const mb = (fs.statSync(file).size / 1e6).toFixed(1);
  console.log(`Copia de seguridad: ${file} (${mb} MB, ${config.databaseUrl ? 'PostgreSQL' : 'base de datos embebida'}).`);
  for (const old of removed) console.log(`Se borró la copia antigua ${old}.`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : `No se pudo hacer la copia: ${(err as Error).message}`);
  process.exit(1);
}
