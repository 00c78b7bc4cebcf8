import { DateTime } from 'luxon';

// Colombian public holidays (Ley 51 de 1983, "Ley Emiliani") and business-day arithmetic, for
// legal answer deadlines. Pure: dates in, dates out (ISO `YYYY-MM-DD`, calendar days in Bogotá).

type Day = DateTime;

const day = (year: number, month: number, dayOfMonth: number): Day => DateTime.utc(year, month, dayOfMonth);

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, dayOfMonth);
}

/** The Monday on or after the date (Ley Emiliani moves these holidays to Monday). */
const nextMonday = (d: Day): Day => d.plus({ days: (8 - d.weekday) % 7 });

/** Every public holiday of the year, sorted, as ISO dates (a date appears once even if two fall on it). */
export function colombianHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const fixed = [day(year, 1, 1), day(year, 5, 1), day(year, 7, 20), day(year, 8, 7), day(year, 12, 8), day(year, 12, 25)];
  const movedToMonday = [
    day(year, 1, 6), // Reyes Magos
    day(year, 3, 19), // San José
    day(year, 6, 29), // San Pedro y San Pablo
    day(year, 8, 15), // Asunción de la Virgen
    day(year, 10, 12), // Día de la Raza
    day(year, 11, 1), // Todos los Santos
    day(year, 11, 11), // Independencia de Cartagena
    easter.plus({ days: 39 }), // Ascensión del Señor
    easter.plus({ days: 60 }), // Corpus Christi
    easter.plus({ days: 68 }), // Sagrado Corazón
  ].map(nextMonday);
  const holyWeek = [easter.minus({ days: 3 }), easter.minus({ days: 2 })]; // Jueves y Viernes Santo
  return [...new Set([...fixed, ...movedToMonday, ...holyWeek].map((d) => d.toISODate()!))].sort();
}

const holidayCache = new Map<number, Set<string>>();
function isHoliday(d: Day): boolean {
  let set = holidayCache.get(d.year);
  if (!set) holidayCache.set(d.year, (set = new Set(colombianHolidays(d.year))));
  return set.has(d.toISODate()!);
}

/** Monday to Friday and not a Colombian public holiday. */
export function isBusinessDay(isoDate: string): boolean {
  const d = DateTime.fromISO(isoDate, { zone: 'utc' });
  return d.weekday <= 5 && !isHoliday(d);
}

/** The date `count` business days after `isoDate` (the day itself is not counted). */
export function addBusinessDays(isoDate: string, count: number): string {
  let d = DateTime.fromISO(isoDate, { zone: 'utc' });
  let left = count;
  while (left > 0) {
    d = d.plus({ days: 1 });
    if (d.weekday <= 5 && !isHoliday(d)) left--;
  }
  return d.toISODate()!;
}

/** Legal answer term of a PQRS (Ley 1755 de 2015): 15 business days. */
export const PQRS_ANSWER_BUSINESS_DAYS = 15;

/** Answer deadline of a PQRS filed at `filedAt`, counted from its calendar day in Bogotá. */
export function pqrsDueDate(filedAt: Date): string {
  const filedOn = DateTime.fromJSDate(filedAt, { zone: 'America/Bogota' }).toISODate()!;
  return addBusinessDays(filedOn, PQRS_ANSWER_BUSINESS_DAYS);
}
