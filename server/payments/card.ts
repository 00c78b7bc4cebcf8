// What every card payment shares, whatever it buys (tickets, the membership): the brand must take
// cards, and the gateway is called once for a bill just created. Card data goes to the gateway and
// is dropped: never stored, never logged.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import { payBrands, payments } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import type { CardData, PaymentGateway } from './gateway.ts';

/** The brand chosen, by its score_payment_method; it must take cards. */
export async function cardBrand(db: Db, method: number): Promise<number> {
  const [brand] = await db
    .select({ id: payBrands.id })
    .from(payBrands)
    .where(and(eq(payBrands.scorePaymentMethod, String(method)), eq(payBrands.payWithCard, true)))
    .limit(1);
  if (!brand) throw badRequest('El medio de pago elegido no acepta tarjetas.');
  return brand.id;
}

export interface NewCharge {
  billNumber: string;
  paymentId: number;
  amount: number;
  description: string;
  dues: number;
  card: CardData;
}

/**
 * Charges the card of a bill just created and keeps the gateway's reference on its payment row.
 * A gateway without an answer (network, timeout) leaves the bill pending for reconciliation.
 */
export async function chargeCard(db: Db, gateway: PaymentGateway, log: FastifyBaseLogger, charge: NewCharge): Promise<void> {
  try {
    const answer = await gateway.chargeCard({
      invoice: charge.billNumber,
      amount: charge.amount,
      currency: 'COP',
      description: charge.description,
      dues: charge.dues,
      card: charge.card,
    });
    await db
      .update(payments)
      .set({ refPayco: answer.refPayco, transactionId: answer.transactionId, updatedAt: sql`now()` })
      .where(and(eq(payments.id, charge.paymentId), isNull(payments.refPayco)));
  } catch (err) {
    // Never the error itself: an adapter's error could carry the request it sent, card included.
    const { name, code } = err instanceof Error ? (err as Error & { code?: unknown }) : { name: 'desconocido', code: undefined };
    log.error({ bill: charge.billNumber, error: name, code: typeof code === 'string' ? code : undefined }, 'cobro sin respuesta de la pasarela; la factura queda pendiente');
  }
}
