// America/Bogota for luxon, with each offset asked once (issue 28): luxon asks Intl for a zone's
// offset (formatToParts) every time it builds a DateTime in it, about 5 µs, several times per door
// scan on the server and on the phone. A zone's offset changes only at its transitions, and since
// 1970 every zone's transitions fall on a quarter hour (UTC offsets are whole quarter hours), so
// the offset of any instant in a quarter hour is that quarter hour's. Browser-safe.
import { DateTime, IANAZone, Zone } from 'luxon';

const QUARTER_HOUR_MS = 15 * 60_000;
/** About 100 days of quarter hours; then the memory starts over. */
const MAX_REMEMBERED = 10_000;

/** An IANA zone whose offsets are remembered per quarter hour (the same answers as IANAZone). */
export class ZonaRecordada extends Zone {
  private readonly iana: IANAZone;
  private readonly offsets = new Map<number, number>();

  constructor(name: string) {
    super();
    this.iana = IANAZone.create(name);
  }

  // 'iana' and the name: luxon's formatting hands the name to Intl, as for its own IANAZone.
  override get type() {
    return 'iana';
  }
  override get name() {
    return this.iana.name;
  }
  override get isUniversal() {
    return false;
  }
  override get isValid() {
    return this.iana.isValid;
  }
  override offsetName(ts: number, opts: Parameters<Zone['offsetName']>[1]) {
    return this.iana.offsetName(ts, opts);
  }
  override formatOffset(ts: number, format: Parameters<Zone['formatOffset']>[1]) {
    return this.iana.formatOffset(ts, format);
  }
  override offset(ts: number): number {
    // Before 1970 some transitions fell on odd minutes (local mean times): asked each time.
    if (!(ts >= 0)) return this.iana.offset(ts);
    const quarter = Math.floor(ts / QUARTER_HOUR_MS);
    let offset = this.offsets.get(quarter);
    if (offset === undefined) {
      offset = this.iana.offset(ts);
      if (this.offsets.size >= MAX_REMEMBERED) this.offsets.clear();
      this.offsets.set(quarter, offset);
    }
    return offset;
  }
  override equals(other: Zone): boolean {
    return other.type === 'iana' && other.name === this.name;
  }
}

/** Bogotá's zone, for the hot paths (the door's rule and answers). */
export const ZONA_BOGOTA = new ZonaRecordada('America/Bogota');

const ISO_CON_DESFASE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * The epoch milliseconds of an ISO 8601 instant written the common way (`2026-11-27T20:15:00.123-05:00`
 * or `…Z`), as luxon's fromISO reads it, ten times cheaper (a door reads one or two per scan);
 * undefined for any other writing or an impossible date (30 February, 24:00): then ask luxon.
 */
export function milisDeIso(text: string): number | undefined {
  const m = ISO_CON_DESFASE.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number);
  // Date.UTC reads years below 100 as 19xx.
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const millis = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  if (new Date(local).getUTCDate() !== day) return undefined;
  if (!m[8]) return local;
  const hours = Number(m[9]);
  const minutes = Number(m[10]);
  if (hours > 23 || minutes > 59) return undefined;
  return local - (m[8] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

const dos = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The instant as luxon's toISO writes it in `zona` (`2026-11-27T20:15:00.123-05:00`), without
 * building a DateTime (a door's answer writes two or three); luxon itself for what this does not
 * write the same way: a year outside 1000–9999, an offset of seconds (local mean time), a fixed zone.
 */
export function isoDeMilis(millis: number, zona: Zone = ZONA_BOGOTA): string {
  const offset = zona.offset(millis);
  const local = new Date(millis + offset * 60_000);
  const year = local.getUTCFullYear();
  if (zona.isUniversal || !Number.isInteger(offset) || !(year >= 1000 && year <= 9999)) return DateTime.fromMillis(millis, { zone: zona }).toISO()!;
  const abs = Math.abs(offset);
  return `${local.toISOString().slice(0, 23)}${offset < 0 ? '-' : '+'}${dos(Math.floor(abs / 60))}:${dos(abs % 60)}`;
}
