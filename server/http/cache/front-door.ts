// The front door: a GET of a public read whose answer is fresh in the response cache is answered
// straight from the HTTP server's request event, before Fastify routes, validates, runs its hooks
// and logs. Under a presale rush nearly every read is such a hit, and Fastify's lifecycle was most
// of its cost. Anything else (a first read, an answer gone stale or dropped by a change, another
// method, a request with a body) goes to Fastify, which answers and tells the door the address
// again. The answer is byte for byte what Fastify sends: same body, ETag, 304, encodings,
// Cache-Control and security headers (tests/server/http/cache/front-door.test.ts compares them).
// Hits are not written to the request log, as a CDN's hits are not in the origin's; `hits` counts them.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import type { ResponseCache } from './response-cache.ts';
import type { Config } from '../../config.ts';
import { HSTS } from '../../plugins/security-headers.ts';
import { hops } from '../../options.ts';

interface Door {
  /** The response cache's key of the answer at this address. */
  key: string;
  cacheControl: string;
}

/** Addresses remembered at most: extra query keys make endless addresses of one answer. */
const MAX_ADDRESSES = 5000;

type Trust = (address: string | undefined, hop: number) => boolean;

export class FrontDoor {
  private readonly doors = new Map<string, Door>();
  /** Requests answered here since the start. */
  hits = 0;

  constructor(
    private readonly cache: ResponseCache,
    private readonly securityHeaders: Record<string, string>,
    private readonly trust: Trust,
    /** The site's PUBLIC_URL is https: every answer goes out over TLS (http/tls.ts). */
    private readonly httpsSite = false,
  ) {}

  /** Fastify answered `url` (a GET) from the response cache under `key`: later hits may come here. */
  remember(url: string, key: string, cacheControl: string): void {
    if (this.doors.has(url)) return;
    if (this.doors.size >= MAX_ADDRESSES) this.doors.delete(this.doors.keys().next().value!);
    this.doors.set(url, { key, cacheControl });
  }

  /** Answers the request when it is a hit; false leaves it to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const door = this.doors.get(req.url!);
    if (!door) return false;
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return false;
    const answer = this.cache.peek(door.key);
    if (!answer) return false;

    const headers: Record<string, string | number> = { ...this.securityHeaders };
    if (this.overTls(req)) headers['strict-transport-security'] = HSTS;
    headers.etag = answer.etag;
    headers.vary = 'accept-encoding';
    headers['cache-control'] = door.cacheControl;
    this.hits++;
    if (answer.matches(req.headers['if-none-match'])) {
      res.writeHead(304, headers).end();
      return true;
    }
    const { encoding, payload } = answer.encoded(req.headers['accept-encoding']);
    headers['content-type'] = 'application/json; charset=utf-8';
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = payload.length;
    res.writeHead(200, headers).end(payload);
    return true;
  }

  /** As http/tls.ts decides: an https site, TLS to us, or a trusted proxy's X-Forwarded-Proto. */
  private overTls(req: IncomingMessage): boolean {
    if (this.httpsSite) return true;
    const forwarded = req.headers['x-forwarded-proto'];
    if (forwarded && this.trust(req.socket.remoteAddress, 0)) {
      const value = Array.isArray(forwarded) ? forwarded[forwarded.length - 1] : forwarded;
      return value.slice(value.lastIndexOf(',') + 1).trim() === 'https';
    }
    return (req.socket as { encrypted?: boolean }).encrypted === true;
  }
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make, with `app`'s front door (there
 * once the app is registered) in front of Fastify's handler.
 */
export function serverWithFrontDoor(app: () => FastifyInstance): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer((req, res) => {
      const door = app().frontDoor as FrontDoor | undefined;
      if (!door?.serve(req, res)) handler(req, res);
    });
    // What Fastify sets on the servers it makes itself.
    server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000);
    server.requestTimeout = Number(options.requestTimeout ?? 0);
    server.setTimeout(Number(options.connectionTimeout ?? 0));
    return server;
  };
}

/** Whether a forwarding proxy is believed, as Fastify does for the app's TRUST_PROXY (server/options.ts). */
export function proxyTrust(trustProxy: Config['trustProxy']): Trust {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return hops(trustProxy);
  const trusted = proxyAddr.compile(trustProxy);
  return (address, hop) => address !== undefined && trusted(address, hop);
}
