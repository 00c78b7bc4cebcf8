import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { schema } from '../db/open.ts';
import { param, preparedPerDb } from '../db/prepared.ts';
import { unauthenticated } from '../http/errors.ts';
import { AUTH_COOKIE } from '../../openapi/session.ts';
import { clearSessionCookies } from './session-cookies.ts';

export { AUTH_COOKIE };

export interface AuthUser {
  id: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the bearerAuth security handler; null for visitors. */
    user: AuthUser | null;
  }
}

/** The signed-in user's id in an operation that requires a session (the contract's security already refused visitors). */
export function signedIn(req: { user: AuthUser | null }): number {
  if (!req.user) throw unauthenticated();
  return req.user.id;
}

/** Only this hash of a session token is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const bearer = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;
const tokenShape = /^[A-Za-z0-9._~+/-]+=*$/;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session token: a bearer header (API clients) or the auth_token cookie (the browser, also
 * for beacons and <img> requests that cannot carry headers).
 */
function tokenOf(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const match = bearer.exec(request.headers.authorization ?? '');
  if (match) return { token: match[1], fromCookie: false };
  const cookie = request.cookies?.[AUTH_COOKIE];
  return cookie && tokenShape.test(cookie) ? { token: cookie, fromCookie: true } : null;
}

/**
 * A write authenticated only by the cookie must come from our own pages: SameSite=Lax keeps the
 * cookie off cross-site POSTs in browsers, and this check refuses any that still carry it
 * (Sec-Fetch-Site from modern browsers, otherwise Origin against the Host).
 */
export function crossSite(request: FastifyRequest): boolean {
  // A WebSocket's handshake (request.ws) is a GET, but it opens a channel of writes.
  if (safeMethods.has(request.method) && !request.ws) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** How long a signed-in session is kept in memory; any revocation (announced) drops them all sooner. */
const SESSION_MEMORY_MS = 5 * 60_000;

class NoSession extends Error {}

/**
 * After revoking sessions (once committed): this process forgets the ones it kept at once; the
 * others do when the revocation is announced.
 */
export function forgetSessions(fastify: FastifyInstance): void {
  fastify.sessionCache.invalidate('sessions');
}

interface KnownSession {
  id: number;
  userId: number;
  expiresAt: Date;
}

/**
 * The live session of a token hash, from memory while no session was revoked or deleted anywhere
 * (the sessions table announces its updates and deletes, see migration 0004): a signed-in request
 * then costs no query for its session. Unknown tokens are never kept.
 */
const { sessions } = schema;
const sessionQuery = preparedPerDb((db) =>
  db
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, param('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, param('now'))))
    .limit(1)
    .prepare('live_session'),
);

function liveSession(request: FastifyRequest, tokenHash: string): Promise<KnownSession | null> {
  const load = async () => {
    const [row] = await sessionQuery(request.server.db).execute({ tokenHash, now: request.server.now().toISOString() });
    if (!row) throw new NoSession();
    return row;
  };
  return (request.server.sessionCache.get(tokenHash, ['sessions'], SESSION_MEMORY_MS, load) as Promise<KnownSession>).then(
    (known) => (known.expiresAt > request.server.now() ? known : null),
    (err: unknown) => {
      if (err instanceof NoSession) return null;
      throw err;
    },
  );
}

export async function sessionOf(request: FastifyRequest, reply: FastifyReply): Promise<AuthUser | null> {
  const found = tokenOf(request);
  if (!found || (found.fromCookie && crossSite(request))) return null;
  const row = await liveSession(request, hashToken(found.token));
  // A cookie whose session is over (revoked, expired, made up) is cleared, companion included: the
  // SPA then starts signed out on the next page load.
  if (!row && found.fromCookie) clearSessionCookies(request, reply);
  return row ? { id: row.userId, sessionId: row.id } : null;
}

/**
 * Security handlers for fastify-openapi-glue, by the contract's scheme names. Operations where
 * signing in is optional list bearerAuth first and {} second, so a valid token still sets the user.
 */
export const securityHandlers = {
  async bearerAuth(request: FastifyRequest, reply: FastifyReply) {
    const user = await sessionOf(request, reply);
    if (!user) throw unauthenticated();
    request.user = user;
  },
};

export default fp(async function auth(fastify) {
  fastify.decorateRequest('user', null);
});
