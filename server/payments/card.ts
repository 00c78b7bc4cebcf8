// Paying by card, whatever it buys (tickets, the membership): the card is checked for expiry, then
// charged once for a bill just made. Card data goes to the gateway and is dropped: never stored,
// never logged (the payment row keeps the last four digits).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { FastifyRequest } from 'fastify';
import type { CardPaymentRequest } from '../../openapi/index.ts';
import { ZONE } from '../db/constants.ts';
import type { Db } from '../db/open.ts';
import { payments, users } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { ticketKeys } from '../tickets/codes.ts';
import { receiveConfirmation } from './confirmations.ts';
import type { Buyer } from './gateway.ts';
import { billForGateway, type StartedPayment } from './start.ts';

export const CARD_EXPIRED = 'La tarjeta está vencida.';

/** A card whose expiry month has passed (Bogotá calendar) is refused before anything else. */
export function refuseExpiredCard(body: CardPaymentRequest, now: Date): void {
  const today = DateTime.fromJSDate(now, { zone: ZONE });
  const expiry = Number(body.exp_year) * 12 + Number(body.exp_month);
  if (expiry < today.year * 12 + today.month) throw badRequest(CARD_EXPIRED, { exp_month: CARD_EXPIRED, exp_year: CARD_EXPIRED });
}

/** What the payment row keeps of a card. */
export const cardInstrument = (body: CardPaymentRequest) => ({ last4: body.card_number.slice(-4), dues: body.dues });

/** Never the error itself: an adapter's error could carry the request it sent, card included. */
export function gatewayFailure(err: unknown): { error: string; code?: string } {
  const { name, code } = err instanceof Error ? (err as Error & { code?: unknown }) : { name: 'desconocido', code: undefined };
  return { error: name, code: typeof code === 'string' ? code : undefined };
}

/** The account's holder, for a card charge (ePayco asks who pays). */
async function accountBuyer(db: Db, userId: number): Promise<Buyer> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return { docType: u.docType, docNumber: u.docNumber, name: u.name, lastName: u.lastname, email: u.email, phone: u.phone };
}

/**
 * Charges the card of a bill just made and keeps the gateway's reference on its payment row. An
 * unsigned answer reaches the bill through a signed lookup (or later through the gateway's own
 * confirmation, or reconciliation). A gateway without an answer (network, timeout) leaves the bill
 * pending for reconciliation.
 */
export async function chargeCard(req: FastifyRequest, started: Extract<StartedPayment, { created: true }>, body: CardPaymentRequest): Promise<void> {
  const { db, paymentGateway: gateway, config } = req.server;
  const { bill, payment } = started;
  try {
    const answer = await gateway.chargeCard({
      ...billForGateway(req, started),
      dues: body.dues,
      card: { name: body.card_name, number: body.card_number, cvc: body.cvc, expMonth: body.exp_month, expYear: body.exp_year },
      buyer: await accountBuyer(db, bill.userId),
    });
    await db
      .update(payments)
      .set({ refPayco: answer.refPayco, transactionId: answer.transactionId, updatedAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), isNull(payments.refPayco)));
    if (!answer.confirmed) {
      const fields = await gateway.lookup({ invoice: bill.number, refPayco: answer.refPayco }).catch(() => null);
      if (fields) {
        const keys = await ticketKeys(db, config.ticketSigningKey);
        await receiveConfirmation(db, { keys: config.payments, ticketKeys: keys }, fields as never, 'lookup').catch((err) =>
          req.log.warn({ bill: bill.number, ...gatewayFailure(err) }, 'consulta del cobro rechazada; la conciliación la repetirá'),
        );
      }
    }
  } catch (err) {
    req.log.error({ bill: bill.number, ...gatewayFailure(err) }, 'cobro sin respuesta de la pasarela; la factura queda pendiente');
  }
}
