import { DateTime, Settings } from 'luxon';

/** The chain's clock: showtimes, dates and the copyright year live in Bogotá. */
export const BOGOTA = 'America/Bogota';
export const LOCALE = 'es-CO';

/** Makes every luxon DateTime use Bogotá time and Colombian Spanish. Called once at startup. */
export function setUpTime(): void {
  Settings.defaultZone = BOGOTA;
  Settings.defaultLocale = LOCALE;
}

// Whoever imports this module gets Bogotá time (main.tsx loads it beside the first paint).
setUpTime();

/** Now, in Bogotá, whatever the default zone is. */
export function nowInBogota(): DateTime {
  return DateTime.now().setZone(BOGOTA);
}

/** The current calendar year in Bogotá (footer copyright line). */
export function currentYear(): number {
  return nowInBogota().year;
}

/**
 * A date-time sent by the API (`expires_at` and friends): ISO 8601, or the
 * 'YYYY-MM-DD HH:mm:ss' style text of spec §3 read as Bogotá time. Undefined when unreadable.
 */
export function parseApiDateTime(text: string): Date | undefined {
  const iso = DateTime.fromISO(text, { zone: BOGOTA });
  if (iso.isValid) return iso.toJSDate();
  const plain = DateTime.fromFormat(text, 'yyyy-MM-dd HH:mm:ss', { zone: BOGOTA });
  return plain.isValid ? plain.toJSDate() : undefined;
}
