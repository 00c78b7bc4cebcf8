import type { PurchaseQuote } from '../../openapi/index.ts';
import type { Handlers } from '../http/operation.ts';
import { notFound } from '../http/errors.ts';
import { showtimeRoom } from './funcion.ts';
import { sendAnswer } from '../http/cache/caching.ts';
import { openConsecutivo, unpaidConsecutivoOf } from './consecutivos.ts';
import { priceOrder, type PricedOrder } from './pricing.ts';
import { cancelReservation, reserveBestAvailable, reserveSeats } from './reservations.ts';
import { signedIn } from '../accounts/auth.ts';

/** The pricing module's answer in the contract's words. */
export function toQuote(order: PricedOrder): PurchaseQuote {
  return {
    member: order.member,
    tickets: order.tickets.map((t) => ({ FilRelativa: t.fila, ColRelativa: t.columna, zona: t.zona, codigo: t.codigo, valor: t.valor, general: t.general, limite_diario: t.clubLimited })),
    products: order.products.map((p) => ({ Codigo: p.codigo, Descripcion: p.descripcion, Cantidad: p.cantidad, valor: p.valor, general: p.general, total: p.total, limite_diario: p.clubLimited })),
    totalTickets: order.totalTickets,
    totalConfectionery: order.totalConfectionery,
    subtotal: order.subtotal,
    total_service: order.totalService,
    total: order.total,
    general_total: order.generalTotal,
    savings: order.savings,
  };
}

export const checkoutHandlers: Handlers = {
  async getConsecutive(req, reply) {
    const { consecutivo, keyPay } = await openConsecutivo(req.server.db, { userId: signedIn(req), theaterId: req.params.theaterId });
    reply.header('cache-control', 'private, no-store');
    return { Secuencia: consecutivo, keyPay };
  },

  async getShowtimeRoom(req) {
    const room = await showtimeRoom(req.server.db, { showtimeId: req.params.showtimeId, userId: req.user?.id });
    if (!room) throw notFound('No encontramos la función.');
    return room;
  },

  async getShowtimeRoomStatus(req, reply) {
    const status = await req.server.seatMaps.status(req.server.db, { showtimeId: req.params.showtimeId, userId: req.user?.id });
    reply.header('cache-control', 'private, no-store');
    return 'own' in status ? status.own : sendAnswer(req, reply, status.shared);
  },

  async reserveSeats(req, reply) {
    const reservation = await reserveSeats(req.server.db, req.server.seatMaps, {
      userId: signedIn(req),
      showtimeId: req.params.showtimeId,
      consecutivo: req.body.score_consecutive,
      seats: req.body.seats,
      holdSeconds: req.server.config.holdSeconds,
    });
    reply.header('cache-control', 'private, no-store');
    return reservation;
  },

  async reserveBestAvailable(req, reply) {
    const reservation = await reserveBestAvailable(req.server.db, req.server.seatMaps, {
      userId: signedIn(req),
      showtimeId: req.params.showtimeId,
      consecutivo: req.body.score_consecutive,
      count: req.body.count,
      zone: req.body.zone,
      holdSeconds: req.server.config.holdSeconds,
    });
    reply.header('cache-control', 'private, no-store');
    return reservation;
  },

  async cancelReservation(req) {
    await cancelReservation(req.server.db, req.server.seatMaps, { userId: signedIn(req), showtimeId: req.params.id, consecutivo: req.body.score_consecutive });
    return { message: 'Reserva liberada.' };
  },

  async quotePurchase(req, reply) {
    const userId = signedIn(req);
    const { db } = req.server;
    await unpaidConsecutivoOf(db, { userId, consecutivo: req.body.score_consecutive });
    const order = await priceOrder(db, { userId, showtimeId: req.body.showtime_id, seats: req.body.seats, products: req.body.products });
    reply.header('cache-control', 'private, no-store');
    return toQuote(order);
  },
};
