import fs from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { FastifyInstance } from 'fastify';
import { specPath } from '../../openapi/index.ts';

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const doc = parse(fs.readFileSync(specPath, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const ajv = new Ajv2020({ strict: false, allErrors: true, discriminator: true });
addFormats.default(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(doc as object, 'contract');

const validators = new Map<string, ValidateFunction>();
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function validatorFor(path: string, method: string, status: string, contentType = ''): ValidateFunction | 'undocumented' | 'not-json' {
  const op = doc.paths[path]?.[method];
  if (!op) return 'undocumented';
  const key = [status, `${status[0]}XX`, 'default'].find((k) => op.responses[k]);
  if (!key) return 'undocumented';
  const content = op.responses[key].content;
  if (!content) return 'not-json';
  // An answer the contract offers in several media types (e.g. JSON or HTML): one that isn't JSON
  // must be one of the others listed.
  const mediaType = contentType.split(';')[0].trim();
  if (mediaType && mediaType !== 'application/json' && content[mediaType]) return 'not-json';
  if (!content['application/json']?.schema) return 'not-json';
  const id = `${method} ${path} ${key}`;
  let v = validators.get(id);
  if (!v) {
    v = ajv.compile({ $ref: `contract#/${pointer('paths', path, method, 'responses', key, 'content', 'application/json', 'schema')}` });
    validators.set(id, v);
  }
  return v;
}

/** A body the server sent already compressed (cached answers), as text. */
function decoded(payload: Buffer, encoding: unknown): string {
  if (encoding === 'br') return brotliDecompressSync(payload).toString();
  if (encoding === 'gzip') return gunzipSync(payload).toString();
  return payload.toString();
}

export interface Violation {
  request: string;
  status: number;
  problem: string;
}

const violations: Violation[] = [];
export let checkedResponses = 0;

/** Every violation seen since the last call; tests assert the list is empty after each test. */
export function takeViolations(): Violation[] {
  return violations.splice(0);
}

/** Validates every /api/v1 response the app sends against the contract. */
export function watchContract(app: FastifyInstance, prefix = '/api/v1') {
  app.addHook('onSend', async (request, reply, payload) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl?.startsWith(prefix)) {
      if (request.url.startsWith(prefix + '/')) {
        const status = reply.statusCode;
        // Unknown API paths answer 404 with the shared Error shape.
        const body = typeof payload === 'string' ? JSON.parse(payload) : null;
        if (status !== 404 || typeof body?.message !== 'string') {
          violations.push({ request: `${request.method} ${request.url}`, status, problem: 'respuesta fuera del contrato' });
        }
      }
      return payload;
    }
    const path = routeUrl.slice(prefix.length).replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const method = request.method.toLowerCase();
    const status = String(reply.statusCode);
    const v = validatorFor(path, method, status, String(reply.getHeader('content-type') ?? ''));
    const where = `${request.method} ${path}`;
    if (v === 'undocumented') {
      violations.push({ request: where, status: reply.statusCode, problem: 'estado no documentado en el contrato' });
    } else if (v !== 'not-json') {
      checkedResponses++;
      let body: unknown;
      try {
        body = typeof payload === 'string' ? JSON.parse(payload) : Buffer.isBuffer(payload) ? JSON.parse(decoded(payload, reply.getHeader('content-encoding'))) : payload;
      } catch {
        violations.push({ request: where, status: reply.statusCode, problem: 'el cuerpo no es JSON' });
        return payload;
      }
      if (!v(body)) violations.push({ request: where, status: reply.statusCode, problem: ajv.errorsText(v.errors) });
    }
    return payload;
  });
}

/**
 * An event of a `text/event-stream` answer (hijacked replies pass no onSend hook): its data must
 * match the schema the operation's `x-events` names for its type, and the type must be listed.
 */
export function checkStreamEvent(path: string, event: string, data: unknown): void {
  const content = doc.paths[path]?.get?.responses['200']?.content?.['text/event-stream'] as { 'x-events'?: Record<string, string> } | undefined;
  const schema = content?.['x-events']?.[event];
  const where = `GET ${path} (${event})`;
  if (!schema) {
    violations.push({ request: where, status: 200, problem: 'evento no documentado en el contrato' });
    return;
  }
  const id = `event ${schema}`;
  let v = validators.get(id);
  if (!v) {
    v = ajv.compile({ $ref: `contract#/components/schemas/${schema}` });
    validators.set(id, v);
  }
  checkedResponses++;
  if (!v(data)) violations.push({ request: where, status: 200, problem: ajv.errorsText(v.errors) });
}
