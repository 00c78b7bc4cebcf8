// Sends the outbox (outgoing_mail) through a transport. Rows are claimed with one UPDATE … FOR
// UPDATE SKIP LOCKED so several server instances never send the same mail at once. While a row is
// pending, sent_at holds the start of its last attempt: that is both the claim (a row is not taken
// again before its back-off has passed) and the back-off clock. After maxAttempts it is 'failed'.
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '../db/open.ts';
import type { MailTransport } from './transport.ts';

const { outgoingMail } = schema;

export interface MailDeliveryOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** How often the outbox is looked at when nobody wakes the loop. */
  intervalMs?: number;
  maxAttempts?: number;
  /** Wait before the 2nd attempt; doubles for each further one. */
  retryBaseMs?: number;
  batchSize?: number;
}

export interface MailDelivery {
  /** Look at the outbox now (after a mail was enqueued). */
  wake(): void;
  /** Sends what is due once; resolves when that pass is over. */
  deliverDue(): Promise<void>;
  stop(): Promise<void>;
}

/** The loop when there is no SMTP: mail stays in the outbox for the development mailbox. */
export const keepInOutbox: MailDelivery = { wake() {}, async deliverDue() {}, async stop() {} };

export function startMailDelivery({
  db,
  transport,
  log,
  intervalMs = 5_000,
  maxAttempts = 5,
  retryBaseMs = 30_000,
  batchSize = 10,
}: MailDeliveryOptions): MailDelivery {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let again = false;

  async function claim(now: Date) {
    const backoff = sql`${retryBaseMs}::float8 * power(2, greatest(${outgoingMail.attempts} - 1, 0)) * interval '1 millisecond'`;
    const due = db
      .select({ id: outgoingMail.id })
      .from(outgoingMail)
      .where(
        and(
          eq(outgoingMail.status, 'pending'),
          lt(outgoingMail.attempts, maxAttempts),
          or(isNull(outgoingMail.sentAt), sql`${outgoingMail.sentAt} <= ${now}::timestamptz - ${backoff}`),
        ),
      )
      .orderBy(asc(outgoingMail.createdAt), asc(outgoingMail.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outgoingMail)
      .set({ attempts: sql`${outgoingMail.attempts} + 1`, sentAt: now })
      .where(inArray(outgoingMail.id, due))
      .returning();
  }

  async function sendOne(row: typeof outgoingMail.$inferSelect) {
    try {
      await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, attachments: row.attachments ?? undefined });
      // Sent: the body (reset links, codes) is no longer kept; the row stays as the record of who got what, when.
      await db.update(outgoingMail).set({ status: 'sent', sentAt: new Date(), lastError: null, text: '', html: null, attachments: null }).where(eq(outgoingMail.id, row.id));
    } catch (err) {
      const failed = row.attempts >= maxAttempts;
      const reason = (err as Error)?.message ?? String(err);
      log.warn({ mailId: row.id, attempt: row.attempts, failed }, `no se pudo enviar el correo: ${reason}`);
      await db
        .update(outgoingMail)
        .set({ lastError: reason.slice(0, 500), ...(failed ? { status: 'failed' } : {}) })
        .where(eq(outgoingMail.id, row.id));
    }
  }

  async function runPass() {
    do {
      again = false;
      try {
        const rows = await claim(new Date());
        for (const row of rows) await sendOne(row);
        if (rows.length === batchSize) again = true;
      } catch (err) {
        if (!stopped) log.error({ err }, 'error en el envío de correos');
      }
    } while (again && !stopped);
  }

  function deliverDue(): Promise<void> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = runPass().finally(() => {
      pass = undefined;
      schedule();
    });
    return pass;
  }

  function schedule() {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void deliverDue(), intervalMs);
    timer.unref();
  }

  schedule();
  return {
    wake: () => void deliverDue(),
    deliverDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
      transport.close();
    },
  };
}
