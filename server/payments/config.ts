// Which payment gateway the server talks to, and the ePayco keys that sign its confirmations.

export type GatewayName = 'sandbox' | 'epayco';

/** How the `epayco` adapter reaches ePayco's REST API (unused by the sandbox). */
export interface EpaycoApiConfig {
  /** ePayco's PUBLIC_KEY (API key). */
  publicKey: string;
  /** ePayco's PRIVATE_KEY: logs in to the API and encrypts the PSE fields; never logged. */
  privateKey: string;
  /** Test mode: ePayco processes nothing for real (its `test` flag on each request). */
  test: boolean;
  /** Card and token API (ePayco's api.secure.payco.co). */
  apiUrl: string;
  /** restpagos API: PSE transactions and transaction lookups (ePayco's secure.payco.co). */
  secureUrl: string;
  /** How long one call may take before it counts as no answer. */
  timeoutMs: number;
  /** ePayco's transaction service (refunds: PUT /payment/api/v1/transaction/refund/{ref_payco}); apiflow.epayco.io by default. */
  transactionUrl?: string;
  /** ePayco's OAuth2 token service for the transaction service (POST /api/v1/oauth/login, client credentials). */
  authUrl?: string;
}

export interface PaymentsConfig {
  gateway: GatewayName;
  /** ePayco's p_cust_id_cliente: first part of every confirmation signature. */
  custId: string;
  /** ePayco's p_key: the shared secret of every confirmation signature. */
  pKey: string;
  /** Only with gateway 'epayco'. */
  epayco?: EpaycoApiConfig;
}

/** Keys of the sandbox in development and tests; a real deployment sets its own. */
export const SANDBOX_CUST_ID = '1000000';
export const SANDBOX_P_KEY = 'viziona-sandbox-p-key';

/** ePayco's transaction service and its token service (its SDK's defaults). */
export const EPAYCO_TRANSACTION_URL = 'https://apiflow.epayco.io';
export const EPAYCO_AUTH_URL = 'https://eks-ms-authentication-service.epayco.io';

export class PaymentsConfigError extends Error {}

function epaycoApi(env: NodeJS.ProcessEnv): EpaycoApiConfig {
  const missing = ['EPAYCO_PUBLIC_KEY', 'EPAYCO_PRIVATE_KEY', 'PAYMENT_CUST_ID', 'PAYMENT_P_KEY'].filter((k) => !env[k]);
  if (missing.length) throw new PaymentsConfigError(`PAYMENT_GATEWAY=epayco necesita ${missing.join(', ')}.`);
  const test = (env.EPAYCO_TEST ?? 'true').toLowerCase();
  if (!['true', 'false'].includes(test)) throw new PaymentsConfigError(`EPAYCO_TEST debe ser true o false: ${env.EPAYCO_TEST}`);
  const timeoutMs = Number(env.EPAYCO_TIMEOUT_MS || 15_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    throw new PaymentsConfigError(`EPAYCO_TIMEOUT_MS debe ser un entero entre 100 y 120000: ${env.EPAYCO_TIMEOUT_MS}`);
  }
  return {
    publicKey: env.EPAYCO_PUBLIC_KEY!,
    privateKey: env.EPAYCO_PRIVATE_KEY!,
    test: test === 'true',
    apiUrl: (env.EPAYCO_API_URL || 'https://api.secure.payco.co').replace(/\/$/, ''),
    secureUrl: (env.EPAYCO_SECURE_URL || 'https://secure.payco.co').replace(/\/$/, ''),
    timeoutMs,
    transactionUrl: (env.EPAYCO_TRANSACTION_URL || EPAYCO_TRANSACTION_URL).replace(/\/$/, ''),
    authUrl: (env.EPAYCO_AUTH_URL || EPAYCO_AUTH_URL).replace(/\/$/, ''),
  };
}

/**
 * PAYMENT_GATEWAY (sandbox by default, or epayco), PAYMENT_CUST_ID and PAYMENT_P_KEY; for epayco
 * also EPAYCO_PUBLIC_KEY, EPAYCO_PRIVATE_KEY, EPAYCO_TEST, EPAYCO_API_URL, EPAYCO_SECURE_URL and
 * EPAYCO_TIMEOUT_MS.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const gateway = env.PAYMENT_GATEWAY || 'sandbox';
  if (gateway === 'epayco') {
    const epayco = epaycoApi(env);
    return { gateway, custId: env.PAYMENT_CUST_ID!, pKey: env.PAYMENT_P_KEY!, epayco };
  }
  if (gateway !== 'sandbox') throw new PaymentsConfigError(`PAYMENT_GATEWAY no es una pasarela disponible: ${gateway} (use sandbox o epayco).`);
  return {
    gateway,
    custId: env.PAYMENT_CUST_ID || SANDBOX_CUST_ID,
    pKey: env.PAYMENT_P_KEY || SANDBOX_P_KEY,
  };
}
