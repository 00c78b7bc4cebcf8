// The session as cookies (spec §3; DESIGN 'Accounts and safety'). The server alone writes the token
// cookie, so no script can read it; a second, non-secret cookie tells the SPA that a session cookie
// exists (spec §4: authenticated = the auth_token cookie exists) without handing it the token.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { AUTH_COOKIE, SIGNED_IN_COOKIE } from '../../openapi/session.ts';
import { overTls } from '../http/tls.ts';

export { AUTH_COOKIE, SIGNED_IN_COOKIE };

function flags(request: FastifyRequest): CookieSerializeOptions {
  // Secure over TLS (http/tls.ts): on plain http (local development, tests) a Secure cookie would be dropped.
  return { path: '/', sameSite: 'lax', secure: overTls(request) };
}

/** Sets the token cookie (HttpOnly) and its companion, both ending with the session. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
  const base = { ...flags(request), expires };
  reply.setCookie(AUTH_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...base, httpOnly: false });
}

/** Clears both cookies (logout, a session the server no longer knows). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(AUTH_COOKIE, { ...flags(request), httpOnly: true });
  reply.clearCookie(SIGNED_IN_COOKIE, flags(request));
}

/**
 * On a page load, keeps the companion in step with the token cookie the browser sent: a token
 * cookie without companion (set by another tab before an upgrade, or by hand) gets one for the
 * browser session; a companion without token cookie (the token expired) is cleared.
 */
export function mirrorSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const hasToken = Boolean(request.cookies[AUTH_COOKIE]);
  const hasCompanion = Boolean(request.cookies[SIGNED_IN_COOKIE]);
  if (hasToken && !hasCompanion) reply.setCookie(SIGNED_IN_COOKIE, '1', { ...flags(request), httpOnly: false });
  else if (!hasToken && hasCompanion) reply.clearCookie(SIGNED_IN_COOKIE, flags(request));
}
