import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { overTls } from '../http/tls.ts';

// Security headers on every answer, pages and API alike (helmet's set): a Content-Security-Policy
// the SPA passes, nosniff, no framing by other sites, a referrer policy YouTube's embeds accept,
// and HSTS only when the request really came over TLS (directly or from a trusted proxy).
// They are the same for every request, so helmet runs once, at start, and each answer gets the
// headers it wrote (@fastify/helmet re-ran helmet, CSP parsing included, for every request: 12% of
// a cached read's CPU).

/** 'sha256-…' sources of the inline scripts of the built index.html (the early-read script). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => m[1].trim() !== '' && !/type="application\/(ld\+)?json"/.test(m[0]))
    .map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
}

const YOUTUBE = 'https://www.youtube-nocookie.com';
const RECAPTCHA = { script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'], frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] };

/** The policy's directives. Third parties appear only when the site uses them: reCAPTCHA only with its keys. */
export function cspDirectives(config: Pick<Config, 'recaptcha'>, scriptHashes: string[]): Record<string, string[]> {
  const recaptcha = Boolean(config.recaptcha);
  return {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the door page compile the QR decoder's WebAssembly (served by us, issue 28); no eval of scripts.
    'script-src': ["'self'", ...scriptHashes, "'wasm-unsafe-eval'", ...(recaptcha ? RECAPTCHA.script : [])],
    'script-src-attr': ["'none'"],
    // antd 6 injects its CSS-in-JS at runtime (STACK.md gotcha 6); the built entry CSS is inline too.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // Trailers play from youtube-nocookie (src/lib/trailer.ts); reCAPTCHA draws its box in a frame.
    'frame-src': ["'self'", YOUTUBE, ...(recaptcha ? RECAPTCHA.frame : [])],
    // ALTCHA solves its proof of work in web workers.
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const HSTS = 'max-age=31536000; includeSubDomains';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of every answer (HSTS apart: only over TLS). */
    securityHeaders: Record<string, string>;
  }
}

/** The headers helmet writes with the site's options, collected once. */
export function securityHeaderSet(config: Pick<Config, 'recaptcha'>, scriptHashes: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config, scriptHashes) },
    // Set per request, and only over TLS (http/tls.ts): over plain HTTP the header is meaningless and would pin localhost.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, collector as unknown as ServerResponse, (err?: unknown) => (failure = err));
  if (failure) throw failure;
  return headers;
}

export default fp<{ config: Config }>(async function securityHeaders(fastify, { config }) {
  const indexPath = path.join(config.distDir, 'index.html');
  const hashes = fs.existsSync(indexPath) ? inlineScriptHashes(fs.readFileSync(indexPath, 'utf8')) : [];
  const headers = securityHeaderSet(config, hashes);
  fastify.decorate('securityHeaders', headers);

  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (overTls(request)) reply.header('strict-transport-security', HSTS);
    done();
  });
});
