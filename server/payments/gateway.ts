// The payment gateway interface (DESIGN.md "Payments"). The server only ever talks to a gateway
// through it: `sandbox` (default) and the real `epayco` adapter. Three calls: a card charge, a PSE
// transaction (the bank's URL for the browser) and a lookup of a transaction's state
// (reconciliation).
//
// A gateway never changes a bill: its word reaches the bill only through a signed confirmation
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
  /** Who pays (ePayco asks for it with every charge). */
  buyer: Buyer;
  /** The payer's address. */
  ip: string;
  /** Where ePayco would send a browser back (unused for a direct charge, required by its API). */
  responseUrl: string;
}

/** The payer as the gateway needs them. */
export interface Buyer {
  docType: string;
  docNumber: string;
  name: string;
  lastName: string;
  email: string;
  phone: string;
}

/** What the gateway answered to a charge. */
export interface GatewayAnswer {
  refPayco: string;
  transactionId: string;
  status: GatewayStatus;
  /** Whether the signed confirmation of this state has already been delivered (the sandbox's does). */
  confirmed: boolean;
}

/** A PSE transaction to create: the payer goes to their bank's page to approve it. */
export interface PseCharge {
  invoice: string;
  /** Integer pesos. */
  amount: number;
  currency: 'COP';
  description: string;
  /** PSE bank code (Bank.bankCode). */
  bank: string;
  typePerson: 'natural' | 'juridica';
  buyer: Buyer;
  /** The payer's address, which ePayco asks for. */
  ip: string;
  /** Where the bank sends the browser back: our /estado-transaccion/{bill}. */
  responseUrl: string;
  /** Origin of the request that created it (the sandbox serves its bank page there). */
  origin: string;
}

export interface PseAnswer {
  refPayco: string;
  transactionId: string;
  /** The bank's page: the browser goes there. */
  bankUrl: string;
}

/** What reconciliation knows of a payment when it asks the gateway. */
export interface LookupQuery {
  invoice: string;
  refPayco: string | null;
}

/** A paid transaction whose money goes back whole (the finance desk's refund). */
export interface RefundQuery {
  invoice: string;
  refPayco: string;
  /** Integer pesos: the bill's whole total (ePayco refunds a transaction whole). */
  amount: number;
}

/** The gateway's word on a refund: approved with its reference, or refused with its reason. */
export type RefundAnswer = { approved: true; reference: string } | { approved: false; reason: string };

/** A signed confirmation as ePayco posts it (form fields). */
export type ConfirmationFields = Record<string, string>;

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Charges a card once. May throw (network, timeout): the bill then stays pending for reconciliation. */
  chargeCard(charge: CardCharge): Promise<GatewayAnswer>;
  /** Creates a PSE transaction. May throw: the bill then stays pending and reconciliation settles it. */
  createPse(charge: PseCharge): Promise<PseAnswer>;
  /**
   * The transaction's state as the gateway has it, as signed confirmation fields (they go through
   * the same checks as a confirmation). null: the gateway knows no such transaction. May throw.
   */
  lookup(query: LookupQuery): Promise<ConfirmationFields | null>;
  /**
   * Gives a paid transaction's money back. A refusal is an answer (approved: false); a timeout, a
   * network failure or a malformed answer throws, and the refund may be asked again.
   */
  refund(query: RefundQuery): Promise<RefundAnswer>;
}

/** Sends a confirmation to our own /epayco/confirmation route (the sandbox's server-to-server call). */
export type ConfirmationSender = (fields: ConfirmationFields) => Promise<void>;
