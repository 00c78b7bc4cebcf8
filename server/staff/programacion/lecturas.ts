// What the programming desk reads: the wizard's options (films, rooms and the formats each has
// prices for, the cleaning minutes, the request's limits) and the funciones of a range of Bogotá
// days with their seats sold and held. Plain functions of (db, params); nothing here writes.
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { ProgramacionOptions, StaffFuncion, StaffFuncionList } from '../../../openapi/index.ts';
import { SHOWTIME_FORMATS, SHOWTIME_VERSIONS } from '../../../openapi/rules.ts';
import { seatTaken } from '../../checkout/holds.ts';
import { ZONE, type FilmType, type ShowtimeFormat, type ShowtimeVersion } from '../../db/constants.ts';
import type { DbOrTx } from '../../db/open.ts';
import { films, rooms, seatHolds, showtimes, theaters, zonePrices } from '../../db/schema.ts';
import { cleaningMinutes } from './limpieza.ts';
import { refuse } from './refusals.ts';
import { DATE, MAX_DAYS, MAX_FUNCIONES } from './solicitud.ts';

/** Days one listing may span at most. */
export const MAX_LIST_DAYS = 31;

/** An instant as ISO 8601 with Bogotá's offset: '2026-12-05T19:30:00.000-05:00'. */
export const bogotaIso = (instant: Date) => DateTime.fromJSDate(instant, { zone: ZONE }).toISO()!;
/** Its Bogotá day 'YYYY-MM-DD' and time 'HH:mm'. */
export const bogotaDay = (instant: Date) => DateTime.fromJSDate(instant, { zone: ZONE }).toISODate()!;
export const bogotaTime = (instant: Date) => DateTime.fromJSDate(instant, { zone: ZONE }).toFormat('HH:mm');

/** Films, rooms (with the formats they have prices for), formats, versions, cleaning minutes and limits. */
export async function programacionOptions(db: DbOrTx): Promise<ProgramacionOptions> {
  const filmRows = await db
    .select({ id: films.id, title: films.title, slug: films.slug, duration: films.duration, type: films.type, dateRelease: films.dateRelease })
    .from(films)
    .orderBy(asc(films.id));
  filmRows.sort((a, b) => a.title.localeCompare(b.title, 'es'));
  const roomRows = await db
    .select({ id: rooms.id, name: rooms.name, slug: rooms.slug, theaterId: theaters.id, theater: theaters.name })
    .from(rooms)
    .innerJoin(theaters, eq(theaters.id, rooms.theaterId))
    .orderBy(asc(theaters.id), asc(rooms.position), asc(rooms.id));
  const priced = await db.selectDistinct({ roomId: zonePrices.roomId, format: zonePrices.format }).from(zonePrices);
  const formatsOf = (roomId: number) => SHOWTIME_FORMATS.filter((f) => priced.some((p) => p.roomId === roomId && p.format === f));
  return {
    // By title as Spanish sorts it ('Código' before 'Cumbia'), not by the database's collation.
    films: filmRows.map((f) => ({ id: f.id, title: f.title, slug: f.slug, duration: f.duration, type: f.type as FilmType, date_release: f.dateRelease })),
    rooms: roomRows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, theater: { id: r.theaterId, name: r.theater }, formats: formatsOf(r.id) })),
    formats: [...SHOWTIME_FORMATS],
    versions: [...SHOWTIME_VERSIONS],
    cleaning_minutes: await cleaningMinutes(db),
    max_funciones: MAX_FUNCIONES,
    max_days: MAX_DAYS,
    max_list_days: MAX_LIST_DAYS,
  };
}

export interface FuncionesFilter {
  /** Bogotá days 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  roomId?: number;
  filmId?: number;
}

const sold = sql<number>`(select count(*) from ${seatHolds} where ${seatHolds.showtimeId} = ${showtimes.id} and ${seatHolds.status} in ('paying', 'sold'))::int`;
const held = sql<number>`(select count(*) from ${seatHolds} where ${seatHolds.showtimeId} = ${showtimes.id} and ${seatHolds.status} = 'held' and ${seatTaken})::int`;

async function funcionRows(db: DbOrTx, where: SQL | undefined): Promise<StaffFuncion[]> {
  const rows = await db
    .select({
      funcion: showtimes,
      film: { id: films.id, title: films.title, slug: films.slug, duration: films.duration },
      room: { id: rooms.id, name: rooms.name },
      sold,
      held,
    })
    .from(showtimes)
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
    .where(where)
    .orderBy(asc(showtimes.startsAt), asc(rooms.position), asc(rooms.id), asc(showtimes.id));
  return rows.map(({ funcion, film, room, ...seats }) => ({
    id: funcion.id,
    film,
    room,
    starts_at: bogotaIso(funcion.startsAt),
    ends_at: bogotaIso(new Date(funcion.startsAt.getTime() + film.duration * 60_000)),
    date: bogotaDay(funcion.startsAt),
    time: bogotaTime(funcion.startsAt),
    format: funcion.format as ShowtimeFormat,
    version: funcion.version as ShowtimeVersion,
    seats: { sold: Number(seats.sold), held: Number(seats.held) },
    cancelled: funcion.cancelledAt ? { at: bogotaIso(funcion.cancelledAt), reason: funcion.cancelReason ?? '' } : null,
  }));
}

/** A Bogotá day's start, or undefined when the text is no real date. */
function dayStart(text: string): DateTime | undefined {
  if (!DATE.test(text)) return undefined;
  const day = DateTime.fromISO(text, { zone: ZONE });
  return day.isValid ? day.startOf('day') : undefined;
}

/**
 * The funciones starting on the Bogotá days [from, to] (cancelled ones too), by start then room;
 * 400 when a date is no real date, `to` is before `from` or the range passes MAX_LIST_DAYS.
 */
export async function staffFunciones(db: DbOrTx, filter: FuncionesFilter): Promise<StaffFuncionList> {
  const from = dayStart(filter.from);
  const to = dayStart(filter.to);
  const errors: Record<string, string> = {};
  if (!from) errors.from = 'La fecha inicial no es una fecha válida (AAAA-MM-DD).';
  if (!to) errors.to = 'La fecha final no es una fecha válida (AAAA-MM-DD).';
  if (from && to && to < from) errors.to = 'La fecha final es anterior a la inicial.';
  else if (from && to && to.diff(from, 'days').days + 1 > MAX_LIST_DAYS) errors.to = `El listado no puede pasar de ${MAX_LIST_DAYS} días.`;
  if (Object.keys(errors).length > 0) throw refuse('solicitud_invalida', Object.values(errors).join(' '), errors);

  const parts: (SQL | undefined)[] = [gte(showtimes.startsAt, from!.toJSDate()), lt(showtimes.startsAt, to!.plus({ days: 1 }).toJSDate())];
  if (filter.roomId !== undefined) parts.push(eq(showtimes.roomId, filter.roomId));
  if (filter.filmId !== undefined) parts.push(eq(showtimes.filmId, filter.filmId));
  return { from: filter.from, to: filter.to, funciones: await funcionRows(db, and(...parts)) };
}

/** One función as the listing shows it; undefined when it does not exist. */
export async function staffFuncion(db: DbOrTx, funcionId: number): Promise<StaffFuncion | undefined> {
  const [row] = await funcionRows(db, eq(showtimes.id, funcionId));
  return row;
}
