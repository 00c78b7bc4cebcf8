import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

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
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? immutable : 'public, max-age=0, must-revalidate');
      },
    });
  }

  let indexHtml: string | undefined;
  const readIndex = () => (indexHtml ??= fs.readFileSync(indexPath, 'utf8'));

  fastify.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ message: `No existe la ruta ${request.method} ${url}.` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD' || url.startsWith('/assets/')) {
      return reply.code(404).send({ message: 'No encontramos lo que buscas.' });
    }
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send('El sitio no está compilado: ejecuta npm run build.');
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(readIndex());
  });
});
