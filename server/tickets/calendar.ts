// The función as a calendar file (RFC 5545), in Bogotá time. Colombia has no daylight saving time,
// so one VTIMEZONE with a fixed -05:00 offset describes America/Bogota exactly.
import { DateTime } from 'luxon';
import { ZONE } from '../db/constants.ts';

export interface CalendarEvent {
  uid: string;
  title: string;
  location: string;
  description: string;
  startsAt: Date;
  minutes: number;
}

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  while (rest.length > 75) {
    let cut = out.length === 0 ? 75 : 74;
    while (cut > 0 && (rest[cut] & 0xc0) === 0x80) cut--; // never split a UTF-8 character
    out.push(rest.subarray(0, cut).toString('utf8'));
    rest = rest.subarray(cut);
  }
  out.push(rest.toString('utf8'));
  return out.join('\r\n ');
}

const local = (d: DateTime) => d.toFormat("yyyyMMdd'T'HHmmss");

export function funcionCalendar(event: CalendarEvent): string {
  const start = DateTime.fromJSDate(event.startsAt, { zone: ZONE });
  const end = start.plus({ minutes: event.minutes });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Viziona//Boletas//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0500',
    'TZNAME:-05',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${DateTime.utc().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
    `DTSTART;TZID=${ZONE}:${local(start)}`,
    `DTEND;TZID=${ZONE}:${local(end)}`,
    `SUMMARY:${text(event.title)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
