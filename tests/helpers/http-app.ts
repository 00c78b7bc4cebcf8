// The API helpers of server tests (purchase.ts, accounts.ts) call `app.inject`; this stands in for
// the app with real HTTP to a running server process, so a browser test can buy through the same
// helpers. The per-call client address (`remoteAddress`) travels as X-Forwarded-For, so start the
// server with TRUST_PROXY=127.0.0.1 (per-address limits then count each call on its own, as in
// server tests).
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json(): unknown;
}

async function inject(baseUrl: string, options: InjectOptions): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value !== undefined) headers[name.toLowerCase()] = String(value);
  if (options.remoteAddress) headers['x-forwarded-for'] = options.remoteAddress;
  let body: string | undefined;
  if (options.payload !== undefined) {
    body = typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${baseUrl}${options.url as string}`, { method: options.method ?? 'GET', headers, body });
  const text = await res.text();
  return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: text, json: () => JSON.parse(text) };
}

/** An `app` whose `inject` is an HTTP call to `baseUrl` (only `inject`: no database, no decorations). */
export function httpApp(baseUrl: string): FastifyInstance {
  return { inject: (options: InjectOptions) => inject(baseUrl, options) } as unknown as FastifyInstance;
}
