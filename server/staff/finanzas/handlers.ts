// The finance desk over HTTP, keyed by the contract's operationIds: the refund list and a refund
// (finanzas), the daily sales and their CSV (finanzas, admin). Each refund is audited in its own
// transaction (reembolsos.ts); the buyer's e-mail leaves through the outbox, woken here.
import { formatPesos } from '../../../openapi/money.ts';
import type { Handlers } from '../../http/operation.ts';
import { bogotaIso } from '../programacion/lecturas.ts';
import { staffActor } from '../accounts/guard.ts';
import { csvFileName, salesCsv } from './csv.ts';
import { refundFlagged, refundList } from './reembolsos.ts';
import { salesReport, type SalesReport as Report } from './ventas.ts';

const reportOf = (r: Report) => ({
  from: r.from,
  to: r.to,
  days: r.days,
  rows: r.rows.map((row) => ({
    date: row.date,
    theater_id: row.theaterId,
    theater: row.theater,
    funcion: row.funcion && { id: row.funcion.id, film: row.funcion.film, room: row.funcion.room, starts_at: bogotaIso(row.funcion.startsAt), capacity: row.funcion.capacity },
    tickets: row.tickets,
    combos: row.combos,
    memberships: row.memberships,
    gross: row.gross,
    service: row.service,
    occupancy: row.occupancyPermille,
  })),
  totals: r.totals,
});

export const finanzasHandlers: Handlers = {
  async listStaffRefunds(req) {
    const list = await refundList(req.server.db);
    return {
      refunds: list.map((r) => ({
        bill_id: r.billId,
        number: r.number,
        buyer: r.buyer,
        amount: r.amount,
        method: r.method,
        cause: r.cause,
        reason: r.reason,
        flagged_at: bogotaIso(r.flaggedAt),
        theater: r.theater,
        funcion: r.funcion && { id: r.funcion.id, film: r.funcion.film, room: r.funcion.room, starts_at: bogotaIso(r.funcion.startsAt) },
        gateway: r.gateway,
        last_refusal: r.lastRefusal,
      })),
    };
  },

  async refundStaffBill(req) {
    const actor = staffActor(req);
    const { via, amount, reference } = req.body;
    const done = await refundFlagged(req.server.db, req.server.paymentGateway, actor, req.params.id, { via, amount, reference });
    // The buyer's e-mail was queued with the move: send it now.
    req.server.mailDelivery.wake();
    return {
      bill_id: done.billId,
      number: done.number,
      via: done.via,
      amount: done.amount,
      reference: done.reference,
      refunded_at: bogotaIso(done.refundedAt),
      message: `Factura ${done.number} reembolsada: ${formatPesos(done.amount)} (referencia ${done.reference}).`,
    };
  },

  async getSalesReport(req) {
    const { from, to, theater_id: theaterId } = req.query;
    return reportOf(await salesReport(req.server.db, { from, to, theaterId }));
  },

  async downloadSalesCsv(req, reply) {
    const { from, to, theater_id: theaterId } = req.query;
    const report = await salesReport(req.server.db, { from, to, theaterId });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName(report)}"`)
      .send(salesCsv(report));
  },
};
