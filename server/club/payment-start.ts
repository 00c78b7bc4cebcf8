// What every membership payment (pay_type 3) checks before the gateway hears of it, whatever the
// method: a signed-in user with a name, keyPay, the consecutivo is the caller's, one bill per
// consecutivo, nothing but the membership, the theater, the server's price, a brand that takes the
// method. Then the membership's bill is created (pending; refused while another one is pending).
// Card and PSE differ only after this (card-payment.ts, the PSE handler), as for tickets.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { users } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { billOfConsecutive, checkTotals, KEY_PAY_INVALID, type BillRow } from '../bills/bills.ts';
import { keyPayMatches, consecutivoOf } from '../checkout/consecutivos.ts';
import { brandFor, type StartPaymentInput } from '../payments/start.ts';
import { membershipPrice, type MembershipPrice } from './price.ts';
import { createMembershipBill, type CreatedMembershipBill } from './purchase.ts';

export const NAME_REQUIRED = 'Completa tu nombre en Mi perfil para comprar la membresía.';
export const NOTHING_BUT_MEMBERSHIP = 'La compra de la membresía no lleva función, sillas ni productos.';

export type StartedMembership =
  | { existing: BillRow }
  | { existing?: undefined; created: Extract<CreatedMembershipBill, { created: true }>; price: MembershipPrice };

/** The same input as a ticket payment's start. */
export type StartMembershipInput = StartPaymentInput;

/** Spec §2: only a signed-in user with a name buys the membership. */
async function refuseWithoutName(db: Db, userId: number): Promise<void> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.name.trim()) throw badRequest(NAME_REQUIRED);
}

export async function startMembershipPayment(db: Db, input: StartMembershipInput): Promise<StartedMembership> {
  const { userId, body } = input;
  await refuseWithoutName(db, userId);
  if (!(await keyPayMatches(db, { userId, consecutivo: body.score_consecutive, keyPay: body.keyPay }))) throw badRequest(KEY_PAY_INVALID);
  const purchase = await consecutivoOf(db, { userId, consecutivo: body.score_consecutive });

  // One bill per consecutivo: a second click or a retry gets the first one's answer.
  const existing = await billOfConsecutive(db, purchase.numero);
  if (existing) return { existing };

  if (body.showtime_id != null || body.seats.length > 0 || body.products.length > 0) throw badRequest(NOTHING_BUT_MEMBERSHIP);
  if (purchase.theaterId !== body.theater_id) throw badRequest('El teatro no corresponde a la compra.');
  const price = await membershipPrice(db);
  checkTotals(price, body);
  const payBrandId = await brandFor(db, input.method, body.score_payment_method);
  await input.before?.(db);

  const created = await createMembershipBill(db, {
    userId,
    theaterId: body.theater_id,
    consecutivo: purchase.numero,
    device: body.device,
    payMethod: input.method,
    payBrandId,
    gateway: input.gateway,
    price,
    instrument: input.instrument,
  });
  if (!created.created) return { existing: created.bill };
  return { created, price };
}
