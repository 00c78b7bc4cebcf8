// What the membership's payment calls send: pay type 3, no función, seats or products, the price
// of the settings (the server checks it against its own), on the body every payment shares.
import type { CardPaymentRequest, PsePaymentRequest } from '../../openapi/index.ts';
import { PAY_TYPE, type MembershipPrice } from '../../openapi/rules.ts';
import { paymentBase, withCard, withPse } from '../payment/payment.ts';
import type { PaymentOrder } from '../payment/payment.types.ts';
import type { CardDetails, MembershipContext, PseDetails } from './membership.types.ts';

const MEMBERSHIP_DESCRIPTION = 'Membresía Club Vizionarios';

const membershipOrder = (price: MembershipPrice): PaymentOrder => ({
  pay_type: PAY_TYPE.membership,
  subtotal: price.valor,
  total_service: price.servicio,
  total: price.total,
  showtime_id: null,
  seats: [],
  products: [],
  products_detail: `1 x ${MEMBERSHIP_DESCRIPTION}`,
  products_description: MEMBERSHIP_DESCRIPTION,
});

export const membershipCardPayment = (context: MembershipContext, card: CardDetails): CardPaymentRequest | null =>
  withCard(paymentBase(context, membershipOrder(context.price)), card);

export const membershipPsePayment = (context: MembershipContext, pse: PseDetails): PsePaymentRequest | null =>
  withPse(paymentBase(context, membershipOrder(context.price)), pse);
