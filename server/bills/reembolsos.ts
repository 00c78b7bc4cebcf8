// The staff's refund list: bills whose money must go back (state refundPending, needs_refund), oldest first.
import { and, asc, eq } from 'drizzle-orm';
import { BILL_STATE } from '../../openapi/rules.ts';
import type { DbOrTx } from '../db/open.ts';
import { bills } from '../db/schema.ts';

export async function billsToRefund(db: DbOrTx) {
  return db
    .select({ id: bills.id, number: bills.number, total: bills.total, note: bills.note, updatedAt: bills.updatedAt })
    .from(bills)
    .where(and(eq(bills.needsRefund, true), eq(bills.statusId, BILL_STATE.refundPending)))
    .orderBy(asc(bills.updatedAt));
}
