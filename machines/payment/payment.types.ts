import type { CardPaymentRequest, Consecutive, PayBrand, PsePaymentRequest } from '../../openapi/index.ts';

/** What the card form hands over (spec §3 'card payment'); never kept in a machine's context. */
export interface CardDetails {
  cardName: string;
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  dues: number;
}

/** The bank-transfer form (spec §3 'bank payment'). */
export interface PseDetails {
  typePerson: 'natural' | 'juridica';
  bank: string;
  firstName: string;
  lastName: string;
  documentType: PsePaymentRequest['doc_type'];
  documentNumber: string;
  email: string;
  phoneNumber: string;
}

/** What every payment call sends besides the card or the bank form. */
export type PaymentCommon = Omit<CardPaymentRequest, 'card_name' | 'card_number' | 'cvc' | 'exp_month' | 'exp_year' | 'dues'>;

/** What a payment buys and costs: the part of the body each flow (tickets, membership) fills in. */
export type PaymentOrder = Pick<
  PaymentCommon,
  'pay_type' | 'subtotal' | 'total_service' | 'total' | 'showtime_id' | 'seats' | 'products' | 'products_detail' | 'products_description'
>;

/** Where a payment stands before it is sent: the consecutivo opened for it and the brand chosen (null until then). */
export interface PaymentStart {
  purchase: Consecutive | null;
  brand: PayBrand | null;
}
