// Issue 29's daily sales (server/staff/finanzas/ventas.ts, csv.ts) on a database of its own, with
// real purchases: tickets with a combo, a membership, and a bill whose función was cancelled and
// whose money went back. The report's totals equal the sum of the accepted bills of the period;
// the refunded bill is no sale and shows in the refunds of the day its money went back. The CSV
// opens in a Spanish-locale spreadsheet. Inverted and longer-than-a-year ranges are a Spanish 400.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult, SalesReport } from '../../../../openapi/index.ts';
import { BILL_STATE } from '../../../../openapi/rules.ts';
import { ZONE } from '../../../../server/db/constants.ts';
import { schema } from '../../../../server/db/open.ts';
import { cancelFuncion } from '../../../../server/staff/programacion/cancelacion.ts';
import { build } from '../../../helpers/build.ts';
import { buyMembership } from '../../../helpers/membership.ts';
import { cardBody, newBuyer, pay, reserve } from '../../../helpers/purchase.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';

const { bills, billLines, staffAudit } = schema;

let app: FastifyInstance;
let finanzas: SignedInStaff;
let admin: SignedInStaff;
// Yesterday to tomorrow in Bogotá: today's sales, whatever the hour (a run at midnight included).
const today = DateTime.now().setZone(ZONE);
const from = today.minus({ days: 1 }).toISODate()!;
const to = today.plus({ days: 1 }).toISODate()!;
const range = `from=${from}&to=${to}`;
let refundedTotal = 0;

beforeAll(async () => {
  app = await build();
  [finanzas, admin] = [await signedInStaff(app, ['finanzas']), await signedInStaff(app, ['admin'])];
  // Two ticket purchases (one with a combo) and a membership, accepted.
  for (const options of [{ count: 2, combo: true }, { count: 3 }]) {
    const r = await reserve(app, options);
    expect((await pay(app, r.session.token, cardBody(r))).statusCode).toBe(200);
  }
  const member = await newBuyer(app);
  expect((await buyMembership(app, member.token)).statusCode).toBe(200);
  // One more, paid, its función cancelled and its money given back.
  const r = await reserve(app, { count: 2, combo: true });
  const paid = await pay(app, r.session.token, cardBody(r));
  const [bill] = await app.db.select().from(bills).where(eq(bills.number, (paid.json() as PaymentResult).bill));
  await app.db.transaction((tx) => cancelFuncion(tx, r.showtimeId, 'Falla del proyector'));
  const refunded = await staffApi(app, finanzas, 'POST', `/staff/finanzas/reembolsos/${bill.id}`, { via: 'pasarela', amount: bill.total });
  expect(refunded.statusCode).toBe(200);
  refundedTotal = bill.total;
});
afterAll(() => app.close());

