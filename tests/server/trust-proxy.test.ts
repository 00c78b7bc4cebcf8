import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConfigError, trustProxy } from '../../server/config.ts';
import { rateLimits } from '../../server/http/limits/per-operation.ts';
import { build } from '../helpers/build.ts';

// Rate limits key on request.ip: a client that may write its own X-Forwarded-For must not get a
// fresh allowance per request, and a named proxy's header must still count.

const max = rateLimits.createRegisterToken!.max;
let forwarded = 0;
const spoofed = () => `198.51.${(++forwarded >> 8) & 255}.${forwarded & 255}`;

async function tokensUntilRefused(app: FastifyInstance, remoteAddress: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= max; i++) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/token/register', remoteAddress, headers: { 'x-forwarded-for': spoofed() } });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('reads a hop count, a list of addresses and ranges, and nothing as trusting none', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses "trust everything" and what is not an address', () => {
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '1.2.3', '::1/129']) {
      expect(() => trustProxy(bad), bad).toThrow(ConfigError);
    }
  });
});

describe('without TRUST_PROXY', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('ignores X-Forwarded-For: a client that sends a new one each time is still limited', async () => {
    const statuses = await tokensUntilRefused(app, '203.0.113.7');
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ config: { trustProxy: ['127.0.0.0/8'] } });
  });
  afterAll(() => app.close());

  it('counts the address the proxy forwards, so clients behind it are told apart', async () => {
    const statuses = await tokensUntilRefused(app, '127.0.0.1');
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('still ignores the header from anyone else', async () => {
    const statuses = await tokensUntilRefused(app, '203.0.113.8');
    expect(statuses[max]).toBe(429);
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ config: { trustProxy: 1 } });
  });
  afterAll(() => app.close());

  it('believes the one proxy in front, whatever its address', async () => {
    const statuses = await tokensUntilRefused(app, '203.0.113.9');
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
