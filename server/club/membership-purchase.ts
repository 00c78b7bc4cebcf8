// A payment for the Club Vizionarios membership (pay_type 3): no función, seats or products, the
// price of the settings, and at most one membership bill of a user waiting for the gateway (the
// user's row is locked while the bill is made, so two requests at once cannot both pass).
import { and, eq, ne } from 'drizzle-orm';
import { BILL_STATE, PAY_TYPE } from '../../openapi/rules.ts';
import type { Db, DbOrTx } from '../db/open.ts';
import { bills, users } from '../db/schema.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { THEATER_MISMATCH, type PurchaseKind } from '../payments/purchase-kind.ts';
import { membershipPrice } from './price.ts';

export const NAME_REQUIRED = 'Completa tu nombre en Mi perfil para comprar la membresía.';
export const NOTHING_BUT_MEMBERSHIP = 'La compra de la membresía no lleva función, sillas ni productos.';
export const MEMBERSHIP_PENDING = 'Ya tienes una compra de la membresía pendiente de confirmación. Espera su resultado antes de intentarlo de nuevo.';

/** The user's membership bill waiting for the gateway, other than the consecutivo's own, if any. */
async function otherPendingMembership(db: DbOrTx, userId: number, consecutivo: number) {
  const [row] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.payType, PAY_TYPE.membership), eq(bills.statusId, BILL_STATE.pending), ne(bills.consecutivo, consecutivo)))
    .limit(1);
  return row;
}

export const membershipPurchase: PurchaseKind<void> = {
  payType: PAY_TYPE.membership,

  /** Spec §2: only a signed-in user with a name buys the membership. */
  async refuseFirst(db: Db, { userId }) {
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user?.name.trim()) throw badRequest(NAME_REQUIRED);
  },

  async prepare(_db, { body }, consecutivo) {
    if (body.showtime_id != null || body.seats.length > 0 || body.products.length > 0) throw badRequest(NOTHING_BUT_MEMBERSHIP);
    if (consecutivo.theaterId !== body.theater_id) throw badRequest(THEATER_MISMATCH);
  },

  async price(tx) {
    return { totals: await membershipPrice(tx), lines: [] };
  },

  async refuseLast(tx, { userId }, consecutivo) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (await otherPendingMembership(tx, userId, consecutivo)) throw conflict(MEMBERSHIP_PENDING);
  },

  description: () => 'Membresía Club Vizionarios',
};
