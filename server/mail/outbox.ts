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
