import { DateTime } from 'luxon';

/**
 * Tomorrow in Bogotá (YYYY-MM-DD): a day whose funciones the seed made and none of which has
 * started, whatever the hour the tests run at. Today's may be nearly over.
 */
export const tomorrowInBogota = (): string => DateTime.now().setZone('America/Bogota').plus({ days: 1 }).toISODate()!;
