// Spec §9: the membership's price, by the rule both sides read (openapi/rules.ts's membershipPriceOf).
import { inArray } from 'drizzle-orm';
import { MEMBERSHIP_PRICE_KEYS, membershipPriceOf } from '../../openapi/rules.ts';
import type { DbOrTx } from '../db/open.ts';
import { settings } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';

export interface MembershipPrice {
  subtotal: number;
  totalService: number;
  total: number;
}

export const NOT_ON_SALE = 'La membresía no está a la venta en este momento.';

/** The membership's price from the settings; 409 when it is not on sale (settings missing, not whole pesos, or not above 1 peso). */
export async function membershipPrice(db: DbOrTx): Promise<MembershipPrice> {
  const price = membershipPriceOf(await db.select().from(settings).where(inArray(settings.key, [...MEMBERSHIP_PRICE_KEYS])));
  if (!price) throw conflict(NOT_ON_SALE);
  return { subtotal: price.valor, totalService: price.servicio, total: price.total };
}
