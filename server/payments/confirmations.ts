// Gateway confirmations: the ONLY way a bill's state changes. Each one is checked (signature,
// bill, amount and currency), stored (refused ones too, for audit), and applied once per
// (ref_payco, transaction, state): the insert of the accepted row and the bill's change share one
// transaction, so a repeat finds the row and changes nothing, and a crash leaves neither.
import { and, eq, sql } from 'drizzle-orm';
import type { EpaycoConfirmation } from '../../openapi/index.ts';
import { billChange } from '../bills/states.ts';
import { statusOfCode, type GatewayStatus } from './gateway.ts';
import { signatureMatches, type SignatureKeys } from './signature.ts';
import type { BillState } from '../../openapi/rules.ts';
import type { Db, DbOrTx } from '../db/open.ts';
import { releasePayment, sellSeats } from '../checkout/holds.ts';
import { billLines, bills, gatewayConfirmations, payments } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { issueTickets, type TicketKeys } from '../tickets/codes.ts';
import { grantMembership } from '../club/grant.ts';
import { refundMail, ticketsMail } from '../bills/mails.ts';
import { enqueueMail } from '../mail/outbox.ts';

export type Refusal = 'signature' | 'unknown_bill' | 'amount';

export const REFUSALS: Record<Refusal, string> = {
  signature: 'La firma de la confirmación no es válida.',
  unknown_bill: 'La factura de la confirmación no existe.',
  amount: 'El valor o la moneda de la confirmación no coinciden con la factura.',
};

export interface ConfirmationDeps {
  keys: SignatureKeys;
  ticketKeys: TicketKeys;
}

/** 'applied': first time this (ref, transaction, state) arrived; 'replay': already applied, nothing changed. */
export type ConfirmationOutcome = { outcome: 'applied' | 'replay'; billId: number; status: GatewayStatus };

/** Integer pesos of an amount as the gateway writes it ('48000' or '48000.00'); undefined if it has cents. */
export function pesosOf(amount: string): number | undefined {
  const m = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!m || (m[2] !== undefined && Number(m[2]) !== 0)) return undefined;
  return Number(m[1]);
}

type BillRow = typeof bills.$inferSelect;

async function refuse(db: DbOrTx, body: EpaycoConfirmation, status: string, signatureOk: boolean, bill: BillRow | undefined, refusal: Refusal): Promise<never> {
  await db.insert(gatewayConfirmations).values({
    refPayco: body.x_ref_payco,
    transactionId: body.x_transaction_id,
    status,
    billId: bill?.id ?? null,
    payload: { ...body },
    signatureOk,
    refusal,
  });
  throw badRequest(REFUSALS[refusal]);
}

/** Where a confirmation came from: the gateway's post, or reconciliation's lookup at the gateway. */
export type ConfirmationSource = 'confirmation' | 'lookup';

/** Checks, stores and applies one confirmation. Throws HttpError 400 (stored for audit) when refused. */
export async function receiveConfirmation(db: Db, deps: ConfirmationDeps, body: EpaycoConfirmation, source: ConfirmationSource = 'confirmation'): Promise<ConfirmationOutcome> {
  const status = statusOfCode(Number(body.x_cod_response));
  const statusText = status ?? String(body.x_cod_response);
  const signatureOk = signatureMatches(deps.keys, body, body.x_signature);
  const [bill] = await db.select().from(bills).where(eq(bills.number, body.x_id_invoice)).limit(1);
  if (!signatureOk) return refuse(db, body, statusText, false, bill, 'signature');
  if (!bill) return refuse(db, body, statusText, true, undefined, 'unknown_bill');
  if (pesosOf(body.x_amount) !== bill.total || body.x_currency_code !== 'COP') return refuse(db, body, statusText, true, bill, 'amount');
  if (!status) throw badRequest('El estado de la confirmación no es válido.');

  return db.transaction(async (tx) => {
    // One confirmation at a time per bill, whatever process received it (reconciliation too). The
    // bill is locked before the confirmation is stored: storing it first takes a key-share lock on
    // the bill (its foreign key), and two answers of one payment, each holding that and then asking
    // for the update lock, deadlocked (PostgreSQL then fails one with a 500).
    const [current] = await tx.select().from(bills).where(eq(bills.id, bill.id)).for('update');
    const [row] = await tx
      .insert(gatewayConfirmations)
      .values({ refPayco: body.x_ref_payco, transactionId: body.x_transaction_id, status, billId: bill.id, payload: { ...body, source }, signatureOk: true })
      .onConflictDoNothing()
      .returning({ id: gatewayConfirmations.id });
    if (!row) return { outcome: 'replay' as const, billId: bill.id, status };

    const change = billChange(current.statusId as BillState, status);
    if (change !== 'none' || current.statusId === 3) {
      await tx
        .update(payments)
        .set({ status, refPayco: body.x_ref_payco, transactionId: body.x_transaction_id, updatedAt: sql`now()` })
        .where(eq(payments.billId, bill.id));
    }
    if (change === 'accept' || change === 'lateAccept') await accept(tx, deps.ticketKeys, current);
    if (change === 'reject' || change === 'fail') {
      await tx.update(bills).set({ statusId: change === 'reject' ? 2 : 4, updatedAt: sql`now()` }).where(eq(bills.id, bill.id));
      await releasePayment(tx, bill.id);
    }
    return { outcome: 'applied' as const, billId: bill.id, status };
  });
}

/**
 * Acceptance, in the caller's transaction: seats sold (taken again if a closed bill's seats are
 * still free), one ticket per seat, bill accepted, tickets e-mailed through the outbox. When a seat
 * went to someone else meanwhile, nothing is sold twice: the bill is marked for refund (state 5,
 * needs_refund: the staff's list) and the buyer is told by e-mail.
 */
async function accept(tx: DbOrTx, ticketKeys: TicketKeys, bill: BillRow): Promise<void> {
  if (bill.showtimeId != null && bill.consecutivo != null) {
    const lines = await tx
      .select({ seatId: billLines.seatId })
      .from(billLines)
      .where(and(eq(billLines.billId, bill.id), eq(billLines.kind, 'ticket')));
    const seatIds = lines.map((l) => l.seatId).filter((id): id is number => id != null);
    const sold = await sellSeats(tx, { showtimeId: bill.showtimeId, userId: bill.userId, consecutivo: bill.consecutivo, billId: bill.id, seatIds });
    if (!sold.ok) {
      await tx
        .update(bills)
        .set({ statusId: 5, needsRefund: true, note: `Pago aceptado sin sillas disponibles (sillas ${sold.seatIds.join(', ')}).`, updatedAt: sql`now()` })
        .where(eq(bills.id, bill.id));
      await releasePayment(tx, bill.id);
      await enqueueMail(tx, await refundMail(tx, bill.id));
      return;
    }
    await issueTickets(tx, ticketKeys, { billId: bill.id, bill: bill.number, showtimeId: bill.showtimeId, seatIds });
  }
  await grantMembership(tx, bill);
  await tx.update(bills).set({ statusId: 1, paidAt: sql`now()`, updatedAt: sql`now()` }).where(eq(bills.id, bill.id));
  if (bill.showtimeId != null) await enqueueMail(tx, await ticketsMail(tx, ticketKeys, bill.id));
}
