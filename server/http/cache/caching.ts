// HTTP caching of the API: public reads answered from the response cache with an ETag (304 when
// the client already has it) and a shared-cache lifetime; anything a session can see is private.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contract } from '../contract.ts';
import type { CachePolicy } from './policies.ts';
import type { Answer } from './answer.ts';

/** How an operation's answers may be cached by browsers and shared caches. */
export type Caching = { kind: 'public'; policy: CachePolicy } | { kind: 'private' } | { kind: 'none' };

declare module 'fastify' {
  interface FastifyContextConfig {
    caching?: Caching;
  }
}

type Security = Record<string, unknown>[] | undefined;
let personal: Set<string> | undefined;

/** Operations of the contract that accept a session (bearerAuth), required or optional. */
function personalOperations(): Set<string> {
  if (personal) return personal;
  const doc = contract() as unknown as { security?: Security; paths: Record<string, Record<string, { operationId?: string; security?: Security }>> };
  personal = new Set();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const security = op?.security ?? doc.security;
      if (op?.operationId && security?.some((req) => 'bearerAuth' in req)) personal.add(op.operationId);
    }
  }
  return personal;
}

/**
 * The caching of an operation: public when it has a cache policy, private (never stored anywhere)
 * when a session can reach it — so every new signed-in operation is private without more code —
 * and not stored otherwise (health, captcha challenges, writes).
 */
export function cachingOf(operationId: string, policy: CachePolicy | undefined): Caching {
  if (personalOperations().has(operationId)) {
    // The response cache is keyed by URL, not by user: a personal answer must never go in it.
    if (policy) throw new Error(`${operationId} admite sesión: sus respuestas no pueden ir a la caché compartida.`);
    return { kind: 'private' };
  }
  return policy ? { kind: 'public', policy } : { kind: 'none' };
}

/** The Cache-Control header of an answer. Only successful public answers may be shared. */
export function cacheControl(caching: Caching, status: number): string {
  if (caching.kind === 'private') return 'private, no-store';
  if (caching.kind === 'public' && (status === 200 || status === 304)) {
    return `public, max-age=${caching.policy.maxAge}, stale-while-revalidate=${caching.policy.staleWhileRevalidate}`;
  }
  return 'no-store';
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Only what selects the answer: path parameters and the `date` query (other query keys can't bust the cache). */
function cacheKey(operationId: string, request: FastifyRequest): string {
  const params = Object.values((request.params ?? {}) as Record<string, unknown>).join('\u0000');
  const date = (request.query as { date?: string } | undefined)?.date ?? '';
  return `${operationId}\u0000${params}\u0000${date}`;
}

/** A handler answered from the response cache, with ETag, 304 and pre-compressed bodies. */
export function cachedHandler(operationId: string, policy: CachePolicy, handler: Handler): Handler {
  return async function cached(request, reply) {
    const key = cacheKey(operationId, request);
    const answer = await request.server.responseCache.get(key, policy.tags, policy.ttlMs, () => handler(request, reply), policy.staleMs);
    if (request.raw.method === 'GET') request.server.frontDoor.remember(request.raw.url!, key, cacheControl({ kind: 'public', policy }, 200));
    reply.header('etag', answer.etag);
    if (answer.matches(request.headers['if-none-match'])) return reply.header('vary', 'accept-encoding').code(304).send();
    return sendAnswer(request, reply, answer);
  };
}

/** Sends an answer serialised beforehand, in its compressed form the client accepts best. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  const { encoding, payload } = answer.encoded(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding').header('content-type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(payload);
}
