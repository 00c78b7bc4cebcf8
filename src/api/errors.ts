import type { ErrorCode } from '../../openapi';
import { ErrorCodeValues } from '../../openapi/rules';

/** A failed API call: the HTTP status (0 when the server could not be reached) and a Spanish message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** Field-by-field messages when the server sends them (`errors` of the error body). */
    readonly errors?: Record<string, string>,
    /** What the client must do besides showing the message (`code` of the error body, e.g. show a captcha). */
    readonly code?: ErrorCode,
    /** The request's reference (`request_id` of the error body, or its X-Request-Id header), for support to find it in the server's log. */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** What to say when the server answered an error without a readable `{ message }`. */
export function fallbackMessage(status: number): string {
  if (status === 0) return 'No pudimos conectarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.';
  if (status === 401) return 'Unauthenticated.';
  if (status === 404) return 'No encontramos lo que buscas.';
  if (status === 429) return 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.';
  if (status >= 500) return 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
  return 'La solicitud no es válida.';
}

/** What a server failure (5xx) adds to its message: the reference a moviegoer quotes to support. */
export const withReference = (message: string, requestId: string) => `${message} Código de referencia: ${requestId}`;

/**
 * Turns an error body (`{ message, errors?, code?, request_id? }` from our server, or what a proxy
 * in front answered) into an ApiError. A server failure's message carries the request's reference
 * (the body's, else `requestIdHeader`), so a complaint can be traced; a refusal's (4xx) is the
 * spec's text as it is.
 */
export function toApiError(status: number, body: unknown, requestIdHeader?: string | null): ApiError {
  const given = body && typeof body === 'object' ? (body as { request_id?: unknown }).request_id : undefined;
  const requestId = typeof given === 'string' && given ? given : requestIdHeader || undefined;
  const shown = (message: string) => (status >= 500 && requestId ? withReference(message, requestId) : message);
  if (body && typeof body === 'object') {
    const { message, errors, code } = body as { message?: unknown; errors?: unknown; code?: unknown };
    if (typeof message === 'string' && message.trim()) {
      const fieldErrors = errors && typeof errors === 'object' ? (errors as Record<string, string>) : undefined;
      const known = (ErrorCodeValues as readonly unknown[]).includes(code) ? (code as ErrorCode) : undefined;
      return new ApiError(status, shown(message), fieldErrors, known, requestId);
    }
  }
  return new ApiError(status, shown(fallbackMessage(status)), undefined, undefined, requestId);
}
