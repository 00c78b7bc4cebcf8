import type { CardPaymentRequest, Consecutive, PayBrand, PaymentResult, PsePaymentRequest, PsePaymentResult } from '../../openapi/index.ts';
import type { MembershipPrice } from '../../openapi/rules.ts';
import type { CardDetails, PseDetails } from '../payment/payment.types.ts';

export type PaymentMethodChoice = 'card' | 'pse';

export interface MembershipInput {
  /** The pay brands (listPayBrands); one alone skips the brand picker. */
  brands: PayBrand[];
  price: MembershipPrice;
}

export interface MembershipContext {
  brands: PayBrand[];
  price: MembershipPrice;
  brand: PayBrand | null;
  /** The consecutivo opened for this purchase (getConsecutive) and its keyPay. */
  purchase: Consecutive | null;
  result: PaymentResult | null;
  /** The server's message of a refused payment (wrong total, a purchase already pending…). */
  error: string | null;
}

export type MembershipEvent =
  | { type: 'purchase.start' }
  | { type: 'purchase.close' }
  | { type: 'brand.choose'; id: number }
  | { type: 'detail.confirm' }
  | { type: 'method.choose'; method: PaymentMethodChoice }
  | { type: 'payment.back' }
  | { type: 'card.submit'; card: CardDetails }
  /** The PSE bank form sent: the payment goes to the bank's page. */
  | { type: 'pse.submit'; pse: PseDetails }
  | { type: 'dialog.close' };

export type MembershipDialogTag = 'dialog.paid' | 'dialog.pending' | 'dialog.payFailed' | 'dialog.payError';

export type MembershipTag =
  | 'brandPicker'
  | 'detail'
  | 'step.method'
  | 'step.form'
  | 'cardForm'
  | 'pseForm'
  | 'opening'
  | 'paying'
  | 'payingPse'
  | 'busy'
  | 'redirecting'
  | MembershipDialogTag;

export interface MembershipSchema {
  context: MembershipContext;
  events: MembershipEvent;
  input: MembershipInput;
  tags: MembershipTag;
}

export type { CardDetails, CardPaymentRequest, MembershipPrice, PaymentResult, PseDetails, PsePaymentRequest, PsePaymentResult };
