import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { errorBody, HttpError } from '../http/errors.ts';
import { describeValidation, type AjvIssue } from '../http/validation-messages.ts';
import { formMessages } from '../http/form-messages.ts';
import type { OperationId } from '../http/operation.ts';

const byStatus: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Unauthenticated.',
  403: 'No tienes permiso para esta operación.',
  404: 'No encontramos lo que buscas.',
  405: 'Método no permitido.',
  406: 'Formato de respuesta no aceptado.',
  413: 'La solicitud es demasiado grande.',
  415: 'Tipo de contenido no soportado.',
  429: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  501: 'Operación no disponible todavía.',
};

/** Every error leaves as `{ message, errors?, code? }` in Spanish; unexpected ones are logged, never shown. */
export default fp(async function errors(fastify) {
  fastify.setErrorHandler((err: FastifyError & { errors?: unknown }, request, reply) => {
    if (err.validation) {
      const context = err.validationContext ?? 'body';
      const operationId = (request.routeOptions.schema as { operationId?: OperationId } | undefined)?.operationId;
      const own = context === 'body' && operationId ? formMessages[operationId] : undefined;
      const { message, errors } = describeValidation(err.validation as unknown as AjvIssue[], context, own);
      return reply.code(400).send({ message, errors });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(errorBody(err));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return reply.code(400).send({ message: 'El cuerpo de la solicitud no es un JSON válido.' });
      }
      return reply.code(status).send({ message: byStatus[status] ?? byStatus[400] });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.' });
  });
});
