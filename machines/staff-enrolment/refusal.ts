import type { StaffRefusal } from './staff-enrolment.types.ts';

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
