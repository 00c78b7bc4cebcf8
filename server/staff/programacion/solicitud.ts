// A request for funciones in bulk — a film, rooms, a date range, days of the week, times, a format
// and version — checked and expanded into its funciones (pure: no database). Dates and times are
// Bogotá's wall clock; each one becomes an instant with luxon in America/Bogota (no DST there
// today, but a local time that a zone rule skipped is refused rather than shifted).
import { DateTime } from 'luxon';
import { BOGOTA_DATE, BOGOTA_TIME, SHOWTIME_FORMATS, SHOWTIME_VERSIONS } from '../../../openapi/rules.ts';
import { ZONE, type ShowtimeFormat, type ShowtimeVersion } from '../../db/constants.ts';
import { PROGRAMACION_FIELDS as say } from './messages.ts';
import { refuse } from './refusals.ts';

export interface FuncionesRequest {
  filmId: number;
  roomIds: number[];
  /** First and last day, 'YYYY-MM-DD' in Bogotá, both included. */
  from: string;
  to: string;
  /** ISO days of the week: 1 lunes … 7 domingo. */
  weekdays: number[];
  /** Start times, 'HH:mm' in Bogotá. */
  times: string[];
  format: ShowtimeFormat;
  version: ShowtimeVersion;
}

/** Funciones one request may make at most. */
export const MAX_FUNCIONES = 2000;
/** Days one request may span at most (a year and a day). */
export const MAX_DAYS = 366;

const FORMATS: readonly string[] = SHOWTIME_FORMATS satisfies readonly ShowtimeFormat[];
const VERSIONS: readonly string[] = SHOWTIME_VERSIONS satisfies readonly ShowtimeVersion[];
/** 'YYYY-MM-DD' and 'HH:mm' (00:00–23:59): the contract's BogotaDate and BogotaTime. */
export const DATE = BOGOTA_DATE;
export const TIME = BOGOTA_TIME;

/** One función of a request, before the database is asked anything. */
export interface Candidate {
  roomId: number;
  startsAt: Date;
  /** 'YYYY-MM-DD' and 'HH:mm', Bogotá. */
  date: string;
  time: string;
}

const positiveInt = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;

/** A Bogotá day, or undefined when the text is no real date. */
function bogotaDate(text: unknown): DateTime | undefined {
  if (typeof text !== 'string' || !DATE.test(text)) return undefined;
  const day = DateTime.fromISO(text, { zone: ZONE });
  return day.isValid ? day.startOf('day') : undefined;
}

/** The Bogotá wall-clock time `time` of `day` as an instant; undefined when that local time does not exist. */
export function bogotaInstant(day: string, time: string): Date | undefined {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const local = DateTime.fromObject({ year, month, day: date, hour, minute }, { zone: ZONE });
  if (!local.isValid || local.hour !== hour || local.minute !== minute || local.day !== date) return undefined;
  return local.toJSDate();
}

export interface CheckedRequest extends FuncionesRequest {
  /** The days of the range whose weekday was chosen, 'YYYY-MM-DD'. */
  days: string[];
}

/** The request with its lists de-duplicated and sorted; 400 naming every malformed field. */
export function checkRequest(request: FuncionesRequest): CheckedRequest {
  const errors: Record<string, string> = {};
  if (!positiveInt(request.filmId)) errors.filmId = say.filmId;
  const roomIds = Array.isArray(request.roomIds) ? [...new Set(request.roomIds)].sort((a, b) => a - b) : [];
  if (roomIds.length === 0 || !roomIds.every(positiveInt)) errors.roomIds = say.roomIds;
  const from = bogotaDate(request.from);
  const to = bogotaDate(request.to);
  if (!from) errors.from = say.from;
  if (!to) errors.to = say.to;
  if (from && to && to < from) errors.to = 'La fecha final es anterior a la inicial.';
  else if (from && to && to.diff(from, 'days').days + 1 > MAX_DAYS) errors.to = `El rango de fechas no puede pasar de ${MAX_DAYS} días.`;
  const weekdays = Array.isArray(request.weekdays) ? [...new Set(request.weekdays)].sort((a, b) => a - b) : [];
  if (weekdays.length === 0 || !weekdays.every((d) => Number.isInteger(d) && d >= 1 && d <= 7)) errors.weekdays = say.weekdays;
  const times = Array.isArray(request.times) ? [...new Set(request.times)].sort() : [];
  const badTime = times.find((t) => typeof t !== 'string' || !TIME.test(t));
  if (times.length === 0) errors.times = say.times;
  else if (badTime !== undefined) errors.times = `La hora ${String(badTime)} no es válida (HH:mm, de 00:00 a 23:59).`;
  if (!FORMATS.includes(request.format)) errors.format = say.format;
  if (!VERSIONS.includes(request.version)) errors.version = say.version;
  const fields = Object.keys(errors);
  if (fields.length > 0) throw refuse('solicitud_invalida', `La solicitud de funciones no es válida: ${fields.map((f) => errors[f]).join(' ')}`, errors);

  const days: string[] = [];
  for (let day = from!; day <= to!; day = day.plus({ days: 1 })) if (weekdays.includes(day.weekday)) days.push(day.toISODate()!);
  return { ...request, roomIds, weekdays, times, days };
}

const thousands = (n: number) => n.toLocaleString('es-CO');

/** Every función the request asks for, by start then room; 400 when there are none or more than MAX_FUNCIONES. */
export function expandRequest(request: CheckedRequest): Candidate[] {
  const count = request.days.length * request.roomIds.length * request.times.length;
  if (count === 0) throw refuse('sin_funciones', 'Las fechas y los días de la semana elegidos no dan ninguna función.');
  if (count > MAX_FUNCIONES) {
    throw refuse('demasiadas_funciones', `La solicitud da ${thousands(count)} funciones; el máximo por solicitud es ${thousands(MAX_FUNCIONES)}. Divide el rango de fechas.`);
  }
  const candidates: Candidate[] = [];
  for (const date of request.days) {
    for (const time of request.times) {
      const startsAt = bogotaInstant(date, time);
      if (!startsAt) throw refuse('solicitud_invalida', `La hora ${time} no existe el ${date} en Bogotá.`, { times: `La hora ${time} no existe el ${date}.` });
      for (const roomId of request.roomIds) candidates.push({ roomId, startsAt, date, time });
    }
  }
  return candidates;
}
