import type { StaffRefundDone, StaffRefundItem, StaffRefundRequest } from '../../../../openapi/index.ts';
import type { DeskRefusal } from '../../refusal.ts';

export type ReembolsoTag = 'closed' | 'open' | 'busy' | 'refused' | 'refunded';
export type RefundVia = StaffRefundRequest['via'];

export interface ReembolsoContext {
  /** The flagged bill the dialog is about. */
  bill: StaffRefundItem | null;
  refusal: DeskRefusal | null;
  /** The refund made (refundStaffBill). */
  done: StaffRefundDone | null;
}

export type ReembolsoEvent =
  | { type: 'refund.open'; bill: StaffRefundItem }
  | { type: 'refund.confirm'; via: RefundVia; reference: string }
  | { type: 'dialog.close' };

export interface ReembolsoSchema {
  context: ReembolsoContext;
  events: ReembolsoEvent;
  tags: ReembolsoTag;
}
