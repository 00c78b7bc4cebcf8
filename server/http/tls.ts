// Whether an answer goes to a browser over TLS, which decides Secure cookies and HSTS. A site whose
// PUBLIC_URL is https is public over TLS whatever a request says: an operator who forgets to name
// the proxy that ends TLS (TRUST_PROXY) must not end up with session cookies that travel over plain
// http. Otherwise, TLS to us or a trusted proxy's X-Forwarded-Proto (request.protocol) decides.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

export const publicOverTls = (config: Pick<Config, 'publicUrl'>): boolean => new URL(config.publicUrl).protocol === 'https:';

export const overTls = (request: FastifyRequest): boolean => publicOverTls(request.server.config) || request.protocol === 'https';
