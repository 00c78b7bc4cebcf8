import { and, asc, eq, gt, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DateOption, Movie, Showtime } from '../../openapi/index.ts';
import { schema, type Db } from '../db/open.ts';
import { ZONE } from '../db/constants.ts';
import { seatTaken } from '../checkout/holds.ts';
import { bogotaDay, bogotaToday, dateString, toMovie, toShowtime } from './format.ts';

const { films, rooms, seatHolds, showtimes, theaters } = schema;

export interface ShowtimeFilter {
  theater: string;
  now: Date;
  filmId?: number;
  roomId?: number;
}

/** Funciones on sale: not started, not cancelled. */
const onSale = (now: Date) => and(gt(showtimes.startsAt, now), isNull(showtimes.cancelledAt));

/** Films the public site shows: not retired by the programming desk (their bills and tickets still render). */
const shown = isNull(films.retiredAt);

function upcoming({ theater, now, filmId, roomId }: ShowtimeFilter): SQL {
  return and(
    eq(theaters.slug, theater),
    onSale(now),
    filmId ? eq(showtimes.filmId, filmId) : undefined,
    roomId ? eq(showtimes.roomId, roomId) : undefined,
  )!;
}

/** Days (Bogotá) that still have a función to come, first one first. */
export async function listDates(db: Db, filter: ShowtimeFilter): Promise<DateOption[]> {
  const day = sql<string>`to_char(${showtimes.startsAt} at time zone ${sql.raw(`'${ZONE}'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(showtimes)
    .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
    .innerJoin(theaters, eq(theaters.id, rooms.theaterId))
    .where(upcoming(filter))
    .orderBy(day);
  return rows.map(({ day }) => ({ function_date: day, date_string: dateString(DateTime.fromISO(day, { zone: ZONE })) }));
}

/**
 * Funciones of one Bogotá day that have not started yet, with their film and seats left, in time
 * order: one statement, the taken seats counted once per función of the day (no per-row subquery).
 */
export async function showtimesOfDay(db: Db, filter: ShowtimeFilter & { date: string }) {
  const { start, end } = bogotaDay(filter.date);
  const ofTheDay = and(upcoming(filter), shown, gte(showtimes.startsAt, start), lt(showtimes.startsAt, end));
  const taken = db
    .select({ showtimeId: seatHolds.showtimeId, count: sql<number>`count(*)::int`.as('taken_count') })
    .from(seatHolds)
    .innerJoin(showtimes, eq(showtimes.id, seatHolds.showtimeId))
    .where(and(onSale(filter.now), gte(showtimes.startsAt, start), lt(showtimes.startsAt, end), seatTaken))
    .groupBy(seatHolds.showtimeId)
    .as('taken');
  return db
    .select({
      showtime: showtimes,
      film: films,
      room: { name: rooms.name },
      left: sql<number>`(${rooms.capacity} - coalesce(${taken.count}, 0))::int`,
    })
    .from(showtimes)
    .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
    .innerJoin(theaters, eq(theaters.id, rooms.theaterId))
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .leftJoin(taken, eq(taken.showtimeId, showtimes.id))
    .where(ofTheDay)
    .orderBy(asc(showtimes.startsAt), asc(rooms.position));
}

/** The billboard of a day: each film once, with its funciones of that day. */
export async function billboardOfDay(db: Db, filter: ShowtimeFilter & { date: string }): Promise<Movie[]> {
  const rows = await showtimesOfDay(db, filter);
  const byFilm = new Map<number, { film: (typeof rows)[number]['film']; showtimes: Showtime[] }>();
  for (const row of rows) {
    const entry = byFilm.get(row.film.id) ?? { film: row.film, showtimes: [] };
    entry.showtimes.push(toShowtime(row.showtime, row.room, Math.max(0, row.left)));
    byFilm.set(row.film.id, entry);
  }
  const order = { Estreno: 0, Preventa: 1, Próximamente: 2 } as Record<string, number>;
  return [...byFilm.values()]
    .sort((a, b) => (order[a.film.type] ?? 9) - (order[b.film.type] ?? 9) || a.film.title.localeCompare(b.film.title, 'es'))
    .map(({ film, showtimes }) => toMovie(film, showtimes));
}

/** The date asked for, or the first date with funciones when none was asked. */
export async function pickDate(db: Db, filter: ShowtimeFilter, date?: string): Promise<{ dates: DateOption[]; date?: string }> {
  const dates = await listDates(db, filter);
  return { dates, date: date ?? dates[0]?.function_date };
}

export async function theaterExists(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: theaters.id }).from(theaters).where(eq(theaters.slug, slug)).limit(1);
  return Boolean(row);
}

/** Films with funciones still to come in a theater (the cartelera), without their funciones. */
export async function theaterMovies(db: Db, filter: ShowtimeFilter): Promise<Movie[]> {
  const rows = await db
    .selectDistinct({ film: films, format: showtimes.format, version: showtimes.version })
    .from(showtimes)
    .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
    .innerJoin(theaters, eq(theaters.id, rooms.theaterId))
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .where(and(upcoming(filter), shown));
  return summarise(rows).sort((a, b) => a.title.localeCompare(b.title, 'es'));
}

/** Films not released yet (próximos estrenos), soonest first. */
export async function releases(db: Db, now: Date): Promise<Movie[]> {
  const today = bogotaToday(now);
  const rows = await db
    .select({ film: films, format: showtimes.format, version: showtimes.version })
    .from(films)
    .leftJoin(showtimes, and(eq(showtimes.filmId, films.id), onSale(now)))
    .where(and(gt(films.dateRelease, today), shown))
    .orderBy(asc(films.dateRelease), asc(films.title));
  return summarise(rows);
}

export async function movieBySlug(db: Db, slug: string, now: Date): Promise<Movie | undefined> {
  const rows = await db
    .select({ film: films, format: showtimes.format, version: showtimes.version })
    .from(films)
    .leftJoin(showtimes, and(eq(showtimes.filmId, films.id), onSale(now)))
    .where(and(eq(films.slug, slug), shown));
  return summarise(rows)[0];
}

type FilmWithKinds = { film: typeof films.$inferSelect; format: string | null; version: string | null };

/** One Movie per film, its format and version listing what its funciones offer. */
function summarise(rows: FilmWithKinds[]): Movie[] {
  const byFilm = new Map<number, { film: FilmWithKinds['film']; kinds: Showtime[] }>();
  for (const { film, format, version } of rows) {
    const entry = byFilm.get(film.id) ?? { film, kinds: [] };
    if (format && version) entry.kinds.push({ movie_format: format, movie_version: version } as Showtime);
    byFilm.set(film.id, entry);
  }
  return [...byFilm.values()].map(({ film, kinds }) => {
    const movie = toMovie(film, kinds);
    delete movie.showtimes;
    return movie;
  });
}
