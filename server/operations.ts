import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Handlers, OperationId } from './http/operation.ts';
import { HttpError } from './http/errors.ts';
import { catalogueHandlers } from './catalogue/handlers.ts';
import { contentHandlers } from './content/handlers.ts';
import { healthHandlers } from './http/health.ts';
import { accountHandlers } from './accounts/handlers.ts';
import { misDatosHandlers } from './accounts/datos-personales/handlers.ts';
import { mailboxHandlers } from './mail/handlers.ts';
import { formHandlers, formRoutes } from './forms/handlers.ts';
import { cachePolicies } from './http/cache/policies.ts';
import { cachedHandler, cachingOf } from './http/cache/caching.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { ticketHandlers } from './tickets/handlers.ts';
import { checkoutHandlers } from './checkout/handlers.ts';
import { seatStreamHandlers } from './seat-stream/handlers.ts';
import { billHandlers } from './bills/handlers.ts';
import { clubHandlers } from './club/handlers.ts';
import { rateLimitConfig, rateLimits } from './http/limits/per-operation.ts';
import { staffAccountHandlers } from './staff/accounts/handlers.ts';
import { staffAuditHandlers } from './staff/audit/handlers.ts';
import { programacionHandlers } from './staff/programacion/handlers.ts';
import { imagenHandlers, imagenRoutes } from './staff/programacion/imagenes.ts';
import { peliculaHandlers } from './staff/programacion/peliculas.ts';
import { staffPreciosHandlers } from './staff/programacion/precios-handlers.ts';
import { salaReglasHandlers } from './staff/programacion/sala-reglas.ts';
import { programacionSitioHandlers } from './staff/programacion/sitio-handlers.ts';
import { porteriaHandlers, porteriaRoutes } from './staff/porteria/handlers.ts';
import { servicioHandlers } from './staff/servicio/handlers.ts';
import { finanzasHandlers } from './staff/finanzas/handlers.ts';

// Each feature's operations (server/<feature>/handlers.ts), keyed by the contract's operationIds,
// with the process-wide concerns of an operation: its cache policy, rate limit and route hooks.

/** Every implemented operation of the contract, keyed by operationId. */
export const handlers: Handlers = {
  ...healthHandlers,
  ...mailboxHandlers,
  ...contentHandlers,
  ...catalogueHandlers,
  ...accountHandlers,
  ...misDatosHandlers,
  ...clubHandlers,
  ...formHandlers,
  ...checkoutHandlers,
  ...seatStreamHandlers,
  ...paymentHandlers,
  ...billHandlers,
  ...ticketHandlers,
  ...staffAccountHandlers,
  ...staffAuditHandlers,
  ...programacionHandlers,
  ...imagenHandlers,
  ...peliculaHandlers,
  ...staffPreciosHandlers,
  ...salaReglasHandlers,
  ...programacionSitioHandlers,
  ...porteriaHandlers,
  ...servicioHandlers,
  ...finanzasHandlers,
};

const notYet = async () => {
  throw new HttpError(501, 'Esta operación aún no está disponible.');
};

/** Extra route options (hooks) of some operations. */
export const routeOptions: Partial<Record<OperationId, RouteShorthandOptions>> = { ...formRoutes, ...imagenRoutes, ...porteriaRoutes };

type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * fastify-openapi-glue asks for each operationId of the contract; unknown ones answer 501. Public
 * reads with a cache policy are answered from the response cache; every operation's Cache-Control
 * follows from its caching (server/http/cache/caching.ts).
 */
export function resolveOperation(operationId: string): RouteHandler {
  const policy = cachePolicies[operationId as OperationId];
  const implemented = (handlers as Record<string, RouteHandler>)[operationId] ?? notYet;
  const handler = (policy ? cachedHandler(operationId, policy, implemented as never) : implemented) as RouteHandler;
  const rateLimit = rateLimits[operationId as OperationId];
  const extra = routeOptions[operationId as OperationId];
  // The glue also accepts route options in place of a bare handler.
  return {
    ...extra,
    handler,
    config: { ...extra?.config, ...(rateLimit && { rateLimit: rateLimitConfig(rateLimit) }), caching: cachingOf(operationId, policy) },
  } as unknown as RouteHandler;
}
