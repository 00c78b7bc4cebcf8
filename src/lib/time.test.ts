import { describe, expect, it } from 'vitest';
import { DateTime, Settings } from 'luxon';
import { parseApiDateTime, setUpTime } from './time';

describe('time', () => {
  it('uses Bogotá time and Colombian Spanish once set up', () => {
    setUpTime();
    expect(Settings.defaultZone.name).toBe('America/Bogota');
    expect(DateTime.fromISO('2026-11-21T12:00:00Z').hour).toBe(7);
    expect(DateTime.fromISO('2026-11-21').toFormat('cccc')).toBe('sábado');
  });

  it("reads the API's 'YYYY-MM-DD HH:mm:ss' text as Bogotá time, and ISO text as is", () => {
    expect(parseApiDateTime('2026-11-21 19:30:00')?.toISOString()).toBe('2026-11-22T00:30:00.000Z');
    expect(parseApiDateTime('2026-11-21T19:30:00Z')?.toISOString()).toBe('2026-11-21T19:30:00.000Z');
    expect(parseApiDateTime('mañana')).toBeUndefined();
  });
});
