import { and, asc, eq, sql } from 'drizzle-orm';
import type { Bank, PayBrand, PayResponseStatus } from '../../openapi/index.ts';
import { BILL_STATE, BILL_STATE_NAMES } from '../../openapi/rules.ts';
import { schema, type Db } from '../db/open.ts';

const { banks, bills, payBrands, payments } = schema;

export async function listPayBrands(db: Db): Promise<PayBrand[]> {
  const rows = await db.select().from(payBrands).orderBy(asc(payBrands.position), asc(payBrands.id));
  return rows.map((b) => ({
    id: b.id,
    name: b.name,
    image: b.image,
    payment_method: { score_payment_method: Number(b.scorePaymentMethod), pay_with_card: b.payWithCard, pay_with_pse: b.payWithPse },
  }));
}

export async function listBanks(db: Db): Promise<Bank[]> {
  const rows = await db.select().from(banks).orderBy(asc(banks.bankName));
  return rows.map((b) => ({ bankCode: b.bankCode, bankName: b.bankName }));
}

/** A payment of the user's, with its bill's state (anyone else's payment: undefined). */
export async function paymentStatusOf(db: Db, userId: number, paymentId: number): Promise<PayResponseStatus | undefined> {
  const [row] = await db
    .select({ id: payments.id, bill: bills.number, statusId: bills.statusId })
    .from(payments)
    .innerJoin(bills, eq(bills.id, payments.billId))
    .where(and(eq(payments.id, paymentId), eq(bills.userId, userId)))
    .limit(1);
  return row && { id: row.id, bill: row.bill, pay_status: { id: row.statusId, name: BILL_STATE_NAMES[row.statusId] } };
}

/** Bills waiting for the gateway's word, and how long the oldest has waited (seconds, database clock): for the operator's metrics. */
export async function pendingPayments(db: Db): Promise<{ count: number; oldestSeconds: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<number>`coalesce(extract(epoch from now() - min(${bills.createdAt})), 0)::float8` })
    .from(bills)
    .where(eq(bills.statusId, BILL_STATE.pending));
  return { count: Number(row.count), oldestSeconds: Number(row.oldest) };
}
