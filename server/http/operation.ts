import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../openapi/index.ts';

// Request and response types of each operation, read from the generated contract types, so a
// handler that returns the wrong shape does not compile.

export type OperationId = keyof operations;

type Parameters<O extends OperationId> = operations[O] extends { parameters: infer P } ? P : never;
type Part<P, K extends string> = P extends { [k in K]?: infer T } ? ([NonNullable<T>] extends [never] ? unknown : NonNullable<T>) : unknown;
type JsonBody<O extends OperationId> = operations[O] extends { requestBody?: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'multipart/form-data': infer M }
      ? M
      : unknown
  : unknown;

type Success<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : never;
type JsonOf<S> = S extends { content: { 'application/json': infer B } } ? B : S extends { content: infer C } ? C[keyof C] : void;

export type OperationRequest<O extends OperationId> = FastifyRequest<{
  Params: Part<Parameters<O>, 'path'>;
  Querystring: Part<Parameters<O>, 'query'>;
  Body: JsonBody<O>;
}>;

export type OperationResult<O extends OperationId> = JsonOf<Success<operations[O]['responses']>>;

export type Handler<O extends OperationId> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<OperationResult<O> | FastifyReply>;

export type Handlers = { [O in OperationId]?: Handler<O> };
