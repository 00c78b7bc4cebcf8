import type { FastifyRequest } from 'fastify';
import type { OperationId } from '../operation.ts';

export interface RateLimit {
  /** Requests allowed per key in the window. */
  max: number;
  timeWindow: string;
  /** What a limit counts by: the client address (default) or the signed-in user. */
  per?: 'address' | 'user';
  /**
   * Counted by each server process in its memory instead of in the database, which every process
   * shares (http/limits/store.ts): only for a load guard on a hot path, never for a security limit.
   */
  perProcess?: true;
}

/**
 * Per-operation rate limits per client address (answered with 429 and a Spanish message), counted in
 * the database so every server process counts together (http/limits/store.ts). The
 * account flows keep them loose, for the many people behind one shared address; the tight limits
 * are per account or recipient (http/limits/per-account.ts, and the codes per account).
 */
export const rateLimits: Partial<Record<OperationId, RateLimit>> = {
  login: { max: 30, timeWindow: '1 minute' },
  register: { max: 20, timeWindow: '1 minute' },
  forgotPassword: { max: 20, timeWindow: '1 minute' },
  sendVerificationCode: { max: 30, timeWindow: '1 minute' },
  validateVerificationCode: { max: 30, timeWindow: '1 minute' },
  createRegisterToken: { max: 30, timeWindow: '1 minute' },
  getCaptchaChallenge: { max: 30, timeWindow: '1 minute' },
  createPqrs: { max: 5, timeWindow: '1 minute' },
  createEthicsReport: { max: 5, timeWindow: '1 minute' },
  // Card testing (many numbers tried by one account) stops here; each payment also needs its keyPay.
  payWithCard: { max: 10, timeWindow: '1 minute', per: 'user' },
  getTicketSigningKey: { max: 60, timeWindow: '1 minute' },
  // A whole account's data each time: a few an hour per account (the session's, which no client
  // can choose), and loose per address for the rest.
  downloadMisDatos: { max: 5, timeWindow: '1 hour', per: 'user' },
  deleteAccount: { max: 10, timeWindow: '1 minute', per: 'user' },
  // Per buyer, not per address: many buyers may share one address (a campus, a mobile carrier).
  // A load guard on the presale's hottest request (holds are capped by maximo_entradas and the hold
  // itself), so it costs no database write: with WORKERS=n a buyer on n connections gets n × 30.
  reserveSeats: { max: 30, timeWindow: '1 minute', per: 'user', perProcess: true },
  reserveBestAvailable: { max: 30, timeWindow: '1 minute', per: 'user', perProcess: true },
  // The staff area's doors that need no staff session (the one-time links are also 256-bit tokens).
  staffSignIn: { max: 30, timeWindow: '1 minute' },
  getStaffSetup: { max: 60, timeWindow: '1 minute' },
  completeStaffSetup: { max: 10, timeWindow: '1 minute' },
  readStaffInvitation: { max: 30, timeWindow: '1 minute' },
  acceptStaffInvitation: { max: 10, timeWindow: '1 minute' },
};

/**
 * @fastify/rate-limit options of a limit. A per-user limit runs as a preHandler, after the
 * contract's security handler has set request.user (visitors, if allowed, count by address).
 */
export function rateLimitConfig({ per, ...limit }: RateLimit) {
  if (per !== 'user') return limit;
  return {
    ...limit,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
  };
}

