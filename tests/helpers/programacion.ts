import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ProgramacionRefusal } from '../../server/staff/programacion/refusals.ts';
import { freshAddress } from './accounts.ts';

/** The programming desk's refusal that `promise` ends in (fails the test if it resolves or throws anything else). */
export async function refusal(promise: Promise<unknown>): Promise<ProgramacionRefusal> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProgramacionRefusal);
  return error as ProgramacionRefusal;
}

/** A multipart upload of files to a staff operation (uploadStaffImage by default), as a browser's form sends it. */
export async function uploadImage(
  app: FastifyInstance,
  who: { headers: { cookie: string } } | null,
  files: { name: string; bytes: Buffer; type?: string; field?: string }[],
  url = '/staff/programacion/imagenes',
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const f of files) form.append(f.field ?? 'file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { ...(who?.headers ?? {}), 'content-type': request.headers.get('content-type')! }, remoteAddress: freshAddress() });
}
