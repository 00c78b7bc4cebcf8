// Deleting an account (issue 32; Ley 1581 de 2012, art. 8 e; Decreto 1377 de 2013, art. 9): closed
// at once, every session ended, the e-mail free to register again, personal data erased or
// anonymized except what the law obliges the company to keep: the bills, for the tax term (five
// years, Estatuto Tributario art. 632), with the buyer's name and document and nothing else.
// What happens to each column of the database is listed in ./clasificacion.ts, and a test fails
// when a column is missing there.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { BILL_STATE } from '../../../openapi/rules.ts';
import { lockBuyer } from '../../checkout/holds.ts';
import { schema, type DbOrTx } from '../../db/open.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { passwordMatches } from '../passwords.ts';
import { accountDeletedMail } from '../mails.ts';

const { users, sessions, passwordResets, verificationCodes, bills, memberships, tickets, showtimes, seatHolds, outgoingMail } = schema;

export const WRONG_PASSWORD = 'La contraseña no es correcta. Tu cuenta sigue activa.';
export const PAYMENT_IN_FLIGHT =
  'Tienes un pago en proceso. Espera a que el banco o la pasarela lo confirme (unos minutos) y vuelve a intentarlo: tu cuenta sigue activa.';
export const FUTURE_TICKETS = (n: number) =>
  `Tienes ${n === 1 ? '1 entrada sin usar' : `${n} entradas sin usar`} para funciones que aún no han pasado. Si eliminas tu cuenta las pierdes y no se reembolsan: confirma que quieres perderlas o espera a que pasen.`;
export const ACCOUNT_DELETED = 'Tu cuenta fue eliminada. Te enviamos un correo de confirmación.';
export const FUTURE_TICKETS_CODE = 'entradas_futuras';

/** The address a deleted account's row keeps: unique, never deliverable (.invalid), frees the real one. */
export const deletedEmail = (id: number) => `cuenta-${id}@eliminada.viziona.invalid`;

/** Unused tickets of accepted bills for funciones that have not started yet, by the database's clock. */
export async function futureTickets(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(bills, eq(bills.id, tickets.billId))
    .innerJoin(showtimes, eq(showtimes.id, tickets.showtimeId))
    .where(and(eq(bills.userId, userId), eq(bills.statusId, BILL_STATE.accepted), isNull(tickets.voidedAt), isNull(showtimes.cancelledAt), gt(showtimes.startsAt, sql`now()`)));
  return rows.map((r) => r.id);
}

/** A payment the gateway has not settled: a pending bill, or seats still 'paying'. */
async function paymentInFlight(db: DbOrTx, userId: number): Promise<boolean> {
  const [pending] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.statusId, BILL_STATE.pending)))
    .limit(1);
  if (pending) return true;
  const [paying] = await db
    .select({ id: seatHolds.id })
    .from(seatHolds)
    .where(and(eq(seatHolds.userId, userId), eq(seatHolds.status, 'paying')))
    .limit(1);
  return Boolean(paying);
}

/**
 * Deletes the account of `userId` after checking its password. Under the buyer's lock, so no
 * reservation or payment of the person starts while it runs. Throws the Spanish refusals; on any
 * refusal nothing has changed.
 */
export async function deleteAccount(tx: DbOrTx, userId: number, password: string, loseTickets: boolean): Promise<void> {
  await lockBuyer(tx, userId);
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user || user.deletedAt) throw new HttpError(401, 'Esta cuenta ya fue eliminada.');
  if (!(await passwordMatches(user.passwordHash, password))) throw new HttpError(400, WRONG_PASSWORD, { password: WRONG_PASSWORD });
  if (await paymentInFlight(tx, userId)) throw conflict(PAYMENT_IN_FLIGHT);
  const future = await futureTickets(tx, userId);
  if (future.length && !loseTickets) throw new HttpError(409, FUTURE_TICKETS(future.length), undefined, FUTURE_TICKETS_CODE);

  // The bills keep who bought (the tax term), copied before the account forgets it.
  await tx
    .update(bills)
    .set({ buyerName: `${user.name} ${user.lastname}`.trim(), buyerDocType: user.docType, buyerDocNumber: user.docNumber })
    .where(eq(bills.userId, userId));
  // Tickets given up: the door refuses them from now on (their seats stay sold: the money is kept).
  if (future.length) await tx.update(tickets).set({ voidedAt: sql`now()` }).where(inArray(tickets.id, future));
  await tx.delete(memberships).where(eq(memberships.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
  // Mail written to the person (tickets, codes, links): gone with the account, but for the confirmation below.
  await tx.delete(outgoingMail).where(eq(outgoingMail.to, user.email));
  await tx
    .update(users)
    .set({
      email: deletedEmail(userId),
      docNumber: `eliminada-${userId}`,
      passwordHash: '!',
      name: 'Cuenta',
      lastname: 'eliminada',
      phone: '',
      birthday: null,
      sex: null,
      emailVerifiedAt: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await enqueueMail(tx, accountDeletedMail(user.email, user.name));
}
