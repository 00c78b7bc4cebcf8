// The purchase screen's reads of a función. "Now" is the database clock (now()), the same one the
// holds are taken and expire by (server/checkout/holds.ts), so a seat's state never depends on which
// process answers. Reads take DbOrTx so they can join a caller's transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PriceLocation, ShowtimeRoom } from '../../openapi/index.ts';
import { schema, type DbOrTx } from '../db/open.ts';
import { seatsLeft } from './holds.ts';
import { zonePriceList } from './pricing.ts';
import { CANCELLED, maxSeatsOf } from './showtime.ts';
import { notFound } from '../http/errors.ts';
import { toMovie, toRoom, toShowtime } from '../catalogue/format.ts';
import { concurrently } from '../db/concurrently.ts';
import { roomLayout } from './room-layout.ts';

const { films, rooms, settings, showtimes, zonePrices } = schema;

/** Everything the purchase screen needs about a función: film, room, prices and seat layout (404 once it is cancelled). */
export async function showtimeRoom(db: DbOrTx, { showtimeId, userId }: { showtimeId: number; userId?: number }): Promise<ShowtimeRoom | undefined> {
  const [row] = await db
    .select({
      showtime: showtimes,
      film: films,
      room: rooms,
      left: seatsLeft,
      started: sql<boolean>`${showtimes.startsAt} <= now()`,
      chainLimit: sql<string | null>`(select ${settings.value} from ${settings} where ${settings.key} = 'maximo_entradas')`,
    })
    .from(showtimes)
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
    .where(eq(showtimes.id, showtimeId))
    .limit(1);
  if (!row) return undefined;
  if (row.showtime.cancelledAt) throw notFound(CANCELLED);

  const [priceRows, layout] = await concurrently(db, [
    () => db.select().from(zonePrices).where(and(eq(zonePrices.roomId, row.room.id), eq(zonePrices.format, row.showtime.format))).orderBy(asc(zonePrices.id)),
    () => roomLayout(db, row.room.id),
  ]);
  const maxSetting = Number.parseInt(row.chainLimit ?? '', 10);

  // Each zone's price as the pricing module would charge this buyer's next ticket (club price, or
  // general once the member's club tickets of the day are used).
  const list = await zonePriceList(db, userId, priceRows);
  const prices: PriceLocation[] = priceRows.map((p, i) => ({
    codigo: p.id,
    zona: p.zona,
    valor: list.prices[i].valor,
    descripcion: p.descripcion,
    ClienteFrecuente: p.clienteFrecuente ? 'habilitado' : 'deshabilitado',
    difference: list.prices[i].general - list.prices[i].memberPays,
    isVizionario: list.member,
  }));
  const showtime = toShowtime(row.showtime, row.room, Math.max(0, row.left));
  return {
    showtime,
    movie: toMovie(row.film, [showtime]),
    room: toRoom(row.room),
    prices,
    layout,
    maxSeats: maxSeatsOf(Number.isFinite(maxSetting) ? maxSetting : undefined, row.room.maxSeatsPerPurchase),
    started: Boolean(row.started),
    loneSeats: row.room.loneSeatMode as ShowtimeRoom['loneSeats'],
  };
}
