// Bills: one per purchase (consecutivo), created when the buyer pays, with a line per seat and per
// product as the pricing module computed them. Creating a bill moves the purchase's seats from
// 'held' to 'paying' in the same transaction, so neither expiry nor cancel can free them while the
// gateway decides. A bill's state changes only through a signed confirmation (server/payments).
import { eq, sql } from 'drizzle-orm';
import type { PaymentResult } from '../../openapi/index.ts';
import type { DbOrTx } from '../db/open.ts';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.ts';
import { markPaying } from '../checkout/holds.ts';
import { billLines, bills, payments } from '../db/schema.ts';
import { badRequest, conflict } from '../http/errors.ts';
import type { GatewayName } from '../payments/config.ts';
import type { PricedOrder } from '../checkout/pricing.ts';
import { BILL_STATE, BILL_STATE_NAMES, type BillState } from '../../openapi/rules.ts';

export type BillRow = typeof bills.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PayMethod = 'card' | 'pse';

export const HOLD_EXPIRED = 'Tu reserva expiró. Elige tus sillas de nuevo.';
export const KEY_PAY_INVALID = 'La llave de pago no es válida.';

/**
 * How long a card payment's seats stay 'paying' without an answer before reconciliation
 * (server/payments/reconciliation.ts) may close the bill. Expiry never frees 'paying' seats.
 */
export const CARD_PAYING_SECONDS = 15 * 60;
/**
 * The cap while the payer is away at the bank (PSE): ePayco's PSE sessions last minutes, so after
 * 20 minutes without an answer reconciliation asks the gateway and either sells or frees the seats.
 */
export const PSE_PAYING_SECONDS = 20 * 60;
export const payingSeconds = (method: PayMethod) => (method === 'pse' ? PSE_PAYING_SECONDS : CARD_PAYING_SECONDS);

/** Message of a payment's answer per bill state. */
export const PAYMENT_MESSAGES: Partial<Record<BillState, string>> = {
  [BILL_STATE.accepted]: 'Tu pago fue procesado correctamente.',
  [BILL_STATE.rejected]: 'Tu pago fue rechazado.',
  [BILL_STATE.pending]: 'Tu pago está pendiente de confirmación.',
  [BILL_STATE.failed]: 'Hubo un error al procesar el pago',
};

const pesos = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
export const formatPesos = (n: number) => pesos.format(n);

/** The next bill number, 'VZ1-001000': at least 6 digits, never cut (lpad alone would truncate a 7-digit number). */
export const nextBillNumber = (theaterId: number) =>
  sql<string>`(select ${`VZ${theaterId}-`} || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('bill_number_seq') as n)`;

/** The consecutivo's bill, if it has one. */
export async function billOfConsecutive(db: DbOrTx, consecutivo: number): Promise<BillRow | undefined> {
  const [row] = await db.select().from(bills).where(eq(bills.consecutivo, consecutivo)).limit(1);
  return row;
}

/** 400 naming the server's figures when the client's totals differ from them. */
export function checkTotals(order: Pick<PricedOrder, 'subtotal' | 'totalService' | 'total'>, sent: { subtotal: number; total_service: number; total: number }): void {
  if (order.subtotal === sent.subtotal && order.totalService === sent.total_service && order.total === sent.total) return;
  throw badRequest(
    `Los valores no coinciden: subtotal ${formatPesos(order.subtotal)}, servicio ${formatPesos(order.totalService)}, total ${formatPesos(order.total)}.`,
  );
}

export interface NewBill {
  userId: number;
  theaterId: number;
  showtimeId: number;
  consecutivo: number;
  device: string;
  payType: 1;
  payMethod: PayMethod;
  payBrandId: number | null;
  gateway: GatewayName;
  order: PricedOrder;
  /** What the payment row may keep about the instrument (never the card number, CVC or expiry). */
  instrument: Record<string, string | number>;
}

export type CreatedBill = { created: true; bill: BillRow; payment: PaymentRow } | { created: false; bill: BillRow };

/**
 * Creates the purchase's bill (state 3, pending) with its lines and its payment row, and moves the
 * purchase's seats to 'paying', all in one transaction. When the consecutivo already has a bill
 * (a second click, a retried request) nothing is created and that bill is returned. 409 when the
 * hold is no longer exactly the order's seats.
 */
export async function createBill(db: DbOrTx, input: NewBill): Promise<CreatedBill> {
  const existing = await billOfConsecutive(db, input.consecutivo);
  if (existing) return { created: false, bill: existing };
  const { order } = input;
  try {
    return await db.transaction(async (tx) => {
      const [bill] = await tx
        .insert(bills)
        .values({
          number: nextBillNumber(input.theaterId),
          userId: input.userId,
          theaterId: input.theaterId,
          showtimeId: input.showtimeId,
          payType: input.payType,
          payMethod: input.payMethod,
          payBrandId: input.payBrandId,
          statusId: 3,
          subtotal: order.subtotal,
          totalService: order.totalService,
          total: order.total,
          consecutivo: input.consecutivo,
          device: input.device,
        })
        .returning();
      await tx.insert(billLines).values([
        ...order.tickets.map((t) => ({
          billId: bill.id,
          kind: 'ticket',
          codigo: String(t.codigo),
          descripcion: `${t.zona} ${t.fila}${t.columna}`,
          cantidad: 1,
          unitPrice: t.valor,
          total: t.valor,
          seatId: t.seatId,
        })),
        ...order.products.map((p) => ({
          billId: bill.id,
          kind: 'product',
          codigo: String(p.codigo),
          descripcion: p.descripcion,
          cantidad: p.cantidad,
          unitPrice: p.valor,
          total: p.total,
          recipe: p.recipe,
        })),
      ]);
      const moved = await markPaying(tx, {
        showtimeId: input.showtimeId,
        userId: input.userId,
        consecutivo: input.consecutivo,
        billId: bill.id,
        seconds: payingSeconds(input.payMethod),
      });
      const movedIds = new Set(moved.map((m) => m.seatId));
      if (moved.length !== order.tickets.length || order.tickets.some((t) => !movedIds.has(t.seatId))) throw conflict(HOLD_EXPIRED);
      const [payment] = await tx
        .insert(payments)
        .values({ billId: bill.id, gateway: input.gateway, method: input.payMethod, amount: order.total, currency: 'COP', status: 'pending', raw: input.instrument })
        .returning();
      return { created: true as const, bill, payment };
    });
  } catch (err) {
    // Two requests for one consecutivo at once: the second finds the first one's bill.
    if (pgErrorCode(err) === UNIQUE_VIOLATION && pgConstraint(err) === 'bills_score_consecutive_unique') {
      const bill = await billOfConsecutive(db, input.consecutivo);
      if (bill) return { created: false, bill };
    }
    throw err;
  }
}

export async function paymentOfBill(db: DbOrTx, billId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.billId, billId)).limit(1);
  return row;
}

/** A payment's answer, read from the bill as it stands now. */
export async function paymentResult(db: DbOrTx, billId: number): Promise<PaymentResult> {
  const [row] = await db
    .select({ bill: bills, paymentId: payments.id })
    .from(bills)
    .innerJoin(payments, eq(payments.billId, bills.id))
    .where(eq(bills.id, billId))
    .limit(1);
  const status = row.bill.statusId;
  return {
    bill: row.bill.number,
    pay_status: { id: status, name: BILL_STATE_NAMES[status] },
    payType: row.bill.payType,
    message: PAYMENT_MESSAGES[status] ?? BILL_STATE_NAMES[status],
    pay_response_id: row.paymentId,
    pay_method: row.bill.payMethod as PayMethod,
  };
}
