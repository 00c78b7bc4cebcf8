// Spec §9: the membership costs membresia_valor + membresia_servicio (settings), in integer pesos.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/open.ts';
import { settings } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';

export interface MembershipPrice {
  subtotal: number;
  totalService: number;
  total: number;
}

export const NOT_ON_SALE = 'La membresía no está a la venta en este momento.';

const pesos = (value: string | undefined) => (value !== undefined && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : undefined);

/** The membership's price from the settings; 409 when they are missing or not whole pesos. */
export async function membershipPrice(db: DbOrTx): Promise<MembershipPrice> {
  const rows = await db.select().from(settings).where(inArray(settings.key, ['membresia_valor', 'membresia_servicio']));
  const value = pesos(rows.find((r) => r.key === 'membresia_valor')?.value);
  const service = pesos(rows.find((r) => r.key === 'membresia_servicio')?.value);
  if (value === undefined || service === undefined || value <= 1) throw conflict(NOT_ON_SALE);
  return { subtotal: value, totalService: service, total: value + service };
}
