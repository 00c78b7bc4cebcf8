// A payment for tickets and confectionery (pay_type 1): the función and theater of the purchase,
// its live hold covering exactly the seats sent, and the order priced under the buyer's lock (the
// reservation's): a second payment of the same buyer is priced after the first one's bill exists,
// so two purchases paid at once cannot both take the club's last club-priced tickets of the day.
import { PAY_TYPE } from '../../openapi/rules.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { THEATER_MISMATCH, type PurchaseKind } from '../payments/purchase-kind.ts';
import { coversExactly, HOLD_EXPIRED, liveHeldSeats, lockBuyer } from './holds.ts';
import { priceOrderAt } from './pricing.ts';
import { purchaseShowtime, refuseCancelled, type PurchaseShowtime } from './showtime.ts';

export const ticketPurchase: PurchaseKind<PurchaseShowtime> = {
  payType: PAY_TYPE.tickets,

  async prepare(db, { userId, body }, consecutivo) {
    if (body.showtime_id == null) throw badRequest('Falta la función de la compra.');
    const showtime = await purchaseShowtime(db, body.showtime_id);
    refuseCancelled(showtime);
    if (showtime.theaterId !== body.theater_id || consecutivo.theaterId !== body.theater_id) throw badRequest(THEATER_MISMATCH);
    const held = await liveHeldSeats(db, { showtimeId: showtime.id, userId, consecutivo: consecutivo.numero });
    if (held.length === 0 || !coversExactly(held, body.seats)) throw conflict(HOLD_EXPIRED);
    return showtime;
  },

  async price(tx, { userId, body }, showtime) {
    await lockBuyer(tx, userId);
    const order = await priceOrderAt(tx, showtime, { userId, showtimeId: showtime.id, seats: body.seats, products: body.products });
    return {
      totals: { subtotal: order.subtotal, totalService: order.totalService, total: order.total },
      lines: [
        ...order.tickets.map((t) => ({ kind: 'ticket', codigo: String(t.codigo), descripcion: `${t.zona} ${t.fila}${t.columna}`, cantidad: 1, unitPrice: t.valor, total: t.valor, seatId: t.seatId })),
        ...order.products.map((p) => ({ kind: 'product', codigo: String(p.codigo), descripcion: p.descripcion, cantidad: p.cantidad, unitPrice: p.valor, total: p.total, recipe: p.recipe })),
      ],
      seats: { showtimeId: showtime.id, seatIds: order.tickets.map((t) => t.seatId) },
    };
  },

  description: (body, billNumber) => body.products_description || `Compra ${billNumber}`,
};