const report = async (query = range, who = finanzas) => {
  const res = await staffApi(app, who, 'GET', `/staff/finanzas/ventas?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as SalesReport;
};

describe('the daily sales', () => {
  it('totals equal the sum of the accepted bills of the period; the refunded bill counts only as a refund', async () => {
    const r = await report();
    // Every bill of this database was made in this test, today: the accepted ones are the sales.
    const [sums] = (
      (await app.db.execute(sql`
        select coalesce(sum(total), 0)::float8 as gross, coalesce(sum(total_service), 0)::float8 as service, count(*)::int as bills,
               count(*) filter (where pay_type = 3)::int as memberships
        from bills where status_id = ${BILL_STATE.accepted}`)) as unknown as { rows: Record<string, number>[] }
    ).rows;
    const [lines] = (
      (await app.db.execute(sql`
        select count(*) filter (where l.kind = 'ticket')::int as tickets, coalesce(sum(l.cantidad) filter (where l.kind = 'product'), 0)::int as combos
        from bill_lines l join bills b on b.id = l.bill_id where b.status_id = ${BILL_STATE.accepted}`)) as unknown as { rows: Record<string, number>[] }
    ).rows;
    expect(r.totals).toEqual({
      tickets: 5,
      combos: lines.combos,
      memberships: 1,
      gross: Number(sums.gross),
      service: Number(sums.service),
      bills: 3,
      refunds: 1,
      refunded: refundedTotal,
    });
    expect(lines.tickets).toBe(5);
    expect(lines.combos).toBeGreaterThan(0);
    // The refunded bill: paid, in the period, and none of it in the sales.
    const [refundedBill] = await app.db.select().from(bills).where(eq(bills.statusId, BILL_STATE.refunded));
    expect(refundedBill.paidAt).toBeInstanceOf(Date);
    const refundedLines = await app.db.select().from(billLines).where(eq(billLines.billId, refundedBill.id));
    expect(refundedLines.filter((l) => l.kind === 'ticket')).toHaveLength(2);

    // Every day of the range, in order, zeros included; the days add up to the totals, and so do the rows.
    expect(r.days.map((d) => d.date)).toEqual([from, today.toISODate(), to]);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    for (const k of ['tickets', 'combos', 'memberships', 'gross', 'service', 'bills', 'refunds', 'refunded'] as const) expect(sum(r.days.map((d) => d[k]))).toBe(r.totals[k]);
    for (const k of ['tickets', 'combos', 'memberships', 'gross', 'service'] as const) expect(sum(r.rows.map((row) => row[k]))).toBe(r.totals[k]);
    expect(r.days[0]).toMatchObject({ tickets: 0, gross: 0, bills: 0 });
    // Rows: the two funciones with their occupancy, and the theater's memberships on a row of its own.
    const funciones = r.rows.filter((row) => row.funcion);
    expect(funciones.map((row) => row.tickets).sort()).toEqual([2, 3]);
    for (const row of funciones) expect(row.occupancy).toBe(Math.round((row.tickets * 1000) / row.funcion!.capacity));
    expect(r.rows.filter((row) => !row.funcion)).toEqual([expect.objectContaining({ memberships: 1, tickets: 0, occupancy: null })]);
  });

  it('the admin reads it too; a theater without sales has zeros; reading writes nothing to the audit log', async () => {
    const audited = (await app.db.select().from(staffAudit)).length;
    expect((await report(range, admin)).totals).toEqual((await report()).totals);
    const none = await report(`${range}&theater_id=2147483647`);
    expect(none.totals).toMatchObject({ tickets: 0, gross: 0, bills: 0 });
    expect(none.days).toHaveLength(3);
    expect((await app.db.select().from(staffAudit)).length).toBe(audited);
    const programacion = await signedInStaff(app, ['programacion']);
    expect((await staffApi(app, programacion, 'GET', `/staff/finanzas/ventas?${range}`)).statusCode).toBe(403);
    expect((await staffApi(app, programacion, 'GET', `/staff/finanzas/ventas/csv?${range}`)).statusCode).toBe(403);
  });
});

describe('the CSV', () => {
  it('opens in a Spanish-locale spreadsheet: BOM, semicolons, dd/MM/yyyy, plain integers, the totals line', async () => {
    const res = await staffApi(app, finanzas, 'GET', `/staff/finanzas/ventas/csv?${range}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ventas-${from}-a-${to}.csv"`);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('Fecha;Teatro;Película;Sala;Hora;Función;Boletas;Combos;Membresías;Bruto;Servicio;Ocupación (%)');
    const r = await report();
    expect(lines).toHaveLength(1 + r.rows.length + 1);
    const day = today.toFormat('dd/MM/yyyy');
    for (const line of lines.slice(1, -1)) {
      const cells = line.split(';');
      expect(cells).toHaveLength(12);
      expect(cells[0]).toBe(day);
      for (const n of cells.slice(6, 11)) expect(n).toMatch(/^\d+$/);
    }
    const membership = lines.find((l) => l.includes('Membresías Club Vizionarios'))!.split(';');
    expect(membership[8]).toBe('1');
    const occupancy = lines.slice(1, -1).map((l) => l.split(';')[11]).filter(Boolean);
    for (const o of occupancy) expect(o).toMatch(/^\d+,\d$/);
    const t = r.totals;
    expect(lines.at(-1)).toBe(`Total ${DateTime.fromISO(from).toFormat('dd/MM/yyyy')} a ${DateTime.fromISO(to).toFormat('dd/MM/yyyy')};;;;;;${t.tickets};${t.combos};${t.memberships};${t.gross};${t.service};`);
  });
});

describe('bad ranges: a Spanish 400, on either report', () => {
  it.each([
    ['an inverted range', 'from=2026-11-30&to=2026-11-01', 'La fecha inicial (30/11/2026) es posterior a la final (01/11/2026).'],
    ['more than a year', 'from=2025-01-01&to=2026-01-02', 'El informe abarca a lo sumo 366 días (un año); del 01/01/2025 al 02/01/2026 hay 367.'],
    ['a day that does not exist', 'from=2026-02-30&to=2026-03-02', 'La fecha inicial no es un día válido: 2026-02-30.'],
  ])('%s', async (_, query, message) => {
    for (const path of ['/staff/finanzas/ventas', '/staff/finanzas/ventas/csv']) {
      const res = await staffApi(app, finanzas, 'GET', `${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('a whole leap year (366 days) is answered; a malformed date is a 400', async () => {
    const year = await report('from=2028-01-01&to=2028-12-31');
    expect(year.days).toHaveLength(366);
    expect((await staffApi(app, finanzas, 'GET', '/staff/finanzas/ventas?from=2026-1-1&to=2026-01-05')).statusCode).toBe(400);
    expect((await staffApi(app, finanzas, 'GET', '/staff/finanzas/ventas?from=2026-01-01')).statusCode).toBe(400);
  });
});
