// Request limits are counted in the database, so two server processes (WORKERS=2, or two hosts) on
// one database count together: a client that spreads its requests over both gets each limit once,
// not twice. The reservation's load guard is the one limit counted per process.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '../../../../server/http/limits/per-operation.ts';
import { accountLimits } from '../../../../server/http/limits/per-account.ts';
import { failedLoginLimits } from '../../../../server/http/limits/failed-logins.ts';
import { countRequest, storedKey } from '../../../../server/http/limits/queries.ts';
import { requestLimitStore } from '../../../../server/http/limits/store.ts';
import { requestLimits } from '../../../../server/db/schema.ts';
import { useTwoApps } from '../../../helpers/build.ts';
import { freshAddress } from '../../../helpers/accounts.ts';
import { funcion, newBuyer, openConsecutivo, reserveSeats } from '../../../helpers/purchase.ts';

const twoApps = useTwoApps();
let apps: FastifyInstance[];
beforeAll(() => {
  apps = twoApps.apps();
});

const login = (app: FastifyInstance, email: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: 'Cine2026ok' }, remoteAddress });

describe('request limits shared by every process', () => {
  it("an account's password guesses spread over two processes: the limit once, not twice", async () => {
    const email = `dos.procesos.${Date.now()}@example.com`;
    const max = accountLimits.login!.max;
    const statuses: number[] = [];
    // Alternating, each from a new address, as a guesser with many connections would.
    for (let i = 0; i <= max; i++) statuses.push((await login(apps[i % 2], email, freshAddress())).statusCode);
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses[max]).toBe(429);
    const other = await login(apps[(max + 1) % 2], email, freshAddress());
    expect(other.statusCode).toBe(429);
    expect(other.json().message).toBe(accountLimits.login!.message);
    expect(Number(other.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(other.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('one address over two processes: the per-address limit once', async () => {
    const address = freshAddress();
    const max = rateLimits.login!.max;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await login(apps[i % 2], `p${i}.${Date.now()}@example.com`, address)).statusCode);
    // Failed logins from the address are counted together too: past 20 it needs the captcha.
    const failed = failedLoginLimits[0].max;
    expect(statuses.slice(0, max)).toEqual([...Array(failed).fill(401), ...Array(max - failed).fill(403)]);
    expect(statuses[max]).toBe(429);
    expect((await login(apps[1], `otra.${Date.now()}@example.com`, freshAddress())).statusCode).toBe(401);
  });

  it('keeps neither the e-mail nor the address in the clear', async () => {
    const email = `en.claro.${Date.now()}@example.com`;
    await login(apps[0], email, '10.250.1.2');
    const keys = (await apps[0].db.select({ key: requestLimits.key }).from(requestLimits)).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => k.includes('@') || k.includes('10.250.1.2'))).toEqual([]);
  });

  it("the reservation's load guard counts per process", async () => {
    const buyer = await newBuyer(apps[0]);
    const f = await funcion(apps[0]);
    const { Secuencia } = await openConsecutivo(apps[0], buyer.token);
    const max = rateLimits.reserveSeats!.max;
    const body = { score_consecutive: Secuencia, seats: [f.normal[0]] };
    for (let i = 0; i < max; i++) expect((await reserveSeats(apps[0], buyer.token, f.showtimeId, body)).statusCode).toBe(200);
    expect((await reserveSeats(apps[0], buyer.token, f.showtimeId, body)).statusCode).toBe(429);
    expect((await reserveSeats(apps[1], buyer.token, f.showtimeId, body)).statusCode).toBe(200);
  });
});

describe('a key over its limit', () => {
  const hitsOf = async (key: string) => (await apps[0].db.select({ hits: requestLimits.hits }).from(requestLimits).where(eq(requestLimits.key, storedKey(key))))[0]?.hits;
  const count = (store: ReturnType<typeof limitOf>, key: string, windowMs: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 1));
  const limitOf = (operationId: string) => new (requestLimitStore(apps[0].db))({}).child({ routeInfo: { schema: { operationId } } } as never);

  it('is refused from memory until its window ends: a flood of refusals writes nothing', async () => {
    const address = freshAddress();
    const max = rateLimits.login!.max;
    const statuses: number[] = [];
    for (let i = 0; i < max + 20; i++) statuses.push((await login(apps[0], `f${i}.${Date.now()}@example.com`, address)).statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await hitsOf(`login|${address}`)).toBe(max + 1);
  });

  it('is counted in the database again once its window has ended', async () => {
    const store = limitOf('prueba');
    const key = `ventana.${Date.now()}`;
    expect((await count(store, key, 60_000)).current).toBe(1);
    expect((await count(store, key, 60_000)).current).toBe(2);
    const fromMemory = await count(store, key, 60_000);
    expect(fromMemory.current).toBe(3);
    expect(fromMemory.ttl).toBeGreaterThan(55_000);
    expect(await hitsOf(`prueba|${key}`)).toBe(2);
    // The window ends: in the database, and for the process's clock (only Date is faked, so I/O goes on).
    await apps[0].db.update(requestLimits).set({ windowEnds: sql`now() - interval '1 second'` }).where(eq(requestLimits.key, storedKey(`prueba|${key}`)));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      expect((await count(store, key, 60_000)).current).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await hitsOf(`prueba|${key}`)).toBe(1);
  });
});

describe('countRequest', () => {
  it('counts within a window, then starts a new one once it has ended', async () => {
    const db = apps[0].db;
    const key = `ventana:${Date.now()}`;
    expect(await countRequest(db, key, 60_000)).toEqual({ hits: 1, msLeft: expect.any(Number) });
    const second = await countRequest(db, key, 60_000);
    expect(second.hits).toBe(2);
    expect(second.msLeft).toBeGreaterThan(55_000);
    expect(second.msLeft).toBeLessThanOrEqual(60_000);
    // The window ends.
    await db.update(requestLimits).set({ windowEnds: sql`now() - interval '1 second'` }).where(eq(requestLimits.key, storedKey(key)));
    const fresh = await countRequest(db, key, 60_000);
    expect(fresh.hits).toBe(1);
    expect(fresh.msLeft).toBeGreaterThan(55_000);
  });

  it('counts each of many requests at once, from both processes, exactly once', async () => {
    const key = `a.la.vez:${Date.now()}`;
    const counted = await Promise.all(Array.from({ length: 40 }, (_, i) => countRequest(apps[i % 2].db, key, 60_000)));
    expect(counted.map((c) => c.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
