// A bill is made once per consecutivo, when the buyer pays, in state pending: with a line per seat
// and per product as the pricing module computed them, and its payment row. A ticket purchase's
// seats move from 'held' to 'paying' in the same transaction, so neither expiry nor cancel can free
// them while the gateway decides. From then on the bill changes only through moves.ts.
import { eq, sql } from 'drizzle-orm';
import { BILL_STATE, type PayType } from '../../openapi/rules.ts';
import { HOLD_EXPIRED, markPaying } from '../checkout/holds.ts';
import type { DbOrTx } from '../db/open.ts';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.ts';
import { billLines, bills, payments } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import type { GatewayName } from '../payments/config.ts';
import type { BillRow } from './moves.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type BillLine = Omit<typeof billLines.$inferInsert, 'billId' | 'id'>;

/** How a bill is paid (bills.pay_method). */
export type PayMethod = 'card' | 'pse';

/** The next bill number, 'VZ1-001000': at least 6 digits, never cut (lpad alone would truncate a 7-digit number). */
export const nextBillNumber = (theaterId: number) =>
  sql<string>`(select ${`VZ${theaterId}-`} || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('bill_number_seq') as n)`;

/** The consecutivo's bill, if it has one. */
export async function billOfConsecutivo(db: DbOrTx, consecutivo: number): Promise<BillRow | undefined> {
  const [row] = await db.select().from(bills).where(eq(bills.consecutivo, consecutivo)).limit(1);
  return row;
}

export interface NewBill {
  userId: number;
  theaterId: number;
  consecutivo: number;
  device: string;
  payType: PayType;
  payMethod: PayMethod;
  payBrandId: number | null;
  gateway: GatewayName;
  totals: { subtotal: number; totalService: number; total: number };
  lines: BillLine[];
  /** A ticket purchase's función and the seats its hold must still cover: they move to 'paying' for `payingSeconds`. */
  seats?: { showtimeId: number; seatIds: number[] };
  payingSeconds: number;
  /** What the payment row may keep about the instrument (never the card number, CVC or expiry). */
  instrument: Record<string, string | number>;
}

export type CreatedBill = { created: true; bill: BillRow; payment: PaymentRow } | { created: false; bill: BillRow };

/**
 * Creates the bill (pending) with its lines and its payment row and moves a ticket purchase's seats
 * to 'paying', in one transaction. When the consecutivo already has a bill (a second click, a
 * retried request) nothing is created and that bill is returned. 409 when the hold is no longer
 * exactly the order's seats.
 */
export async function createBill(db: DbOrTx, input: NewBill): Promise<CreatedBill> {
  const existing = await billOfConsecutivo(db, input.consecutivo);
  if (existing) return { created: false, bill: existing };
  try {
    return await db.transaction(async (tx) => {
      const [bill] = await tx
        .insert(bills)
        .values({
          number: nextBillNumber(input.theaterId),
          userId: input.userId,
          theaterId: input.theaterId,
          showtimeId: input.seats?.showtimeId ?? null,
          payType: input.payType,
          payMethod: input.payMethod,
          payBrandId: input.payBrandId,
          statusId: BILL_STATE.pending,
          ...input.totals,
          consecutivo: input.consecutivo,
          device: input.device,
        })
        .returning();
      if (input.lines.length > 0) await tx.insert(billLines).values(input.lines.map((line) => ({ ...line, billId: bill.id })));
      if (input.seats) {
        const moved = await markPaying(tx, {
          showtimeId: input.seats.showtimeId,
          userId: input.userId,
          consecutivo: input.consecutivo,
          billId: bill.id,
          seconds: input.payingSeconds,
        });
        const movedIds = new Set(moved.map((m) => m.seatId));
        if (moved.length !== input.seats.seatIds.length || input.seats.seatIds.some((id) => !movedIds.has(id))) throw conflict(HOLD_EXPIRED);
      }
      const [payment] = await tx
        .insert(payments)
        .values({ billId: bill.id, gateway: input.gateway, method: input.payMethod, amount: input.totals.total, currency: 'COP', status: 'pending', raw: input.instrument })
        .returning();
      return { created: true as const, bill, payment };
    });
  } catch (err) {
    // Two requests for one consecutivo at once: the second finds the first one's bill.
    if (pgErrorCode(err) === UNIQUE_VIOLATION && pgConstraint(err) === 'bills_score_consecutive_unique') {
      const bill = await billOfConsecutivo(db, input.consecutivo);
      if (bill) return { created: false, bill };
    }
    throw err;
  }
}
