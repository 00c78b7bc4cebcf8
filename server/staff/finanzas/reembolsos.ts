// The finance desk's refunds: the bills flagged for refund (a late payment whose seats went to
// someone else, a cancelled función's paid bills), and giving their money back, whole, through the
// payment gateway or recorded as returned outside the site with a reference.
//
// Idempotent across processes: a refund is claimed first (a bill_refunds row 'en_curso', at most
// one live per bill by a partial unique index, taken under the bill's row lock), the gateway is
// asked outside any transaction, and the answer is applied under the bill's lock again. Two staff
// pressing at once: the second finds the claim, or the refunded bill, and is told so; the gateway
// is asked once. The bill moves only through server/bills/moves.ts (refundBill), which e-mails the
// buyer through the outbox; every write is audited in its own transaction.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatPesos } from '../../../openapi/money.ts';
import { BILL_STATE, BILL_STATE_NAMES } from '../../../openapi/rules.ts';
import { lockBill, refundBill, type LockedBill } from '../../bills/moves.ts';
import type { Db, DbOrTx } from '../../db/open.ts';
import { billRefunds, bills, films, payments, rooms, showtimes, theaters, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { audit, type AuditActor } from '../audit/audit.ts';

/** A claim older than this (the gateway's deadline is 15 s) is taken as lost: its process died. */
const STALE_CLAIM_SECONDS = 120;
export const MAX_REFERENCE = 100;

export type RefundVia = 'pasarela' | 'externo';
export type RefundCauseKind = 'funcion_cancelada' | 'pago_tardio';

export interface RefundListItem {
  billId: number;
  number: string;
  buyer: { name: string; email: string };
  amount: number;
  method: 'card' | 'pse';
  cause: RefundCauseKind;
  reason: string;
  flaggedAt: Date;
  theater: string;
  funcion: { id: number; film: string; room: string; startsAt: Date } | null;
  /** The gateway has the transaction (its reference): the refund can go through it. */
  gateway: boolean;
  /** The gateway's words the last time it refused this bill's refund. */
  lastRefusal: string | null;
}

/** The bills waiting for their money to go back, oldest first. */
export async function refundList(db: DbOrTx): Promise<RefundListItem[]> {
  const rows = await db
    .select({
      bill: bills,
      buyerName: sql<string>`${users.name} || ' ' || ${users.lastname}`,
      email: users.email,
      theater: theaters.name,
      funcionId: showtimes.id,
      startsAt: showtimes.startsAt,
      cancelledAt: showtimes.cancelledAt,
      film: films.title,
      room: rooms.name,
      refPayco: payments.refPayco,
    })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.userId))
    .innerJoin(theaters, eq(theaters.id, bills.theaterId))
    .leftJoin(showtimes, eq(showtimes.id, bills.showtimeId))
    .leftJoin(films, eq(films.id, showtimes.filmId))
    .leftJoin(rooms, eq(rooms.id, showtimes.roomId))
    .leftJoin(payments, eq(payments.billId, bills.id))
    .where(and(eq(bills.needsRefund, true), eq(bills.statusId, BILL_STATE.refundPending)))
    .orderBy(asc(bills.updatedAt), asc(bills.id));
  const refusals = rows.length
    ? await db
        .select({ billId: billRefunds.billId, answer: billRefunds.answer })
        .from(billRefunds)
        .where(and(inArray(billRefunds.billId, rows.map((r) => r.bill.id)), eq(billRefunds.status, 'rechazado')))
        .orderBy(desc(billRefunds.id))
    : [];
  const lastRefusal = new Map<number, string>();
  for (const r of refusals) if (!lastRefusal.has(r.billId)) lastRefusal.set(r.billId, r.answer ?? '');
  return rows.map((r) => ({
    billId: r.bill.id,
    number: r.bill.number,
    buyer: { name: r.buyerName, email: r.email },
    amount: r.bill.total,
    method: r.bill.payMethod as 'card' | 'pse',
    cause: r.cancelledAt ? 'funcion_cancelada' : 'pago_tardio',
    reason: r.bill.note ?? '',
    flaggedAt: r.bill.updatedAt,
    theater: r.theater,
    funcion: r.funcionId != null ? { id: r.funcionId, film: r.film!, room: r.room!, startsAt: r.startsAt! } : null,
    gateway: !!r.refPayco,
    lastRefusal: lastRefusal.get(r.bill.id) ?? null,
  }));
}

