import fp from 'fastify-plugin';
import { ResponseCache, type ResponseCacheOptions } from '../cache/response-cache.ts';
import { followChanges } from '../cache/invalidation.ts';
import { cacheControl } from '../http/caching.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's answers of public reads (see server/cache). */
    responseCache: ResponseCache;
  }
}

/** The response cache, kept in step with the database, and the Cache-Control of every API answer. */
export default fp(
  async function httpCache(fastify, options: { cache?: ResponseCacheOptions }) {
    const cache = new ResponseCache(options.cache);
    fastify.decorate('responseCache', cache);
    const stop = await followChanges(fastify.database, cache);
    fastify.addHook('preClose', () => stop().catch(() => undefined));

    fastify.addHook('onSend', async (request, reply, payload) => {
      const caching = request.routeOptions.config.caching;
      if (caching && !reply.hasHeader('cache-control')) reply.header('cache-control', cacheControl(caching, reply.statusCode));
      return payload;
    });
  },
  { name: 'viziona-http-cache' },
);
