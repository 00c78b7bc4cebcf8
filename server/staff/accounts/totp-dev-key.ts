// Without STAFF_TOTP_KEYS (which production requires: server/config.ts) the server seals the staff's
// TOTP secrets with a development key it makes once in the data folder, <DATA_DIR>/staff-totp-keys,
// written as STAFF_TOTP_KEYS is (one line, readable by its owner only). On PostgreSQL as on the
// embedded database: the data folder of the machine that runs the server (where uploads go too),
// so every server process there reads the same file; a server on another machine against the same
// database needs that line as its STAFF_TOTP_KEYS. Whoever can read the folder can read the key:
// it protects a copy of the database, not a copy of the whole folder.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../../config.ts';
import { notWritable } from '../../db/lock.ts';
import { newTotpKeyRing, parseTotpKeys, TotpKeysError, totpKeysText, type TotpKeyRing } from './totp-secrets.ts';

export const DEV_KEY_FILE = 'staff-totp-keys';

export interface ResolvedTotpKeys {
  keys: TotpKeyRing;
  /** A warning for the log when the development key is used (and whether it was just made). */
  warning?: string;
}

/** The configured keys, or the development key of the data folder, made if missing. */
export function resolveTotpKeys(config: Pick<Config, 'staffTotpKeys' | 'dataDir'>): ResolvedTotpKeys {
  if (config.staffTotpKeys) return { keys: config.staffTotpKeys };
  const file = path.join(config.dataDir, DEV_KEY_FILE);
  let made = false;
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, `${totpKeysText(newTotpKeyRing('dev'))}\n`, { flag: 'wx', mode: 0o600 });
    made = true;
  } catch (err) {
    // Another process (or an earlier start) made it: that one is the key.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw notWritable(config.dataDir, err);
  }
  let keys: TotpKeyRing;
  try {
    keys = parseTotpKeys(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(err instanceof TotpKeysError ? `${file}: ${err.message}` : `No se pudo leer ${file}: ${(err as Error).message}`);
  }
  return {
    keys,
    warning: `STAFF_TOTP_KEYS no está configurada: los secretos TOTP del personal se cifran con la llave de desarrollo ${made ? 'creada ahora en' : 'de'} ${file}. En producción el servidor no arranca sin STAFF_TOTP_KEYS.`,
  };
}
