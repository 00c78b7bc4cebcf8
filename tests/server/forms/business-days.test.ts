// Legal deadlines in business days (Ley 1755 de 2015): 15 business days counted from the day after
// receipt in Bogotá, skipping weekends, Colombia's public holidays (date-holidays, CO) and the
// staff's extra non-working days. Every expected date below is counted by hand on the calendar.
import { describe, expect, it } from 'vitest';
import { addBusinessDays, colombianHolidays, isBusinessDay, pqrsDueDate } from '../../../server/forms/business-days.ts';

/** Noon in Bogotá of a day, as the instant a PQRS arrives. */
const bogotaNoon = (day: string) => new Date(`${day}T12:00:00-05:00`);

describe('Colombian holiday calendar', () => {
  it("has 2026's holidays, Ley 2578 de 2026's Monday after 9 July (13 July) among them", () => {
    const days = colombianHolidays(2026);
    for (const d of ['2026-01-01', '2026-01-12', '2026-03-23', '2026-04-02', '2026-04-03', '2026-05-01', '2026-05-18', '2026-06-08', '2026-06-15', '2026-06-29', '2026-07-13', '2026-07-20', '2026-08-07', '2026-08-17', '2026-10-12', '2026-11-02', '2026-11-16', '2026-12-08', '2026-12-25']) {
      expect(days, d).toContain(d);
    }
  });

  it('tells business days from weekends and holidays', () => {
    expect(isBusinessDay('2026-04-02')).toBe(false); // Jueves Santo
    expect(isBusinessDay('2026-04-06')).toBe(true);
    expect(isBusinessDay('2026-04-04')).toBe(false); // Saturday
    expect(isBusinessDay('2026-07-13')).toBe(false); // Virgen de Chiquinquirá (Ley 2578 de 2026)
    expect(isBusinessDay('2025-07-14')).toBe(true); // not before 2026
    expect(isBusinessDay('2026-11-27')).toBe(true);
    expect(isBusinessDay('2026-11-27', new Set(['2026-11-27']))).toBe(false);
  });
});

describe('PQRS due dates: 15 business days from the day after receipt, in Bogotá', () => {
  it('a receipt on a Friday counts from Monday (Friday 20 November 2026 → Monday 14 December, over 8 December)', () => {
    expect(pqrsDueDate(bogotaNoon('2026-11-20'))).toBe('2026-12-14');
  });

  it('a receipt before a Monday holiday skips it (Friday 13 November 2026, Monday 16th Independencia de Cartagena → 7 December)', () => {
    expect(pqrsDueDate(bogotaNoon('2026-11-13'))).toBe('2026-12-07');
  });

  it("a receipt before Ley 2578 de 2026's new holiday skips it (Friday 10 July 2026, Mondays 13 and 20 July → 4 August)", () => {
    expect(pqrsDueDate(bogotaNoon('2026-07-10'))).toBe('2026-08-04');
  });

  it('over Semana Santa (Wednesday 17 March 2027: San José on the 22nd, Jueves and Viernes Santo 25 and 26 → 12 April)', () => {
    expect(pqrsDueDate(bogotaNoon('2027-03-17'))).toBe('2027-04-12');
  });

  it("across the year's end (Monday 21 December 2026: Christmas, New Year and Reyes on Monday 11 January 2027 → 14 January)", () => {
    expect(pqrsDueDate(bogotaNoon('2026-12-21'))).toBe('2027-01-14');
    // 22:00 on the 21st in Bogotá is already the 22nd in UTC: Bogotá's day counts.
    expect(pqrsDueDate(new Date('2026-12-22T03:00:00Z'))).toBe('2027-01-14');
  });

  it('with an extra non-working day (Friday 27 November 2026 declared one: the Friday receipt is due a day later)', () => {
    expect(pqrsDueDate(bogotaNoon('2026-11-20'), new Set(['2026-11-27']))).toBe('2026-12-15');
    // A non-working day on a weekend or a holiday changes nothing.
    expect(pqrsDueDate(bogotaNoon('2026-11-20'), new Set(['2026-11-28', '2026-12-08']))).toBe('2026-12-14');
  });

  it('counts any number of business days on', () => {
    expect(addBusinessDays('2026-12-14', 15)).toBe('2027-01-06');
    expect(addBusinessDays('2026-12-04', 2)).toBe('2026-12-09');
  });
});
