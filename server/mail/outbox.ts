import { eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/open.ts';
import type { MailAttachmentRow } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files: content in base64; `cid` when the HTML shows the image inline (<img src="cid:…">). */
  attachments?: MailAttachmentRow[];
}

/**
 * Puts a mail in the outbox, inside the caller's transaction when given one, so a mail exists
 * exactly when what caused it was committed. Delivery (SMTP or the development mailbox) reads
 * the outbox; nothing here talks to the network.
 */
export async function enqueueMail(db: DbOrTx, mail: Mail): Promise<number> {
  const [row] = await db
    .insert(schema.outgoingMail)
    .values({ to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html ?? null, attachments: mail.attachments?.length ? mail.attachments : null })
    .returning({ id: schema.outgoingMail.id });
  return row.id;
}

/** Mail not sent yet, and the age of the oldest (seconds, database clock): for the operator's metrics. */
export async function outboxBacklog(db: DbOrTx): Promise<{ count: number; oldestSeconds: number }> {
  const { outgoingMail } = schema;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<number>`coalesce(extract(epoch from now() - min(${outgoingMail.createdAt})), 0)::float8` })
    .from(outgoingMail)
    .where(eq(outgoingMail.status, 'pending'));
  return { count: Number(row.count), oldestSeconds: Number(row.oldest) };
}
