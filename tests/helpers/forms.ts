import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { schema } from '../../server/db/open.ts';

// Helpers of the PQRS and ethics-line server tests: multipart requests, a solved ALTCHA, what is stored.

let addresses = 0;
/** A new client address per request, so the per-address rate limit only bites where a test wants it. */
export const nextAddress = () => `10.1.${Math.floor(addresses / 250) % 250}.${(addresses++ % 250) + 1}`;

export interface Attachment {
  name: string;
  bytes: Buffer;
}

export async function multipart(fields: Record<string, string>, files: Attachment[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('attachments[]', new Blob([new Uint8Array(f.bytes)]), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/**
 * A file part that is no file: what a browser sends for a file input left empty (`filename=""`), and
 * what some clients send instead (no `filename` at all, an application/octet-stream part, which the
 * multipart parser also hands over as a file, with no name).
 */
export const EMPTY_FILE_PARTS = {
  'filename=""': '; filename=""',
  'no filename': '',
} as const;

/** `form` with one empty file part of `field` added before its end, its disposition ending in `tail`. */
export function withEmptyFilePart(form: { payload: Buffer; contentType: string }, field: string, tail: string) {
  const boundary = /boundary=(.+)$/.exec(form.contentType)![1];
  const end = form.payload.lastIndexOf(`--${boundary}--`);
  const part = `--${boundary}\r\ncontent-disposition: form-data; name="${field}"${tail}\r\ncontent-type: application/octet-stream\r\n\r\n\r\n`;
  return { payload: Buffer.concat([form.payload.subarray(0, end), Buffer.from(part), form.payload.subarray(end)]), contentType: form.contentType };
}

export async function postForm(app: FastifyInstance, url: string, fields: Record<string, string>, files: Attachment[] = [], remoteAddress = nextAddress()) {
  const { payload, contentType } = await multipart(fields, files);
  const res = await app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { 'content-type': contentType }, remoteAddress });
  return { status: res.statusCode, body: res.json() as { message: string; errors?: Record<string, string>; radicado?: string; due_date?: string } };
}

/** A form's captcha answer to a challenge, solved as the ALTCHA widget solves it. */
async function altchaAnswer({ parameters, signature }: Challenge): Promise<string> {
  const challenge = { parameters, signature };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('ALTCHA challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Asks the server for an ALTCHA challenge and solves it, as the widget does in the browser. */
export async function solvedAltcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge', remoteAddress: nextAddress() });
  return altchaAnswer(res.json() as Challenge);
}

/** The same from a running server, at its base URL. */
export async function solvedAltchaAt(baseUrl: string): Promise<string> {
  return altchaAnswer((await (await fetch(`${baseUrl}/api/v1/captcha/challenge`)).json()) as Challenge);
}

/** Every file under a folder, recursively (relative paths). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((p) => fs.statSync(path.join(dir, p)).isFile());
}

export async function stored(app: FastifyInstance) {
  const db = app.db;
  return {
    pqrs: await db.select().from(schema.pqrs),
    ethics: await db.select().from(schema.ethicsReports),
    uploads: await db.select().from(schema.uploads),
    mail: await db.select().from(schema.outgoingMail),
  };
}
