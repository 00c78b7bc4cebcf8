// A user's own bills as the contract's Bill. Every query is scoped by user id: nobody reads
// another person's purchases.
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Bill, Ticket } from '../../openapi/index.ts';
import { BILL_STATE, BILL_STATE_NAMES, PAY_TYPE, PAY_TYPE_NAMES } from '../../openapi/rules.ts';
import { schema, type Db } from '../db/open.ts';
import { seatsLeft } from '../checkout/holds.ts';
import { toShowtime } from '../catalogue/format.ts';

const { bills, billLines, films, rooms, seats, showtimes, theaters, tickets, zones } = schema;

async function toBills(db: Db, rows: (typeof bills.$inferSelect)[]): Promise<Bill[]> {
  if (rows.length === 0) return [];
  const billIds = rows.map((b) => b.id);
  const showtimeIds = [...new Set(rows.map((b) => b.showtimeId).filter((id): id is number => id != null))];
  const [theaterRows, lines, functions] = await Promise.all([
    db.select().from(theaters),
    db
      .select({ line: billLines, seat: seats, zona: zones.name })
      .from(billLines)
      .leftJoin(seats, eq(seats.id, billLines.seatId))
      .leftJoin(zones, eq(zones.id, seats.zoneId))
      .where(inArray(billLines.billId, billIds))
      .orderBy(asc(billLines.id)),
    showtimeIds.length
      ? db
          .select({ showtime: showtimes, room: rooms, film: films, left: seatsLeft })
          .from(showtimes)
          .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
          .innerJoin(films, eq(films.id, showtimes.filmId))
          .where(inArray(showtimes.id, showtimeIds))
      : Promise.resolve([]),
  ]);
  const theaterById = new Map(theaterRows.map((t) => [t.id, t]));
  const functionById = new Map(functions.map((f) => [f.showtime.id, f]));
  return rows.map((b) => {
    const theater = theaterById.get(b.theaterId)!;
    const f = b.showtimeId != null ? functionById.get(b.showtimeId) : undefined;
    const own = lines.filter((l) => l.line.billId === b.id);
    return {
      bill: b.number,
      created_at: b.createdAt.toISOString(),
      pay_status: { id: b.statusId, name: BILL_STATE_NAMES[b.statusId] },
      pay_type: { id: b.payType, name: PAY_TYPE_NAMES[b.payType] },
      pay_method: b.payMethod as Bill['pay_method'],
      theater: { slug: theater.slug, name: theater.name, fullname: theater.fullname },
      showtime: f
        ? {
            ...toShowtime(f.showtime, f.room, Math.max(0, f.left)),
            movie: {
              id: f.film.id,
              slug: f.film.slug,
              title: f.film.title,
              poster: f.film.poster,
              duration: f.film.duration,
              gender: f.film.genre,
              rating: f.film.rating,
            },
          }
        : null,
      products: own
        .filter((l) => l.line.kind === 'product')
        .map((l) => ({ Codigo: Number(l.line.codigo), Descripcion: l.line.descripcion, Cantidad: l.line.cantidad, valor: l.line.total })),
      seats: own
        .filter((l) => l.line.kind === 'ticket')
        .map((l) => ({
          FilRelativa: l.seat?.filaRelativa ?? '',
          ColRelativa: l.seat?.columnaRelativa ?? '',
          zona: l.zona ?? '',
          valor: l.line.total,
        })),
      subtotal: b.subtotal,
      total_service: b.totalService,
      total: b.total,
    };
  });
}

/** The user's purchases, most recent first. */

export const NO_BILL = 'No encontramos esa factura.';

export async function purchasesOf(db: Db, userId: number): Promise<Bill[]> {
  const rows = await db.select().from(bills).where(eq(bills.userId, userId)).orderBy(desc(bills.createdAt), desc(bills.id));
  return toBills(db, rows);
}

/** One purchase of the user by bill id; undefined when it does not exist or is someone else's. */
export async function purchaseOf(db: Db, userId: number, billId: number): Promise<Bill | undefined> {
  const rows = await db.select().from(bills).where(and(eq(bills.id, billId), eq(bills.userId, userId))).limit(1);
  const [bill] = await toBills(db, rows);
  return bill;
}

/** The user's ticket purchases (with a función), most recent first: 'Mis Compras'. */
export async function ticketPurchasesOf(db: Db, userId: number): Promise<Bill[]> {
  const rows = await db
    .select()
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.payType, PAY_TYPE.tickets), isNotNull(bills.showtimeId)))
    .orderBy(desc(bills.createdAt), desc(bills.id));
  return toBills(db, rows);
}

/** One bill of the user by its number; undefined when it does not exist or is someone else's. */
export async function billOf(db: Db, userId: number, number: string): Promise<{ bill: Bill; id: number; statusId: number } | undefined> {
  const rows = await db.select().from(bills).where(and(eq(bills.number, number), eq(bills.userId, userId))).limit(1);
  const [bill] = await toBills(db, rows);
  return bill && { bill, id: rows[0].id, statusId: rows[0].statusId };
}

/** The signed codes of a bill's valid tickets, one per seat, in seat order. */
export async function ticketCodes(db: Db, billId: number): Promise<Ticket['codes']> {
  const rows = await db
    .select({ code: tickets.code, fila: seats.filaRelativa, columna: seats.columnaRelativa })
    .from(tickets)
    .innerJoin(seats, eq(seats.id, tickets.seatId))
    .where(and(eq(tickets.billId, billId), isNull(tickets.voidedAt)))
    .orderBy(asc(seats.filaTotal), asc(seats.columnaTotal));
  return rows.map((c) => ({ code: c.code, seat: `${c.fila}${c.columna}` }));
}

/** The ticket of a bill found by billOf, when it was accepted; undefined otherwise. */
export async function ticketOfBill(db: Db, found: { bill: Bill; id: number; statusId: number }): Promise<Ticket | undefined> {
  if (found.statusId !== BILL_STATE.accepted || !found.bill.showtime) return undefined;
  return { bill: found.bill.bill, codes: await ticketCodes(db, found.id), showtime: found.bill.showtime, products: found.bill.products };
}
