// How the staff desks write Bogotá's days and times: 'martes 1 dic 2026', '19:00'.
import { DateTime } from 'luxon';

const ZONE = 'America/Bogota';

/** 'martes 1 dic 2026' from 'YYYY-MM-DD'. */
export const diaLargo = (date: string) => DateTime.fromISO(date, { zone: ZONE }).setLocale('es-CO').toFormat('cccc d LLL yyyy');

/** 'HH:mm' in Bogotá of an instant of the API. */
export const horaDe = (instant: string) => DateTime.fromISO(instant, { setZone: true }).setZone(ZONE).toFormat('HH:mm');

/** Today's date in Bogotá plus `days`, 'YYYY-MM-DD'. */
export const diaBogota = (days = 0) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;

/** The days of the week as the wizard offers them (ISO: 1 lunes … 7 domingo). */
export const DIAS_SEMANA = [
  { value: 1, label: 'lunes' },
  { value: 2, label: 'martes' },
  { value: 3, label: 'miércoles' },
  { value: 4, label: 'jueves' },
  { value: 5, label: 'viernes' },
  { value: 6, label: 'sábado' },
  { value: 7, label: 'domingo' },
] as const;