export interface RefundRequest {
  via: RefundVia;
  /** Integer pesos: must be the bill's whole total. */
  amount: number;
  /** Required when the money went back outside the site. */
  reference?: string;
}

export interface RefundDone {
  billId: number;
  number: string;
  via: RefundVia;
  amount: number;
  reference: string;
  refundedAt: Date;
}

const billTarget = (id: number) => `bill:${id}`;

/** The refusals of a refund that change nothing: a clear Spanish 4xx. */
function checkRefundable(bill: LockedBill | undefined, billId: number, request: RefundRequest): asserts bill is LockedBill {
  if (!bill) throw new HttpError(404, `La factura ${billId} no existe.`);
  if (bill.statusId === BILL_STATE.refunded) {
    throw new HttpError(409, `La factura ${bill.number} ya fue reembolsada${bill.refundReference ? ` (referencia ${bill.refundReference})` : ''}.`);
  }
  if (!bill.needsRefund || bill.statusId !== BILL_STATE.refundPending) {
    throw new HttpError(409, `La factura ${bill.number} no está marcada para reembolso (estado: ${BILL_STATE_NAMES[bill.statusId]}).`);
  }
  if (request.amount !== bill.total) {
    const message = `El valor del reembolso (${formatPesos(request.amount)}) no coincide con el de la factura ${bill.number} (${formatPesos(bill.total)}): se devuelve completo.`;
    throw new HttpError(400, message, { amount: message });
  }
}

function checkRequest(request: RefundRequest): string | undefined {
  if (request.via !== 'externo') return undefined;
  const reference = (request.reference ?? '').trim();
  if (reference === '') {
    const message = 'Escribe la referencia con la que devolviste el dinero (transferencia, consignación…).';
    throw new HttpError(400, message, { reference: message });
  }
  if (reference.length > MAX_REFERENCE) {
    const message = `La referencia tiene más de ${MAX_REFERENCE} caracteres.`;
    throw new HttpError(400, message, { reference: message });
  }
  return reference;
}

/** A live claim on the bill's refund, or none; a stale one (its process died) is let go. */
async function claimOf(tx: DbOrTx, bill: LockedBill) {
  const [live] = await tx
    .select({ id: billRefunds.id, stale: sql<boolean>`${billRefunds.updatedAt} < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})` })
    .from(billRefunds)
    .where(and(eq(billRefunds.billId, bill.id), eq(billRefunds.status, 'en_curso')));
  if (!live) return;
  if (!live.stale) throw new HttpError(409, `Otra persona está reembolsando la factura ${bill.number} en este momento. Espera su resultado.`);
  await tx
    .update(billRefunds)
    .set({ status: 'rechazado', answer: 'Sin respuesta: el proceso que lo pidió terminó antes.', updatedAt: sql`now()` })
    .where(eq(billRefunds.id, live.id));
}

const before = (bill: LockedBill) => ({ state: bill.statusId, needs_refund: bill.needsRefund, total: bill.total });

/**
 * Gives a flagged bill's money back: through `gateway`, or (via 'externo') records the reference of
 * money returned outside the site. Throws an HttpError, changing nothing, for a bill that does not
 * exist (404), is not flagged or is refunded already (409), another person's refund of it in
 * progress (409), an amount other than its total (400), a missing reference (400) or a bill the
 * gateway has no transaction of (409). A gateway that refuses answers 409 with its reason (the
 * refusal is recorded and audited; the bill stays flagged); one that does not answer, 502.
 */
