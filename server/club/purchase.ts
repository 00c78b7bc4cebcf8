// The membership's bill (pay type 3): no función, no seats, no lines; the price of the settings.
// Whatever the method (card or PSE), a user has at most one membership bill
// waiting for the gateway: the user's row is locked while the bill is made, so two requests at once
// cannot both pass the check.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/open.ts';
import { bills, payments, users } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import { billOfConsecutive, nextBillNumber, type BillRow, type NewBill, type PaymentRow } from '../bills/bills.ts';
import type { MembershipPrice } from './price.ts';
import { BILL_STATE, PAY_TYPE } from '../../openapi/rules.ts';

export const MEMBERSHIP_PENDING = 'Ya tienes una compra de la membresía pendiente de confirmación. Espera su resultado antes de intentarlo de nuevo.';

/** A bill as bills.ts makes them, without función or order: the membership's price instead. */
export type NewMembershipBill = Omit<NewBill, 'showtimeId' | 'payType' | 'order'> & { price: MembershipPrice };

export type CreatedMembershipBill = { created: true; bill: BillRow; payment: PaymentRow } | { created: false; bill: BillRow };

/** The user's membership bill waiting for the gateway, if any. */
export async function pendingMembershipBill(db: DbOrTx, userId: number): Promise<BillRow | undefined> {
  const [row] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.payType, PAY_TYPE.membership), eq(bills.statusId, BILL_STATE.pending)))
    .limit(1);
  return row;
}

/**
 * Creates the membership's bill (pending) and its payment row. The consecutivo's bill when it has
 * one (a retry); 409 when another membership bill of the user is still pending.
 */
export async function createMembershipBill(db: DbOrTx, input: NewMembershipBill): Promise<CreatedMembershipBill> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const existing = await billOfConsecutive(tx, input.consecutivo);
    if (existing) return { created: false as const, bill: existing };
    if (await pendingMembershipBill(tx, input.userId)) throw conflict(MEMBERSHIP_PENDING);
    const [bill] = await tx
      .insert(bills)
      .values({
        number: nextBillNumber(input.theaterId),
        userId: input.userId,
        theaterId: input.theaterId,
        showtimeId: null,
        payType: PAY_TYPE.membership,
        payMethod: input.payMethod,
        payBrandId: input.payBrandId,
        statusId: BILL_STATE.pending,
        subtotal: input.price.subtotal,
        totalService: input.price.totalService,
        total: input.price.total,
        consecutivo: input.consecutivo,
        device: input.device,
      })
      .returning();
    const [payment] = await tx
      .insert(payments)
      .values({ billId: bill.id, gateway: input.gateway, method: input.payMethod, amount: input.price.total, currency: 'COP', status: 'pending', raw: input.instrument })
      .returning();
    return { created: true as const, bill, payment };
  });
}
