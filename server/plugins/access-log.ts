import fp from 'fastify-plugin';

// One line per answered request: what an operator reads (method, address, status, time). Fastify's
// own pair of lines ("incoming request", "request completed") serialised the request and its
// headers through the redaction rules twice per request, a tenth of a cached read's CPU.
export default fp(async function accessLog(fastify) {
  fastify.addHook('onResponse', (request, reply, done) => {
    request.log.info({ method: request.method, url: loggedUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'respuesta');
    done();
  });
});

/**
 * Paths whose last segment is a secret: whoever reads the log must not be able to reset the
 * password (the reset link's code, on its page and on the API) or show a ticket at the door (its
 * signed code, in the QR image's address).
 */
const secretSegments = [/^(\/forgot-password\/)[^/?#]+/, /^(\/api\/v1\/update-password\/)[^/?#]+/, /^(\/api\/v1\/tickets\/qr\/)[^/?#]+/];

export function loggedUrl(url: string): string {
  for (const pattern of secretSegments) if (pattern.test(url)) return url.replace(pattern, '$1[oculto]');
  return url;
}
