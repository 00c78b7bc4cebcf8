// The `epayco` gateway: ePayco's REST API, in the shapes of its published SDK (epayco-node).
//   card:   POST {api}/v1/auth/login → bearer; POST {api}/v1/tokens (tokenization);
//           POST {api}/payment/v1/customer/create; POST {api}/payment/v1/charge/create
//   PSE:    POST {secure}/restpagos/pagos/debitos.json (fields AES-encrypted with the private key)
//   lookup: GET  {secure}/restpagos/transaction/response.json?ref_payco=…&public_key=…
//   refund: POST {auth}/api/v1/oauth/login (form: grant_type=client_credentials, client_id=public
//           key, client_secret=private key, scope=apify) → access_token.accessToken;
//           PUT {transaction}/payment/api/v1/transaction/refund/{ref_payco}, no body (the whole
//           transaction goes back) → { success, message, data }; a refusal is success false with
//           its message (or data.errors[].message).
// Every call has a deadline; a timeout, a 5xx or an answer that is not the expected JSON throws a
// GatewayError that names only the call and the kind of failure (never the request: it may carry
// card data). Card data goes from here to ePayco only.
import { createCipheriv } from 'node:crypto';
import { EPAYCO_AUTH_URL, EPAYCO_TRANSACTION_URL, type EpaycoApiConfig } from './config.ts';
import {
  statusOfCode,
  type CardCharge,
  type ConfirmationFields,
  type GatewayAnswer,
  type GatewayStatus,
  type LookupQuery,
  type PaymentGateway,
  type PseAnswer,
  type PseCharge,
  type RefundAnswer,
  type RefundQuery,
} from './gateway.ts';

export type GatewayFailure = 'timeout' | 'network' | 'http' | 'malformed' | 'refused';

export class GatewayError extends Error {
  constructor(
    readonly call: string,
    readonly failure: GatewayFailure,
    readonly status?: number,
  ) {
    super(`ePayco ${call}: ${failure}${status ? ` (${status})` : ''}`);
    this.name = 'GatewayError';
  }
  /** The log-safe code the payment handlers record. */
  get code(): string {
    return `${this.call}:${this.failure}`;
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

/** ePayco's state words and codes. */
const STATE_WORDS: Record<string, GatewayStatus> = { aceptada: 'accepted', rechazada: 'rejected', pendiente: 'pending', fallida: 'failed' };

/** AES-CBC of one field, as the SDK does for restpagos: key = the private key's hex bytes, zero IV, base64. */
export function encryptField(value: string, privateKeyHex: string): string {
  const key = Buffer.from(privateKeyHex, 'hex');
  const algorithm = { 16: 'aes-128-cbc', 24: 'aes-192-cbc', 32: 'aes-256-cbc' }[key.length];
  if (!algorithm || key.toString('hex') !== privateKeyHex.toLowerCase()) throw new GatewayError('pse', 'refused');
  const cipher = createCipheriv(algorithm, key, Buffer.alloc(16));
  return Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]).toString('base64');
}

export interface EpaycoUrls {
  /** Our /api/v1/epayco/confirmation, public: ePayco posts there. */
  confirmationUrl: string;
}

