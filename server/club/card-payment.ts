// payWithCard with pay_type 3: the Club Vizionarios membership by card, through the same gateway
// and signed confirmation as tickets (the acceptance grants the card: grant.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { users } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import type { OperationRequest, OperationResult } from '../http/operation.ts';
import { billOfConsecutive, checkTotals, KEY_PAY_INVALID, paymentResult } from '../checkout/bills.ts';
import { keyPayMatches, purchaseOf } from '../checkout/consecutives.ts';
import { chargeCard } from '../payments/card.ts';
import { brandFor } from '../checkout/payment-start.ts';
import { membershipPrice } from './price.ts';
import { createMembershipBill } from './purchase.ts';

export const NAME_REQUIRED = 'Completa tu nombre en Mi perfil para comprar la membresía.';
export const NOTHING_BUT_MEMBERSHIP = 'La compra de la membresía no lleva función, sillas ni productos.';

/** Spec §2: only a signed-in user with a name buys the membership. */
async function refuseWithoutName(db: Db, userId: number): Promise<void> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.name.trim()) throw badRequest(NAME_REQUIRED);
}

export async function payMembershipWithCard(req: OperationRequest<'payWithCard'>, userId: number): Promise<OperationResult<'payWithCard'>> {
  const body = req.body;
  const { db } = req.server;
  await refuseWithoutName(db, userId);
  if (!(await keyPayMatches(db, { userId, secuencia: body.score_consecutive, keyPay: body.keyPay }))) throw badRequest(KEY_PAY_INVALID);
  const purchase = await purchaseOf(db, { userId, secuencia: body.score_consecutive });

  // One bill per consecutivo: a second click or a retry gets the first one's answer.
  const existing = await billOfConsecutive(db, purchase.secuencia);
  if (existing) return paymentResult(db, existing.id);

  if (body.showtime_id != null || body.seats.length > 0 || body.products.length > 0) throw badRequest(NOTHING_BUT_MEMBERSHIP);
  if (purchase.theaterId !== body.theater_id) throw badRequest('El teatro no corresponde a la compra.');
  const price = await membershipPrice(db);
  checkTotals(price, body);
  const payBrandId = await brandFor(db, 'card', body.score_payment_method);

  const created = await createMembershipBill(db, {
    userId,
    theaterId: body.theater_id,
    secuencia: purchase.secuencia,
    device: body.device,
    payMethod: 'card',
    payBrandId,
    gateway: req.server.paymentGateway.name,
    price,
    instrument: { last4: body.card_number.slice(-4), dues: body.dues },
  });
  if (!created.created) return paymentResult(db, created.bill.id);

  await chargeCard(req, {
    userId,
    billNumber: created.bill.number,
    paymentId: created.payment.id,
    amount: price.total,
    description: 'Membresía Club Vizionarios',
    dues: body.dues,
    card: { name: body.card_name, number: body.card_number, cvc: body.cvc, expMonth: body.exp_month, expYear: body.exp_year },
  });
  return paymentResult(db, created.bill.id);
}
