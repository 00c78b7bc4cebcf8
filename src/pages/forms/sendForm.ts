import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { SubmitResult } from './FormOutcome';

/** Posts a PQRS or ethics multipart form; a refusal comes back as `{ ok: false }` with the server's messages. */
export async function sendForm(path: '/pqrs' | '/ethics', form: FormData): Promise<SubmitResult> {
  try {
    const post = api.POST as unknown as (p: string, init: { body: unknown; bodySerializer: () => FormData }) => Promise<{ data?: { radicado: string; message: string } }>;
    const { data } = await post(path, { body: {}, bodySerializer: () => form });
    if (!data) return { ok: false };
    return { ok: true, radicado: data.radicado, message: data.message };
  } catch (err) {
    console.error('No se pudo enviar el formulario', err);
    return err instanceof ApiError ? { ok: false, message: err.message, errors: err.errors } : { ok: false };
  }
}
