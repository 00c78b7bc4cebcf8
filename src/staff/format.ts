import { DateTime } from 'luxon';
import { BOGOTA, LOCALE, nowInBogota, parseApiDateTime } from '../lib/time';

/** An API date-time (Bogotá) as people read it: '25 nov 2026, 10:04:05'. */
export function staffDateTime(text: string, withSeconds = false): string {
  const read = parseApiDateTime(text);
  if (!read) return text;
  return DateTime.fromJSDate(read, { zone: BOGOTA }).setLocale(LOCALE).toLocaleString(withSeconds ? DateTime.DATETIME_MED_WITH_SECONDS : DateTime.DATETIME_MED);
}

/** An API date-time's day (Bogotá): '25 nov 2026'. */
export function staffDate(text: string): string {
  const read = parseApiDateTime(text);
  return read ? DateTime.fromJSDate(read, { zone: BOGOTA }).setLocale(LOCALE).toLocaleString(DateTime.DATE_MED) : text;
}

/** Today's date in Bogotá, 'YYYY-MM-DD' (the audit log's days are Bogotá's). */
export function todayInBogota(): string {
  return nowInBogota().toISODate()!;
}

/** The Bogotá day `days` before today, 'YYYY-MM-DD'. */
export function daysAgoInBogota(days: number): string {
  return nowInBogota().minus({ days }).toISODate()!;
}
