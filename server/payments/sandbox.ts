// The sandbox gateway: behaves like ePayco's test mode. The card number decides the outcome
// (ePayco's published test cards); the signed confirmation goes through our confirmation route
// before the charge answers, as ePayco's would, only sooner.
import { randomInt } from 'node:crypto';
import {
  GATEWAY_STATUS,
  RESPONSE_TEXT,
  type CardCharge,
  type ConfirmationSender,
  type GatewayAnswer,
  type GatewayStatus,
  type PaymentGateway,
} from './gateway.ts';
import { confirmationSignature, type SignatureKeys } from './signature.ts';

/** ePayco's test cards. Any other number is rejected. */
export const TEST_CARDS: Record<string, GatewayStatus> = {
  '4575623182290326': 'accepted',
  '4151611527583283': 'rejected',
  '5170394490379427': 'failed',
  '373118856457642': 'pending',
};

const digits = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');

export function sandboxGateway(keys: SignatureKeys, send: ConfirmationSender): PaymentGateway {
  return {
    name: 'sandbox',
    async chargeCard(charge: CardCharge): Promise<GatewayAnswer> {
      const status = TEST_CARDS[charge.card.number] ?? 'rejected';
      const signed = {
        x_ref_payco: digits(9),
        x_transaction_id: digits(14),
        x_amount: String(charge.amount),
        x_currency_code: charge.currency,
      };
      await send({
        ...signed,
        x_signature: confirmationSignature(keys, signed),
        x_cod_response: String(GATEWAY_STATUS[status]),
        x_response: RESPONSE_TEXT[status],
        x_id_invoice: charge.invoice,
        x_approval_code: status === 'accepted' ? digits(6) : '000000',
        x_franchise: 'SANDBOX',
        x_test_request: 'TRUE',
      });
      return { refPayco: signed.x_ref_payco, transactionId: signed.x_transaction_id, status, confirmed: true };
    },
  };
}
