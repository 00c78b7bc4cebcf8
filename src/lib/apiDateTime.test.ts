import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { parseApiDateTime } from './apiDateTime';

describe('parseApiDateTime (without luxon)', () => {
  it("reads the API's 'YYYY-MM-DD HH:mm:ss' text and zone-less ISO as Bogotá time", () => {
    expect(parseApiDateTime('2026-11-21 19:30:00')?.toISOString()).toBe('2026-11-22T00:30:00.000Z');
    expect(parseApiDateTime('2026-11-21T19:30:00')?.toISOString()).toBe('2026-11-22T00:30:00.000Z');
    expect(parseApiDateTime('2026-11-21')?.toISOString()).toBe('2026-11-21T05:00:00.000Z');
  });

  it('keeps the offset an ISO text carries', () => {
    expect(parseApiDateTime('2026-11-21T19:30:00Z')?.toISOString()).toBe('2026-11-21T19:30:00.000Z');
    expect(parseApiDateTime('2026-11-21T19:30:00.250+02:00')?.toISOString()).toBe('2026-11-21T17:30:00.250Z');
    expect(parseApiDateTime('2026-11-21T19:30:00-0300')?.toISOString()).toBe('2026-11-21T22:30:00.000Z');
  });

  it('agrees with luxon in Bogotá for every hour of a year', () => {
    for (let day = 0; day < 365; day += 7) {
      for (let hour = 0; hour < 24; hour += 5) {
        const local = DateTime.fromObject({ year: 2026, month: 1, day: 1, hour }, { zone: 'America/Bogota' }).plus({ days: day });
        const text = local.toFormat('yyyy-MM-dd HH:mm:ss');
        expect(parseApiDateTime(text)?.getTime()).toBe(local.toMillis());
      }
    }
  });

  it('answers undefined for unreadable or impossible dates', () => {
    for (const text of ['mañana', '', '2026-02-30 10:00:00', '2026-13-01', '2026-11-21 24:00:00', '2026-11-21T19:61']) {
      expect(parseApiDateTime(text)).toBeUndefined();
    }
  });
});
