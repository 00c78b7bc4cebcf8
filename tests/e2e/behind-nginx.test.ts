// Issue 51, "Behind a proxy with TLS": Debian's nginx running deploy/nginx/viziona.conf (a
// throwaway certificate, tests/helpers/nginx.ts) in front of the built server as the operator runs
// it (PostgreSQL 15, WORKERS=2, TRUST_PROXY=127.0.0.1, METRICS_PORT). Through it, over HTTPS: a
// buyer pays by card; another sees a hold on their live map within a second (the stream over
// HTTP/2); a ticket enters at the door over its WebSocket. HSTS and Secure cookies come from
// nginx's X-Forwarded-Proto (PUBLIC_URL is left http, so nothing else could make them); each client
// connects from an address of its own on the loopback (127.0.0.x), which must be the one the
// server's log and rate limits keep, whatever X-Forwarded-For the client forges. The metrics are
// the two workers' sum, on their own port and not through nginx.
import fs from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Agent, request } from 'undici';
import WebSocket from 'ws';
import type { IngresoEnVivoRespuesta, PaymentResult, Ticket } from '../../openapi/index.ts';
import { HSTS } from '../../server/plugins/security-headers.ts';
import { rateLimits } from '../../server/http/limits/per-operation.ts';
import { startPostgres, type RunningPostgres } from '../helpers/postgres.ts';
import { freePort, startServerProcess, type RunningServer } from '../helpers/server-process.ts';
import { startNginx, type RunningNginx } from '../helpers/nginx.ts';
import { scrapeMetrics } from '../helpers/metrics.ts';
import { followEvents, statesAfter } from '../helpers/seat-stream.ts';
import { cardBody, newBuyer, pay, reserve, seatKeys } from '../helpers/purchase.ts';
import { batch, scan } from '../helpers/porteria.ts';
import { funcionesOnSale } from './purchase-helpers.ts';
import { firstAdminWithCookie, funcionStartingSoon, newStaffPerson } from './staff-helpers.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
let pg: RunningPostgres;
let server: RunningServer;
let nginx: RunningNginx;
let metricsUrl: string;
let nextFuncion: () => { id: number };
const agents: Agent[] = [];

