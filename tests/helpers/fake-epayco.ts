// A local fake of ePayco's REST API for the `epayco` adapter's tests: the same paths, request and
// answer shapes as ePayco's published SDK (login, card tokens, customers, charges, PSE debits with
// AES-encrypted fields, transaction lookup with signed x_ fields), and its failures on demand:
// no answer (timeout), 5xx, answers that are not the expected JSON. Refunds as the SDK's
// transaction service asks for them: a client-credentials token (form-encoded), then
// PUT /payment/api/v1/transaction/refund/{ref_payco}, refused for a transaction not accepted or
// refunded already.
import { createDecipheriv, createHash, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Failure = 'timeout' | '500' | 'malformed' | 'html';
export type Route = 'login' | 'token' | 'customer' | 'charge' | 'pse' | 'lookup' | 'refund-login' | 'refund';

export interface FakeTransaction {
  refPayco: string;
  transactionId: string;
  invoice: string;
  amount: string;
  currency: string;
  method: 'card' | 'pse';
  status: 1 | 2 | 3 | 4;
  /** Set once ePayco gave its money back. */
  refunded?: boolean;
}

export interface FakeEpaycoOptions {
  publicKey: string;
  privateKey: string;
  custId: string;
  pKey: string;
}

const TEST_CARDS: Record<string, 1 | 2 | 3 | 4> = { '4575623182290326': 1, '4151611527583283': 2, '5170394490379427': 4, '373118856457642': 3 };
const WORDS = { 1: 'Aceptada', 2: 'Rechazada', 3: 'Pendiente', 4: 'Fallida' } as const;
const digits = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');

export async function startFakeEpayco(options: FakeEpaycoOptions) {
  const requests: { route: Route; body: Record<string, unknown>; authorization?: string; contentType?: string }[] = [];
  const transactions = new Map<string, FakeTransaction>();
  const tokens = new Map<string, string>(); // token id → card number (ePayco's side keeps the card, not us)
  const failures = new Map<Route, Failure[]>();
  const bearer = `fake-${digits(12)}`;
  const refundBearer = `fake-oauth-${digits(12)}`;
  const hanging = new Set<http.ServerResponse>();

  const decrypt = (value: unknown) => {
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(options.privateKey, 'hex'), Buffer.alloc(16));
    return Buffer.concat([decipher.update(Buffer.from(String(value), 'base64')), decipher.final()]).toString('utf8');
  };
  const signed = (t: FakeTransaction) => ({
    x_ref_payco: t.refPayco,
    x_transaction_id: t.transactionId,
    x_amount: t.amount,
    x_currency_code: t.currency,
    x_signature: createHash('sha256').update([options.custId, options.pKey, t.refPayco, t.transactionId, t.amount, t.currency].join('^')).digest('hex'),
    x_cod_response: String(t.status),
    x_response: WORDS[t.status],
    x_id_invoice: t.invoice,
    x_franchise: t.method === 'pse' ? 'PSE' : 'VS',
    x_test_request: 'TRUE',
  });

  function route(method: string, url: URL): Route | undefined {
    if (method === 'POST' && url.pathname === '/v1/auth/login') return 'login';
    if (method === 'POST' && url.pathname === '/v1/tokens') return 'token';
    if (method === 'POST' && url.pathname === '/payment/v1/customer/create') return 'customer';
    if (method === 'POST' && url.pathname === '/payment/v1/charge/create') return 'charge';
    if (method === 'POST' && url.pathname === '/restpagos/pagos/debitos.json') return 'pse';
    if (method === 'GET' && url.pathname === '/restpagos/transaction/response.json') return 'lookup';
    if (method === 'POST' && url.pathname === '/api/v1/oauth/login') return 'refund-login';
    if (method === 'PUT' && url.pathname.startsWith('/payment/api/v1/transaction/refund/')) return 'refund';
    return undefined;
  }

  function answer(r: Route, body: Record<string, unknown>, url: URL, authorization: string | undefined): [number, unknown] {
    if (r === 'refund-login') {
      const ok = body.grant_type === 'client_credentials' && body.client_id === options.publicKey && body.client_secret === options.privateKey && body.scope === 'apify';
      return ok ? [200, { access_token: { accessToken: refundBearer, expiresIn: 3600 } }] : [401, { error: 'invalid_client' }];
    }
    if (r === 'refund') {
      if (authorization !== `Bearer ${refundBearer}`) return [401, { message: 'Unauthorized' }];
      const ref = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      const t = transactions.get(ref);
      if (!t) return [422, { success: false, message: 'Error', data: { errors: [{ message: `Transaction # ${ref} no encontrada.` }] } }];
      if (t.status !== 1 || t.refunded) return [200, { success: false, message: `Transacción # ${ref} no reversada, estado de la transacción ${t.refunded ? 'Reversada' : WORDS[t.status]}`, data: [] }];
      t.refunded = true;
      return [200, { success: true, message: 'Transacción reversada', data: { refPayco: Number(ref), estado: 'Reversada' } }];
    }
    if (r !== 'login' && r !== 'lookup' && authorization !== `Bearer ${bearer}`) return [401, { status: false, message: 'Token inválido' }];
    switch (r) {
      case 'login':
        return body.public_key === options.publicKey && body.private_key === options.privateKey ? [200, { token: bearer }] : [401, { status: false }];
      case 'token': {
        const id = `tok_${digits(10)}`;
        tokens.set(id, String(body['card[number]']));
        return [200, { status: true, id, card: { exp_month: body['card[exp_month]'], exp_year: body['card[exp_year]'], last4: String(body['card[number]']).slice(-4) } }];
      }
      case 'customer':
        return tokens.has(String(body.token_card)) ? [200, { status: true, data: { customerId: `cus_${digits(8)}` } }] : [200, { status: false, message: 'token no existe' }];
      case 'charge': {
        const card = tokens.get(String(body.token_card));
        if (!card) return [200, { status: false, message: 'token no existe' }];
        const t: FakeTransaction = { refPayco: digits(8), transactionId: digits(12), invoice: String(body.bill), amount: String(body.value), currency: String(body.currency), method: 'card', status: TEST_CARDS[card] ?? 2 };
        transactions.set(t.refPayco, t);
        return [200, { status: true, data: { ref_payco: Number(t.refPayco), factura: t.invoice, valor: Number(t.amount), estado: WORDS[t.status], cod_respuesta: t.status, transactionID: t.transactionId } }];
      }
      case 'pse': {
        if (body.public_key !== options.publicKey) return [200, { success: false, text_response: 'llave pública inválida' }];
        const t: FakeTransaction = { refPayco: digits(8), transactionId: digits(12), invoice: decrypt(body.factura), amount: decrypt(body.valor), currency: decrypt(body.moneda), method: 'pse', status: 3 };
        transactions.set(t.refPayco, t);
        return [200, { success: true, data: { ref_payco: Number(t.refPayco), factura: t.invoice, urlbanco: `https://registro.desarrollo.pse.com.co/PSEUserRegister/StartTransaction.htm?enc=${t.refPayco}`, transactionID: t.transactionId, estado: 'Pendiente' } }];
      }
      case 'lookup': {
        if (url.searchParams.get('public_key') !== options.publicKey) return [200, { success: false }];
        const t = transactions.get(url.searchParams.get('ref_payco') ?? '');
        return t ? [200, { success: true, data: signed(t) }] : [200, { success: false, text_response: 'No existe la transacción' }];
      }
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const r = route(req.method ?? 'GET', url);
      if (!r) return void res.writeHead(404).end();
      let body: Record<string, unknown> = {};
      try {
        const raw = Buffer.concat(chunks).toString('utf8');
        body = !chunks.length ? {} : req.headers['content-type'] === 'application/x-www-form-urlencoded' ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw);
      } catch {
        return void res.writeHead(400).end();
      }
      requests.push({ route: r, body, authorization: req.headers.authorization, contentType: req.headers['content-type'] });
      const failure = failures.get(r)?.shift();
      if (failure === 'timeout') return void hanging.add(res);
      if (failure === '500') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"status":false,"message":"Internal Server Error"}');
      if (failure === 'html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Mantenimiento</body></html>');
      if (failure === 'malformed') return void res.writeHead(200, { 'content-type': 'application/json' }).end(r === 'lookup' ? '{"success":true,"data":{"x_ref_payco":"1"}}' : '{"status":true,"data":[]}');
      const [status, json] = answer(r, body, url, req.headers.authorization);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    transactions,
    /** The next calls of `route` fail this way, in order. */
    fail(r: Route, ...modes: Failure[]) {
      failures.set(r, [...(failures.get(r) ?? []), ...modes]);
    },
    /** The bank or the card network decides a transaction (as the payer does at the bank's page). */
    settle(refPayco: string, status: 1 | 2 | 3 | 4) {
      transactions.get(refPayco)!.status = status;
    },
    /** The signed confirmation ePayco would post for the transaction in its state. */
    confirmation(refPayco: string): Record<string, string> {
      return signed(transactions.get(refPayco)!);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeEpayco = Awaited<ReturnType<typeof startFakeEpayco>>;
