// Issue 29's refunds desk (server/staff/finanzas/reembolsos.ts) with real purchases: a paid bill
// whose función is cancelled is on the list with its buyer, amount, method and reason; it is
// refunded through the sandbox gateway (the bill moves, the buyer is e-mailed, the action audited)
// or, when the sandbox refuses, marked refunded with the reference of money returned outside the
// site. Bad input is a clear Spanish 4xx that changes nothing.
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult, StaffRefundDone, StaffRefundList } from '../../../../openapi/index.ts';
import { BILL_STATE } from '../../../../openapi/rules.ts';
import { REFUNDED_SUBJECT } from '../../../../server/bills/mails.ts';
import { schema } from '../../../../server/db/open.ts';
import { REFUND_REFUSED_CARD, SANDBOX_REFUND_REFUSED } from '../../../../server/payments/sandbox.ts';
import { cancelFuncion } from '../../../../server/staff/programacion/cancelacion.ts';
import { build } from '../../../helpers/build.ts';
import { CARDS, cardBody, pay, reserve } from '../../../helpers/purchase.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';

const { bills, billRefunds, outgoingMail, sandboxTransactions, staffAudit } = schema;

let app: FastifyInstance;
let finanzas: SignedInStaff;
beforeAll(async () => {
  app = await build();
  finanzas = await signedInStaff(app, ['finanzas']);
});
afterAll(() => app.close());

const billOf = async (id: number) => (await app.db.select().from(bills).where(eq(bills.id, id)))[0];
const mailsTo = (email: string) => app.db.select().from(outgoingMail).where(and(eq(outgoingMail.to, email), eq(outgoingMail.subject, REFUNDED_SUBJECT)));
const auditOf = (billId: number) => app.db.select().from(staffAudit).where(eq(staffAudit.target, `bill:${billId}`));
const list = async () => {
  const res = await staffApi(app, finanzas, 'GET', '/staff/finanzas/reembolsos');
  expect(res.statusCode).toBe(200);
  return (res.json() as StaffRefundList).refunds;
};
const refund = (billId: number, body: object, who = finanzas) => staffApi(app, who, 'POST', `/staff/finanzas/reembolsos/${billId}`, body);

/** A bill paid by card (with a combo), as it stands; `flag` cancels its función so it waits for a refund. */
async function paidBill(options: { card?: string; flag?: boolean } = {}) {
  const r = await reserve(app, { count: 2, combo: true });
  const res = await pay(app, r.session.token, cardBody(r, { card_number: options.card ?? CARDS.accepted }));
  expect(res.statusCode).toBe(200);
  const [bill] = await app.db.select().from(bills).where(eq(bills.number, (res.json() as PaymentResult).bill));
  if (options.flag ?? true) await app.db.transaction((tx) => cancelFuncion(tx, r.showtimeId, 'Falla del proyector'));
  return { bill: await billOf(bill.id), email: r.session.body.email, showtimeId: r.showtimeId };
}

describe('the refund list', () => {
  it('names each flagged bill with its buyer, amount, method and reason, and leaves out the others', async () => {
    const flagged = await paidBill();
    const accepted = await paidBill({ flag: false });
    const item = (await list()).find((r) => r.bill_id === flagged.bill.id);
    expect(item).toMatchObject({
      number: flagged.bill.number,
      buyer: { email: flagged.email },
      amount: flagged.bill.total,
      method: 'card',
      cause: 'funcion_cancelada',
      reason: 'Función cancelada: el pago se devuelve.',
      gateway: true,
      last_refusal: null,
      funcion: { id: flagged.showtimeId },
    });
    expect(item!.buyer.name).toMatch(/\S+ \S+/);
    expect((await list()).map((r) => r.bill_id)).not.toContain(accepted.bill.id);
  });
});

