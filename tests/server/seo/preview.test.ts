import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { schema } from '../../../server/db/open.ts';
import { build } from '../../helpers/build.ts';

// A stand-in for dist/index.html with the same head as the real one.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-dist-'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  `<!doctype html><html lang="es"><head><meta charset="UTF-8" />
    <meta
      name="description"
      content="Descripción por defecto"
    />
    <title>Viziona | Cine</title></head><body><div id="root"></div></body></html>`,
);
fs.writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\nAllow: /\nDisallow: /mi-perfil\n');

const publicUrl = 'https://viziona.example';
let app: FastifyInstance;

beforeAll(async () => {
  app = await build({ config: { distDir, publicUrl } });
  const [group] = await app.db.select().from(schema.contentGroups).where(eq(schema.contentGroups.slug, 'pagina'));
  await app.db.insert(schema.contents).values({
    slug: 'pagina-con-trampa',
    groupId: group.id,
    title: '</title><script>alert("x")</script> & "Cine"',
    subtitle: `Comillas ' y " <b>`,
    image: '/media/x.svg?a=1&b="2"',
    content: '<p>hola</p>',
  });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  return res.body;
};
const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
const title = (html: string) => html.match(/<title>([\s\S]*?)<\/title>/)?.[1];

describe('link previews in the HTML the server sends', () => {
  it('a movie page carries the film title, synopsis and absolute poster, on both movie routes', async () => {
    for (const url of ['/viziona/pelicula/el-ultimo-faro', '/otro-teatro/pelicula/el-ultimo-faro?x=1']) {
      const html = await page(url);
      expect(title(html)).toBe('El último faro | Viziona');
      expect(meta(html, 'og:title')).toBe('El último faro | Viziona');
      expect(meta(html, 'og:type')).toBe('video.movie');
      expect(meta(html, 'description')).toMatch(/^En una isla del Caribe colombiano/);
      expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
      expect(meta(html, 'og:image')).toMatch(/^https:\/\/viziona\.example\/media\//);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(html).toContain('<div id="root">');
    }
  });

  it('a room page carries the room name, its description as text and its image', async () => {
    const html = await page('/sala/sala-1');
    expect(title(html)).toBe('Sala 1 | Viziona');
    expect(meta(html, 'og:description')).not.toMatch(/[<>]/);
    expect(meta(html, 'og:description')?.length).toBeGreaterThan(10);
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/viziona\.example\/media\/salas\/sala-1\.svg$/);
  });

  it('a content page carries its title and subtitle', async () => {
    const html = await page('/pagina/terminos-y-condiciones');
    expect(title(html)).toBe('Términos y condiciones | Viziona');
    expect(meta(html, 'og:description')).toBe('Compra de boletas y confitería en línea');
    expect(meta(html, 'og:url')).toBe('https://viziona.example/pagina/terminos-y-condiciones');
  });

  it('escapes everything that comes from the database', async () => {
    const html = await page('/pagina/pagina-con-trampa');
    expect(html).not.toContain('<script>alert');
    expect(title(html)).toBe('&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Cine&quot; | Viziona');
    expect(meta(html, 'og:description')).toBe('Comillas &#39; y &quot; &lt;b&gt;');
    expect(meta(html, 'og:image')).toBe('https://viziona.example/media/x.svg?a=1&amp;b=%222%22');
  });

  it('unknown slugs and other routes get the generic tags', async () => {
    for (const url of ['/viziona/pelicula/no-existe', '/sala/no-existe', '/pagina/no-existe', '/cartelera', '/pagina/%3Cscript%3E', '/sala/Sala%201']) {
      const html = await page(url);
      expect(title(html)).toBe('Viziona | Cine');
      expect(meta(html, 'og:title')).toBe('Viziona | Cine');
      expect(meta(html, 'og:type')).toBe('website');
      expect(meta(html, 'og:image')).toBeUndefined();
      expect(html).not.toContain('<script>');
    }
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps its rules and points to the sitemap by its public address', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /mi-perfil');
    expect(res.body).toContain('Sitemap: https://viziona.example/sitemap.xml');
  });

  it('lists the fixed pages, the films, the rooms and the content pages from the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://viziona.example/');
    expect(locs).toContain('https://viziona.example/cartelera');
    expect(locs).toContain('https://viziona.example/viziona/pelicula/el-ultimo-faro');
    expect(locs).toContain('https://viziona.example/sala/sala-1');
    expect(locs.filter((l) => l.includes('/sala/'))).toHaveLength(9);
    expect(locs).toContain('https://viziona.example/pagina/terminos-y-condiciones');
    expect(locs).toContain('https://viziona.example/pagina/pagina-con-trampa');
    expect(locs.filter((l) => l.includes('/mi-perfil'))).toHaveLength(0);
    expect(new Set(locs).size).toBe(locs.length);
  });
});
