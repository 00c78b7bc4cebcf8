import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Bill, DateList, User } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { useApp } from '../../../helpers/build.ts';
import { bearer, signUp } from '../../../helpers/accounts.ts';

const { app } = useApp();
const inject = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('public reads', () => {
  it.each(['/settings', '/dates/viziona', '/movies/theater/viziona', '/room-details', '/confectioneries', '/banners/web', '/corporate'])(
    '%s carries an ETag, a shared short lifetime, and answers 304 to its own ETag',
    async (url) => {
      const res = await inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      expect(res.headers.etag).toMatch(/^W\/".+"$/);
      const again = await inject(url, { 'if-none-match': res.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe(res.headers['cache-control']);
      expect((await inject(url, { 'if-none-match': 'W/"otra-version"' })).statusCode).toBe(200);
    },
  );

  it('the cartelera of a day lives 5 s in shared caches', async () => {
    const { dates } = (await inject('/dates/viziona')).json() as DateList;
    const res = await inject(`/movies/theater/viziona/showtimes?date=${dates[0].function_date}`);
    expect(res.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
  });

  it('sends the same answer compressed to clients that accept it', async () => {
    const { dates } = (await inject('/dates/viziona')).json() as DateList;
    const url = `/movies/theater/viziona/showtimes?date=${dates[0].function_date}`;
    const plain = await inject(url);
    const br = await inject(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await inject(url, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('an unknown film or theater is not cached anywhere', async () => {
    const res = await inject('/movies/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect((await inject('/dates/otro-teatro')).headers['cache-control']).toBe('no-store');
  });

  it('answers that must never be reused are no-store', async () => {
    expect((await inject('/health')).headers['cache-control']).toBe('no-store');
    expect((await inject('/captcha/challenge')).headers['cache-control']).toBe('no-store');
  });
});

describe('personal answers', () => {
  it('are private, no-store, and each user gets their own', async () => {
    const ana = await signUp(app(), { name: 'Ana' });
    const beto = await signUp(app(), { name: 'Beto' });
    const [showtime] = await app().db.select().from(schema.showtimes).limit(1);
    const [bill] = await app()
      .db.insert(schema.bills)
      .values({ number: `C-${Date.now()}`, userId: ana.user.id, theaterId: 1, showtimeId: showtime.id, payType: 1, payMethod: 'card', subtotal: 10_000, totalService: 0, total: 10_000, statusId: 1 })
      .returning();

    for (const [who, other] of [
      [ana, beto],
      [beto, ana],
      [ana, beto],
    ]) {
      const profile = await inject('/profile', bearer(who.token));
      expect(profile.headers['cache-control']).toBe('private, no-store');
      expect(profile.headers.etag).toBeUndefined();
      expect((profile.json() as User).email).toBe(who.user.email);
      expect((profile.json() as User).email).not.toBe(other.user.email);

      const purchases = await inject('/profile/purchases', bearer(who.token));
      expect(purchases.headers['cache-control']).toBe('private, no-store');
      const numbers = (purchases.json() as Bill[]).map((b) => b.bill);
      expect(numbers.includes(bill.number)).toBe(who === ana);
    }
  });

  it('refusals of signed-in operations are private too', async () => {
    const res = await inject('/profile');
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
