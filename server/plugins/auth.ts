import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { schema } from '../db/open.ts';
import { unauthenticated } from '../http/errors.ts';

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

/** Only this hash of a session token is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const bearer = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

async function sessionOf(request: FastifyRequest): Promise<AuthUser | null> {
  const match = bearer.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const { sessions } = schema;
  const [row] = await request.server.db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(match[1])), isNull(sessions.revokedAt), gt(sessions.expiresAt, request.server.now())))
    .limit(1);
  return row ? { id: row.userId, sessionId: row.id } : null;
}

/**
 * Security handlers for fastify-openapi-glue, by the contract's scheme names. Operations where
 * signing in is optional list bearerAuth first and {} second, so a valid token still sets the user.
 */
export const securityHandlers = {
  async bearerAuth(request: FastifyRequest) {
    const user = await sessionOf(request);
    if (!user) throw unauthenticated();
    request.user = user;
  },
};

export default fp(async function auth(fastify) {
  fastify.decorateRequest('user', null);
});
