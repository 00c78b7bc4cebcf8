import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../../helpers/build.ts';

const earlyRead = "window.__vzEarlyReads={};fetch('/api/v1/settings')";
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-dist-'));
fs.writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><html><head><script>${earlyRead}</script><script type="module" src="/assets/x.js"></script></head><body></body></html>`);
const hash = `'sha256-${createHash('sha256').update(earlyRead).digest('base64')}'`;

function directives(csp: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

let app: FastifyInstance;
let withRecaptcha: FastifyInstance;
beforeAll(async () => {
  app = await build({ config: { distDir, trustProxy: ['127.0.0.1'] } });
  withRecaptcha = await build({ config: { distDir, recaptcha: { siteKey: 's', secretKey: 'k', verifyUrl: 'http://127.0.0.1:9/' } } });
});
afterAll(async () => {
  await app.close();
  await withRecaptcha.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each(['/', '/cartelera', '/api/v1/settings', '/api/v1/no-existe', '/media/no-existe.png'])('%s carries them', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it("allows the page's inline early-read script by its hash, and no other inline script (WebAssembly compiles: the door's QR decoder)", async () => {
    const csp = directives((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'", hash, "'wasm-unsafe-eval'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['frame-src']).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
  });

  it('lets reCAPTCHA in only when its keys are configured', async () => {
    const without = directives((await app.inject({ method: 'GET', url: '/contactanos' })).headers['content-security-policy'] as string);
    expect(JSON.stringify(without)).not.toContain('google');
    const csp = directives((await withRecaptcha.inject({ method: 'GET', url: '/contactanos' })).headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']));
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/']));
  });

  it('sends HSTS only over TLS: from a trusted proxy saying https, never over plain HTTP or on a client’s word', async () => {
    const plain = await app.inject({ method: 'GET', url: '/', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await app.inject({ method: 'GET', url: '/', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const claimed = await app.inject({ method: 'GET', url: '/', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS on every answer of a site whose PUBLIC_URL is https, with no proxy named and whatever the request says', async () => {
    const https = await build({ config: { distDir, publicUrl: 'https://viziona.example' } });
    try {
      for (const url of ['/', '/cartelera', '/api/v1/settings', '/api/v1/no-existe']) {
        for (const headers of [{}, { 'x-forwarded-proto': 'http' }]) {
          const res = await https.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.5' });
          // At least 180 days (Mozilla's minimum for a site that wants HSTS); a year here.
          expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        }
      }
    } finally {
      await https.close();
    }
  });
});
