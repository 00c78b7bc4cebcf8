import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Fastify options shared by the process and the test helper. */
export function fastifyOptions(config: Pick<Config, 'logLevel'>, logger = true): FastifyServerOptions {
  return {
    logger: logger && {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[oculto]',
      },
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Signed ticket codes (getTicketQr's path) run to about 140 characters; the router's default is 100.
    maxParamLength: 256,
    ajv: { customOptions: { coerceTypes: 'array', allErrors: true, removeAdditional: false } },
  };
}
