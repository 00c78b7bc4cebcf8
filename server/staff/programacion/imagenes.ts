// An image the desk points at (a banner, the popup, a content page) is one already uploaded: a row
// of `media` with an image type, served at /media/<name>. The contract checks the path's shape.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/open.ts';
import { media } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';

const MEDIA_PREFIX = '/media/';

/** Refuses (400, naming the field) a path that is not an uploaded image. */
export async function checkUploadedImage(db: DbOrTx, path: string, field: string): Promise<void> {
  const name = path.startsWith(MEDIA_PREFIX) ? path.slice(MEDIA_PREFIX.length) : '';
  const [row] = name ? await db.select({ mime: media.mime }).from(media).where(eq(media.name, name)).limit(1) : [];
  if (!row?.mime.startsWith('image/')) {
    const message = `La imagen ${path} no está entre las imágenes subidas: súbela primero.`;
    throw badRequest(message, { [field]: message });
  }
}