export async function refundFlagged(db: Db, gateway: PaymentGateway, actor: AuditActor & { personId: number }, billId: number, request: RefundRequest): Promise<RefundDone> {
  const reference = checkRequest(request);

  if (request.via === 'externo') {
    return db.transaction(async (tx) => {
      const bill = await lockBill(tx, billId);
      checkRefundable(bill, billId, request);
      await claimOf(tx, bill);
      await tx.insert(billRefunds).values({ billId, via: 'externo', amount: bill.total, status: 'hecho', reference, personId: actor.personId });
      return finish(tx, bill, actor, 'externo', reference!);
    });
  }

  // 1. Claim the refund under the bill's lock.
  const claim = await db.transaction(async (tx) => {
    const bill = await lockBill(tx, billId);
    checkRefundable(bill, billId, request);
    await claimOf(tx, bill);
    const [payment] = await tx.select({ refPayco: payments.refPayco }).from(payments).where(eq(payments.billId, billId));
    if (!payment?.refPayco) {
      throw new HttpError(409, `La pasarela no tiene una transacción de la factura ${bill.number}: devuelve el dinero por fuera y regístralo con su referencia.`);
    }
    const [row] = await tx
      .insert(billRefunds)
      .values({ billId, via: 'pasarela', amount: bill.total, status: 'en_curso', personId: actor.personId })
      .returning({ id: billRefunds.id });
    return { id: row.id, number: bill.number, refPayco: payment.refPayco, amount: bill.total };
  });

  // 2. Ask the gateway, outside any transaction (its answer may take seconds).
  let answer;
  try {
    answer = await gateway.refund({ invoice: claim.number, refPayco: claim.refPayco, amount: claim.amount });
  } catch {
    answer = undefined;
  }

  // 3. Apply its answer under the bill's lock (a refusal is recorded and audited, then answered).
  const outcome = await db.transaction(async (tx) => {
    const bill = (await lockBill(tx, billId))!;
    if (!answer || !answer.approved) {
      const said = answer ? answer.reason : 'Sin respuesta de la pasarela.';
      await tx.update(billRefunds).set({ status: 'rechazado', answer: said, updatedAt: sql`now()` }).where(eq(billRefunds.id, claim.id));
      await audit(tx, actor, { action: 'finanzas.reembolso.rechazado', target: billTarget(billId), before: before(bill), after: { via: 'pasarela', answer: said } });
      return answer
        ? new HttpError(409, `La pasarela rechazó el reembolso de la factura ${bill.number}: ${said} La factura sigue pendiente de reembolso.`)
        : new HttpError(502, `La pasarela no respondió: no se reembolsó la factura ${bill.number}. Inténtalo de nuevo.`);
    }
    await tx.update(billRefunds).set({ status: 'hecho', reference: answer.reference, updatedAt: sql`now()` }).where(eq(billRefunds.id, claim.id));
    return finish(tx, bill, actor, 'pasarela', answer.reference);
  });
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}

/** The bill's move to refunded (the buyer's e-mail in the outbox) and its audit line. */
async function finish(tx: DbOrTx, bill: LockedBill, actor: AuditActor, via: RefundVia, reference: string): Promise<RefundDone> {
  const moved = await refundBill(tx, bill, { reference });
  if (!moved.moved) throw new HttpError(409, `La factura ${bill.number} no se pudo reembolsar desde su estado (${BILL_STATE_NAMES[bill.statusId]}).`);
  const [after] = await tx.select({ refundedAt: bills.refundedAt }).from(bills).where(eq(bills.id, bill.id));
  await audit(tx, actor, {
    action: `finanzas.reembolso.${via}`,
    target: billTarget(bill.id),
    before: before(bill),
    after: { state: BILL_STATE.refunded, needs_refund: false, via, amount: bill.total, reference },
  });
  return { billId: bill.id, number: bill.number, via, amount: bill.total, reference, refundedAt: after.refundedAt! };
}
