import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config.ts';

// Security headers on every answer, pages and API alike (@fastify/helmet): a Content-Security-Policy
// the SPA passes, nosniff, no framing by other sites, a referrer policy YouTube's embeds accept,
// and HSTS only when the request really came over TLS (directly or from a trusted proxy).

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
    'script-src': ["'self'", ...scriptHashes, ...(recaptcha ? RECAPTCHA.script : [])],
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

export default fp<{ config: Config }>(async function securityHeaders(fastify, { config }) {
  const indexPath = path.join(config.distDir, 'index.html');
  const hashes = fs.existsSync(indexPath) ? inlineScriptHashes(fs.readFileSync(indexPath, 'utf8')) : [];

  await fastify.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config, hashes) },
    // Set below, and only over TLS: over plain HTTP the header is meaningless and would pin localhost.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });

  fastify.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
});
