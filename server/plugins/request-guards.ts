import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { contract } from '../http/contract.ts';
import { badRequest, HttpError } from '../http/errors.ts';

// Input the contract's schemas can't refuse by themselves, refused before it reaches a handler or
// the database:
//  - a body whose media type the operation does not list (a JSON operation sent as multipart or
//    text would skip its schema): 415, with the types it takes;
//  - a NUL character (U+0000), which PostgreSQL text cannot hold, anywhere in the address or in any
//    text or key of the body: 400;
//  - half of a UTF-16 surrogate pair with no other half (JSON's "\ud800"), which is no character
//    at all: stored as jsonb (a confirmation's payload) PostgreSQL refused it, a 500: 400.

type Content = Record<string, unknown>;
interface OperationObject {
  operationId?: string;
  requestBody?: { $ref?: string; content?: Content };
}

/** operationId → media types its request body may have, read from the contract. */
export function bodyTypesByOperation(spec: { paths: Record<string, Record<string, OperationObject>>; components?: { requestBodies?: Record<string, { content?: Content }> } }) {
  const types = new Map<string, string[]>();
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object' || !op.operationId || !op.requestBody) continue;
      const body = op.requestBody.$ref ? spec.components?.requestBodies?.[op.requestBody.$ref.split('/').pop()!] : op.requestBody;
      types.set(op.operationId, Object.keys(body?.content ?? {}).map((t) => t.toLowerCase()));
    }
  }
  return types;
}

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0].trim().toLowerCase();
const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

export const NUL_IN_ADDRESS = 'La dirección no es válida: contiene un carácter nulo.';
const FORBIDDEN = { nul: 'carácter nulo', surrogate: 'carácter Unicode incompleto' } as const;
type Forbidden = keyof typeof FORBIDDEN;
const inField = (field: string, what: Forbidden) => `El campo ${field} contiene un carácter no permitido (${FORBIDDEN[what]}).`;
const inFileName = (what: Forbidden) => `El nombre de un archivo adjunto contiene un carácter no permitido (${FORBIDDEN[what]}).`;

// In unicode mode \p{Cs} matches only lone surrogates. Made once: the bundle's target writes the
// literal as `new RegExp(…)`, which a call made again for every string of every body.
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with a text: a NUL, or a lone surrogate. */
export const forbiddenIn = (text: string): Forbidden | undefined => (text.includes('\u0000') ? 'nul' : LONE_SURROGATE.test(text) ? 'surrogate' : undefined);

/** The first field (dotted path) holding a NUL or a lone surrogate in its key or text, and which. */
export function forbiddenField(value: unknown, at = ''): { field: string; what: Forbidden } | undefined {
  if (typeof value === 'string') {
    const what = forbiddenIn(value);
    return what && { field: at || 'cuerpo', what };
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const field = at ? `${at}.${key}` : key;
    const what = forbiddenIn(key);
    if (what) return { field: at || 'cuerpo', what };
    const found = forbiddenField(inner, field);
    if (found) return found;
  }
  return undefined;
}

/** The guard of a parsed body: a clear 400 naming the first field with a forbidden character. */
export function refuseForbiddenBody(body: unknown): void {
  const found = forbiddenField(body);
  if (found) throw badRequest(inField(found.field, found.what), { [found.field]: inField(found.field, found.what) });
}

/**
 * The same guard for a body read by a handler rather than by Fastify (multipart forms): its text
 * fields by name, and the names of its files under `fileField`. A clear 400 naming the field.
 */
export function refuseForbiddenText(fields: Record<string, string | undefined>, fileNames: { field: string; names: string[] }): void {
  const found = forbiddenField(fields);
  if (found) throw badRequest(inField(found.field, found.what), { [found.field]: inField(found.field, found.what) });
  for (const name of fileNames.names) {
    const what = forbiddenIn(name);
    if (what) throw badRequest(inFileName(what), { [fileNames.field]: inFileName(what) });
  }
}

export default fp(async function requestGuards(fastify) {
  const bodyTypes = bodyTypesByOperation(contract() as Parameters<typeof bodyTypesByOperation>[0]);

  // Raw NUL bytes can't travel in an HTTP request line; an encoded one (%00) decodes into params,
  // queries and file names.
  fastify.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw badRequest(NUL_IN_ADDRESS);
  });

  fastify.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const allowed = operationId ? bodyTypes.get(operationId) : undefined;
    if (!allowed) return;
    const listed = allowed.join(', ');
    const refuseUnlisted: onRequestHookHandler = async (request) => {
      if (!hasBody(request)) return;
      const type = mediaType(request.headers['content-type']);
      if (!allowed.includes(type)) throw new HttpError(415, `Tipo de contenido no soportado${type ? ` (${type})` : ''}: esta operación recibe ${listed}.`);
    };
    route.onRequest = [...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []), refuseUnlisted];
  });

  // After the body is parsed and validated (forms fill theirs in preValidation), before any handler.
  fastify.addHook('preHandler', async (request) => refuseForbiddenBody(request.body));
});
