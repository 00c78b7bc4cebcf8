// Every stored TOTP secret gone over at once: staff_people's and staff_invitations' (a used link
// keeps its person's secret). A migration runs SQL and the key is never in the database, so the
// secrets stored in clear before they were sealed are sealed here, by the server as it starts,
// after its migrations (server/server.ts); a clear value is told by its shape (base32). Rotation
// (`npm run staff:totp-reseal`, scripts/reseal-totp-secrets.ts) seals again under the ring's first
// key every value sealed under another. Each row changes only if it still holds what was read, so
// two processes doing this at once do not undo each other.
import { and, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/open.ts';
import { isClearTotpSecret, openTotpSecret, sealedWith, sealTotpSecret, TotpSecretUnreadable, type TotpKeyRing } from './totp-secrets.ts';

export interface TotpSweep {
  /** Values found in clear and sealed under the current key. */
  sealed: number;
  /** Values moved from another key to the current one (rotation only). */
  resealed: number;
  /** Values sealed under the current key already. */
  current: number;
  /** Values under an older key of the ring, left so (they open; only rotation moves them). */
  older: number;
  /** Values no key of the ring opens: nobody signs in with them until the ring has their key. */
  unreadable: TotpSecretUnreadable[];
}

const tables = [
  { table: schema.staffPeople, kind: 'staff_person' },
  { table: schema.staffInvitations, kind: 'staff_invitation' },
] as const;

/**
 * Seals every secret stored in clear, and checks that the ring opens every sealed one; with
 * `rotate`, also seals again under the current key those sealed under an older one.
 */
export async function sweepTotpSecrets(db: DbOrTx, keys: TotpKeyRing, { rotate = false } = {}): Promise<TotpSweep> {
  const sweep: TotpSweep = { sealed: 0, resealed: 0, current: 0, older: 0, unreadable: [] };
  for (const { table, kind } of tables) {
    const rows = await db.select({ id: table.id, totpSecret: table.totpSecret }).from(table);
    for (const row of rows) {
      const clear = isClearTotpSecret(row.totpSecret);
      let secret = row.totpSecret;
      if (!clear) {
        try {
          secret = openTotpSecret(keys, row.totpSecret, `${kind}:${row.id}`);
        } catch (err) {
          if (!(err instanceof TotpSecretUnreadable)) throw err;
          sweep.unreadable.push(err);
          continue;
        }
        if (sealedWith(row.totpSecret) === keys.current) {
          sweep.current++;
          continue;
        }
        if (!rotate) {
          sweep.older++;
          continue;
        }
      }
      const changed = await db
        .update(table)
        .set({ totpSecret: sealTotpSecret(keys, secret) })
        .where(and(eq(table.id, row.id), eq(table.totpSecret, row.totpSecret)))
        .returning({ id: table.id });
      if (changed.length === 0) continue;
      if (clear) sweep.sealed++;
      else sweep.resealed++;
    }
  }
  return sweep;
}

export interface StartLog {
  info(message: string): void;
  warn(message: string): void;
}

/** At start, after the migrations: seals what is in clear, and says in the log what no key opens. */
export async function sealTotpSecretsAtStart(db: DbOrTx, keys: TotpKeyRing, log: StartLog): Promise<void> {
  const report = sweepReport(await sweepTotpSecrets(db, keys), keys);
  if (report.info) log.info(report.info);
  if (report.warn) log.warn(report.warn);
}

/** The sweep's lines for the log: what was sealed, and every value no key opens (warn). */
export function sweepReport(sweep: TotpSweep, keys: TotpKeyRing): { info?: string; warn?: string } {
  const report: { info?: string; warn?: string } = {};
  const moved = [sweep.sealed && `${sweep.sealed} guardados sin cifrar`, sweep.resealed && `${sweep.resealed} de otras llaves`].filter(Boolean);
  if (moved.length > 0) report.info = `Secretos TOTP del personal cifrados con la llave '${keys.current}': ${moved.join(' y ')}.`;
  if (sweep.unreadable.length > 0) {
    const whose = sweep.unreadable.map((u) => `${u.whose}${u.keyId ? ` (llave '${u.keyId}')` : ''}`).join(', ');
    report.warn = `${sweep.unreadable.length} secretos TOTP del personal no se pueden leer con STAFF_TOTP_KEYS: ${whose}. Esas personas no pueden entrar hasta que STAFF_TOTP_KEYS tenga su llave.`;
  }
  return report;
}
