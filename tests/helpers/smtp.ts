// A real local SMTP server (smtp-server) for tests: collects what it receives, decoded enough
// to read subjects, text bodies, codes and links.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** Every leaf part of the message (attachments and inline images included), body in base64. */
  parts: MailPart[];
}

export interface MailPart {
  contentType: string;
  filename?: string;
  cid?: string;
  base64: string;
}

export interface TestSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** Refuse the next n messages with a temporary error (to test retries). */
  refuseNext(n: number): void;
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): Buffer {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

function decodeWords(header: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2): drop it first.
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  return body;
}

/** The leaf parts of a raw message, walking nested multiparts. */
export function mimeParts(raw: string): MailPart[] {
  const { headers, body } = splitPart(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => mimeParts(chunk.replace(/^\r?\n/, '')));
  }
  const filename = /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1];
  const cid = headers['content-id']?.replace(/^<|>$/g, '');
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const base64 = encoding === 'base64' ? body.replace(/\s+/g, '') : Buffer.from(decodeBody(headers, body), 'utf8').toString('base64');
  return [{ contentType: type.split(';')[0].trim().toLowerCase(), ...(filename ? { filename } : {}), ...(cid ? { cid } : {}), base64 }];
}

/** The text/plain content of a raw message (first such part of a multipart one). */
export function plainText(raw: string): { subject: string; text: string } {
  const { headers, body } = splitPart(raw);
  const subject = decodeWords(headers.subject ?? '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { subject, text: decodeBody(headers, body) };
  // Nested multiparts too (mixed → related → alternative, as a mail with inline images and files).
  const plain = mimeParts(raw).find((p) => p.contentType === 'text/plain');
  return { subject, text: plain ? Buffer.from(plain.base64, 'base64').toString('utf8') : '' };
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse--;
          return callback(Object.assign(new Error('Buzón no disponible por ahora'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const { subject, text } = plainText(raw);
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, text, parts: mimeParts(raw) });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseNext: (n) => (refuse = n),
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No llegó el correo esperado en ${timeoutMs} ms (recibidos: ${mails.map((m) => `${m.to} ${m.subject}`).join('; ')})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a verification mail. */
export const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)?.[1];
/** The password-reset link of a mail. */
export const resetLinkIn = (mail: ReceivedMail) => /https?:\/\/\S+\/forgot-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
