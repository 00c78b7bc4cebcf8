// The development mailbox: the outbox as the contract's DevMail list (listDevMailbox) and as a
// small HTML page at /dev/mailbox. Never served when NODE_ENV=production.
import { desc } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DevMail } from '../../openapi/index.ts';
import { schema, type Db } from '../db/open.ts';

const { outgoingMail } = schema;

export async function devMailbox(db: Db, limit = 50): Promise<DevMail[]> {
  const rows = await db.select().from(outgoingMail).orderBy(desc(outgoingMail.createdAt), desc(outgoingMail.id)).limit(limit);
  return rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, created_at: m.createdAt.toISOString() }));
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// Links in a mail's text become clickable; nothing else of the mail is trusted as HTML.
const linkify = (s: string) => escape(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export async function devMailboxPage(request: FastifyRequest, reply: FastifyReply) {
  const mails = await devMailbox(request.server.db);
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escape(m.subject)}</h2><p class="meta">Para ${escape(m.to)} · ${escape(m.created_at)}</p><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('\n');
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Buzón de desarrollo · Viziona</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#666}</style>
</head><body><h1>Buzón de desarrollo</h1><p>Correos de la bandeja de salida (no se muestra en producción).</p>${items || '<p>No hay correos.</p>'}</body></html>`;
}
