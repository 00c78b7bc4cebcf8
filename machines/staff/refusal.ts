/** A refusal from the server: its status and its Spanish message. */
export interface StaffRefusal {
  status: number;
  message: string;
}

/** A refusal of the server: its status, its Spanish message and its messages by field (`errors`). */
export interface DeskRefusal {
  status: number;
  message: string;
  /** By field of the request (film_id, room_ids…) or by función of the preview (`funciones[i]`). */
  errors: Record<string, string>;
}

const fallback = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';

/** The status and Spanish message of a failed call (the API client throws `ApiError`s: status + message). */
export function refusalOf(error: unknown): StaffRefusal {
  if (error && typeof error === 'object') {
    const { status, message } = error as { status?: unknown; message?: unknown };
    // Only an answer of our API client (ApiError) carries a message for people; anything else is a bug's text.
    if (typeof status === 'number') return { status, message: typeof message === 'string' && message ? message : fallback };
  }
  return { status: 0, message: fallback };
}

/** Whether a failed call answered this status. */
export const answered = (error: unknown, status: number) => refusalOf(error).status === status;

/** The status, Spanish message and field messages of a failed call of a desk. */
export function deskRefusalOf(error: unknown): DeskRefusal {
  const { status, message } = refusalOf(error);
  const errors = status > 0 && error && typeof error === 'object' ? (error as { errors?: unknown }).errors : undefined;
  const byField: Record<string, string> = {};
  if (errors && typeof errors === 'object') for (const [key, value] of Object.entries(errors)) if (typeof value === 'string') byField[key] = value;
  return { status, message, errors: byField };
}
