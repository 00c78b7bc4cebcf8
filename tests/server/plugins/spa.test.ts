import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../../helpers/build.ts';

// A tiny stand-in for `dist/`, so this test does not depend on a production build.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><html lang="es"><title>Viziona</title><div id="root">${'<p>Cartelera</p>'.repeat(100)}</div></html>`);
fs.writeFileSync(path.join(distDir, 'assets', 'index-AbC123.js'), 'console.log("viziona");'.repeat(100));
fs.writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ config: { distDir } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the built site', () => {
  it('answers every client route with index.html (history fallback)', async () => {
    for (const url of ['/', '/cartelera', '/viziona/pelicula/algo', '/mi-perfil?x=1', '/ruta/que/no/existe']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets forever and other files not', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toContain('must-revalidate');
  });

  it('compresses the HTML of the history fallback', async () => {
    const res = await app.inject({ method: 'GET', url: '/cartelera', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('compresses assets', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(asset.headers['content-encoding']);
  });

  it('does not answer a missing asset or a POST with the page', async () => {
    const post = await app.inject({ method: 'POST', url: '/cartelera' });
    expect(post.statusCode).toBe(404);
    const missing = await app.inject({ method: 'GET', url: '/assets/index-Viejo999.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the session companion cookie on page loads', () => {
  const page = (cookies: Record<string, string>) => app.inject({ method: 'GET', url: '/mi-perfil', cookies });
  const companion = (res: { cookies: { name: string; value: string; httpOnly?: boolean }[] }) => res.cookies.find((c) => c.name === 'vz_signed_in');

  it('tells the SPA that an auth_token cookie exists, without the token', async () => {
    const res = await page({ auth_token: 'algun-token' });
    expect(companion(res)).toMatchObject({ value: '1' });
    expect(companion(res)!.httpOnly).toBeFalsy();
    expect(res.cookies.some((c) => c.name === 'auth_token')).toBe(false);
  });

  it('clears a companion left without its token, and says nothing when both agree', async () => {
    expect(companion(await page({ vz_signed_in: '1' }))!.value).toBe('');
    expect((await page({ auth_token: 'x', vz_signed_in: '1' })).cookies).toEqual([]);
    expect((await page({})).cookies).toEqual([]);
  });
});
