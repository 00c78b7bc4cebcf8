// Minutes a room needs between two funciones (setting limpieza_minutos, staff only): a función
// takes its room for [start, start + film + cleaning).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/open.ts';
import { settings } from '../../db/schema.ts';

export const CLEANING_SETTING = 'limpieza_minutos';
/** When the setting is missing or not a whole number of minutes (the demo's funciones leave 20). */
export const DEFAULT_CLEANING_MINUTES = 20;

export async function cleaningMinutes(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CLEANING_SETTING)).limit(1);
  const minutes = Number(row?.value.trim());
  return Number.isInteger(minutes) && minutes >= 0 && row?.value.trim() !== '' ? minutes : DEFAULT_CLEANING_MINUTES;
}
