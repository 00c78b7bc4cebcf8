// Cancelling a función: it is closed for sale and kept (never deleted or moved once seats were held
// or sold). In the caller's transaction, so its audit line commits with it:
//  1. the función's row is locked and marked cancelled (a second cancel finds it so and is refused);
//  2. its bills with money at stake are locked, in id order, before any seat: a paid one is flagged
//     for refund (the buyer is e-mailed; its seats freed, its tickets void), one still waiting for
//     the gateway is closed (its seats freed) — money that arrives for it later is flagged for
//     refund by acceptBill, which sells nothing in a cancelled función;
//  3. the seats held without a bill are freed, under the función's turn (the hold module);
//  4. a bill paid while steps 1–3 ran (its seats sold under the función's turn before this took it)
//     is found by its seats and flagged too. From then on the reservation refuses the función.
// Every public read of it (cartelera, dates, seat map) drops it when the change is announced
// (triggers on showtimes and seat_holds, server/http/cache/invalidation.ts).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BILL_STATE, type BillState } from '../../../openapi/rules.ts';
import { closeBill, flagBillForRefund, lockBill, type LockedBill, type MoveOutcome } from '../../bills/moves.ts';
import { releaseFuncionHolds } from '../../checkout/holds.ts';
import type { DbOrTx } from '../../db/open.ts';
import { bills, films, rooms, seatHolds, showtimes } from '../../db/schema.ts';
import { funcionLabel } from './etiquetas.ts';
import { MAX_REASON, PROGRAMACION_FIELDS as say } from './messages.ts';
import { refuse } from './refusals.ts';

export interface BillChange {
  billId: number;
  number: string;
  from: BillState;
  to: BillState;
}

export interface CancelledFuncion {
  funcion: { id: number; filmId: number; roomId: number; startsAt: Date };
  /** The audit line's before and after. */
  before: { cancelledAt: null };
  after: { cancelledAt: Date; reason: string };
  /** Paid bills flagged for refund (their buyers e-mailed). */
  refunds: BillChange[];
  /** Bills waiting for the gateway, closed. */
  closed: BillChange[];
  /** Seats held without a bill, freed. */
  freedHolds: number;
}

const noteFor = (reason: string) => `Función cancelada antes de confirmarse el pago: ${reason}`;

/** Locks the función's row and marks it cancelled; refuses a missing, cancelled or finished one. */
async function markCancelled(tx: DbOrTx, funcionId: number, reason: string) {
  const [row] = await tx
    .select({
      funcion: showtimes,
      room: rooms.name,
      over: sql<boolean>`${showtimes.startsAt} + make_interval(mins => ${films.duration}) <= now()`,
    })
    .from(showtimes)
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
    .where(eq(showtimes.id, funcionId))
    .for('update', { of: showtimes });
  if (!row) throw refuse('funcion_inexistente', `La función ${funcionId} no existe.`);
  const label = `La función ${funcionId} (${funcionLabel(row.room, row.funcion.startsAt)})`;
  if (row.funcion.cancelledAt) throw refuse('funcion_cancelada', `${label} ya fue cancelada: ${row.funcion.cancelReason}`);
  if (row.over) throw refuse('funcion_terminada', `${label} ya terminó: no se puede cancelar.`);
  const [after] = await tx
    .update(showtimes)
    .set({ cancelledAt: sql`now()`, cancelReason: reason })
    .where(eq(showtimes.id, funcionId))
    .returning({ cancelledAt: showtimes.cancelledAt });
  return { funcion: row.funcion, cancelledAt: after.cancelledAt! };
}

/** Locks the bills, in id order, then moves each as its state asks. */
async function settleBills(tx: DbOrTx, billIds: number[], reason: string, changes: { refunds: BillChange[]; closed: BillChange[] }) {
  const locked: LockedBill[] = [];
  for (const id of [...new Set(billIds)].sort((a, b) => a - b)) {
    const bill = await lockBill(tx, id);
    if (bill) locked.push(bill);
  }
  for (const bill of locked) {
    let outcome: MoveOutcome | undefined;
    let list: BillChange[] | undefined;
    if (bill.statusId === BILL_STATE.accepted) [outcome, list] = [await flagBillForRefund(tx, bill, { reason: 'funcionCancelled' }), changes.refunds];
    else if (bill.statusId === BILL_STATE.pending) [outcome, list] = [await closeBill(tx, bill, noteFor(reason)), changes.closed];
    if (outcome?.moved) list!.push({ billId: bill.id, number: bill.number, from: bill.statusId, to: outcome.state });
  }
}

/**
 * Cancels the función `funcionId` for `reason` (kept with it), in the caller's transaction. Throws a
 * ProgramacionRefusal, changing nothing, when the reason is empty or too long (400), the función
 * does not exist (404), is cancelled already or is over (409).
 */
export async function cancelFuncion(tx: DbOrTx, funcionId: number, reason: string): Promise<CancelledFuncion> {
  const why = typeof reason === 'string' ? reason.trim() : '';
  if (why === '') throw refuse('motivo_requerido', say.reason, { reason: say.reason });
  if (why.length > MAX_REASON) throw refuse('motivo_requerido', say.reasonTooLong, { reason: say.reasonTooLong });

  return tx.transaction(async (t) => {
    const { funcion, cancelledAt } = await markCancelled(t, funcionId, why);
    const changes = { refunds: [] as BillChange[], closed: [] as BillChange[] };
    const atStake = await t
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.showtimeId, funcionId), inArray(bills.statusId, [BILL_STATE.accepted, BILL_STATE.pending])))
      .orderBy(asc(bills.id));
    await settleBills(t, atStake.map((b) => b.id), why, changes);

    const freed = await releaseFuncionHolds(t, funcionId);
    // Under the función's turn now: a bill that sold or began paying for seats meanwhile has them still.
    const late = await t
      .selectDistinct({ billId: seatHolds.billId })
      .from(seatHolds)
      .where(and(eq(seatHolds.showtimeId, funcionId), inArray(seatHolds.status, ['paying', 'sold'])));
    await settleBills(t, late.map((h) => h.billId!).filter((id) => id != null), why, changes);

    return {
      funcion: { id: funcion.id, filmId: funcion.filmId, roomId: funcion.roomId, startsAt: funcion.startsAt },
      before: { cancelledAt: null },
      after: { cancelledAt, reason: why },
      refunds: changes.refunds,
      closed: changes.closed,
      freedHolds: freed.length,
    };
  });
}
