import { and, eq, gt, like, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { schema, type DbOrTx } from '../db/open.ts';
import type { Mail } from '../mail/outbox.ts';
import { PQRS_ANSWER_BUSINESS_DAYS } from './business-days.ts';

// The e-mail that acknowledges a PQRS. Whoever fills the form chooses the address, so the message
// holds only what we wrote (radicado, type, deadline) and an address receives few of them a day.

export const PQRS_ACKS_PER_RECIPIENT_PER_DAY = 3;
const SUBJECT = 'Recibimos tu PQRS';

const spanishDate = (iso: string) => DateTime.fromISO(iso).setLocale('es-CO').toFormat("cccc d 'de' LLLL 'de' yyyy");

/** `typePqr` is one of the contract's four words, never free text. */
export function pqrsAcknowledgement(to: string, radicado: string, typePqr: string, dueDate: string): Mail {
  return {
    to,
    subject: `${SUBJECT} · radicado ${radicado}`,
    text: [
      'Hola:',
      '',
      `Recibimos tu ${typePqr.toLowerCase()} con el número de radicado ${radicado}.`,
      `Te responderemos a más tardar el ${spanishDate(dueDate)} (${dueDate}), dentro del plazo legal de ${PQRS_ANSWER_BUSINESS_DAYS} días hábiles.`,
      '',
      'Si no enviaste esta solicitud, ignora este correo.',
      '',
      'Viziona',
    ].join('\n'),
  };
}

/** Acknowledgements queued for the address in the last 24 hours (the database's clock, like the rows). */
export async function acknowledgementsToday(db: DbOrTx, to: string): Promise<number> {
  const { outgoingMail } = schema;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.to, to.toLowerCase()), like(outgoingMail.subject, `${SUBJECT} ·%`), gt(outgoingMail.createdAt, sql`now() - interval '1 day'`)));
  return Number(row?.n ?? 0);
}
