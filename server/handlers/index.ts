import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../http/operation.ts';
import { HttpError } from '../http/errors.ts';
import { catalogue } from './catalogue.ts';
import { content } from './content.ts';
import { system } from './system.ts';

/** Every implemented operation of the contract, keyed by operationId. */
export const handlers: Handlers = { ...system, ...content, ...catalogue };

const notYet = async () => {
  throw new HttpError(501, 'Esta operación aún no está disponible.');
};

/** fastify-openapi-glue asks for each operationId of the contract; unknown ones answer 501. */
export function resolveOperation(operationId: string): (request: FastifyRequest, reply: FastifyReply) => void {
  const handler = (handlers as Record<string, (request: FastifyRequest, reply: FastifyReply) => void>)[operationId];
  return handler ?? notYet;
}
