// The site's settings (spec §3) as the programming desk reads and changes them: typed, checked by
// the contract (StaffSettingsChange: unknown keys and values out of range are a 400 naming them),
// stored as the public read keeps them (integers as text; the popup's image, link and target in
// value, complement and extra), one audit line per setting changed, in the caller's transaction.
import { inArray, sql } from 'drizzle-orm';
import type { StaffPopup, StaffSettings, StaffSettingsChange } from '../../../openapi/index.ts';
import type { DbOrTx } from '../../db/open.ts';
import { settings } from '../../db/schema.ts';
import type { StaffActor } from '../accounts/guard.ts';
import { badRequest } from '../../http/errors.ts';
import { audit } from '../audit/audit.ts';
import { checkUploadedImage } from './imagenes.ts';
import { CLEANING_SETTING } from './limpieza.ts';
import { WINDOW_AFTER_SETTING, WINDOW_BEFORE_SETTING } from '../porteria/ventana.ts';

const NUMERIC = ['ticket_servicio', 'confiteria_servicio', 'maximo_entradas', 'membresia_valor', 'membresia_servicio', CLEANING_SETTING, WINDOW_BEFORE_SETTING, WINDOW_AFTER_SETTING] as const;
type NumericKey = (typeof NUMERIC)[number];
const POPUP = 'popup';
const KEYS = [...NUMERIC, POPUP];

type Row = typeof settings.$inferSelect;

const NOTHING_TO_CHANGE = 'Indica al menos un ajuste que cambiar.';

const integerOf = (row: Row | undefined): number | null => (row && /^\d{1,9}$/.test(row.value.trim()) ? Number(row.value.trim()) : null);

const popupOf = (row: Row | undefined): StaffPopup => ({
  imagen: row?.value || null,
  enlace: row?.complement || null,
  destino: row?.extra === '_blank' ? '_blank' : '_self',
});

function settingsOf(rows: Row[]): StaffSettings {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const numbers = Object.fromEntries(NUMERIC.map((k) => [k, integerOf(byKey.get(k))])) as Record<NumericKey, number | null>;
  return { ...numbers, popup: popupOf(byKey.get(POPUP)) };
}

export async function readSettings(db: DbOrTx): Promise<StaffSettings> {
  return settingsOf(await db.select().from(settings).where(inArray(settings.key, KEYS)));
}

/** What a setting is stored as. */
function rowOf(key: string, value: number | StaffPopup): Omit<Row, 'updatedAt'> {
  if (typeof value === 'number') return { key, value: String(value), complement: null, extra: null };
  return { key, value: value.imagen ?? '', complement: value.enlace, extra: value.destino };
}

/** Changes the settings given, all or none (the caller's transaction), each with its audit line; the settings after. */
export async function changeSettings(tx: DbOrTx, actor: StaffActor, change: StaffSettingsChange): Promise<StaffSettings> {
  if (Object.keys(change).length === 0) throw badRequest(NOTHING_TO_CHANGE, { ajustes: NOTHING_TO_CHANGE });
  if (change.popup?.imagen) await checkUploadedImage(tx, change.popup.imagen, 'popup.imagen');
  // Row locks in key order: two changes at once take turns, and each audit line's before is what it replaced.
  const locked = await tx.select().from(settings).where(inArray(settings.key, KEYS)).orderBy(settings.key).for('update');
  const before = settingsOf(locked);
  for (const [key, value] of Object.entries(change) as [keyof StaffSettingsChange, number | StaffPopup][]) {
    const row = rowOf(key, value);
    await tx
      .insert(settings)
      .values(row)
      .onConflictDoUpdate({ target: settings.key, set: { value: row.value, complement: row.complement, extra: row.extra, updatedAt: sql`now()` } });
    await audit(tx, actor, { action: 'programacion.ajuste.cambiar', target: `ajuste:${key}`, before: { [key]: before[key] }, after: { [key]: value } });
  }
  return readSettings(tx);
}
