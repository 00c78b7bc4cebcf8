// Images the staff upload (a film's poster and backdrop, a banner…): one file per request, read in
// preValidation (after the staff guard, before the contract's schema), checked by its first bytes
// as JPEG, PNG or WebP (never by the client's content type), against its name's extension and a
// size limit, then stored in `media`, where the public site serves it at /media/{name}. A refused
// file is never written anywhere: it only ever lived in this request's memory.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/open.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { isNamelessFile, malformedBody, MALFORMED_FORM } from '../../forms/attachments.ts';
import type { Handlers, OperationId } from '../../http/operation.ts';
import { refuseForbiddenText } from '../../plugins/request-guards.ts';
import { IMAGE_KINDS, imageKindOf, imageKindOfName, type ImageKind } from '../../forms/file-type.ts';
import { messages as formMessages } from '../../forms/rules.ts';
import { audit } from '../audit/audit.ts';
import { staffActor, type StaffActor } from '../accounts/guard.ts';

/** The largest image the staff may upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The multipart field of the file. */
export const IMAGE_FIELD = 'file';
/** Where staff images live in `media` (and under /media/ on the site). */
export const STAFF_MEDIA_FOLDER = 'staff';

export const imageMessages = {
  notMultipart: 'La imagen debe enviarse como multipart/form-data, en el campo file.',
  missing: 'Elige una imagen (JPEG, PNG o WebP).',
  oneOnly: 'Envía una sola imagen por vez.',
  empty: (name: string) => `El archivo ${name} está vacío.`,
  tooBig: (name: string) => `El archivo ${name} supera el máximo de ${MAX_IMAGE_BYTES / 1024 / 1024} MB por imagen.`,
  extension: (name: string) => `El archivo ${name} no tiene la extensión de una imagen: solo se permiten JPG, JPEG, PNG o WEBP.`,
  notImage: (name: string) => `El archivo ${name} no es una imagen JPEG, PNG o WebP.`,
  nameTooLong: 'El nombre del archivo es demasiado largo (máximo 200 caracteres).',
} as const;

export interface ReceivedImage {
  originalName: string;
  kind: ImageKind;
  bytes: Buffer;
}

const received = new WeakMap<FastifyRequest, ReceivedImage>();

const refuse = (message: string) => badRequest(message, { [IMAGE_FIELD]: message });

/** Checks one uploaded file's name and bytes: its kind, or a Spanish 400 naming what is wrong. */
export function checkImage(originalName: string, bytes: Buffer, truncated: boolean): ImageKind {
  if (originalName.length > 200) throw refuse(imageMessages.nameTooLong);
  const claimed = imageKindOfName(originalName);
  if (!claimed) throw refuse(imageMessages.extension(originalName));
  if (truncated) throw refuse(imageMessages.tooBig(originalName));
  if (bytes.length === 0) throw refuse(imageMessages.empty(originalName));
  const kind = imageKindOf(bytes.subarray(0, 16));
  if (!kind) throw refuse(imageMessages.notImage(originalName));
  if (kind !== claimed) throw refuse(formMessages.disguised(originalName, IMAGE_KINDS[claimed].ext));
  return kind;
}

/** preValidation of uploadStaffImage: the one file, read into memory (≤ MAX_IMAGE_BYTES) and checked. */
export async function receiveStaffImage(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) throw refuse(imageMessages.notMultipart);
  let image: ReceivedImage | undefined;
  let problem: string | undefined;
  try {
    for await (const part of req.parts({ limits: { fields: 5, fieldSize: 1024, files: 2, fileSize: MAX_IMAGE_BYTES, parts: 7 } })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== IMAGE_FIELD || isNamelessFile(part)) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (image || problem) {
        problem = imageMessages.oneOnly;
        continue;
      }
      try {
        refuseForbiddenText({}, { field: IMAGE_FIELD, names: [part.filename] });
        const bytes = Buffer.concat(chunks);
        image = { originalName: part.filename, kind: checkImage(part.filename, bytes, part.file.truncated), bytes };
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        problem = err.message;
      }
    }
  } catch (err) {
    throw malformedBody(err) ? refuse(MALFORMED_FORM) : err;
  }
  if (problem) throw refuse(problem);
  if (!image) throw refuse(imageMessages.missing);
  received.set(req, image);
  // The contract's schema sees the file by its name.
  req.body = { [IMAGE_FIELD]: image.originalName };
}

export interface StoredImage {
  id: number;
  name: string;
  url: string;
  mime: (typeof IMAGE_KINDS)[ImageKind]['mime'];
  size: number;
}

/** Stores a checked image in `media` under a name of our own and writes its audit line (in the caller's transaction). */
export async function storeStaffImage(tx: DbOrTx, actor: StaffActor, image: ReceivedImage): Promise<StoredImage> {
  const { mime, ext } = IMAGE_KINDS[image.kind];
  const name = `${STAFF_MEDIA_FOLDER}/${randomUUID()}.${ext}`;
  const [row] = await tx.insert(schema.media).values({ name, mime, bytes: image.bytes }).returning({ id: schema.media.id });
  const stored: StoredImage = { id: row.id, name, url: `/media/${name}`, mime, size: image.bytes.length };
  await audit(tx, actor, {
    action: 'programacion.imagen.subir',
    target: `media:${row.id}`,
    after: { url: stored.url, mime, size: stored.size, sha256: createHash('sha256').update(image.bytes).digest('hex'), original_name: image.originalName },
  });
  return stored;
}

export const imagenHandlers: Handlers = {
  async uploadStaffImage(req, reply) {
    const actor = staffActor(req);
    const image = received.get(req);
    if (!image) throw refuse(imageMessages.missing);
    const stored = await req.server.db.transaction((tx) => storeStaffImage(tx, actor, image));
    reply.code(201);
    return { id: stored.id, url: stored.url, mime: stored.mime, size: stored.size };
  },
};

export const imagenRoutes: Partial<Record<OperationId, RouteShorthandOptions>> = {
  uploadStaffImage: { preValidation: receiveStaffImage },
};

const MEDIA_PREFIX = '/media/';

/**
 * An image the desk points at (a banner, the popup, a content page) is one already served: a row
 * of `media` with an image type (uploadStaffImage's, or the seed's), at /media/<name>. The contract
 * checks the path's shape; this refuses (400, naming the field) a path with no such image.
 */
export async function checkUploadedImage(db: DbOrTx, path: string, field: string): Promise<void> {
  const name = path.startsWith(MEDIA_PREFIX) ? path.slice(MEDIA_PREFIX.length) : '';
  const [row] = name ? await db.select({ mime: schema.media.mime }).from(schema.media).where(eq(schema.media.name, name)).limit(1) : [];
  if (!row?.mime.startsWith('image/')) {
    const message = `La imagen ${path} no está entre las imágenes subidas: súbela primero.`;
    throw badRequest(message, { [field]: message });
  }
}
