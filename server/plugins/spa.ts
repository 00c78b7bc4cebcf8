import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { genericPreview, injectPreview, previewFor } from '../seo/preview.ts';
import { sitemapPaths, sitemapXml } from '../seo/sitemap.ts';
import { mirrorSessionCookie } from '../accounts/session-cookies.ts';

export interface SpaOptions {
  distDir: string;
}

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached forever, everything else revalidated, and every
 * unknown non-API path answered with index.html so the client router can take it.
 */
export default fp<SpaOptions>(async function spa(fastify, { distDir }) {
  const indexPath = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexPath);

  if (built) {
    await fastify.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Served below with the sitemap line, which needs the public address.
      globIgnore: ['robots.txt'],
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? immutable : 'public, max-age=0, must-revalidate');
      },
    });
  }

  let indexHtml: string | undefined;
  const readIndex = () => (indexHtml ??= fs.readFileSync(indexPath, 'utf8'));
  const robotsPath = path.join(distDir, 'robots.txt');
  const revalidate = 'public, max-age=0, must-revalidate';

  fastify.get('/robots.txt', async (_request, reply) => {
    const robots = fs.existsSync(robotsPath) ? fs.readFileSync(robotsPath, 'utf8') : 'User-agent: *\nAllow: /\n';
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', revalidate)
      .send(`${robots.trimEnd()}\n\nSitemap: ${fastify.config.publicUrl}/sitemap.xml\n`);
  });

  fastify.get('/sitemap.xml', async (_request, reply) => {
    const paths = await sitemapPaths(fastify.db, fastify.now());
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(sitemapXml(fastify.config.publicUrl, paths));
  });

  const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');
  const notFound = (request: FastifyRequest, reply: FastifyReply, url: string) =>
    isApiPath(url)
      ? reply.code(404).send({ message: `No existe la ruta ${request.method} ${url}.` })
      : reply.code(404).send({ message: 'No encontramos lo que buscas.' });

  fastify.setNotFoundHandler(async (request, reply) => notFound(request, reply, request.url.split('?')[0]));

  // The history fallback is a route (not the not-found handler) so that it is compressed like any answer.
  fastify.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0];
    if (isApiPath(url) || url.startsWith('/assets/')) return notFound(request, reply, url);
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send('El sitio no está compilado: ejecuta npm run build.');
    }
    // Link previews: the page's title, description and image, so a shared link shows it without JavaScript.
    let preview = genericPreview;
    try {
      preview = (await previewFor(fastify.db, url, fastify.now())) ?? genericPreview;
    } catch (err) {
      request.log.error({ err }, 'link preview failed');
    }
    const html = injectPreview(readIndex(), preview, { baseUrl: fastify.config.publicUrl, pathname: url });
    mirrorSessionCookie(request, reply);
    // The staff area is never indexed (robots.txt disallows it too; its pages add a robots meta).
    if (url === '/staff' || url.startsWith('/staff/')) reply.header('X-Robots-Tag', 'noindex, nofollow');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
});
