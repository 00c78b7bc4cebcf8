// The payment gateway interface (DESIGN.md "Payments"). The server only ever talks to a gateway
// through it: `sandbox` (default) and, with issue 10, the real `epayco` adapter, which also adds
// `createPse` (bank redirect) and `lookup` (transaction state, for reconciliation).
//
// A gateway never changes a bill: the outcome reaches the bill only through a signed confirmation
// (confirmations.ts), which the real gateway posts to /epayco/confirmation and the sandbox sends
// through that same route before it answers.
import type { GatewayName } from './config.ts';

export type { GatewayName };

/** A transaction's state as the gateway reports it; the number is ePayco's x_cod_response. */
export const GATEWAY_STATUS = { accepted: 1, rejected: 2, pending: 3, failed: 4 } as const;
export type GatewayStatus = keyof typeof GATEWAY_STATUS;
export type GatewayCode = (typeof GATEWAY_STATUS)[GatewayStatus];

export const statusOfCode = (code: number): GatewayStatus | undefined =>
  (Object.keys(GATEWAY_STATUS) as GatewayStatus[]).find((s) => GATEWAY_STATUS[s] === code);

/** ePayco's x_response text of each state. */
export const RESPONSE_TEXT: Record<GatewayStatus, string> = {
  accepted: 'Aceptada',
  rejected: 'Rechazada',
  pending: 'Pendiente',
  failed: 'Fallida',
};

/** Card data: handed to the gateway and dropped. Never stored, never logged. */
export interface CardData {
  name: string;
  number: string;
  cvc: string;
  expMonth: string;
  expYear: string;
}

export interface CardCharge {
  /** Our bill number: the invoice (x_id_invoice) the confirmation names. */
  invoice: string;
  /** Integer pesos. */
  amount: number;
  currency: 'COP';
  description: string;
  dues: number;
  card: CardData;
}

/** What the gateway answered to a charge. */
export interface GatewayAnswer {
  refPayco: string;
  transactionId: string;
  status: GatewayStatus;
  /** Whether the signed confirmation of this state has already been delivered (the sandbox's does). */
  confirmed: boolean;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Charges a card once. May throw (network, timeout): the bill then stays pending for reconciliation. */
  chargeCard(charge: CardCharge): Promise<GatewayAnswer>;
}

/** A signed confirmation as ePayco posts it (form fields). */
export type ConfirmationFields = Record<string, string>;

/** Sends a confirmation to our own /epayco/confirmation route (the sandbox's server-to-server call). */
export type ConfirmationSender = (fields: ConfirmationFields) => Promise<void>;
