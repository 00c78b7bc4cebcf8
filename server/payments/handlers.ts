import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { FastifyRequest } from 'fastify';
import type { CardPaymentRequest, PsePaymentRequest } from '../../openapi/index.ts';
import { paymentResult } from '../bills/bills.ts';
import { startPayment } from './start.ts';
import { ticketKeys } from '../tickets/codes.ts';
import { ZONE } from '../db/constants.ts';
import { BILL_STATE, BILL_STATE_NAMES, PAY_TYPE } from '../../openapi/rules.ts';
import { releasePayment } from '../checkout/holds.ts';
import { schema, type DbOrTx } from '../db/open.ts';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/operation.ts';
import { receiveConfirmation } from './confirmations.ts';
import { chargeCard, gatewayFailure } from './card.ts';
import { payMembershipWithCard } from '../club/card-payment.ts';
import { startMembershipPayment } from '../club/payment-start.ts';
import { billOf, NO_BILL } from '../bills/queries.ts';
import { listBanks, listPayBrands } from './queries.ts';
import { signedIn } from '../accounts/auth.ts';

const { banks, bills, payments } = schema;

export const CARD_EXPIRED = 'La tarjeta está vencida.';
export const BANK_NOT_LISTED = 'El banco elegido no está en la lista de PSE.';
export const PSE_UNAVAILABLE = 'No pudimos comunicarnos con el banco. Inténtalo de nuevo.';
export const ALREADY_PAYING = 'Esta compra ya tiene un pago en curso o terminado.';

/** A card whose expiry month has passed (Bogotá calendar) is refused before anything else. */
function refuseExpiredCard(body: CardPaymentRequest, now: Date): void {
  const today = DateTime.fromJSDate(now, { zone: ZONE });
  const expiry = Number(body.exp_year) * 12 + Number(body.exp_month);
  if (expiry < today.year * 12 + today.month) throw badRequest(CARD_EXPIRED, { exp_month: CARD_EXPIRED, exp_year: CARD_EXPIRED });
}

