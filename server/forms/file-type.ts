import { inflateRawSync } from 'node:zlib';

// What a file really is, by its bytes, checked against the extension it claims. Office Open XML
// files are ZIP archives whose [Content_Types].xml names the main part of each kind of document.

export const ALLOWED_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'jpg', 'jpeg', 'png', 'mp4'] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];

export const MIME_BY_EXTENSION: Record<AllowedExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
};

/** The lower-cased extension of a file name when it is one we accept, else null. */
export function allowedExtension(fileName: string): AllowedExtension | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  const ext = match?.[1].toLowerCase();
  return ext && (ALLOWED_EXTENSIONS as readonly string[]).includes(ext) ? (ext as AllowedExtension) : null;
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const OOXML_MAIN_PART: Record<'docx' | 'xlsx' | 'pptx', RegExp> = {
  docx: /application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document\.main\+xml|application\/vnd\.ms-word\.document\.macroEnabled\.main\+xml/,
  xlsx: /application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet\.main\+xml/,
  pptx: /application\/vnd\.openxmlformats-officedocument\.presentationml\.presentation\.main\+xml/,
};

/** The content of one entry of a ZIP archive, found through its central directory. */
export function zipEntry(zip: Buffer, name: string): Buffer | null {
  // End of central directory: signature 0x06054b50 within the last 64 KiB + 22 bytes.
  const from = Math.max(0, zip.length - 65_557);
  let eocd = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  for (let n = 0; n < entries && at + 46 <= zip.length; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) return null;
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (entryName === name) {
      if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== 0x04034b50) return null;
      const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      try {
        if (method === 0) return data;
        if (method === 8) return inflateRawSync(data, { maxOutputLength: 1_048_576 });
      } catch {
        return null;
      }
      return null;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}

/**
 * Whether the bytes really are a file of that extension. `head` is at least the first 16 bytes;
 * `whole` (the complete file) is only read for ZIP-based Office documents.
 */
export function contentMatches(ext: AllowedExtension, head: Uint8Array, whole: () => Buffer): boolean {
  switch (ext) {
    case 'pdf':
      return startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(head, OLE2);
    case 'docx':
    case 'xlsx':
    case 'pptx': {
      if (!startsWith(head, ZIP)) return false;
      const types = zipEntry(whole(), '[Content_Types].xml');
      return types !== null && OOXML_MAIN_PART[ext].test(types.toString('utf8'));
    }
    case 'jpg':
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'mp4':
      return startsWith(head, [0x66, 0x74, 0x79, 0x70], 4); // 'ftyp' box
  }
}

/** The image kinds the staff may upload (posters, backdrops, banners), with their extensions and media type. */
export const IMAGE_KINDS = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg', extensions: ['jpg', 'jpeg'], label: 'JPEG' },
  png: { mime: 'image/png', ext: 'png', extensions: ['png'], label: 'PNG' },
  webp: { mime: 'image/webp', ext: 'webp', extensions: ['webp'], label: 'WebP' },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

/** What image the bytes really are, by their signature (never the client's content type), or null. */
export function imageKindOf(head: Uint8Array): ImageKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF <size> WEBP
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** The image kind a file name's extension claims (jpg, jpeg, png, webp; any case), or null. */
export function imageKindOfName(fileName: string): ImageKind | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1].toLowerCase();
  const found = Object.entries(IMAGE_KINDS).find(([, k]) => (k.extensions as readonly string[]).includes(ext ?? ''));
  return found ? (found[0] as ImageKind) : null;
}
