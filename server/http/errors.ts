import type { ErrorCode } from '../../openapi/index.ts';

/**
 * An error with an HTTP status and a Spanish message meant for the person using the site; `code`
 * when the client must do more than show the message (the contract's ErrorCode).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** The body every error answer has (the contract's Error): over HTTP (plugins/errors.ts) and over the door's WebSocket. */
export const errorBody = (err: HttpError) => ({ message: err.message, ...(err.errors && { errors: err.errors }), ...(err.code && { code: err.code }) });

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = (message = 'No tienes permiso para esta operación.') => new HttpError(403, message);
export const notFound = (message = 'No encontramos lo que buscas.') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
