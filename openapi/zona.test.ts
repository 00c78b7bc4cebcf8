import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isoDeMilis, milisDeIso, ZONA_BOGOTA, ZonaRecordada } from './zona.ts';

describe('ZonaRecordada', () => {
  it('gives the offsets and texts of the IANA zone, across daylight-saving transitions', () => {
    // New York changes its offset twice a year: a remembered offset that outlived its quarter hour shows here.
    for (const name of ['America/New_York', 'America/Bogota', 'Asia/Kathmandu', 'Australia/Lord_Howe']) {
      const zona = new ZonaRecordada(name);
      const iana = IANAZone.create(name);
      const from = DateTime.fromISO('2025-01-01T00:00:00Z').toMillis();
      for (let ts = from; ts < from + 400 * 86_400_000; ts += 37 * 60_000 + 13_000) {
        if (zona.offset(ts) !== iana.offset(ts)) throw new Error(`${name} at ${new Date(ts).toISOString()}: ${zona.offset(ts)} ≠ ${iana.offset(ts)}`);
      }
      const at = DateTime.fromISO('2026-03-08T07:30:00Z');
      expect(at.setZone(zona).toISO()).toBe(at.setZone(name).toISO());
      expect(at.setZone(zona).toFormat('HH:mm ZZ')).toBe(at.setZone(name).toFormat('HH:mm ZZ'));
    }
  });

  it('is America/Bogota to luxon: same wall clock, equal zones, Intl formatting', () => {
    const fromIso = DateTime.fromISO('2026-11-27T20:15:00', { zone: ZONA_BOGOTA });
    expect(fromIso.toISO()).toBe('2026-11-27T20:15:00.000-05:00');
    expect(fromIso.zone.equals(DateTime.now().setZone('America/Bogota').zone)).toBe(true);
    expect(fromIso.setLocale('es-CO').toFormat("cccc d 'de' LLLL")).toBe('viernes 27 de noviembre');
    expect(fromIso.toLocaleString(DateTime.TIME_SIMPLE, { locale: 'en-US' })).toBe('8:15 PM');
  });

  it('asks before 1970 each time (local mean time was not on quarter hours)', () => {
    const ts = DateTime.fromISO('1900-06-01T12:00:00Z').toMillis();
    expect(ZONA_BOGOTA.offset(ts)).toBe(IANAZone.create('America/Bogota').offset(ts));
  });
});

describe('milisDeIso', () => {
  it('reads what luxon reads, to the millisecond', () => {
    for (const text of [
      '2026-11-27T20:15:00-05:00',
      '2026-11-27T20:15:00.1Z',
      '2026-11-27T20:15:00.123456789+05:45',
      '2026-02-28T23:59:59.999-00:30',
      '2024-02-29T00:00:00Z',
      '1999-12-31T23:00:00+14:00',
    ]) {
      expect(milisDeIso(text), text).toBe(DateTime.fromISO(text).toMillis());
    }
  });

  it('leaves to luxon what it does not read: other writings and impossible dates', () => {
    for (const text of ['2026-02-30T00:00:00Z', '2026-11-27T24:00:00Z', '2026-11-27T23:59:60Z', '2026-13-01T00:00:00Z', '2026-11-27T20:15:00', '2026-11-27 20:15:00Z', '0050-01-01T00:00:00Z', '2026-11-27T20:15:00+0500', 'mañana']) {
      expect(milisDeIso(text), text).toBeUndefined();
    }
  });
});


describe('isoDeMilis', () => {
  it('writes what luxon writes, across transitions, half and three-quarter hours, negative offsets and milliseconds', () => {
    for (const name of ['America/Bogota', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns', 'Europe/London']) {
      const zona = new ZonaRecordada(name);
      const from = DateTime.fromISO('2025-01-01T00:00:00Z').toMillis();
      for (let ts = from; ts < from + 400 * 86_400_000; ts += 37 * 60_000 + 13_007) {
        const expected = DateTime.fromMillis(ts, { zone: name }).toISO();
        if (isoDeMilis(ts, zona) !== expected) throw new Error(`${name} at ${ts}: ${isoDeMilis(ts, zona)} ≠ ${expected}`);
      }
    }
    expect(isoDeMilis(Date.parse('2026-11-27T20:15:00.123-05:00'))).toBe('2026-11-27T20:15:00.123-05:00');
  });

  it('leaves to luxon local mean time (an offset of seconds), far years and fixed zones', () => {
    for (const ts of [Date.parse('1900-06-01T12:00:00Z'), Date.parse('0500-06-01T12:00:00Z'), Date.UTC(12000, 0, 1)]) {
      expect(isoDeMilis(ts)).toBe(DateTime.fromMillis(ts, { zone: 'America/Bogota' }).toISO());
    }
    const utc = DateTime.fromISO('2026-11-27T20:15:00Z').toMillis();
    expect(isoDeMilis(utc, DateTime.utc().zone)).toBe('2026-11-27T20:15:00.000Z');
  });
});
