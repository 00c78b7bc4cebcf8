// npm run staff:totp-reseal: seals again, under the first key of STAFF_TOTP_KEYS, every staff TOTP
// secret sealed under another key of the list (and any still in clear), then says what no key of the
// list opens. The rotation (README, Configuración): put the new key first in STAFF_TOTP_KEYS with
// the old one after it, restart every server process, run this, then drop the old key.
// It opens the database as the server does (DATABASE_URL, or the embedded one in DATA_DIR, which
// only one process may open: stop the server first). Exit code 1 when some secret stays unreadable.
import { ConfigError, loadConfig } from '../server/config.ts';
import { DatabaseStartError, openDatabase } from '../server/db/open.ts';
import { resolveTotpKeys } from '../server/staff/accounts/totp-dev-key.ts';
import { sweepReport, sweepTotpSecrets } from '../server/staff/accounts/totp-at-rest.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const { keys, warning } = resolveTotpKeys(config);
  if (warning) console.error(warning);
  const database = await openDatabase(config);
  try {
    const sweep = await sweepTotpSecrets(database.db, keys, { rotate: true });
    const report = sweepReport(sweep, keys);
    if (report.info) console.log(report.info);
    else if (!report.warn) console.log(`Nada que cifrar de nuevo: los ${sweep.current} secretos TOTP del personal ya están con la llave '${keys.current}'.`);
    if (report.warn) console.error(report.warn);
    return report.warn ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError || err instanceof DatabaseStartError ? err.message : `No se pudieron cifrar de nuevo los secretos TOTP: ${(err as Error)?.message ?? String(err)}`);
    process.exit(1);
  },
);
