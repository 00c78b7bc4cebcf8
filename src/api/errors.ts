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

/** Turns an error body (`{ message, errors?, code? }` from our server) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { message, errors, code } = body as { message?: unknown; errors?: unknown; code?: unknown };
    if (typeof message === 'string' && message.trim()) {
      const fieldErrors = errors && typeof errors === 'object' ? (errors as Record<string, string>) : undefined;
      const known = (ErrorCodeValues as readonly unknown[]).includes(code) ? (code as ErrorCode) : undefined;
      return new ApiError(status, message, fieldErrors, known);
    }
  }
  return new ApiError(status, fallbackMessage(status));
}
