// A cached answer: the JSON body serialised once, its ETag, and its compressed forms made on first
// demand, so a hit costs no serialisation, hashing or compression.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bodies smaller than this go out uncompressed (as @fastify/compress's threshold). */
const COMPRESS_FROM = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

export class Answer {
  /** The JSON text's UTF-8 bytes, what goes out when the client takes no compression. */
  private readonly bytes: Buffer;
  private readonly size: number;
  /** Weak: the bytes differ by Content-Encoding, the meaning does not. */
  readonly etag: string;
  private compressed: Partial<Record<'br' | 'gzip', Buffer>> = {};

  constructor(value: unknown) {
    this.bytes = Buffer.from(JSON.stringify(value));
    this.size = this.bytes.length;
    this.etag = `W/"${createHash('sha1').update(this.bytes).digest('base64url').slice(0, 22)}"`;
  }

  /** The body in the encoding the client accepts best (brotli, then gzip), or as is. */
  encoded(acceptEncoding: string | undefined): { encoding: Encoding; payload: Buffer } {
    const encoding = this.size < COMPRESS_FROM ? 'identity' : pickEncoding(acceptEncoding);
    if (encoding === 'identity') return { encoding, payload: this.bytes };
    let bytes = this.compressed[encoding];
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.size } })
          : gzipSync(this.bytes, { level: 6 });
      this.compressed[encoding] = bytes;
    }
    return { encoding, payload: bytes };
  }

  /** Whether an If-None-Match header names this answer (weak comparison, lists and '*'). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    const mine = this.etag.slice(2);
    return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === mine);
  }
}

const refused = (accept: string, coding: string) => new RegExp(`(?:^|,)\\s*${coding}\\s*;\\s*q=0(?:\\.0*)?\\s*(?:,|$)`).test(accept);

export function pickEncoding(accept: string | undefined): Encoding {
  if (!accept) return 'identity';
  const a = accept.toLowerCase();
  if (/\bbr\b/.test(a) && !refused(a, 'br')) return 'br';
  if (/\bgzip\b/.test(a) && !refused(a, 'gzip')) return 'gzip';
  return 'identity';
}
