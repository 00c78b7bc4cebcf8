// Reconciliation: bills still pending a few minutes after they were made are looked up at the
// gateway and settled through the same checks as a confirmation (the lookup's fields are signed);
// bills with no answer past their cap (card 15 min, PSE 20 min) are closed ('Cancelada') and their
// seats freed. A payment that arrives after that follows the late-payment policy (server/bills/states.ts).
//
// Several server processes may run it at once on one PostgreSQL: each payment is claimed with a
// lease (`reconcile_after`, taken by one UPDATE over rows selected FOR UPDATE SKIP LOCKED), and every
// change of a bill happens in a transaction that locks the bill's row and re-reads its state, the
// same lock a confirmation takes. So a bill is settled exactly once, whoever gets there first.
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { EpaycoConfirmation } from '../../openapi/index.ts';
import { BILL_STATE } from '../../openapi/rules.ts';
import { closeBill, withLockedBill } from '../bills/moves.ts';
import { payingSeconds, type PayMethod } from './caps.ts';
import type { Db } from '../db/open.ts';
import { bills, payments } from '../db/schema.ts';
import { receiveConfirmation, type ConfirmationDeps } from './confirmations.ts';
import { statusOfCode, type PaymentGateway } from './gateway.ts';

/** A bill is first looked up this long after it was made (the confirmation usually comes sooner). */
export const RECONCILE_AFTER_SECONDS = 120;
/** A payment is not looked up again before this (the claim's lease). */
export const LOOKUP_LEASE_SECONDS = 60;
/** Payments claimed per run. */
export const RECONCILE_BATCH = 25;

export const CLOSED_NOTE = 'Sin respuesta de la pasarela dentro del tope: factura cerrada y sillas liberadas.';

export interface ReconcileDeps extends ConfirmationDeps {
  gateway: PaymentGateway;
  log?: { warn(obj: object, msg: string): void };
}

export interface ReconcileResult {
  claimed: number;
  settled: number;
  closed: number;
  waiting: number;
}

/** Claims due payments of pending bills: the lease is taken by this UPDATE, skipping rows another process holds. */
async function claim(db: Db) {
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(bills, eq(bills.id, payments.billId))
    .where(
      and(
        eq(bills.statusId, BILL_STATE.pending),
        lt(bills.createdAt, sql`now() - make_interval(secs => ${RECONCILE_AFTER_SECONDS})`),
        or(isNull(payments.reconcileAfter), lt(payments.reconcileAfter, sql`now()`)),
      ),
    )
    .orderBy(asc(bills.createdAt))
    .limit(RECONCILE_BATCH)
    .for('update', { of: payments, skipLocked: true });
  return db
    .update(payments)
    .set({ reconcileAfter: sql`now() + make_interval(secs => ${LOOKUP_LEASE_SECONDS})`, lookups: sql`${payments.lookups} + 1` })
    .where(inArray(payments.id, due))
    .returning({ billId: payments.billId, refPayco: payments.refPayco, method: payments.method });
}

/** Closes a bill still pending past its payment's cap: closed, seats freed. False if it moved meanwhile. */
export async function closeUnanswered(db: Db, billId: number, method: PayMethod): Promise<boolean> {
  const outcome = await withLockedBill(db, billId, async (tx, bill) => (bill.ageSeconds > payingSeconds(method) ? closeBill(tx, bill, CLOSED_NOTE) : undefined));
  return outcome?.moved ?? false;
}

export async function reconcilePayments(db: Db, deps: ReconcileDeps): Promise<ReconcileResult> {
  const result: ReconcileResult = { claimed: 0, settled: 0, closed: 0, waiting: 0 };
  const claimed = await claim(db);
  result.claimed = claimed.length;
  for (const p of claimed) {
    const [bill] = await db.select({ number: bills.number }).from(bills).where(eq(bills.id, p.billId)).limit(1);
    let fields: Record<string, string> | null = null;
    try {
      fields = await deps.gateway.lookup({ invoice: bill.number, refPayco: p.refPayco });
    } catch (err) {
      deps.log?.warn({ bill: bill.number, error: (err as Error)?.name, code: (err as { code?: unknown })?.code }, 'consulta a la pasarela sin respuesta');
    }
    const status = fields ? statusOfCode(Number(fields.x_cod_response)) : undefined;
    if (fields && status && status !== 'pending') {
      try {
        await receiveConfirmation(db, deps, fields as unknown as EpaycoConfirmation, 'lookup');
        result.settled++;
        continue;
      } catch (err) {
        deps.log?.warn({ bill: bill.number, error: (err as Error)?.message }, 'la consulta a la pasarela fue rechazada');
      }
    }
    if (await closeUnanswered(db, p.billId, p.method as PayMethod)) result.closed++;
    else result.waiting++;
  }
  return result;
}
