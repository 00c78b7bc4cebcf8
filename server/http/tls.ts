// Whether an answer goes to a browser over TLS, which decides Secure cookies and HSTS. A site whose
// PUBLIC_URL is https is public over TLS whatever a request says: an operator who forgets to name
// the proxy that ends TLS (TRUST_PROXY) must not end up with session cookies that travel over plain
// http. Otherwise, TLS to us or a trusted proxy's X-Forwarded-Proto (request.protocol) decides.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Read once per configuration: every answer asks (its HSTS header), and parsing a URL each time was ~1 % of a request. */
const overTlsOf = new WeakMap<Pick<Config, 'publicUrl'>, boolean>();

export function publicOverTls(config: Pick<Config, 'publicUrl'>): boolean {
  let tls = overTlsOf.get(config);
  if (tls === undefined) overTlsOf.set(config, (tls = new URL(config.publicUrl).protocol === 'https:'));
  return tls;
}

export const overTls = (request: FastifyRequest): boolean => publicOverTls(request.server.config) || request.protocol === 'https';