beforeAll(async () => {
  pg = await startPostgres();
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}`;
  server = await startServerProcess(
    { DATABASE_URL: await pg.createDatabase('viziona_nginx'), WORKERS: '2', TRUST_PROXY: '127.0.0.1', METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info' },
    180_000,
    { bundle: true },
  );
  nginx = await startNginx({ upstream: new URL(server.url).host, distDir: dist });
  nextFuncion = await funcionesOnSale(server.url);
}, 240_000);
afterAll(async () => {
  await Promise.all(agents.map((a) => a.close()));
  await nginx?.stop();
  await server?.stop();
  await pg?.stop();
});

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json(): unknown;
}

/**
 * The site through nginx over HTTPS for a client at `address` (its own address on the loopback),
 * in the shape of Fastify's inject, so the purchase helpers (tests/helpers/purchase.ts) run through
 * it as a buyer's browser would. A helper's remoteAddress is ignored: the address is the socket's.
 */
function clientAt(address: string) {
  const dispatcher = new Agent({ localAddress: address, connect: { ca: nginx.ca } });
  agents.push(dispatcher);
  const inject = async ({ method = 'GET', url, headers = {}, payload }: { method?: string; url: string; headers?: Record<string, string>; payload?: unknown }): Promise<Answer> => {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const res = await request(nginx.url + url, { method: method as 'GET', dispatcher, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers }, body });
    const text = await res.body.text();
    return { statusCode: res.statusCode, headers: res.headers, body: text, json: () => JSON.parse(text) };
  };
  return { inject, site: { inject } as unknown as FastifyInstance };
}

/** The server's request log so far: its lines (one per request), from both workers. */
const requestLines = () =>
  server
    .output()
    .split('\n')
    .filter((l) => l.includes('"respuesta"'))
    .map((l) => JSON.parse(l) as { reqId: string; ip: string; url: string; status: number; pid: number });

const lineOf = async (requestId: string) => {
  // The log leaves in blocks, at least once a second.
  await expect.poll(() => requestLines().some((l) => l.reqId === requestId), { timeout: 5000 }).toBe(true);
  return requestLines().find((l) => l.reqId === requestId)!;
};

describe('behind nginx with TLS', () => {
  it("a buyer pays by card over HTTPS: HSTS and a Secure session cookie from nginx's X-Forwarded-Proto, the request's id and the buyer's address in both logs", async () => {
    const ana = clientAt('127.0.0.11');
    const buyer = await newBuyer(ana.site);
    const login = await ana.inject({ method: 'POST', url: '/api/v1/login', payload: { email: buyer.body.email, password: buyer.password } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['strict-transport-security']).toBe(HSTS);
    expect(String(login.headers['set-cookie'])).toMatch(/auth_token=[^;]+;.*\bSecure\b/);
    // Straight to the server, with no proxy saying the client came over TLS: neither.
    const direct = await fetch(`${server.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: buyer.body.email, password: buyer.password }) });
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    expect(direct.headers.get('set-cookie')).not.toMatch(/Secure/);

    const reserved = await reserve(ana.site, { showtimeId: nextFuncion().id, session: buyer });
    const paid = await ana.inject({ method: 'POST', url: '/api/v1/epayco/card/pay', headers: { authorization: `Bearer ${buyer.token}` }, payload: cardBody(reserved) });
    expect(paid.statusCode).toBe(200);
    expect((paid.json() as PaymentResult).pay_status.id).toBe(1);
    expect(paid.headers['strict-transport-security']).toBe(HSTS);
    // nginx's $request_id, kept by the server (it trusts 127.0.0.1): one id in both logs.
    const id = String(paid.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await lineOf(id)).toMatchObject({ ip: '127.0.0.11', url: '/api/v1/epayco/card/pay', status: 200 });
    expect(nginx.accessLog()).toMatch(new RegExp(`^127\\.0\\.0\\.11 .*"POST /api/v1/epayco/card/pay HTTP/1\\.1" 200 .* ${id}$`, 'm'));
  });

  it('speaks HTTP/2, and serves the built files itself, compressed and cached for good', async () => {
    const session = http2.connect(nginx.url, { ca: nginx.ca, localAddress: '127.0.0.11' } as http2.SecureClientSessionOptions);
    try {
      const ask = (headers: http2.OutgoingHttpHeaders) =>
        new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
          const req = session.request(headers);
          let body = '';
          req.on('response', (h) => {
            req.setEncoding('utf8');
            req.on('data', (c: string) => (body += c));
            req.on('end', () => resolve({ headers: h, body }));
          });
          req.on('error', reject);
        });
      const settings = await ask({ ':path': '/api/v1/settings' });
      expect(session.alpnProtocol).toBe('h2');
      expect(settings.headers[':status']).toBe(200);
      expect(settings.headers['strict-transport-security']).toBe(HSTS);
      const script = fs.readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.js') && fs.statSync(path.join(dist, 'assets', f)).size > 4096)!;
      const asset = await ask({ ':path': `/assets/${script}`, 'accept-encoding': 'gzip' });
      expect(asset.headers[':status']).toBe(200);
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      // nginx answered it: the server has no line for it.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(requestLines().some((l) => l.url.includes(script))).toBe(false);
    } finally {
      session.close();
    }
  });

  it("another buyer sees a hold on their live map within a second: the seat map's stream over HTTP/2, unbuffered", async () => {
    const funcion = nextFuncion();
    const session = http2.connect(nginx.url, { ca: nginx.ca, localAddress: '127.0.0.12' } as http2.SecureClientSessionOptions);
    try {
      const req = session.request({ ':path': `/api/v1/room/${funcion.id}/stream`, accept: 'text/event-stream', 'accept-encoding': 'gzip, br' });
      const headers = await new Promise<http2.IncomingHttpHeaders>((resolve) => req.once('response', resolve));
      expect(headers[':status']).toBe(200);
      expect(headers['content-type']).toMatch(/^text\/event-stream/);
      expect(headers['content-encoding']).toBeUndefined();
      const stream = followEvents(req);
      await stream.next((e) => e.type === 'snapshot', { ms: 5000 });

      const ana = clientAt('127.0.0.11');
      const from = stream.events.length;
      const held = await reserve(ana.site, { showtimeId: funcion.id });
      // From the reservation's answer to the change on B's map: within a second, through nginx.
      await stream.next(() => seatKeys(held).every((k) => statesAfter(stream.events).get(k) !== 'S'), { from, ms: 1000 });
    } finally {
      session.close();
    }
  });

  it('a ticket bought through nginx enters at the door over its WebSocket, upgraded by nginx', async () => {
    const { cookie } = await firstAdminWithCookie(server, newStaffPerson('admin.nginx@viziona.test', 'Admin Nginx', 'proxy-tls-2026-admin', []));
    const soon = await funcionStartingSoon(server, cookie);
    const ana = clientAt('127.0.0.11');
    const buyer = await newBuyer(ana.site);
    const reserved = await reserve(ana.site, { showtimeId: soon.id, session: buyer, count: 1 });
    const paid = (await pay(ana.site, buyer.token, cardBody(reserved))).json() as PaymentResult;
    expect(paid.pay_status.id).toBe(1);
    const ticket = (await ana.inject({ url: `/api/v1/tickets/${paid.bill}`, headers: { authorization: `Bearer ${buyer.token}` } })).json() as Ticket;
    const [{ code }] = ticket.codes;

    // The door's phone, at its own address, from the site's page (its Origin is the site's).
    const door = new WebSocket(`wss://localhost:${nginx.httpsPort}/api/v1/staff/porteria/ingresos/en-vivo`, { ca: nginx.ca, localAddress: '127.0.0.15', headers: { cookie, origin: nginx.url } });
    try {
      await new Promise((resolve, reject) => door.once('open', resolve).once('error', reject));
      const answers: IngresoEnVivoRespuesta[] = [];
      door.on('message', (data) => answers.push(JSON.parse(String(data)) as IngresoEnVivoRespuesta));
      door.send(JSON.stringify({ id: 'primera', batch: batch([scan(code)]) }));
      door.send(JSON.stringify({ id: 'segunda', batch: batch([scan(code)]) }));
      await expect.poll(() => answers.length, { timeout: 10_000 }).toBe(2);
      expect(answers.map((a) => [a.id, a.status, a.result?.results[0].result])).toEqual([
        ['primera', 200, 'valido'],
        ['segunda', 200, 'ya_usado'],
      ]);
    } finally {
      door.close();
    }
  });

  it("keeps the client's own address in rate limits and the log: an X-Forwarded-For the client forges moves neither", async () => {
    const max = rateLimits.createRegisterToken!.max;
    const mallory = clientAt('127.0.0.13');
    const statuses: number[] = [];
    const ids: string[] = [];
    for (let i = 0; i <= max; i++) {
      const res = await mallory.inject({ method: 'POST', url: '/api/v1/token/register', headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } });
      statuses.push(res.statusCode);
      ids.push(String(res.headers['x-request-id']));
    }
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
    // Someone else behind the same nginx keeps their own allowance.
    expect((await clientAt('127.0.0.14').inject({ method: 'POST', url: '/api/v1/token/register' })).statusCode).toBe(200);
    for (const id of ids) expect((await lineOf(id)).ip).toBe('127.0.0.13');
    expect(server.output()).not.toContain('198.51.100.');
  });

  it('serves the metrics summed over both workers on their own port, and not through nginx', async () => {
    // New connections go to one worker and the next: both serve some.
    for (let i = 0; i < 8; i++) expect((await fetch(`${server.url}/api/v1/settings`, { headers: { connection: 'close' } })).ok).toBe(true);
    await expect.poll(() => new Set(requestLines().filter((l) => l.url === '/api/v1/settings' && l.status === 200).map((l) => l.pid)).size, { timeout: 5000 }).toBe(2);
    const served = requestLines().filter((l) => l.url === '/api/v1/settings' && l.status === 200).length;
    const metrics = await scrapeMetrics(metricsUrl);
    expect(metrics.value('viziona_http_request_duration_seconds_count', { operation: 'getSettings', status: '200' })).toBe(served);
    expect(metrics.value('viziona_database_up')).toBe(1);
    // Two pools (one per worker), their connections added up.
    expect(metrics.value('viziona_db_pool_connections', { state: 'idle' }) + metrics.value('viziona_db_pool_connections', { state: 'busy' })).toBeGreaterThanOrEqual(2);
    const throughNginx = await clientAt('127.0.0.11').inject({ url: '/metrics' });
    expect(throughNginx.body).not.toContain('viziona_http_request_duration_seconds');
  });

  it('answers in Spanish with the reference when the server does not: a JSON body for the API, a page for the site', async () => {
    await server.stop();
    const client = clientAt('127.0.0.11');
    const api = await client.inject({ url: '/api/v1/settings' });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.', request_id: api.headers['x-request-id'] });
    const page = await client.inject({ url: '/cartelera' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`Código de referencia: ${page.headers['x-request-id']}`);
  });
});