export function epaycoGateway(cfg: EpaycoApiConfig, urls: EpaycoUrls, fetchImpl: typeof fetch = fetch): PaymentGateway {
  let bearer: { token: string; until: number } | undefined;

  async function call(name: string, url: string, init: { method: 'GET' | 'POST' | 'PUT'; body?: Json; form?: URLSearchParams; token?: string }): Promise<Json> {
    let res: Response;
    try {
      const type = init.form ? 'application/x-www-form-urlencoded' : init.body ? 'application/json' : undefined;
      res = await fetchImpl(url, {
        method: init.method,
        headers: { accept: 'application/json', ...(type ? { 'content-type': type } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
        body: init.form ? init.form.toString() : init.body ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
    } catch (err) {
      const name_ = (err as Error)?.name;
      throw new GatewayError(name, name_ === 'TimeoutError' || name_ === 'AbortError' ? 'timeout' : 'network');
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      const name_ = (err as Error)?.name;
      throw new GatewayError(name, name_ === 'TimeoutError' || name_ === 'AbortError' ? 'timeout' : res.ok ? 'malformed' : 'http', res.ok ? undefined : res.status);
    }
    // The transaction service answers a refusal as 4xx with its { success: false, message } body.
    if (!res.ok && !(init.method === 'PUT' && res.status < 500 && isObject(body) && body.success === false)) throw new GatewayError(name, 'http', res.status);
    if (!isObject(body)) throw new GatewayError(name, 'malformed');
    return body;
  }

  let transactionBearer: { token: string; until: number } | undefined;
  /** The transaction service's own token (OAuth2 client credentials, form-encoded, as ePayco's SDK asks for it). */
  async function transactionLogin(): Promise<string> {
    if (transactionBearer && transactionBearer.until > Date.now()) return transactionBearer.token;
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: cfg.publicKey, client_secret: cfg.privateKey, scope: 'apify' });
    const body = await call('refund-login', `${cfg.authUrl ?? EPAYCO_AUTH_URL}/api/v1/oauth/login`, { method: 'POST', form });
    const token = isObject(body.access_token) ? text(body.access_token.accessToken) : text(body.access_token);
    if (!token) throw new GatewayError('refund-login', 'malformed');
    transactionBearer = { token, until: Date.now() + 10 * 60_000 };
    return token;
  }

  /** The words of a refused refund: its message, or each of data.errors[].message. */
  function refusalOf(answer: Json): string {
    const data = answer.data;
    const errors = isObject(data) && Array.isArray(data.errors) ? data.errors.map((e) => (isObject(e) ? text(e.message) : undefined)).filter(Boolean) : [];
    return errors.join(' ') || text(answer.message) || 'ePayco no reversó la transacción.';
  }

  async function login(): Promise<string> {
    if (bearer && bearer.until > Date.now()) return bearer.token;
    const body = await call('login', `${cfg.apiUrl}/v1/auth/login`, { method: 'POST', body: { public_key: cfg.publicKey, private_key: cfg.privateKey } });
    const token = text(body.token) ?? text(body.bearer_token);
    if (!token) throw new GatewayError('login', 'malformed');
    bearer = { token, until: Date.now() + 10 * 60_000 };
    return token;
  }

  /** The state an answer reports: its code (x_cod_response / cod_respuesta) or its word (estado). */
  function stateOf(data: Json): GatewayStatus | undefined {
    const code = Number(data.cod_respuesta ?? data.x_cod_response);
    return statusOfCode(code) ?? STATE_WORDS[String(data.estado ?? data.x_response ?? '').toLowerCase()];
  }

  return {
    name: 'epayco',

    async chargeCard(charge: CardCharge): Promise<GatewayAnswer> {
      const token = await login();
      const tokenized = await call('token', `${cfg.apiUrl}/v1/tokens`, {
        method: 'POST',
        token,
        body: {
          'card[number]': charge.card.number,
          'card[exp_year]': charge.card.expYear,
          'card[exp_month]': charge.card.expMonth,
          'card[cvc]': charge.card.cvc,
          hasCvv: true,
        },
      });
      const tokenCard = text(tokenized.id) ?? (isObject(tokenized.data) ? text(tokenized.data.id) : undefined);
      if (tokenized.status === false) throw new GatewayError('token', 'refused');
      if (!tokenCard) throw new GatewayError('token', 'malformed');
      const { buyer } = charge;
      const customer = await call('customer', `${cfg.apiUrl}/payment/v1/customer/create`, {
        method: 'POST',
        token,
        body: { token_card: tokenCard, name: buyer.name, last_name: buyer.lastName, email: buyer.email, phone: buyer.phone, default: true },
      });
      const customerId = isObject(customer.data) ? text(customer.data.customerId) : undefined;
      if (customer.status === false) throw new GatewayError('customer', 'refused');
      if (!customerId) throw new GatewayError('customer', 'malformed');
      const charged = await call('charge', `${cfg.apiUrl}/payment/v1/charge/create`, {
        method: 'POST',
        token,
        body: {
          token_card: tokenCard,
          customer_id: customerId,
          doc_type: buyer.docType,
          doc_number: buyer.docNumber,
          name: buyer.name,
          last_name: buyer.lastName,
          email: buyer.email,
          cell_phone: buyer.phone,
          bill: charge.invoice,
          description: charge.description,
          value: String(charge.amount),
          tax: '0',
          tax_base: '0',
          currency: charge.currency,
          dues: String(charge.dues),
          ip: charge.ip,
          url_response: charge.responseUrl,
          url_confirmation: urls.confirmationUrl,
          method_confirmation: 'POST',
          test: cfg.test,
        },
      });
      const data = isObject(charged.data) ? charged.data : undefined;
      const refPayco = data ? text(data.ref_payco) : undefined;
      const status = data ? stateOf(data) : undefined;
      if (!data || !refPayco || !status) throw new GatewayError('charge', charged.status === false ? 'refused' : 'malformed');
      return { refPayco, transactionId: text(data.transactionID) ?? text(data.recibo) ?? refPayco, status, confirmed: false };
    },

    async createPse(charge: PseCharge): Promise<PseAnswer> {
      const { buyer } = charge;
      const fields: Record<string, string> = {
        banco: charge.bank,
        factura: charge.invoice,
        descripcion: charge.description,
        valor: String(charge.amount),
        iva: '0',
        baseiva: '0',
        moneda: charge.currency,
        tipo_persona: charge.typePerson === 'juridica' ? '1' : '0',
        tipo_doc: buyer.docType,
        documento: buyer.docNumber,
        nombres: buyer.name,
        apellidos: buyer.lastName,
        email: buyer.email,
        pais: 'CO',
        celular: buyer.phone,
        ip: charge.ip,
        url_respuesta: charge.responseUrl,
        url_confirmacion: urls.confirmationUrl,
        metodoconfirmacion: 'POST',
      };
      const body: Json = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, encryptField(v, cfg.privateKey)]));
      Object.assign(body, {
        public_key: cfg.publicKey,
        i: Buffer.alloc(8).toString('base64'),
        enpruebas: encryptField(String(cfg.test), cfg.privateKey),
        lenguaje: 'javascript',
        p: Buffer.from(cfg.privateKey, 'hex').toString('base64'),
      });
      const answer = await call('pse', `${cfg.secureUrl}/restpagos/pagos/debitos.json`, { method: 'POST', body, token: await login() });
      const data = isObject(answer.data) ? answer.data : undefined;
      const refPayco = data ? text(data.ref_payco) : undefined;
      const bankUrl = data ? text(data.urlbanco) : undefined;
      if (answer.success === false) throw new GatewayError('pse', 'refused');
      if (!data || !refPayco || !bankUrl || !/^https?:\/\//.test(bankUrl)) throw new GatewayError('pse', 'malformed');
      return { refPayco, transactionId: text(data.transactionID) ?? refPayco, bankUrl };
    },

    async lookup(query: LookupQuery): Promise<ConfirmationFields | null> {
      // ePayco looks transactions up by its reference; a charge that never answered has none.
      if (!query.refPayco) return null;
      const url = `${cfg.secureUrl}/restpagos/transaction/response.json?ref_payco=${encodeURIComponent(query.refPayco)}&public_key=${encodeURIComponent(cfg.publicKey)}`;
      const answer = await call('lookup', url, { method: 'GET' });
      if (answer.success === false) return null;
      const data = isObject(answer.data) ? answer.data : undefined;
      if (!data) throw new GatewayError('lookup', 'malformed');
      const fields: ConfirmationFields = {};
      for (const [k, v] of Object.entries(data)) {
        const t = text(v);
        if (k.startsWith('x_') && t !== undefined) fields[k] = t;
      }
      for (const k of ['x_ref_payco', 'x_transaction_id', 'x_amount', 'x_currency_code', 'x_cod_response', 'x_id_invoice', 'x_signature']) {
        if (!fields[k]) throw new GatewayError('lookup', 'malformed');
      }
      return fields;
    },

    async refund(query: RefundQuery): Promise<RefundAnswer> {
      // The reference goes into the path: a plain positive integer only, as ePayco's SDK checks.
      if (!/^[1-9][0-9]*$/.test(query.refPayco)) throw new GatewayError('refund', 'refused');
      const token = await transactionLogin();
      const url = `${cfg.transactionUrl ?? EPAYCO_TRANSACTION_URL}/payment/api/v1/transaction/refund/${encodeURIComponent(query.refPayco)}`;
      const answer = await call('refund', url, { method: 'PUT', token });
      if (typeof answer.success !== 'boolean') throw new GatewayError('refund', 'malformed');
      if (!answer.success) return { approved: false, reason: refusalOf(answer) };
      const data = isObject(answer.data) ? answer.data : {};
      const reference = text(data.refPayco) ?? text(data.ref_payco) ?? text(data.transactionId) ?? text(data.id) ?? query.refPayco;
      return { approved: true, reference };
    },
  };
}
