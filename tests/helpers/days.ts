import { DateTime } from 'luxon';

/**
 * Tomorrow in Bogotá (YYYY-MM-DD): a day whose funciones the seed made and none of which has
 * started, whatever the hour the tests run at. Today's may be nearly over.
 */
export const tomorrowInBogota = (): string => DateTime.now().setZone('America/Bogota').plus({ days: 1 }).toISODate()!;

/**
 * Two days ago in Bogotá (YYYY-MM-DD): a past day with no función of the seed's. The seed programmes
 * from the day it ran, which is yesterday once a run crosses midnight (a time yesterday would then
 * also cross the seed's funciones).
 */
export const pastDayInBogota = (): string => DateTime.now().setZone('America/Bogota').startOf('day').minus({ days: 2 }).toISODate()!;
