import { DateTime } from 'luxon';

const BOGOTA = 'America/Bogota';

/**
 * A date-time sent by the API (`expires_at`, a membership's Vencimiento and friends): the
 * 'YYYY-MM-DD HH:mm:ss' text of spec §3 or ISO 8601, read as Bogotá time unless it carries an
 * offset. Undefined when unreadable.
 */
export function parseApiDateTime(text: string): Date | undefined {
  const trimmed = text.trim();
  // luxon reads ISO's '24:00' as the next midnight; the API never sends it.
  if (/[T ]24:/.test(trimmed)) return undefined;
  const sql = DateTime.fromSQL(trimmed, { zone: BOGOTA });
  const read = sql.isValid ? sql : DateTime.fromISO(trimmed, { zone: BOGOTA, setZone: true });
  return read.isValid ? read.toJSDate() : undefined;
}
