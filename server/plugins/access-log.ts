import fp from 'fastify-plugin';

// One line per answered request: what an operator reads (method, address, status, time). Fastify's
// own pair of lines ("incoming request", "request completed") serialised the request and its
// headers through the redaction rules twice per request, a tenth of a cached read's CPU.
export default fp(async function accessLog(fastify) {
  fastify.addHook('onResponse', (request, reply, done) => {
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'respuesta');
    done();
  });
});
