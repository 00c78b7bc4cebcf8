import { refusalOf } from '../staff-enrolment/refusal.ts';
import type { DeskRefusal } from './programacion-masiva.types.ts';

/** The status, Spanish message and field messages of a failed call of the programming desk. */
export function deskRefusalOf(error: unknown): DeskRefusal {
  const { status, message } = refusalOf(error);
  const errors = status > 0 && error && typeof error === 'object' ? (error as { errors?: unknown }).errors : undefined;
  const byField: Record<string, string> = {};
  if (errors && typeof errors === 'object') for (const [key, value] of Object.entries(errors)) if (typeof value === 'string') byField[key] = value;
  return { status, message, errors: byField };
}
