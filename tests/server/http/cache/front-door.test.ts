// The front door answers fresh public reads before Fastify: over real HTTP, its answers must be
// Fastify's own (status, headers, bytes), it must follow every change the cache follows, and it
// must leave everything else to Fastify.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DateList, SettingList } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { STATIC_TTL_MS } from '../../../../server/http/cache/policies.ts';
import { build } from '../../../helpers/build.ts';
import { bearer, signUp } from '../../../helpers/accounts.ts';

let clock = 1_000_000;
let app: FastifyInstance;
let proxied: FastifyInstance;
let base: string;
let proxiedBase: string;

beforeAll(async () => {
  app = await build({ frontDoor: true, cache: { clock: () => clock } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  proxied = await build({ frontDoor: true, config: { trustProxy: ['127.0.0.1'] } });
  proxiedBase = await proxied.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await proxied.close();
});

interface Seen {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer;
  /** Whether the front door answered it. */
  door: boolean;
}

/** A GET over HTTP; `door` says whether the front door answered it (its count of hits moved). */
async function get(url: string, headers: Record<string, string> = {}, on = app, at = base): Promise<Seen> {
  const hits = on.frontDoor.hits;
  const res = await fetch(`${at}/api/v1${url}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const bytes = Buffer.from(await res.arrayBuffer());
  // The request's id (X-Request-Id) is per request, and only requests Fastify logs have one.
  const all = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive' && name !== 'connection' && name !== 'x-request-id'));
  return { status: res.status, headers: all, bytes, door: on.frontDoor.hits > hits };
}

/** The first read of an address goes through Fastify; the next, the same answer, comes from the door. */
async function twice(url: string, headers: Record<string, string> = {}) {
  const first = await get(url, headers);
  const second = await get(url, headers);
  return { first, second };
}

// fetch decodes bodies itself unless told not to: compare raw bytes by asking for one encoding at a time.
describe('the front door', () => {
  it.each([
    ['identity', '/settings?caso=1'],
    ['gzip', '/settings?caso=2'],
    ['br', '/dates/viziona?caso=3'],
    ['identity', '/dates/viziona?caso=4'],
  ])('answers a repeated public read (%s, %s) with the bytes and headers Fastify sent', async (encoding, url) => {
    const { first, second } = await twice(url, { 'accept-encoding': encoding });
    expect(first.door).toBe(false);
    expect(second.door).toBe(true);
    expect(second.status).toBe(200);
    expect(second.headers).toEqual(first.headers);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(second.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
  });

  it('answers 304 to a matching If-None-Match as Fastify does, and 200 to another', async () => {
    const { dates } = JSON.parse((await get('/dates/viziona')).bytes.toString()) as DateList;
    const url = `/movies/theater/viziona/showtimes?date=${dates[0].function_date}`;
    const { second } = await twice(url);
    const etag = second.headers.etag;
    const fromDoor = await get(url, { 'if-none-match': etag });
    // Another address of the same answer (a query key that selects nothing): Fastify's 304.
    const fromFastify = await get(`${url}&utm=1`, { 'if-none-match': etag });
    expect([fromDoor.door, fromFastify.door]).toEqual([true, false]);
    expect(fromDoor.status).toBe(304);
    expect(fromDoor.headers).toEqual(fromFastify.headers);
    expect(fromDoor.bytes.length).toBe(0);
    const other = await get(url, { 'if-none-match': 'W/"otra"' });
    expect([other.door, other.status]).toEqual([true, 200]);
  });

  it('shows a change at the next read: an answer the cache dropped is never served', async () => {
    await twice('/settings');
    const [row] = await app.db.select().from(schema.settings).limit(1);
    await app.db.update(schema.settings).set({ value: 'cambiado por la prueba' }).where(eq(schema.settings.key, row.key));
    // On PGlite the change is announced before the write returns; on PostgreSQL within milliseconds.
    let after = await get('/settings');
    for (const deadline = Date.now() + 3000; !after.bytes.includes('cambiado por la prueba') && Date.now() < deadline; ) after = await get('/settings');
    const settings = JSON.parse(after.bytes.toString()) as SettingList;
    expect(JSON.stringify(settings)).toContain('cambiado por la prueba');
    await app.db.update(schema.settings).set({ value: row.value }).where(eq(schema.settings.key, row.key));
  });

  it('leaves an answer past its lifetime to Fastify, which serves it while refreshing', async () => {
    await twice('/banners/web');
    clock += STATIC_TTL_MS + 1;
    const aged = await get('/banners/web');
    expect(aged.door).toBe(false);
    expect(aged.status).toBe(200);
    expect((await get('/banners/web')).door).toBe(true);
  });

  it('leaves other methods, requests with a body and personal reads to Fastify', async () => {
    await twice('/settings');
    const hits = app.frontDoor.hits;
    const withBody = await fetch(`${base}/api/v1/settings`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(withBody.status).toBe(404);
    const session = await signUp(app);
    for (let i = 0; i < 2; i++) {
      const profile = await get('/profile', bearer(session.token));
      expect(profile.status).toBe(200);
      expect(profile.headers['cache-control']).toBe('private, no-store');
    }
    expect(app.frontDoor.hits).toBe(hits);
  });

  it('adds HSTS only when a trusted proxy says the request came over TLS', async () => {
    await get('/settings', {}, proxied, proxiedBase);
    const overTls = await get('/settings', { 'x-forwarded-proto': 'https' }, proxied, proxiedBase);
    const plain = await get('/settings', {}, proxied, proxiedBase);
    expect([overTls.door, plain.door]).toEqual([true, true]);
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // The app that trusts no proxy believes no client's header.
    await twice('/settings');
    const claimed = await get('/settings', { 'x-forwarded-proto': 'https' });
    expect(claimed.door).toBe(true);
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS to every answer of a site whose PUBLIC_URL is https, whatever the request says', async () => {
    const https = await build({ frontDoor: true, config: { publicUrl: 'https://viziona.example' } });
    const at = await https.listen({ port: 0, host: '127.0.0.1' });
    try {
      const first = await get('/settings', {}, https, at);
      const second = await get('/settings', { 'x-forwarded-proto': 'http' }, https, at);
      expect([first.door, second.door]).toEqual([false, true]);
      for (const seen of [first, second]) expect(seen.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });
});
