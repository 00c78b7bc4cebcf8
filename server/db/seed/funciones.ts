// Keeps the cartelera alive: every room has its funciones for each of the next 14 days (Bogotá).
// A room-day that already has funciones is never touched, so re-running never overlaps or duplicates.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { ShowtimeFormat, ShowtimeVersion } from '../constants.ts';
import { THEATER_ID } from '../../../openapi/rules.ts';
import { ZONE } from '../constants.ts';
import type { DbOrTx } from '../db.ts';
import { films, rooms, showtimes, zonePrices } from '../schema.ts';
import { demoFilms } from './peliculas.ts';

export const DAYS_AHEAD = 14;
const FIRST = { hour: 13, minute: 0 };
const LAST = { hour: 22, minute: 30 };
/** Cleaning time between two funciones of a room. */
const CLEANING_MINUTES = 20;
/** Funciones start on a quarter hour. */
const STEP_MINUTES = 15;

export interface FilmOnShow {
  id: number;
  duration: number;
  /** 'YYYY-MM-DD' */
  dateRelease: string;
  formats: ShowtimeFormat[];
  versions: ShowtimeVersion[];
}

export interface RoomOnShow {
  id: number;
  /** Order of the room in the theater; spreads films across rooms. */
  index: number;
  formats: ShowtimeFormat[];
}

export interface NewShowtime {
  filmId: number;
  roomId: number;
  startsAt: Date;
  format: ShowtimeFormat;
  version: ShowtimeVersion;
}

const epoch = DateTime.fromObject({ year: 2024, month: 1, day: 1 }, { zone: ZONE });

/** The funciones of one room on one day: from 13:00, last start 22:30, film + 20 min apart. */
export function programacionDelDia(room: RoomOnShow, day: DateTime, catalogue: FilmOnShow[]): NewShowtime[] {
  const date = day.setZone(ZONE).startOf('day');
  const iso = date.toISODate()!;
  const onShow = catalogue.filter((f) => f.dateRelease <= iso).sort((a, b) => a.id - b.id);
  if (onShow.length === 0) return [];
  const dayNumber = Math.round(date.diff(epoch, 'days').days);
  const last = date.set(LAST);
  const result: NewShowtime[] = [];
  let start = date.set(FIRST);
  for (let slot = 0; start <= last; slot++) {
    const film = onShow[(room.index * 2 + dayNumber + slot * 3) % onShow.length];
    const can3d = room.formats.includes('3D') && film.formats.includes('3D');
    const format: ShowtimeFormat = can3d && (slot + dayNumber) % 2 === 0 ? '3D' : '2D';
    const version = film.versions[(room.index + slot + dayNumber) % film.versions.length] ?? 'Doblada';
    result.push({ filmId: film.id, roomId: room.id, startsAt: start.toJSDate(), format, version });
    const free = start.plus({ minutes: film.duration + CLEANING_MINUTES });
    const minutes = free.diff(date, 'minutes').minutes;
    start = date.plus({ minutes: Math.ceil(minutes / STEP_MINUTES) * STEP_MINUTES });
  }
  return result;
}

/** Inserts the funciones missing in the next DAYS_AHEAD days from `now`; returns how many. */
export async function completarCartelera(db: DbOrTx, now: DateTime): Promise<number> {
  const today = now.setZone(ZONE).startOf('day');
  const end = today.plus({ days: DAYS_AHEAD });

  const roomRows = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.theaterId, THEATER_ID)).orderBy(asc(rooms.position), asc(rooms.id));
  if (roomRows.length === 0) return 0;
  const priced = await db
    .selectDistinct({ roomId: zonePrices.roomId, format: zonePrices.format })
    .from(zonePrices)
    .where(inArray(zonePrices.roomId, roomRows.map((r) => r.id)));
  const salas: RoomOnShow[] = roomRows.map((r, index) => ({
    id: r.id,
    index,
    formats: priced.filter((p) => p.roomId === r.id).map((p) => p.format as ShowtimeFormat),
  }));

  const filmRows = await db
    .select({ id: films.id, slug: films.slug, duration: films.duration, dateRelease: films.dateRelease })
    .from(films)
    .where(inArray(films.type, ['Estreno', 'Preventa']));
  const catalogue: FilmOnShow[] = filmRows.map((f) => {
    const demo = demoFilms.find((d) => d.slug === f.slug);
    return { ...f, formats: demo?.formats ?? ['2D'], versions: demo?.versions ?? ['Doblada'] };
  });

  const localDay = sql<string>`to_char(${showtimes.startsAt} at time zone ${ZONE}, 'YYYY-MM-DD')`;
  const busy = await db
    .selectDistinct({ roomId: showtimes.roomId, day: localDay })
    .from(showtimes)
    .where(and(gte(showtimes.startsAt, today.toJSDate()), lt(showtimes.startsAt, end.toJSDate())));
  const taken = new Set(busy.map((b) => `${b.roomId}|${b.day}`));

  const nuevas: NewShowtime[] = [];
  for (let d = 0; d < DAYS_AHEAD; d++) {
    const day = today.plus({ days: d });
    for (const sala of salas) {
      if (taken.has(`${sala.id}|${day.toISODate()}`)) continue;
      nuevas.push(...programacionDelDia(sala, day, catalogue));
    }
  }
  let inserted = 0;
  for (let i = 0; i < nuevas.length; i += 500) {
    const rows = await db.insert(showtimes).values(nuevas.slice(i, i + 500)).onConflictDoNothing().returning({ id: showtimes.id });
    inserted += rows.length;
  }
  return inserted;
}
