import { schema, type DbOrTx } from '../db/open.ts';
import type { ExtraDays } from './business-days.ts';

/** The staff's extra non-working days (server/staff/servicio/dias.ts edits them), for deadlines. */
export async function nonWorkingDays(db: DbOrTx): Promise<ExtraDays> {
  const rows = await db.select({ day: schema.nonWorkingDays.day }).from(schema.nonWorkingDays);
  return new Set(rows.map((r) => r.day));
}
