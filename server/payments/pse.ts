// Paying through PSE, whatever it buys: the bank must be on PSE's list, the gateway makes the
// transaction and the browser goes to the bank's page. The outcome arrives later as a signed
// confirmation (or through reconciliation); a second submit while the payer is at the bank gets
// the same bank page again.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PsePaymentRequest, PsePaymentResult } from '../../openapi/index.ts';
import { BILL_STATE } from '../../openapi/rules.ts';
import { failBill, withLockedBill, type BillRow } from '../bills/moves.ts';
import type { Db, DbOrTx } from '../db/open.ts';
import { banks, payments } from '../db/schema.ts';
import { badRequest, conflict, HttpError } from '../http/errors.ts';
import { gatewayFailure } from './card.ts';
import { billForGateway, type StartedPayment } from './start.ts';

export const BANK_NOT_LISTED = 'El banco elegido no está en la lista de PSE.';
export const PSE_UNAVAILABLE = 'No pudimos comunicarnos con el banco. Inténtalo de nuevo.';
export const ALREADY_PAYING = 'Esta compra ya tiene un pago en curso o terminado.';
const NO_TRANSACTION = 'La pasarela no creó la transacción PSE.';

/** What the payment row keeps of a PSE payment. */
export const pseInstrument = (body: PsePaymentRequest) => ({ bank: body.bank, typePerson: body.typePerson });

/** The bank chosen must be on PSE's list (checked in the payment's transaction, before the bill). */
export const bankListed = (bank: string) => async (tx: DbOrTx) => {
  const [row] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.bankCode, bank)).limit(1);
  if (!row) throw badRequest(BANK_NOT_LISTED, { bank: BANK_NOT_LISTED });
};

/** The origin the browser used (where the sandbox bank page is served, and where it comes back). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * Asks the gateway for the bill's PSE transaction and answers the bank's page. With no bank page
 * nothing can be paid: the bill fails and its seats are freed (a payment that still arrives later
 * follows the late-payment policy), and the answer is 502.
 */
export async function openBankPage(req: FastifyRequest, started: Extract<StartedPayment, { created: true }>, body: PsePaymentRequest): Promise<PsePaymentResult> {
  const { db, paymentGateway: gateway } = req.server;
  const { bill, payment } = started;
  try {
    const answer = await gateway.createPse({
      ...billForGateway(req, started),
      bank: body.bank,
      typePerson: body.typePerson,
      buyer: { docType: body.doc_type, docNumber: body.doc_number, name: body.name, lastName: body.lastname, email: body.email, phone: body.phone },
      origin: originOf(req),
    });
    await db
      .update(payments)
      .set({ refPayco: answer.refPayco, transactionId: answer.transactionId, raw: { ...(payment.raw ?? {}), bankUrl: answer.bankUrl }, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    return { pse_url: answer.bankUrl, bill: bill.number, payType: bill.payType };
  } catch (err) {
    req.log.error({ bill: bill.number, ...gatewayFailure(err) }, 'la pasarela no creó la transacción PSE; la factura queda fallida');
    await withLockedBill(db, bill.id, async (tx, locked) => {
      if ((await failBill(tx, locked, NO_TRANSACTION)).moved) {
        await tx.update(payments).set({ status: 'failed', updatedAt: sql`now()` }).where(eq(payments.billId, bill.id));
      }
    });
    throw new HttpError(502, PSE_UNAVAILABLE);
  }
}

/** A second submit of a consecutivo that already has a bill: the same bank page while it waits for the payer, else 409. */
export async function bankPageAgain(db: Db, bill: BillRow): Promise<PsePaymentResult> {
  const [payment] = await db.select({ raw: payments.raw }).from(payments).where(eq(payments.billId, bill.id)).limit(1);
  const bankUrl = payment?.raw?.bankUrl;
  if (bill.payMethod === 'pse' && bill.statusId === BILL_STATE.pending && typeof bankUrl === 'string') {
    return { pse_url: bankUrl, bill: bill.number, payType: bill.payType };
  }
  throw conflict(ALREADY_PAYING);
}
