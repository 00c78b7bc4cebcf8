import { DateTime } from 'luxon';

/** The calendar year in Bogotá (footer copyright line). */
export function bogotaYear(now: Date = new Date()): number {
  return DateTime.fromJSDate(now, { zone: 'America/Bogota' }).year;
}
