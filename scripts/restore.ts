// npm run restore -- FILE: restores a backup (npm run backup) into the empty database of the
// environment (DATABASE_URL, else a new embedded database in DATA_DIR). A PostgreSQL backup goes to
// PostgreSQL; an embedded one to either: that is how the embedded database moves to PostgreSQL.
// See docs/operations.md.
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { BackupError, restoreBackup } from '../server/db/backup/index.ts';
import { restoredDatabase } from '../server/db/backup/summary.ts';

try {
  const file = process.argv[2];
  if (!file) throw new BackupError('Uso: npm run restore -- ARCHIVO (una copia de npm run backup).');
  const config = loadConfig();
  await restoreBackup(config, path.resolve(file));
  const restored = await restoredDatabase(config);
  console.log(`Restaurada ${file} en ${config.databaseUrl ? 'PostgreSQL' : `la base de datos embebida de ${config.dataDir}`}: ${restored.bills} facturas aceptadas, ${restored.tickets} boletas.`);
  const differences = [...restored.migrations, ...restored.functions];
  if (differences.length === 0) console.log('Sus migraciones y funciones SQL son las de esta versión.');
  else console.log(`Difiere de esta versión (el servidor aplica lo que falta al iniciar):\n  ${differences.join('\n  ')}`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : `No se pudo restaurar: ${(err as Error).message}`);
  process.exit(1);
}
