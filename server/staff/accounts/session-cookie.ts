// The staff session cookie: HttpOnly, SameSite=Strict, only on the staff API's path, Secure by the
// rule of http/tls.ts. It lasts as long as the session can (the 30-minute idle end is the server's).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_COOKIE, STAFF_COOKIE_PATH } from '../../../openapi/session.ts';
import { overTls } from '../../http/tls.ts';
import { STAFF_SESSION_HOURS } from './sessions.ts';

export { STAFF_COOKIE };

const flags = (request: FastifyRequest) => ({ path: STAFF_COOKIE_PATH, sameSite: 'strict' as const, secure: overTls(request), httpOnly: true });

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, { ...flags(request), maxAge: STAFF_SESSION_HOURS * 3600 });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, flags(request));
}
