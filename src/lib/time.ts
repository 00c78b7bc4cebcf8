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

// Reading the API's date-times (luxon, Bogotá).
export { parseApiDateTime } from './apiDateTime';
