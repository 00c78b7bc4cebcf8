// Which payment gateway the server talks to, and the ePayco keys that sign its confirmations.

export type GatewayName = 'sandbox' | 'epayco';

export interface PaymentsConfig {
  gateway: GatewayName;
  /** ePayco's p_cust_id_cliente: first part of every confirmation signature. */
  custId: string;
  /** ePayco's p_key: the shared secret of every confirmation signature. */
  pKey: string;
}

/** Keys of the sandbox in development and tests; a real deployment sets its own. */
export const SANDBOX_CUST_ID = '1000000';
export const SANDBOX_P_KEY = 'viziona-sandbox-p-key';

export class PaymentsConfigError extends Error {}

/** PAYMENT_GATEWAY (sandbox by default), PAYMENT_CUST_ID and PAYMENT_P_KEY. */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const gateway = env.PAYMENT_GATEWAY || 'sandbox';
  if (gateway !== 'sandbox') {
    // The ePayco adapter arrives with issue 10; until then only the sandbox can be chosen.
    throw new PaymentsConfigError(`PAYMENT_GATEWAY no es una pasarela disponible: ${gateway} (use sandbox).`);
  }
  return {
    gateway,
    custId: env.PAYMENT_CUST_ID || SANDBOX_CUST_ID,
    pKey: env.PAYMENT_P_KEY || SANDBOX_P_KEY,
  };
}
