import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.ts';
import { allowedExtension, contentMatches, MIME_BY_EXTENSION, type AllowedExtension } from './file-type.ts';
import { MAX_ATTACHMENTS, MAX_FILE_BYTES, messages, type Fields } from './rules.ts';

// Reads a PQRS or ethics-line multipart request: text fields into memory, attachments streamed to
// temporary files under <DATA_DIR>/uploads/tmp (outside the web root, never served), each one
// checked by extension and by its real content. Nothing is kept unless the caller moves it.

export interface ReceivedFile {
  originalName: string;
  ext: AllowedExtension;
  mime: string;
  size: number;
  sha256: string;
  tempPath: string;
}

export interface Received {
  fields: Fields;
  files: ReceivedFile[];
  /** The name of every file part sent, kept or not. */
  fileNames: string[];
  /** Every temporary file written, to remove whatever was not moved. */
  tempPaths: string[];
  /** The first problem with the attachments, in Spanish, or null. */
  attachmentError: string | null;
}

export interface ReceiveOptions {
  uploadsDir: string;
  /** All attachments together, when the form has such a limit (ethics line). */
  maxTotalBytes?: number;
  maxTotalMessage?: string;
}

/**
 * A file part that carries no file, and so is no attachment: a browser sends one with
 * `filename=""` for a file input left empty, and the multipart parser hands over any
 * application/octet-stream part as a file, with no name at all when its disposition gives none.
 */
export const isNamelessFile = (part: { filename?: string }): boolean => !part.filename;

export const ATTACHMENT_FIELDS = new Set(['attachments[]', 'attachments']);

/** Busboy limits: a few more files than allowed, so a sixth file is read and refused clearly. */
export const multipartLimits = { fields: 20, fieldSize: 64 * 1024, files: MAX_ATTACHMENTS + 5, fileSize: MAX_FILE_BYTES, parts: 40 };

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function removeFiles(paths: Iterable<string>): Promise<void> {
  await Promise.all([...paths].map((p) => fs.rm(p, { force: true })));
}

export async function receiveForm(request: FastifyRequest, options: ReceiveOptions): Promise<Received> {
  const tmpDir = path.join(options.uploadsDir, 'tmp');
  await fs.mkdir(tmpDir, { recursive: true });
  const received: Received = { fields: {}, files: [], fileNames: [], tempPaths: [], attachmentError: null };
  const refuse = (message: string) => (received.attachmentError ??= message);
  let fileCount = 0;
  let totalBytes = 0;
  const writers: WriteStream[] = [];
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type === 'field') {
        // A value cut at fieldSize (64 KiB) is still longer than any field allows, so it is refused as too long.
        received.fields[part.fieldname] ??= typeof part.value === 'string' ? part.value : '';
        continue;
      }
      if (!ATTACHMENT_FIELDS.has(part.fieldname) || isNamelessFile(part)) {
        part.file.resume();
        continue;
      }
      received.fileNames.push(part.filename);
      fileCount += 1;
      const ext = allowedExtension(part.filename);
      if (fileCount > MAX_ATTACHMENTS || !ext || received.attachmentError) {
        if (fileCount > MAX_ATTACHMENTS) refuse(messages.tooManyFiles);
        else if (!ext) refuse(messages.extension);
        part.file.resume();
        continue;
      }
      const tempPath = path.join(tmpDir, `${randomUUID()}.part`);
      received.tempPaths.push(tempPath);
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      const writer = createWriteStream(tempPath, { flags: 'wx' });
      writers.push(writer);
      await pipeline(part.file, measure, writer);
      if (part.file.truncated) {
        refuse(messages.fileTooBig(part.filename));
        continue;
      }
      totalBytes += size;
      if (options.maxTotalBytes !== undefined && totalBytes > options.maxTotalBytes) {
        refuse(options.maxTotalMessage ?? messages.ethicsTotal);
        continue;
      }
      const head = await readHead(tempPath);
      // Office Open XML files are read whole only to find [Content_Types].xml (≤ MAX_FILE_BYTES).
      const whole = await (ext.endsWith('x') ? fs.readFile(tempPath) : Promise.resolve(Buffer.alloc(0)));
      if (!contentMatches(ext, head, () => whole)) {
        refuse(messages.disguised(part.filename, ext));
        continue;
      }
      received.files.push({ originalName: part.filename, ext, mime: MIME_BY_EXTENSION[ext], size, sha256: hash.digest('hex'), tempPath });
    }
  } catch (err) {
    // A body cut off mid-file fails the pipeline before its file may even be open: the file is
    // created (and closed) after that, so it is removed only once its stream has closed.
    await Promise.all(writers.filter((w) => !w.closed).map((w) => new Promise<void>((closed) => w.once('close', () => closed()))));
    await removeFiles(received.tempPaths);
    throw malformedBody(err) ? badRequest(MALFORMED_FORM) : err;
  }
  return received;
}

export const MALFORMED_FORM = 'El formulario llegó incompleto o mal formado. Envíalo de nuevo.';

/**
 * True for the parser's complaints about the body itself (cut off, no boundary, broken part
 * headers): busboy throws plain errors for those. Errors with an HTTP status (limits) and system
 * errors (disk, permissions) keep their own meaning.
 */
export function malformedBody(err: unknown): boolean {
  const e = err as { statusCode?: number; code?: string; syscall?: string } | null;
  return err instanceof Error && e?.statusCode === undefined && e?.syscall === undefined && !(typeof e?.code === 'string' && /^E[A-Z]+$/.test(e.code));
}

/** Where an accepted attachment lives for good: <uploads>/<kind>/<uuid>.<ext> (relative to uploads). */
export function storagePathFor(kind: 'pqrs' | 'ethics', file: ReceivedFile): string {
  return path.posix.join(kind, `${randomUUID()}.${file.ext}`);
}
