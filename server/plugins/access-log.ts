import fp from 'fastify-plugin';
import { requestIds, REQUEST_ID_HEADER } from '../http/request-id.ts';

// One line per answered request: what an operator reads (method, address, client address, status,
// time), with the request's id (reqId), which the answer carries too: in its X-Request-Id header
// and, when the server failed (5xx), in its body (request_id), shown to the person by the site
// (server/http/request-id.ts). Fastify's own pair of lines ("incoming request", "request
// completed") serialised the request and its headers through the redaction rules twice per
// request, a tenth of a cached read's CPU.
export default fp(async function accessLog(fastify) {
  fastify.setGenReqId(requestIds(fastify.config.trustProxy));
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // A server failure's body ({ message }, server/plugins/errors.ts, the health check's 503) names its
  // request: the site shows it after the message. A refusal's (4xx) is the spec's text; its id is in the header.
  fastify.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 500 && typeof (payload as { message?: unknown } | null)?.message === 'string') done(null, { ...(payload as object), request_id: request.id });
    else done(null, payload);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    request.log.info({ method: request.method, url: loggedUrl(request.url), ip: request.ip, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'respuesta');
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
