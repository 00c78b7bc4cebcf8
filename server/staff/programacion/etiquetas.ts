// How the desk names a función in its messages: "Sala 3, sábado 5 de diciembre de 2026, 19:00" (Bogotá).
import { DateTime } from 'luxon';
import { ZONE } from '../../db/constants.ts';

const bogota = (instant: Date) => DateTime.fromJSDate(instant, { zone: ZONE }).setLocale('es-CO');

export const horaBogota = (instant: Date) => bogota(instant).toFormat('HH:mm');

export const funcionLabel = (room: string, startsAt: Date) => `${room}, ${bogota(startsAt).toFormat("cccc d 'de' LLLL 'de' yyyy, HH:mm")}`;

/** "sábado 5 de diciembre, 19:30": another función of the same room. */
export const momentLabel = (startsAt: Date) => bogota(startsAt).toFormat("cccc d 'de' LLLL, HH:mm");
