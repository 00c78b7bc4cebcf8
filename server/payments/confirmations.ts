// Gateway confirmations: the gateway's word on a payment, and the only thing that accepts, rejects
// or fails a pending bill. Each one is checked (signature, bill, amount and currency), stored
// (refused ones too, for audit), and applied once per (ref_payco, transaction, state) through the
// bill's moves (server/bills/moves.ts): the insert of the accepted row and the bill's move share
// one transaction, so a repeat finds the row and changes nothing, and a crash leaves neither.
import { eq, sql } from 'drizzle-orm';
import type { EpaycoConfirmation } from '../../openapi/index.ts';
import { BILL_STATE } from '../../openapi/rules.ts';
import { acceptBill, failBill, lockBill, rejectBill, type BillRow } from '../bills/moves.ts';
import { gatewayMove } from '../bills/states.ts';
import type { Db, DbOrTx } from '../db/open.ts';
import { bills, gatewayConfirmations, payments } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import type { TicketKeys } from '../tickets/codes.ts';
import { statusOfCode, type GatewayStatus } from './gateway.ts';
import { signatureMatches, type SignatureKeys } from './signature.ts';

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
    const current = (await lockBill(tx, bill.id))!;
    const [row] = await tx
      .insert(gatewayConfirmations)
      .values({ refPayco: body.x_ref_payco, transactionId: body.x_transaction_id, status, billId: bill.id, payload: { ...body, source }, signatureOk: true })
      .onConflictDoNothing()
      .returning({ id: gatewayConfirmations.id });
    if (!row) return { outcome: 'replay' as const, billId: bill.id, status };

    const move = gatewayMove(current.statusId, status);
    if (move || current.statusId === BILL_STATE.pending) {
      await tx
        .update(payments)
        .set({ status, refPayco: body.x_ref_payco, transactionId: body.x_transaction_id, updatedAt: sql`now()` })
        .where(eq(payments.billId, bill.id));
    }
    if (move === 'accept') await acceptBill(tx, current, { ticketKeys: deps.ticketKeys });
    if (move === 'reject') await rejectBill(tx, current);
    if (move === 'fail') await failBill(tx, current);
    return { outcome: 'applied' as const, billId: bill.id, status };
  });
}
