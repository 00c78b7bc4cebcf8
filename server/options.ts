import { LogController, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { sharedCompilers } from './http/schema-compilers.ts';

/** Trust exactly `n` proxies in front of the server, whatever their addresses. */
export const hops = (n: number) => (_address: string | undefined, hop: number) => hop < n;

/** Fastify options shared by the process and the test helper. */
export function fastifyOptions(config: Pick<Config, 'logLevel' | 'trustProxy'>, logger: boolean | { stream: DestinationStream } = true): FastifyServerOptions {
  return {
    logger: logger && {
      ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[oculto]',
      },
    },
    // Forwarding headers count only from the proxies the operator named (TRUST_PROXY).
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    // Not Fastify's two lines per request: one, written by server/plugins/access-log.ts (unexpected
    // errors are logged by server/plugins/errors.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // The app plugin registers the whole contract (its validators compiled) and opens the database:
    // Fastify's default of 10 s was passed on a slow host under load, which would stop a start.
    pluginTimeout: 120_000,
    // Signed ticket codes (getTicketQr's path) run to about 140 characters; the router's default is 100.
    routerOptions: { maxParamLength: 256 },
    // The contract names its integer enums' values (x-enum-varnames, x-enum-descriptions: openapi/rules.gen.ts);
    // annotations only, declared so Ajv's strict mode accepts them.
    ajv: { customOptions: { coerceTypes: 'array', allErrors: true, removeAdditional: false, keywords: ['x-enum-varnames', 'x-enum-descriptions'] } },
    // Compiled once per process for every app built in it (server/http/schema-compilers.ts).
    schemaController: { compilersFactory: sharedCompilers },
  };
}
