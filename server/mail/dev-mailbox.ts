// The development mailbox: the outbox as the contract's DevMail list (listDevMailbox), each
// attachment downloadable (getDevMailAttachment), and a small HTML page at /dev/mailbox that shows
// a mail's HTML with its inline images in place (cid: links pointed at the attachments) and links
// the other files. Never served when NODE_ENV=production.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DevMail } from '../../openapi/index.ts';
import { schema, type Db } from '../db/open.ts';

const { outgoingMail } = schema;

const attachmentUrl = (mailId: number, index: number) => `/api/v1/dev/mailbox/${mailId}/attachments/${index}`;

export async function devMailbox(db: Db, limit = 50): Promise<DevMail[]> {
  const rows = await db.select().from(outgoingMail).orderBy(desc(outgoingMail.createdAt), desc(outgoingMail.id)).limit(limit);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    created_at: m.createdAt.toISOString(),
    attachments: (m.attachments ?? []).map((a, i) => ({
      filename: a.filename,
      content_type: a.contentType,
      content_id: a.cid ?? null,
      size: Buffer.from(a.content, 'base64').length,
      url: attachmentUrl(m.id, i),
    })),
  }));
}

/** One attachment of a mail still in the outbox, as sent; undefined when there is no such one. */
export async function devMailAttachment(db: Db, mailId: number, index: number) {
  const [row] = await db
    .select({ attachments: outgoingMail.attachments })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.id, mailId), isNotNull(outgoingMail.attachments)))
    .limit(1);
  const attachment = row?.attachments?.[index];
  return attachment && { filename: attachment.filename, contentType: attachment.contentType, bytes: Buffer.from(attachment.content, 'base64'), inline: Boolean(attachment.cid) };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// Links in a mail's text become clickable; nothing else of the mail's text is trusted as HTML.
const linkify = (s: string) => escape(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
const kilobytes = (bytes: number) => `${(bytes / 1024).toLocaleString('es-CO', { maximumFractionDigits: 1 })} KB`;

/**
 * A mail's HTML as a mail client shows it: its cid: images pointed at their attachments, in a
 * sandboxed frame (no scripts, an origin of its own), so nothing in a mail runs on this page.
 */
function htmlOf(m: DevMail): string {
  if (!m.html) return `<pre>${linkify(m.text)}</pre>`;
  const byCid = new Map(m.attachments.filter((a) => a.content_id).map((a) => [a.content_id!, a.url]));
  const html = m.html.replace(/cid:([^"'\s)>]+)/g, (whole, cid: string) => byCid.get(cid) ?? whole);
  return `<iframe sandbox title="${escape(m.subject)}" srcdoc="${escape(html)}"></iframe>`;
}

function attachmentsOf(m: DevMail): string {
  if (m.attachments.length === 0) return '';
  const items = m.attachments.map((a) => `<li><a href="${escape(a.url)}">${escape(a.filename)}</a> (${escape(a.content_type)}, ${kilobytes(a.size)})</li>`);
  return `<p>Adjuntos:</p><ul class="adjuntos">${items.join('')}</ul>`;
}

export async function devMailboxPage(request: FastifyRequest, reply: FastifyReply) {
  const mails = await devMailbox(request.server.db);
  const items = mails
    .map((m) => `<article><h2>${escape(m.subject)}</h2><p class="meta">Para ${escape(m.to)} · ${escape(m.created_at)}</p>${htmlOf(m)}${attachmentsOf(m)}</article>`)
    .join('\n');
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Buzón de desarrollo · Viziona</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#666}iframe{width:100%;height:36rem;border:1px solid #eee}</style>
</head><body><h1>Buzón de desarrollo</h1><p>Correos de la bandeja de salida (no se muestra en producción).</p>${items || '<p>No hay correos.</p>'}</body></html>`;
}
