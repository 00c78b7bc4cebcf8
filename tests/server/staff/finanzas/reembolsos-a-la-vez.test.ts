// Issue 29: "two staff pressing at once refund once". Two apps on one database, as two server
// processes (on PostgreSQL each on its own connections; on PGlite both share the one database):
// two finance people refund the same flagged bill through the sandbox gateway at the same moment,
// and by both ways at once. One answer is 200, the other a Spanish 409; the gateway is asked
// once, the bill moves once, the buyer gets one e-mail and the audit log one refund line.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../../../openapi/index.ts';
import { BILL_STATE } from '../../../../openapi/rules.ts';
import { REFUNDED_SUBJECT } from '../../../../server/bills/mails.ts';
import { schema } from '../../../../server/db/open.ts';
import { cancelFuncion } from '../../../../server/staff/programacion/cancelacion.ts';
import { useTwoApps } from '../../../helpers/build.ts';
import { cardBody, pay, reserve } from '../../../helpers/purchase.ts';
import { signedInStaff, staffApi } from '../../../helpers/staff.ts';

const { bills, billRefunds, outgoingMail, sandboxTransactions, staffAudit } = schema;
const { apps } = useTwoApps();

async function flaggedBill() {
  const [a] = apps();
  const r = await reserve(a, { count: 1 });
  const res = await pay(a, r.session.token, cardBody(r));
  expect(res.statusCode).toBe(200);
  const [bill] = await a.db.select().from(bills).where(eq(bills.number, (res.json() as PaymentResult).bill));
  await a.db.transaction((tx) => cancelFuncion(tx, r.showtimeId, 'Sala inundada'));
  return { bill, email: r.session.body.email };
}

describe('two finance people refunding the same bill at once, on two processes', () => {
  it.each([
    ['both through the gateway', 'pasarela', 'pasarela'],
    ['one through the gateway, one with an outside reference', 'pasarela', 'externo'],
  ] as const)('%s: refunded once', async (_, viaA, viaB) => {
    const [a, b] = apps();
    const [ana, beto] = [await signedInStaff(a, ['finanzas']), await signedInStaff(b, ['finanzas'])];
    const { bill, email } = await flaggedBill();
    const body = (via: string) => ({ via, amount: bill.total, ...(via === 'externo' ? { reference: 'Consignación 4471' } : {}) });

    const answers = await Promise.all([staffApi(a, ana, 'POST', `/staff/finanzas/reembolsos/${bill.id}`, body(viaA)), staffApi(b, beto, 'POST', `/staff/finanzas/reembolsos/${bill.id}`, body(viaB))]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!.json().message as string;
    expect(loser).toMatch(new RegExp(`^(La factura ${bill.number} ya fue reembolsada|Otra persona está reembolsando la factura ${bill.number} en este momento)`));

    const [after] = await b.db.select().from(bills).where(eq(bills.id, bill.id));
    expect(after).toMatchObject({ statusId: BILL_STATE.refunded, needsRefund: false });
    const done = await b.db.select().from(billRefunds).where(and(eq(billRefunds.billId, bill.id), eq(billRefunds.status, 'hecho')));
    expect(done).toHaveLength(1);
    expect(await b.db.select().from(billRefunds).where(eq(billRefunds.billId, bill.id))).toHaveLength(1);
    const mails = await b.db.select().from(outgoingMail).where(and(eq(outgoingMail.to, email), eq(outgoingMail.subject, REFUNDED_SUBJECT)));
    expect(mails).toHaveLength(1);
    const lines = await b.db.select().from(staffAudit).where(eq(staffAudit.target, `bill:${bill.id}`));
    expect(lines.map((l) => l.action)).toEqual([`finanzas.reembolso.${done[0].via}`]);
    const [sandbox] = await b.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.invoice, bill.number));
    expect(sandbox.refundedRef).toBe(done[0].via === 'pasarela' ? after.refundReference : null);
  });
});
