import { and, asc, eq, gt } from 'drizzle-orm';
import type { LayoutSeat, PriceLocation, RowStatus, ShowtimeRoom } from '../../openapi/index.ts';
import { schema, type Db } from '../db/open.ts';
import { numericSetting } from './content.ts';
import { seatsLeft } from './cartelera.ts';
import { toMovie, toRoom, toShowtime } from './format.ts';

const { films, memberships, rooms, seatHolds, seats, showtimes, zonePrices, zones } = schema;

/** Whether the user holds a Club Vizionarios card that is active now. */
export async function isClubMember(db: Db, userId: number | undefined, now: Date): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), gt(memberships.endsAt, now)))
    .limit(1);
  return Boolean(row);
}

/** Everything the purchase screen needs about a función: film, room, prices and seat layout. */
export async function showtimeRoom(db: Db, { showtimeId, userId, now }: { showtimeId: number; userId?: number; now: Date }): Promise<ShowtimeRoom | undefined> {
  const [row] = await db
    .select({ showtime: showtimes, film: films, room: rooms, left: seatsLeft(now) })
    .from(showtimes)
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
    .where(eq(showtimes.id, showtimeId))
    .limit(1);
  if (!row) return undefined;

  const [member, priceRows, layoutRows, maxSetting] = await Promise.all([
    isClubMember(db, userId, now),
    db.select().from(zonePrices).where(and(eq(zonePrices.roomId, row.room.id), eq(zonePrices.format, row.showtime.format))).orderBy(asc(zonePrices.id)),
    db
      .select({ seat: seats, zone: zones.name })
      .from(seats)
      .leftJoin(zones, eq(zones.id, seats.zoneId))
      .where(eq(seats.roomId, row.room.id))
      .orderBy(asc(seats.filaTotal), asc(seats.columnaTotal)),
    numericSetting(db, 'maximo_entradas'),
  ]);

  const prices: PriceLocation[] = priceRows.map((p) => ({
    codigo: p.id,
    zona: p.zona,
    valor: member && p.clienteFrecuente ? p.clubValor : p.valor,
    descripcion: p.descripcion,
    ClienteFrecuente: p.clienteFrecuente ? 'habilitado' : 'deshabilitado',
    difference: p.valor - p.clubValor,
    isVizionario: member,
  }));
  const layout: LayoutSeat[] = layoutRows.map(({ seat, zone }) => ({
    ColumnaRelativa: seat.columnaRelativa,
    ColumnaTotal: seat.columnaTotal,
    FilaRelativa: seat.filaRelativa,
    FilaTotal: seat.filaTotal,
    TipoSilla: seat.tipoSilla as LayoutSeat['TipoSilla'],
    TipoZona: zone ?? '',
  }));
  const showtime = toShowtime(row.showtime, row.room, Math.max(0, row.left));
  return {
    showtime,
    movie: toMovie(row.film, [showtime]),
    room: toRoom(row.room),
    prices,
    layout,
    maxSeats: row.room.maxSeatsPerPurchase ?? maxSetting ?? 0,
    started: row.showtime.startsAt.getTime() <= now.getTime(),
  };
}

type Estado = 'S' | 'R' | 'O' | 'B';

/** Per row, the state of every cell of the room for one función, as seen by this user. */
export async function roomStatus(db: Db, { showtimeId, userId, now }: { showtimeId: number; userId?: number; now: Date }): Promise<RowStatus[] | undefined> {
  const [st] = await db.select({ roomId: showtimes.roomId }).from(showtimes).where(eq(showtimes.id, showtimeId)).limit(1);
  if (!st) return undefined;
  const rows = await db
    .select({ seat: seats, hold: { status: seatHolds.status, userId: seatHolds.userId, expiresAt: seatHolds.expiresAt } })
    .from(seats)
    .leftJoin(seatHolds, and(eq(seatHolds.seatId, seats.id), eq(seatHolds.showtimeId, showtimeId)))
    .where(eq(seats.roomId, st.roomId))
    .orderBy(asc(seats.filaTotal), asc(seats.columnaTotal));

  const estado = (r: (typeof rows)[number]): Estado => {
    if (r.seat.tipoSilla === 'Pasillo') return 'B';
    const h = r.hold;
    if (!h?.status) return 'S';
    if (h.status === 'sold') return 'O';
    if (h.status === 'held' && h.expiresAt && h.expiresAt.getTime() <= now.getTime()) return 'S';
    if (h.status === 'held' && userId && h.userId === userId) return 'R';
    return 'B';
  };

  const byRow = new Map<number, RowStatus>();
  for (const r of rows) {
    const row = byRow.get(r.seat.filaTotal) ?? { filRel: r.seat.filaRelativa, DescripcionSilla: [] };
    row.DescripcionSilla.push({ Columna: r.seat.columnaTotal, TipoSilla: r.seat.tipoSilla as LayoutSeat['TipoSilla'], EstadoSilla: estado(r) });
    byRow.set(r.seat.filaTotal, row);
  }
  return [...byRow.values()];
}