describe('a refund through the sandbox gateway', () => {
  it('refunds the bill once: refunded with the gateway reference, the buyer e-mailed, the action audited, off the list', async () => {
    const { bill, email } = await paidBill();
    const res = await refund(bill.id, { via: 'pasarela', amount: bill.total });
    expect(res.statusCode).toBe(200);
    const done = res.json() as StaffRefundDone;
    expect(done).toMatchObject({ bill_id: bill.id, number: bill.number, via: 'pasarela', amount: bill.total });
    expect(done.reference).toMatch(/^R\d{9}$/);
    expect(done.message).toContain(`Factura ${bill.number} reembolsada`);

    const after = await billOf(bill.id);
    expect(after).toMatchObject({ statusId: BILL_STATE.refunded, needsRefund: false, refundReference: done.reference });
    expect(after.refundedAt).toBeInstanceOf(Date);
    const [mail] = await mailsTo(email);
    expect(mail.text).toContain(bill.number);
    expect(mail.text).toContain(done.reference);
    const lines = await auditOf(bill.id);
    expect(lines.map((l) => l.action)).toEqual(['finanzas.reembolso.pasarela']);
    expect(lines[0]).toMatchObject({ personId: finanzas.id, role: 'finanzas', after: expect.objectContaining({ state: BILL_STATE.refunded, reference: done.reference }) });
    const [sandbox] = await app.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.invoice, bill.number));
    expect(sandbox.refundedRef).toBe(done.reference);
    expect((await list()).map((r) => r.bill_id)).not.toContain(bill.id);

    // Pressed again: already refunded, nothing asked of the gateway, nothing more sent or written.
    const again = await refund(bill.id, { via: 'pasarela', amount: bill.total });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`La factura ${bill.number} ya fue reembolsada (referencia ${done.reference}).`);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await auditOf(bill.id)).toHaveLength(1);
  });

  it('refused by the sandbox: 409 with its reason, the bill still waits (the refusal audited and listed); then marked refunded with an outside reference', async () => {
    const { bill, email } = await paidBill({ card: REFUND_REFUSED_CARD });
    const res = await refund(bill.id, { via: 'pasarela', amount: bill.total });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`La pasarela rechazó el reembolso de la factura ${bill.number}: ${SANDBOX_REFUND_REFUSED} La factura sigue pendiente de reembolso.`);
    expect(await billOf(bill.id)).toMatchObject({ statusId: BILL_STATE.refundPending, needsRefund: true, refundedAt: null });
    expect(await mailsTo(email)).toHaveLength(0);
    expect((await auditOf(bill.id)).map((l) => l.action)).toEqual(['finanzas.reembolso.rechazado']);
    expect((await list()).find((r) => r.bill_id === bill.id)?.last_refusal).toBe(SANDBOX_REFUND_REFUSED);

    const outside = await refund(bill.id, { via: 'externo', amount: bill.total, reference: '  Transferencia Bancolombia 88123  ' });
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toMatchObject({ via: 'externo', reference: 'Transferencia Bancolombia 88123' });
    expect(await billOf(bill.id)).toMatchObject({ statusId: BILL_STATE.refunded, needsRefund: false, refundReference: 'Transferencia Bancolombia 88123' });
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await auditOf(bill.id)).map((l) => l.action)).toEqual(['finanzas.reembolso.rechazado', 'finanzas.reembolso.externo']);
    const attempts = await app.db.select().from(billRefunds).where(eq(billRefunds.billId, bill.id));
    expect(attempts.map((a) => [a.via, a.status])).toEqual([
      ['pasarela', 'rechazado'],
      ['externo', 'hecho'],
    ]);
  });
});

describe('bad input changes nothing', () => {
  /** Runs the request and checks its answer, and that the bill, its mails, audit lines and refund attempts are as they were. */
  async function refused(billId: number, email: string, body: object, status: number, message: string | RegExp) {
    const before = await billOf(billId);
    const res = await refund(billId, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await billOf(billId)).toEqual(before);
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await auditOf(billId)).toHaveLength(0);
    expect(await app.db.select().from(billRefunds).where(eq(billRefunds.billId, billId))).toHaveLength(0);
  }

  it('a bill not flagged for refund: 409', async () => {
    const { bill, email } = await paidBill({ flag: false });
    await refused(bill.id, email, { via: 'pasarela', amount: bill.total }, 409, `La factura ${bill.number} no está marcada para reembolso (estado: Aceptada).`);
    await refused(bill.id, email, { via: 'externo', amount: bill.total, reference: 'X-1' }, 409, /no está marcada para reembolso/);
  });

  it('an amount other than the bill’s: 400 naming both', async () => {
    const { bill, email } = await paidBill();
    const wrong = bill.total - 1000;
    const res = await refund(bill.id, { via: 'pasarela', amount: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('amount');
    await refused(bill.id, email, { via: 'externo', amount: wrong, reference: 'X-2' }, 400, /^El valor del reembolso \(\$\s[\d.]+\) no coincide con el de la factura VZ1-\d+ \(\$\s[\d.]+\): se devuelve completo\.$/);
  });

  it('money returned outside without its reference: 400', async () => {
    const { bill, email } = await paidBill();
    await refused(bill.id, email, { via: 'externo', amount: bill.total }, 400, 'Escribe la referencia con la que devolviste el dinero (transferencia, consignación…).');
    await refused(bill.id, email, { via: 'externo', amount: bill.total, reference: '   ' }, 400, /Escribe la referencia/);
    await refused(bill.id, email, { via: 'externo', amount: bill.total, reference: 'x'.repeat(101) }, 400, 'La referencia tiene más de 100 caracteres.');
  });

  it('a bill that does not exist: 404; a malformed request: 400; another role: 403', async () => {
    const res = await refund(2147483647, { via: 'pasarela', amount: 1000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('La factura 2147483647 no existe.');
    const { bill, email } = await paidBill();
    await refused(bill.id, email, { via: 'efectivo', amount: bill.total }, 400, /./);
    await refused(bill.id, email, { via: 'pasarela', amount: 12.5 }, 400, /./);
    const programacion = await signedInStaff(app, ['programacion']);
    expect((await refund(bill.id, { via: 'pasarela', amount: bill.total }, programacion)).statusCode).toBe(403);
    expect((await staffApi(app, programacion, 'GET', '/staff/finanzas/reembolsos')).statusCode).toBe(403);
    expect(await billOf(bill.id)).toMatchObject({ statusId: BILL_STATE.refundPending });
    expect(await app.db.select().from(staffAudit).where(like(staffAudit.action, 'finanzas.%'))).not.toContainEqual(expect.objectContaining({ target: `bill:${bill.id}` }));
  });
});
