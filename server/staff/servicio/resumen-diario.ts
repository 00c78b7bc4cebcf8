// The morning digest: at 08:00 in Bogotá (or at the first run after it, if no process was up then),
// each active person of the `servicio` role gets one e-mail listing the PQRS that are overdue or due
// within 2 business days. A job of the runner (server/jobs), tried every few minutes; the day's row
// in `servicio_digests` is taken in the same transaction as the mails, so the digest goes out once a
// day however many processes try.
import { and, asc, isNull, lte, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { databaseNow } from '../../db/clock.ts';
import { schema, type Db } from '../../db/open.ts';
import { addBusinessDays, bogotaDay } from '../../forms/business-days.ts';
import { nonWorkingDays } from '../../forms/non-working-days.ts';
import type { Job } from '../../jobs/runner.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { digestMail, type DigestLine } from './correos.ts';
import { DUE_SOON_BUSINESS_DAYS } from './plazos.ts';

export const DIGEST_JOB = 'servicio-resumen-diario';
/** The hour in Bogotá from which the day's digest goes out. */
export const DIGEST_HOUR = 8;

export type DigestResult = { sent: false; why: 'antes_de_la_hora' | 'ya_enviado' } | { sent: true; day: string; mails: number; pqrs: number };

export interface DigestOptions {
  /** The instant to act at; the database's clock by default (tests give one). */
  now?: (db: Db) => Promise<Date>;
}

export async function sendDailyDigest(db: Db, options: DigestOptions = {}): Promise<DigestResult> {
  return db.transaction(async (tx) => {
    const now = options.now ? await options.now(db) : await databaseNow(tx);
    if (DateTime.fromJSDate(now, { zone: 'America/Bogota' }).hour < DIGEST_HOUR) return { sent: false, why: 'antes_de_la_hora' };
    const day = bogotaDay(now);
    const [taken] = await tx.insert(schema.servicioDigests).values({ day, mails: 0, pqrs: 0 }).onConflictDoNothing().returning({ day: schema.servicioDigests.day });
    if (!taken) return { sent: false, why: 'ya_enviado' };

    const extra = await nonWorkingDays(tx);
    const soonUntil = addBusinessDays(day, DUE_SOON_BUSINESS_DAYS, extra);
    const { pqrs: p, staffPeople: s } = schema;
    const due = sql<string>`coalesce(${p.extendedDueDate}, ${p.dueDate})`;
    const rows = await tx
      .select({ radicado: p.radicado, typePqr: p.typePqr, dueDate: due, assignedTo: s.name })
      .from(p)
      .leftJoin(s, sql`${s.id} = ${p.assignedTo}`)
      .where(and(sql`${p.state} in ('radicada', 'en_tramite')`, lte(due, soonUntil)))
      .orderBy(asc(due), asc(p.id));
    const lines: DigestLine[] = rows.map((r) => ({ ...r, dueDate: String(r.dueDate) }));
    const overdue = lines.filter((l) => l.dueDate < day);
    const dueSoon = lines.filter((l) => l.dueDate >= day);
    let mails = 0;
    if (lines.length > 0) {
      const people = await tx
        .select({ email: s.email })
        .from(s)
        .where(and(isNull(s.deactivatedAt), sql`'servicio' = any(${s.roles})`))
        .orderBy(asc(s.id));
      for (const person of people) await enqueueMail(tx, digestMail(person.email, day, overdue, dueSoon));
      mails = people.length;
    }
    await tx.update(schema.servicioDigests).set({ mails, pqrs: lines.length }).where(sql`${schema.servicioDigests.day} = ${day}`);
    return { sent: true, day, mails, pqrs: lines.length };
  });
}

/** Tried every 5 minutes: the day's digest goes out at the first try from 08:00 on. */
export const digestJob = (options: DigestOptions = {}): Job => ({ name: DIGEST_JOB, everySeconds: 300, run: (db) => sendDailyDigest(db, options) });
