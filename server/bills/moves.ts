// The one writer of a bill's state. A bill moves only through these moves (accept, reject, fail,
// close, flag for refund, refund), each applied in the caller's transaction to a bill it has
// locked (lockBill), and only where the table of states.ts allows it: a move repeated, reordered
// or arriving after another changes nothing. Each move updates the bill, frees or sells its seats
// (the hold module) and writes what it implies (tickets, the membership, the buyer's e-mail) in
// that same transaction, so a crash leaves all of it or none; the daily sales (ventas-diarias.ts)
// follow the accepted bills in it too.
//
// Creating a bill (state pending) is create.ts; nothing else in the server writes status_id or
// needs_refund (a lint rule in eslint.config.js refuses it).
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { BILL_STATE, type BillState } from '../../openapi/rules.ts';
import { releaseBillSeats, releasePayment, sellSeats } from '../checkout/holds.ts';
import { grantMembership } from '../club/grant.ts';
import type { DbOrTx } from '../db/open.ts';
import { billLines, bills } from '../db/schema.ts';
import { countSale, uncountSale } from './ventas-diarias.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { issueTickets, voidTickets, type TicketKeys } from '../tickets/codes.ts';
import { refundedMail, refundMail, ticketsMail, type RefundReason } from './mails.ts';
import { canMove, type BillMove } from './states.ts';
import { countBillMove } from '../metrics/catalogue.ts';

export type BillRow = typeof bills.$inferSelect;

declare const locked: unique symbol;
/** A bill row read under its row lock, in the transaction that holds it: what every move takes. */
export type LockedBill = BillRow & { readonly [locked]: true; /** Seconds since it was made, on the database clock. */ ageSeconds: number };

/**
 * Locks the bill's row for the rest of the caller's transaction (one change of a bill at a time,
 * whatever process makes it) and reads it. Every writer takes this lock first, before any seat's.
 */
export async function lockBill(tx: DbOrTx, billId: number): Promise<LockedBill | undefined> {
  const [row] = await tx
    .select({ bill: bills, ageSeconds: sql<number>`extract(epoch from now() - ${bills.createdAt})::float8` })
    .from(bills)
    .where(eq(bills.id, billId))
    .for('update');
  return row && ({ ...row.bill, ageSeconds: Number(row.ageSeconds) } as LockedBill);
}

/** Locks the bill in a transaction of its own and runs `work` with it (undefined when there is no such bill). */
export async function withLockedBill<T>(db: DbOrTx, billId: number, work: (tx: DbOrTx, bill: LockedBill) => Promise<T>): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const bill = await lockBill(tx, billId);
    return bill ? work(tx, bill) : undefined;
  });
}

/** What a move did: moved (and to which state), or nothing because the bill's state does not allow it. */
export type MoveOutcome = { moved: true; state: BillState } | { moved: false; state: BillState };

async function setState(tx: DbOrTx, bill: LockedBill, state: BillState, more: PgUpdateSetSource<typeof bills> = {}): Promise<MoveOutcome> {
  await tx
    .update(bills)
    .set({ statusId: state, updatedAt: sql`now()`, ...more })
    .where(eq(bills.id, bill.id));
  countBillMove(state);
  return { moved: true, state };
}

const refused = (bill: LockedBill): MoveOutcome => ({ moved: false, state: bill.statusId });
const allowed = (move: BillMove, bill: LockedBill) => canMove(move, bill.statusId);

export interface AcceptDeps {
  ticketKeys: TicketKeys;
}

/**
 * Money accepted: the seats are sold (taken again if a closed bill's seats are still free), one
 * ticket per seat is issued, a membership is granted, the bill is accepted and the tickets are
 * e-mailed. When a seat went to someone else meanwhile, or the función was cancelled, nothing is
 * sold: the bill is flagged for refund instead (refundPending) and the buyer told.
 */
