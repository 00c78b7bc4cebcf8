import { DateTime } from 'luxon';
import type { Movie, Room, Showtime } from '../../openapi/index.ts';
import type { schema } from '../db/open.ts';
import { ZONE } from '../db/constants.ts';

type FilmRow = typeof schema.films.$inferSelect;
type RoomRow = typeof schema.rooms.$inferSelect;
type ShowtimeRow = typeof schema.showtimes.$inferSelect;

export const bogota = (instant: Date) => DateTime.fromJSDate(instant, { zone: ZONE }).setLocale('es-CO');

/** 'sáb, 21': day label and day number, as the date picker shows them. */
export const dateString = (day: DateTime) => day.setLocale('es-CO').toFormat('ccc, d');

/** Today's date in Bogotá as YYYY-MM-DD. */
export const bogotaToday = (now: Date) => bogota(now).toISODate()!;

/** Start and end instants of a Bogotá calendar day. */
export function bogotaDay(isoDate: string): { start: Date; end: Date } {
  const start = DateTime.fromISO(isoDate, { zone: ZONE }).startOf('day');
  return { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
}

export function toShowtime(row: ShowtimeRow, room: Pick<RoomRow, 'name'>, seatsLeft: number): Showtime {
  const at = bogota(row.startsAt);
  return {
    id: row.id,
    function_date: at.toISODate()!,
    function_hour: at.toFormat('HH:mm'),
    date_string: dateString(at),
    hour_string: at.toFormat('h:mm a'),
    room_name: room.name,
    room: row.roomId,
    seats: seatsLeft,
    movie_format: row.format,
    movie_version: row.version,
  };
}

const distinct = (values: string[]) => [...new Set(values)].sort().join(', ');

/** A film as the contract's Movie; format and version summarise the given showtimes. */
export function toMovie(film: FilmRow, showtimes?: Showtime[]): Movie {
  const movie: Movie = {
    id: film.id,
    slug: film.slug,
    title: film.title,
    original_title: film.originalTitle,
    poster: film.poster,
    type: film.type as Movie['type'],
    date_release: film.dateRelease,
    rating: film.rating,
    duration: film.duration,
    director: film.director,
    language: film.language,
    country: film.country,
    synopsis: film.synopsis,
    trailer: film.trailer,
    version: distinct((showtimes ?? []).map((s) => s.movie_version)),
    format: distinct((showtimes ?? []).map((s) => s.movie_format)),
    gender: film.genre,
  };
  if (showtimes) movie.showtimes = showtimes;
  return movie;
}

export function toRoom(row: RoomRow): Room {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    complement: row.complement,
    image: row.image,
    image_2: row.image2,
    short_description: row.shortDescription,
    description: row.description,
  };
}
