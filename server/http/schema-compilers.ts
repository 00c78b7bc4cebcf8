// The contract's validators and serializers, compiled once per process for every app built in it.
//
// Fastify compiles each route's request schemas with Ajv and its response schemas with
// fast-json-stringify, per app instance: ~0.85 s of CPU for the whole contract on every app built
// (the server builds one; the server tests build ~420, on two cores). A compiled validator or
// serializer depends only on its schema, the shared schemas and the compiler's options, and keeps
// no state of its app (Ajv's `errors` is read synchronously right after each call), so apps with
// the same contract can share them: kept here by those inputs, written out as text.
//
// With its own compilers Fastify leaves a route's header schema as written (a custom validator
// might not be JSON Schema), so the names of its properties are lower-cased here as Fastify does
// for its default one: Node gives request headers in lower case.
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerCompiler, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/** What Fastify hands a validator compiler for one part of one route (ajv-compiler's types name Ajv's own compile instead). */
interface RouteSchema {
  schema: unknown;
  method?: string;
  url?: string;
  httpPart?: string;
}
type RouteCompile = (route: RouteSchema) => unknown;
type ValidatorPool = (externalSchemas: unknown, options: { customOptions?: unknown }) => RouteCompile;

const ajvCompilers = AjvCompiler() as unknown as ValidatorPool;
const serializerCompilers = SerializerSelector();
const validators = new Map<string, unknown>();
const serializers = new Map<string, ReturnType<SerializerCompiler>>();

/** A header schema's property names as Node gives the headers: lower case (top level: what the contract's header parameters make). */
export function lowerCaseHeaders(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const { properties, required, ...rest } = schema as { properties?: Record<string, unknown>; required?: unknown };
  return {
    ...rest,
    ...(properties && { properties: Object.fromEntries(Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value])) }),
    ...(Array.isArray(required) && { required: required.map((name) => (typeof name === 'string' ? name.toLowerCase() : name)) }),
  };
}

/** How many validators and serializers this process has compiled (a test reads it). */
export const compiledCount = () => ({ validators: validators.size, serializers: serializers.size });

const buildValidator: ValidatorPool = (externalSchemas, options) => {
  const compile = ajvCompilers(externalSchemas, options);
  const base = JSON.stringify([externalSchemas, options.customOptions]);
  return (route) => {
    const schema = route.httpPart === 'headers' ? lowerCaseHeaders(route.schema) : route.schema;
    const key = `${base}|${route.httpPart}|${JSON.stringify(schema)}`;
    if (!validators.has(key)) validators.set(key, compile({ ...route, schema }));
    return validators.get(key);
  };
};

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerCompilers(externalSchemas, options);
  const base = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const key = `${base}|${JSON.stringify(route.schema)}`;
    let serialize = serializers.get(key);
    if (!serialize) serializers.set(key, (serialize = compile(route)));
    return serialize;
  };
};

/** Fastify's compilers, sharing what they compile between the apps of this process. */
export const sharedCompilers = { buildValidator: buildValidator as unknown as BuildCompilerFromPool, buildSerializer };
