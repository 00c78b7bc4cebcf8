// A payment's answer (the contract's PaymentResult), read from its bill as it stands now.
import { eq } from 'drizzle-orm';
import type { PaymentResult } from '../../openapi/index.ts';
import { BILL_STATE, BILL_STATE_NAMES, type BillState } from '../../openapi/rules.ts';
import type { DbOrTx } from '../db/open.ts';
import { bills, payments } from '../db/schema.ts';
import type { PayMethod } from './create.ts';

/** Message of a payment's answer per bill state (the others answer with the state's name). */
export const PAYMENT_MESSAGES: Partial<Record<BillState, string>> = {
  [BILL_STATE.accepted]: 'Tu pago fue procesado correctamente.',
  [BILL_STATE.rejected]: 'Tu pago fue rechazado.',
  [BILL_STATE.pending]: 'Tu pago está pendiente de confirmación.',
  [BILL_STATE.failed]: 'Hubo un error al procesar el pago',
};

export async function paymentResult(db: DbOrTx, billId: number): Promise<PaymentResult> {
  const [row] = await db
    .select({ bill: bills, paymentId: payments.id })
    .from(bills)
    .innerJoin(payments, eq(payments.billId, bills.id))
    .where(eq(bills.id, billId))
    .limit(1);
  const status = row.bill.statusId;
  return {
    bill: row.bill.number,
    pay_status: { id: status, name: BILL_STATE_NAMES[status] },
    payType: row.bill.payType,
    message: PAYMENT_MESSAGES[status] ?? BILL_STATE_NAMES[status],
    pay_response_id: row.paymentId,
    pay_method: row.bill.payMethod as PayMethod,
  };
}
