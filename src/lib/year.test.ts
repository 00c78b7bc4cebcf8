import { describe, expect, it } from 'vitest';
import { bogotaYear } from './year';

describe('bogotaYear', () => {
  it('is the year in Bogotá, not in UTC', () => {
    // 2027-01-01 03:00 UTC is still 31 December 2026 in Bogotá (UTC-5).
    expect(bogotaYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(bogotaYear(new Date('2027-01-01T06:00:00Z'))).toBe(2027);
  });
});
