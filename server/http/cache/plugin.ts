import fp from 'fastify-plugin';
import { ResponseCache, TaggedCache, type ResponseCacheOptions } from './response-cache.ts';
import { followChangesOf, type ChangeFollower } from './invalidation.ts';
import { publicOverTls } from '../tls.ts';
import { cacheControl } from './caching.ts';
import { SeatMaps } from '../../checkout/seat-map.ts';
import { FrontDoor, proxyTrust } from './front-door.ts';
import { CHANGE_GRACE_MS } from './policies.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's answers of public reads (see server/cache). */
    responseCache: ResponseCache;
    /** Other values read from the database (a función's seat layout…), dropped when their tables change. */
    readCache: TaggedCache<unknown>;
    /** Signed-in sessions by token hash (see server/accounts/auth.ts). */
    sessionCache: TaggedCache<unknown>;
    /** Hits of the response cache answered before Fastify (see server/http/cache/front-door.ts). */
    frontDoor: FrontDoor;
    /** Funciones' seat layouts and occupied seats (see server/checkout/seat-map.ts). */
    seatMaps: SeatMaps;
    /** What follows the announced changes on this process's one listening connection; a later plugin may add to it. */
    changeFollowers: ChangeFollower[];
  }
}

/** The response cache and the read cache, kept in step with the database, and the Cache-Control of every API answer. */
export default fp(
  async function httpCache(fastify, options: { cache?: ResponseCacheOptions }) {
    // Public answers may trail an announced change by CHANGE_GRACE_MS; the read cache (seat maps)
    // and the sessions follow every change at once.
    const cache = new ResponseCache({ changeGraceMs: CHANGE_GRACE_MS, ...options.cache });
    const readCache = new TaggedCache<unknown>(options.cache);
    const sessionCache = new TaggedCache<unknown>({ ...options.cache, maxEntries: 50_000 });
    fastify.decorate('sessionCache', sessionCache);
    fastify.decorate('responseCache', cache);
    fastify.decorate('readCache', readCache);
    fastify.decorate('frontDoor', new FrontDoor(cache, fastify.securityHeaders, proxyTrust(fastify.config.trustProxy), publicOverTls(fastify.config)));
    const seatMaps = new SeatMaps(readCache, { announced: fastify.database.kind === 'pglite' });
    fastify.decorate('seatMaps', seatMaps);
    const followers: ChangeFollower[] = [cache, readCache, sessionCache, seatMaps];
    fastify.decorate('changeFollowers', followers);
    const stop = await followChangesOf(fastify.database, followers);
    fastify.addHook('preClose', () => stop().catch(() => undefined));

    fastify.addHook('onSend', async (request, reply, payload) => {
      const caching = request.routeOptions.config.caching;
      if (caching && !reply.hasHeader('cache-control')) reply.header('cache-control', cacheControl(caching, reply.statusCode));
      return payload;
    });
  },
  { name: 'viziona-http-cache' },
);
