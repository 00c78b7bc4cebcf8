import { describe, expect, it } from 'vitest';
import { addBusinessDays, colombianHolidays, easterSunday, isBusinessDay, pqrsDueDate } from '../../../server/forms/business-days.ts';

describe('Colombian holiday calendar', () => {
  it('finds Easter Sunday for known years', () => {
    expect(easterSunday(2024).toISODate()).toBe('2024-03-31');
    expect(easterSunday(2025).toISODate()).toBe('2025-04-20');
    expect(easterSunday(2026).toISODate()).toBe('2026-04-05');
    expect(easterSunday(2038).toISODate()).toBe('2038-04-25');
  });

  it('gives the official 2026 list: fixed dates, Ley Emiliani Mondays and the Easter-based days', () => {
    expect(colombianHolidays(2026)).toEqual([
      '2026-01-01', '2026-01-12', '2026-03-23', '2026-04-02', '2026-04-03', '2026-05-01', '2026-05-18',
      '2026-06-08', '2026-06-15', '2026-06-29', '2026-07-20', '2026-08-07', '2026-08-17', '2026-10-12',
      '2026-11-02', '2026-11-16', '2026-12-08', '2026-12-25',
    ]);
  });

  it('gives the official 2025 list, where San Pedro and Sagrado Corazón share 30 June and 20 July stays on Sunday', () => {
    expect(colombianHolidays(2025)).toEqual([
      '2025-01-01', '2025-01-06', '2025-03-24', '2025-04-17', '2025-04-18', '2025-05-01', '2025-06-02',
      '2025-06-23', '2025-06-30', '2025-07-20', '2025-08-07', '2025-08-18', '2025-10-13', '2025-11-03',
      '2025-11-17', '2025-12-08', '2025-12-25',
    ]);
  });

  it('tells business days from weekends and holidays', () => {
    expect(isBusinessDay('2026-04-02')).toBe(false); // Jueves Santo
    expect(isBusinessDay('2026-04-06')).toBe(true);
    expect(isBusinessDay('2026-04-04')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-16')).toBe(false); // Independencia de Cartagena, moved
  });
});

describe('business-day deadlines', () => {
  it('counts 15 business days skipping weekends and holidays', () => {
    // Filed Monday 23 March 2026 (San José, itself a holiday): the count starts the next day and
    // skips Jueves and Viernes Santo.
    expect(addBusinessDays('2026-03-23', 15)).toBe('2026-04-15');
    // A December filing crosses Christmas and New Year (Reyes 2026 moves to 12 January, after it).
    expect(addBusinessDays('2025-12-15', 15)).toBe('2026-01-07');
    expect(addBusinessDays('2026-01-02', 15)).toBe('2026-01-26');
  });

  it('takes the filing day in Bogotá, not UTC', () => {
    // 03:00 UTC on 24 March is still 23 March in Bogotá.
    expect(pqrsDueDate(new Date('2026-03-24T03:00:00Z'))).toBe('2026-04-15');
    expect(pqrsDueDate(new Date('2026-03-24T15:00:00Z'))).toBe('2026-04-16');
  });
});
