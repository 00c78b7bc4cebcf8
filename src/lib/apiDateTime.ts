// Bogotá has kept UTC−05:00 all year since 1993 (no daylight saving), so a date-time of the API
// needs no time-zone database: this reader keeps luxon out of the entry chunk (the session
// machine stores the token's expiry on every first paint).
const BOGOTA_OFFSET = '-05:00';
const pattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date-time sent by the API (`expires_at` and friends): ISO 8601, or the
 * 'YYYY-MM-DD HH:mm:ss' style text of spec §3 read as Bogotá time. Undefined when unreadable.
 */
export function parseApiDateTime(text: string): Date | undefined {
  const match = pattern.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', zone] = match;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const offset = !zone ? BOGOTA_OFFSET : zone === 'Z' || zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction.slice(0, 4)}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
