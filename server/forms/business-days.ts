import Holidays from 'date-holidays-parser';
import { DateTime } from 'luxon';
import { colombianHolidayData } from './colombian-holidays.gen.ts';

// Business days for legal answer deadlines (Ley 1755 de 2015), in Bogotá. Colombia's public
// holidays come from `date-holidays` (country CO, type 'public'), a kept library that follows new
// laws (it has Ley 2578 de 2026's Monday after 9 July); a decree it does not know yet goes in the
// staff's list of extra non-working days (`non_working_days`, read by `nonWorkingDays` in
// ./non-working-days.ts) and is passed in here. Pure: ISO dates (`YYYY-MM-DD`, calendar days in
// Bogotá) in, ISO dates out.
//
// Only Colombia's rules are loaded (./colombian-holidays.gen.ts, taken from date-holidays by
// `npm run holidays:gen`), read by date-holidays' own parser: `new Holidays('CO')` of date-holidays
// loads every country's to answer for one.

const colombia = new Holidays(colombianHolidayData, 'CO', { types: ['public'] });

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Colombia's public holidays of a year (Sundays such as Easter included), as sorted ISO dates. */
export function colombianHolidays(year: number): string[] {
  const found = (colombia.getHolidays(year) || []).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10));
  return [...new Set(found)].sort();
}

function holidaysOf(year: number): ReadonlySet<string> {
  let set = holidaysByYear.get(year);
  if (!set) holidaysByYear.set(year, (set = new Set(colombianHolidays(year))));
  return set;
}

/** Extra non-working days beyond the holidays (ISO dates). */
export type ExtraDays = ReadonlySet<string>;
const none: ExtraDays = new Set();

const parse = (isoDate: string) => DateTime.fromISO(isoDate, { zone: 'utc' });

function working(d: DateTime, extra: ExtraDays): boolean {
  const iso = d.toISODate()!;
  return d.weekday <= 5 && !holidaysOf(d.year).has(iso) && !extra.has(iso);
}

/** Monday to Friday, not a Colombian public holiday and not one of the extra non-working days. */
export function isBusinessDay(isoDate: string, extra: ExtraDays = none): boolean {
  return working(parse(isoDate), extra);
}

/** The date `count` business days after `isoDate` (the count starts the day after it). */
export function addBusinessDays(isoDate: string, count: number, extra: ExtraDays = none): string {
  let d = parse(isoDate);
  let left = count;
  while (left > 0) {
    d = d.plus({ days: 1 });
    if (working(d, extra)) left--;
  }
  return d.toISODate()!;
}

/** Legal answer term of a PQRS (Ley 1755 de 2015, art. 14): 15 business days. */
export const PQRS_ANSWER_BUSINESS_DAYS = 15;

/** The calendar day in Bogotá of an instant. */
export const bogotaDay = (at: Date): string => DateTime.fromJSDate(at, { zone: 'America/Bogota' }).toISODate()!;

/** Answer deadline of a PQRS filed at `filedAt`: 15 business days from the day after its day in Bogotá. */
export function pqrsDueDate(filedAt: Date, extra: ExtraDays = none): string {
  return addBusinessDays(bogotaDay(filedAt), PQRS_ANSWER_BUSINESS_DAYS, extra);
}
