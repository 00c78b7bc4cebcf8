// The entry window of a función at the door (issue 28): from `ingreso_antes_minutos` before its
// start to `ingreso_despues_minutos` after it, site settings (staff only) edited on the programming
// desk's settings page; 45 and 30 when missing.
import { inArray } from 'drizzle-orm';
import { VENTANA_POR_DEFECTO, type VentanaIngreso } from '../../../openapi/ingreso.ts';
import type { DbOrTx } from '../../db/open.ts';
import { settings } from '../../db/schema.ts';

export const WINDOW_BEFORE_SETTING = 'ingreso_antes_minutos';
export const WINDOW_AFTER_SETTING = 'ingreso_despues_minutos';

const minutesOf = (value: string | undefined, fallback: number) => {
  const text = value?.trim() ?? '';
  return /^\d{1,4}$/.test(text) && Number(text) <= 1440 ? Number(text) : fallback;
};

export async function entryWindow(db: DbOrTx): Promise<VentanaIngreso> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, [WINDOW_BEFORE_SETTING, WINDOW_AFTER_SETTING]));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    antesMin: minutesOf(byKey.get(WINDOW_BEFORE_SETTING), VENTANA_POR_DEFECTO.antesMin),
    despuesMin: minutesOf(byKey.get(WINDOW_AFTER_SETTING), VENTANA_POR_DEFECTO.despuesMin),
  };
}

export const windowOut = (w: VentanaIngreso) => ({ antes_min: w.antesMin, despues_min: w.despuesMin });
