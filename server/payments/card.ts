// What every card payment shares, whatever it buys (tickets, the membership): the gateway is called
// once for a bill just created. Card data goes to the gateway and is dropped: never stored, never
// logged.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/open.ts';
import { payments, users } from '../db/schema.ts';
import { ticketKeys } from '../tickets/codes.ts';
import { receiveConfirmation } from './confirmations.ts';
import type { Buyer, CardData } from './gateway.ts';

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

export interface NewCharge {
  userId: number;
  billNumber: string;
  paymentId: number;
  amount: number;
  description: string;
  dues: number;
  card: CardData;
}

/**
 * Charges the card of a bill just created and keeps the gateway's reference on its payment row.
 * An unsigned answer reaches the bill through a signed lookup (or later through the gateway's own
 * confirmation, or reconciliation). A gateway without an answer (network, timeout) leaves the bill
 * pending for reconciliation.
 */
export async function chargeCard(req: FastifyRequest, charge: NewCharge): Promise<void> {
  const { db, paymentGateway: gateway, config } = req.server;
  const log = req.log;
  try {
    const answer = await gateway.chargeCard({
      invoice: charge.billNumber,
      amount: charge.amount,
      currency: 'COP',
      description: charge.description,
      dues: charge.dues,
      card: charge.card,
      buyer: await accountBuyer(db, charge.userId),
      ip: req.ip,
      responseUrl: `${config.publicUrl}/estado-transaccion/${charge.billNumber}`,
    });
    await db
      .update(payments)
      .set({ refPayco: answer.refPayco, transactionId: answer.transactionId, updatedAt: sql`now()` })
      .where(and(eq(payments.id, charge.paymentId), isNull(payments.refPayco)));
    if (!answer.confirmed) {
      const fields = await gateway.lookup({ invoice: charge.billNumber, refPayco: answer.refPayco }).catch(() => null);
      if (fields) {
        const keys = await ticketKeys(db, config.ticketSigningKey);
        await receiveConfirmation(db, { keys: config.payments, ticketKeys: keys }, fields as never, 'lookup').catch((err) =>
          log.warn({ bill: charge.billNumber, ...gatewayFailure(err) }, 'consulta del cobro rechazada; la conciliación la repetirá'),
        );
      }
    }
  } catch (err) {
    log.error({ bill: charge.billNumber, ...gatewayFailure(err) }, 'cobro sin respuesta de la pasarela; la factura queda pendiente');
  }
}
