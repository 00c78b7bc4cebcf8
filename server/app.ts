import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { requestLimitStore } from './http/limits/store.ts';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import openapiGlue from 'fastify-openapi-glue';
import type { Config } from './config.ts';
import type { TotpKeyRing } from './staff/accounts/totp-secrets.ts';
import type { Database } from './db/open.ts';
import { HttpError } from './http/errors.ts';
import { contract } from './http/contract.ts';
import errors from './plugins/errors.ts';
import accessLog from './plugins/access-log.ts';
import metrics from './metrics/plugin.ts';
import auth, { securityHandlers } from './accounts/auth.ts';
import staffGuard, { staffSecurityHandlers } from './staff/accounts/guard.ts';
import requestGuards from './plugins/request-guards.ts';
import securityHeaders from './plugins/security-headers.ts';
import accountLimits from './http/limits/per-account.ts';
import background from './plugins/background.ts';
import databasePulse from './plugins/database-pulse.ts';
import healthListener from './plugins/health-listener.ts';
import media from './catalogue/media.ts';
import mail from './mail/plugin.ts';
import payments from './payments/plugin.ts';
import spa from './plugins/spa.ts';
import httpCache from './http/cache/plugin.ts';
import seatStream from './seat-stream/plugin.ts';
import type { SeatStreamOptions } from './seat-stream/hub.ts';
import type { ResponseCacheOptions } from './http/cache/response-cache.ts';
import { resolveOperation } from './operations.ts';
import { multipartLimits } from './forms/attachments.ts';
import { MAX_MESSAGE_BYTES } from './staff/porteria/en-vivo.ts';
import { jobsOf, startJobs, type JobRunner } from './jobs/index.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The server clock; tests may pass another. */
  now?: () => Date;
  /** Options of the response cache of public reads (tests may pass a clock). */
  cache?: ResponseCacheOptions;
  /** Options of the live seat map's streams (tests may shorten its heartbeat, lower its limits). */
  seatStreams?: SeatStreamOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Database['db'];
    now: () => Date;
    /** The keys that seal the staff's TOTP secrets (config.staffTotpKeys, or the development key server.ts made). */
    staffTotpKeys: TotpKeyRing;
    /** The periodic jobs of this process, once the server is ready (null when config.jobs is off). */
    jobs: JobRunner | null;
  }
}

/** The whole application as one plugin: third-party plugins, then ours, then the contract's operations. */
async function app(fastify: FastifyInstance, { config, database, now = () => new Date(), cache, seatStreams }: AppOptions) {
  fastify.decorate('config', config);
  fastify.decorate('now', now);
  fastify.decorate('database', database);
  fastify.decorate('db', database.db);
  if (!config.staffTotpKeys) throw new Error('Faltan las llaves de los secretos TOTP del personal: server.ts las toma de STAFF_TOTP_KEYS o de la llave de desarrollo.');
  fastify.decorate('staffTotpKeys', config.staffTotpKeys);

  await fastify.register(accessLog);
  await fastify.register(metrics);
  await fastify.register(securityHeaders, { config });
  await fastify.register(compress, { threshold: 1024 });
  await fastify.register(cookie);
  // PQRS and ethics-line attachments: streamed by the handlers, over-size files cut and refused there.
  await fastify.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });
  await fastify.register(rateLimit, {
    global: false,
    store: requestLimitStore(database.db),
    errorResponseBuilder: () => new HttpError(429, 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.'),
  });
  await fastify.register(accountLimits);
  // The door's scans over one open connection (connectIngresosEnVivo): its handshake runs the routes' hooks, the staff guard first.
  await fastify.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  // The contract as read once per process (server/http/contract.ts), not parsed again by each plugin.
  await fastify.register(swagger, { mode: 'static', specification: { document: contract() as unknown as StaticDocumentSpec['document'] } });
  // Its page carries its own policy (hashes of its inline code) in place of the site's.
  await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await fastify.register(errors);
  await fastify.register(background);
  await fastify.register(databasePulse);
  await fastify.register(healthListener);
  await fastify.register(requestGuards);
  await fastify.register(auth);
  await fastify.register(staffGuard);
  await fastify.register(media);
  await fastify.register(mail);
  await fastify.register(httpCache, { cache });
  await fastify.register(seatStream, { seatStreams });
  await fastify.register(payments);

  await fastify.register(openapiGlue, {
    specification: contract(),
    prefix: '/api/v1',
    operationResolver: resolveOperation,
    securityHandlers: { ...securityHandlers, ...staffSecurityHandlers },
  });

  await fastify.register(spa, { distDir: config.distDir });

  // Periodic work (hold expiry…): started once the server is ready, stopped before the database closes.
  fastify.decorate('jobs', null);
  if (config.jobs) {
    fastify.addHook('onReady', async () => {
      fastify.jobs = startJobs(database.db, jobsOf(fastify), fastify.log);
    });
    fastify.addHook('preClose', async () => {
      await fastify.jobs?.stop();
    });
  }
}

export default fp(app, { name: 'viziona-app' });
