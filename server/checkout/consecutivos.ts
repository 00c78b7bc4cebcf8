// Consecutivos: one per purchase attempt, bound to the signed-in user who opened it. keyPay binds a
// later payment to that user and consecutivo: an HMAC the server hands out and checks, never built
// by the client.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/open.ts';
import { pgConstraint, pgErrorCode } from '../db/errors.ts';
import { param, preparedPerDb } from '../db/prepared.ts';
import { bills, consecutives, seatHolds } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { randomKey, serverSecret } from './secrets.ts';

export type ConsecutiveRow = typeof consecutives.$inferSelect;

export const KEY_PAY_SECRET = 'key_pay_hmac';

export const NOT_YOURS = 'Esta compra no te pertenece.';
export const ALREADY_PAID = 'Esta compra ya tiene un pago registrado.';
export const NO_PURCHASE = 'No encontramos la compra.';

async function keyPayOf(db: DbOrTx, userId: number, consecutivo: number): Promise<string> {
  const secret = await serverSecret(db, KEY_PAY_SECRET, randomKey);
  return createHmac('sha256', secret).update(`${userId}.${consecutivo}`).digest('base64url');
}

const openQuery = preparedPerDb((db) =>
  db
    .insert(consecutives)
    .values({ theaterId: param('theaterId'), userId: param('userId') })
    .returning({ consecutivo: consecutives.numero })
    .prepare('open_purchase'),
);

/** The consecutivo's key to its theater. */
const THEATER_KEY = 'consecutives_theater_id_theaters_id_fk';

/** Opens a purchase for the user at the theater: a new consecutivo and its keyPay. 404 for an unknown theater. One statement. */
export async function openConsecutivo(db: DbOrTx, { userId, theaterId }: { userId: number; theaterId: number }): Promise<{ consecutivo: number; keyPay: string }> {
  // An unknown theater breaks the consecutivo's foreign key: nothing is written.
  const [row] = await openQuery(db)
    .execute({ userId, theaterId })
    .catch((err: unknown) => {
      throw pgErrorCode(err) === '23503' && pgConstraint(err) === THEATER_KEY ? notFound('No encontramos el teatro.') : err;
    });
  return { consecutivo: row.consecutivo, keyPay: await keyPayOf(db, userId, row.consecutivo) };
}

/** The user's consecutivo: 404 when it does not exist, 403 when it belongs to someone else. */
export async function consecutivoOf(db: DbOrTx, { userId, consecutivo }: { userId: number; consecutivo: number }): Promise<ConsecutiveRow> {
  const [row] = await db.select().from(consecutives).where(eq(consecutives.numero, consecutivo)).limit(1);
  if (!row) throw notFound(NO_PURCHASE);
  if (row.userId !== userId) throw forbidden(NOT_YOURS);
  return row;
}

/** The user's consecutivo that has no bill yet (reserve, cancel, quote): else 404, 403 or 409. One query. */
export async function unpaidConsecutivoOf(db: DbOrTx, ref: { userId: number; consecutivo: number }): Promise<ConsecutiveRow & { holding: boolean }> {
  const [row] = await db
    .select({
      purchase: consecutives,
      paid: sql<boolean>`exists (select 1 from ${bills} where ${bills.consecutivo} = ${consecutives.numero})`,
      holding: sql<boolean>`exists (select 1 from ${seatHolds} where ${seatHolds.consecutivo} = ${consecutives.numero} and ${seatHolds.status} = 'held')`,
    })
    .from(consecutives)
    .where(eq(consecutives.numero, ref.consecutivo))
    .limit(1);
  if (!row) throw notFound(NO_PURCHASE);
  if (row.purchase.userId !== ref.userId) throw forbidden(NOT_YOURS);
  if (row.paid) throw conflict(ALREADY_PAID);
  return { ...row.purchase, holding: Boolean(row.holding) };
}

/** Whether keyPay is the one handed out for this user and consecutivo (constant-time comparison). */
export async function keyPayMatches(db: DbOrTx, { userId, consecutivo, keyPay }: { userId: number; consecutivo: number; keyPay: string }): Promise<boolean> {
  const expected = Buffer.from(await keyPayOf(db, userId, consecutivo));
  const given = Buffer.from(keyPay);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
