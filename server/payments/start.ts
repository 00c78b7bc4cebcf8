// The one payment start, whatever the payment buys (tickets or the membership: purchase-kind.ts)
// and however it is paid (card.ts, pse.ts). The checks every purchase shares, in the contract's
// order: keyPay, the consecutivo is the caller's, one bill per consecutivo; then the kind's own
// checks; then, in one transaction under the kind's lock, the server's price, the client's totals,
// a brand that takes the method, the method's own checks, and the bill (pending) with its payment
// row and, for tickets, the seats moved to 'paying'. The gateway hears of nothing before that.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { formatPesos } from '../../openapi/money.ts';
import { PAY_TYPE } from '../../openapi/rules.ts';
import { billOfConsecutivo, createBill, type CreatedBill } from '../bills/create.ts';
import type { BillRow } from '../bills/moves.ts';
import { consecutivoOf, keyPayMatches } from '../checkout/consecutivos.ts';
import { ticketPurchase } from '../checkout/ticket-purchase.ts';
import { membershipPurchase } from '../club/membership-purchase.ts';
import type { Db, DbOrTx } from '../db/open.ts';
import { payBrands } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { payingSeconds, type PayMethod } from './caps.ts';
import type { GatewayName } from './config.ts';
import type { PaymentCommon, PricedPurchase, PurchaseKind } from './purchase-kind.ts';

export const KEY_PAY_INVALID = 'La llave de pago no es válida.';

/** Each pay_type of the contract and what it buys. */
const KINDS: Record<PaymentCommon['pay_type'], PurchaseKind> = {
  [PAY_TYPE.tickets]: ticketPurchase as PurchaseKind,
  [PAY_TYPE.membership]: membershipPurchase as PurchaseKind,
};

const BRAND_REFUSED: Record<PayMethod, string> = {
  card: 'El medio de pago elegido no acepta tarjetas.',
  pse: 'El medio de pago elegido no acepta PSE.',
};

/** The brand chosen in the checkout, by its score_payment_method; it must take the method. */
async function brandFor(db: DbOrTx, method: PayMethod, scorePaymentMethod: number): Promise<number> {
  const takes = method === 'card' ? eq(payBrands.payWithCard, true) : eq(payBrands.payWithPse, true);
  const [brand] = await db
    .select({ id: payBrands.id })
    .from(payBrands)
    .where(and(eq(payBrands.scorePaymentMethod, String(scorePaymentMethod)), takes))
    .limit(1);
  if (!brand) throw badRequest(BRAND_REFUSED[method]);
  return brand.id;
}

/** 400 naming the server's figures when the client's totals differ from them. */
function checkTotals({ totals }: PricedPurchase, sent: Pick<PaymentCommon, 'subtotal' | 'total_service' | 'total'>): void {
  if (totals.subtotal === sent.subtotal && totals.totalService === sent.total_service && totals.total === sent.total) return;
  throw badRequest(`Los valores no coinciden: subtotal ${formatPesos(totals.subtotal)}, servicio ${formatPesos(totals.totalService)}, total ${formatPesos(totals.total)}.`);
}

export interface StartPaymentInput {
  userId: number;
  body: PaymentCommon;
  method: PayMethod;
  gateway: GatewayName;
  /** What the payment row may keep about the instrument (never card number, CVC or expiry). */
  instrument: Record<string, string | number>;
  /** The method's own checks, run after the shared ones and before the bill exists (in its transaction). */
  before?: (tx: DbOrTx) => Promise<void>;
}

/** A bill just made for this payment (the gateway is to be called), or the consecutivo's bill from before (a second click, a retry). */
export type StartedPayment = Extract<CreatedBill, { created: true }> & { description: string } | { created: false; bill: BillRow };

/** What every gateway call says of a bill just made: our invoice, the amount, what is bought, who asks and where the browser comes back. */
export function billForGateway(req: FastifyRequest, started: Extract<StartedPayment, { created: true }>) {
  const { bill } = started;
  return {
    invoice: bill.number,
    amount: bill.total,
    currency: 'COP' as const,
    description: started.description,
    ip: req.ip,
    responseUrl: `${req.server.config.publicUrl}/estado-transaccion/${bill.number}`,
  };
}

export async function startPayment(db: Db, input: StartPaymentInput): Promise<StartedPayment> {
  const { userId, body, method } = input;
  const kind = KINDS[body.pay_type];
  const request = { userId, body };
  await kind.refuseFirst?.(db, request);
  if (!(await keyPayMatches(db, { userId, consecutivo: body.score_consecutive, keyPay: body.keyPay }))) throw badRequest(KEY_PAY_INVALID);
  const consecutivo = await consecutivoOf(db, { userId, consecutivo: body.score_consecutive });

  // One bill per consecutivo: a second click or a retry gets the first one's answer.
  const existing = await billOfConsecutivo(db, consecutivo.numero);
  if (existing) return { created: false, bill: existing };
  const prepared = await kind.prepare(db, request, consecutivo);

  const created = await db.transaction(async (tx) => {
    const priced = await kind.price(tx, request, prepared);
    checkTotals(priced, body);
    const payBrandId = await brandFor(tx, method, body.score_payment_method);
    await input.before?.(tx);
    await kind.refuseLast?.(tx, request, consecutivo.numero);
    return createBill(tx, {
      userId,
      theaterId: body.theater_id,
      consecutivo: consecutivo.numero,
      device: body.device,
      payType: kind.payType,
      payMethod: method,
      payBrandId,
      gateway: input.gateway,
      ...priced,
      payingSeconds: payingSeconds(method),
      instrument: input.instrument,
    });
  });
  return created.created ? { ...created, description: kind.description(body, created.bill.number) } : created;
}