export async function acceptBill(tx: DbOrTx, bill: LockedBill, deps: AcceptDeps): Promise<MoveOutcome> {
  if (!allowed('accept', bill)) return refused(bill);
  if (bill.showtimeId != null && bill.consecutivo != null) {
    const lines = await tx
      .select({ seatId: billLines.seatId })
      .from(billLines)
      .where(and(eq(billLines.billId, bill.id), eq(billLines.kind, 'ticket')));
    const seatIds = lines.map((l) => l.seatId).filter((id): id is number => id != null);
    const sold = await sellSeats(tx, { showtimeId: bill.showtimeId, userId: bill.userId, consecutivo: bill.consecutivo, billId: bill.id, seatIds });
    if (!sold.ok) return flagBillForRefund(tx, bill, 'cancelled' in sold ? { reason: 'funcionCancelled' } : { reason: 'seatsLost', seatIds: sold.seatIds });
    await issueTickets(tx, deps.ticketKeys, { billId: bill.id, bill: bill.number, showtimeId: bill.showtimeId, seatIds });
  }
  await grantMembership(tx, bill);
  const outcome = await setState(tx, bill, BILL_STATE.accepted, { paidAt: sql`now()` });
  await countSale(tx, bill.id);
  if (bill.showtimeId != null) await enqueueMail(tx, await ticketsMail(tx, deps.ticketKeys, bill.id));
  return outcome;
}

/** The gateway refused the payment: the bill is rejected and its seats freed. */
export async function rejectBill(tx: DbOrTx, bill: LockedBill): Promise<MoveOutcome> {
  if (!allowed('reject', bill)) return refused(bill);
  await releasePayment(tx, bill.id);
  return setState(tx, bill, BILL_STATE.rejected);
}

/** The payment failed (at the gateway, or no transaction could be made): the bill fails and its seats are freed. */
export async function failBill(tx: DbOrTx, bill: LockedBill, note?: string): Promise<MoveOutcome> {
  if (!allowed('fail', bill)) return refused(bill);
  await releasePayment(tx, bill.id);
  return setState(tx, bill, BILL_STATE.failed, note ? { note } : {});
}

/** No answer from the gateway within the payment's cap: the bill is closed ('Cancelada') and its seats freed. */
export async function closeBill(tx: DbOrTx, bill: LockedBill, note: string): Promise<MoveOutcome> {
  if (!allowed('close', bill)) return refused(bill);
  await releasePayment(tx, bill.id);
  return setState(tx, bill, BILL_STATE.closed, { note });
}

export type RefundCause = { reason: 'seatsLost'; seatIds: number[] } | { reason: 'funcionCancelled' };

const refundNote = (cause: RefundCause) =>
  cause.reason === 'seatsLost' ? `Pago aceptado sin sillas disponibles (sillas ${cause.seatIds.join(', ')}).` : 'Función cancelada: el pago se devuelve.';

/**
 * Money that must go back (paid after its seats went to someone else, or its función cancelled):
 * the bill waits for a refund on the staff's list (needs_refund), its seats are freed, its tickets
 * void, and the buyer is told by e-mail. The refund itself is refundBill.
 */
export async function flagBillForRefund(tx: DbOrTx, bill: LockedBill, cause: RefundCause): Promise<MoveOutcome> {
  if (!allowed('flagForRefund', bill)) return refused(bill);
  await releaseBillSeats(tx, bill.id);
  await voidTickets(tx, bill.id);
  const outcome = await setState(tx, bill, BILL_STATE.refundPending, { needsRefund: true, note: refundNote(cause) });
  if (bill.statusId === BILL_STATE.accepted) await uncountSale(tx, bill.id);
  await enqueueMail(tx, await refundMail(tx, bill.id, cause.reason satisfies RefundReason));
  return outcome;
}

/** The money went back (through the gateway, or outside the site with a reference): the bill is refunded and the buyer told. */
export async function refundBill(tx: DbOrTx, bill: LockedBill, { reference }: { reference: string }): Promise<MoveOutcome> {
  if (!allowed('refund', bill)) return refused(bill);
  const outcome = await setState(tx, bill, BILL_STATE.refunded, { needsRefund: false, refundedAt: sql`now()`, refundReference: reference });
  await enqueueMail(tx, await refundedMail(tx, bill.id));
  return outcome;
}