/** The origin the browser used (where the sandbox bank page is served, and where it comes back). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export const paymentHandlers: Handlers = {
  async listPayBrands(req) {
    return { data: await listPayBrands(req.server.db) };
  },

  async listBanks(req) {
    return listBanks(req.server.db);
  },

  async payWithCard(req) {
    const userId = signedIn(req);
    const body = req.body;
    const { db, paymentGateway: gateway } = req.server;
    refuseExpiredCard(body, req.server.now());
    if (body.pay_type === 3) return payMembershipWithCard(req, userId);
    const started = await startPayment(db, {
      userId,
      body,
      method: 'card',
      gateway: gateway.name,
      instrument: { last4: body.card_number.slice(-4), dues: body.dues },
    });
    if (started.existing) return paymentResult(db, started.existing.id);
    const { created, order } = started;

    await chargeCard(req, {
      userId,
      billNumber: created.bill.number,
      paymentId: created.payment.id,
      amount: order.total,
      description: body.products_description || `Compra ${created.bill.number}`,
      dues: body.dues,
      card: { name: body.card_name, number: body.card_number, cvc: body.cvc, expMonth: body.exp_month, expYear: body.exp_year },
    });
    // The sandbox (and any gateway that confirms at once) has changed the bill by now.
    return paymentResult(db, created.bill.id);
  },

  async payWithPse(req) {
    const userId = signedIn(req);
    const body = req.body as PsePaymentRequest;
    const { db, paymentGateway: gateway } = req.server;
    const start = {
      userId,
      body,
      method: 'pse' as const,
      gateway: gateway.name,
      instrument: { bank: body.bank, typePerson: body.typePerson },
      before: async (tx: DbOrTx) => {
        const [bank] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.bankCode, body.bank)).limit(1);
        if (!bank) throw badRequest(BANK_NOT_LISTED, { bank: BANK_NOT_LISTED });
      },
    };
    // Tickets (pay_type 1) or the Club Vizionarios membership (3): the same bank, confirmation and status pages.
    const started = body.pay_type === PAY_TYPE.membership ? await startMembershipPayment(db, start) : await startPayment(db, start);
    if (started.existing) {
      // A second submit while the payer is at the bank: the same bank page again.
      const [payment] = await db.select().from(payments).where(eq(payments.billId, started.existing.id)).limit(1);
      const bankUrl = payment?.raw?.bankUrl;
      if (started.existing.payMethod === 'pse' && started.existing.statusId === BILL_STATE.pending && typeof bankUrl === 'string') {
        return { pse_url: bankUrl, bill: started.existing.number, payType: started.existing.payType };
      }
      throw conflict(ALREADY_PAYING);
    }
    const { bill, payment } = started.created;
    try {
      const answer = await gateway.createPse({
        invoice: bill.number,
        amount: bill.total,
        currency: 'COP',
        description: body.products_description || `Compra ${bill.number}`,
        bank: body.bank,
        typePerson: body.typePerson,
        buyer: { docType: body.doc_type, docNumber: body.doc_number, name: body.name, lastName: body.lastname, email: body.email, phone: body.phone },
        ip: req.ip,
        responseUrl: `${req.server.config.publicUrl}/estado-transaccion/${bill.number}`,
        origin: originOf(req),
      });
      await db
        .update(payments)
        .set({
          refPayco: answer.refPayco,
          transactionId: answer.transactionId,
          raw: { ...(payment.raw ?? {}), bankUrl: answer.bankUrl },
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, payment.id));
      return { pse_url: answer.bankUrl, bill: bill.number, payType: bill.payType };
    } catch (err) {
      // No bank page for the payer: nothing can be paid. The bill fails and its seats are freed
      // (a payment that still arrives later follows the late-payment policy).
      req.log.error({ bill: bill.number, ...gatewayFailure(err) }, 'la pasarela no creó la transacción PSE; la factura queda fallida');
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(bills).where(eq(bills.id, bill.id)).for('update');
        if (current.statusId !== BILL_STATE.pending) return;
        await tx.update(bills).set({ statusId: BILL_STATE.failed, note: 'La pasarela no creó la transacción PSE.', updatedAt: sql`now()` }).where(eq(bills.id, bill.id));
        await tx.update(payments).set({ status: 'failed', updatedAt: sql`now()` }).where(eq(payments.billId, bill.id));
        await releasePayment(tx, bill.id);
      });
      throw new HttpError(502, PSE_UNAVAILABLE);
    }
  },

  async confirmPayment(req) {
    const { db, config } = req.server;
    const keys = await ticketKeys(db, config.ticketSigningKey);
    const result = await receiveConfirmation(db, { keys: config.payments, ticketKeys: keys }, req.body);
    req.log.info({ bill: result.billId, status: result.status, outcome: result.outcome }, 'confirmación de pago');
    return { message: result.outcome === 'replay' ? 'Confirmación ya recibida.' : 'Confirmación recibida.' };
  },

  async getPaymentStatus(req) {
    const found = await billOf(req.server.db, signedIn(req), req.params.bill, req.server.now());
    if (!found || found.bill.pay_method !== req.params.type) throw notFound(NO_BILL);
    return found.bill;
  },

  async getPayResponseStatus(req) {
    const [row] = await req.server.db
      .select({ id: payments.id, bill: bills.number, statusId: bills.statusId })
      .from(payments)
      .innerJoin(bills, eq(bills.id, payments.billId))
      .where(and(eq(payments.id, req.params.id), eq(bills.userId, signedIn(req))))
      .limit(1);
    if (!row) throw notFound('No encontramos ese pago.');
    return { id: row.id, bill: row.bill, pay_status: { id: row.statusId, name: BILL_STATE_NAMES[row.statusId] } };
  },
};
