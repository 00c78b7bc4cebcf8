import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../errors.ts';
import type { OperationId } from '../operation.ts';

// Limits keyed on the account or recipient a request is about, beside the loose per-address ones
// (operations.ts): people behind one shared address (cinema wifi, a carrier's NAT) don't lock
// each other out, and one account can't be hammered from many addresses. The key is what was
// typed, whether or not such an account exists, so a 429 tells nothing about who is registered.
// Counted in the database like the per-address ones, so every server process counts together
// (http/limits/store.ts); the keys name the operation. The verification-code limit counts the
// codes' own rows (accounts/handlers.ts).

export interface AccountLimit {
  max: number;
  timeWindow: string;
  /** What the request is about; undefined skips the limit (the schema will refuse the body). */
  keyOf: (request: FastifyRequest) => string | undefined;
  message: string;
}

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

export const accountLimits: Partial<Record<OperationId, AccountLimit>> = {
  login: {
    max: 10,
    timeWindow: '1 minute',
    keyOf: emailOf,
    message: 'Demasiados intentos de inicio de sesión para esta cuenta. Espera un minuto e inténtalo de nuevo.',
  },
  // A staff password guesser also needs the second factor; still, a handful of tries per quarter hour.
  staffSignIn: {
    max: 10,
    timeWindow: '15 minutes',
    keyOf: emailOf,
    message: 'Demasiados intentos de inicio de sesión del personal para esta cuenta. Espera 15 minutos e inténtalo de nuevo.',
  },
  forgotPassword: {
    max: 3,
    timeWindow: '1 hour',
    keyOf: emailOf,
    message: 'Ya enviamos varios enlaces a este correo. Revisa tu bandeja de entrada o inténtalo más tarde.',
  },
};

export default fp(async function accountLimitsPlugin(fastify) {
  fastify.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: OperationId } | undefined)?.operationId;
    const limit = operationId ? accountLimits[operationId] : undefined;
    if (!limit) return;
    const check = fastify.createRateLimit({ max: limit.max, timeWindow: limit.timeWindow, keyGenerator: (req) => `${operationId}:${limit.keyOf(req) ?? ''}` });
    const hook: preHandlerAsyncHookHandler = async (request, reply) => {
      if (limit.keyOf(request) === undefined) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new HttpError(429, limit.message);
      }
    };
    route.preHandler = [...(Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : []), hook];
  });
});
