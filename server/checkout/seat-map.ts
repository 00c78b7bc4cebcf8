// A función's seat map, as the purchase reads it on every map refresh and every reservation.
//
// The room's cells and their zone prices are fixed data: kept in the read cache until one of their
// tables changes (announced through LISTEN/NOTIFY, see server/http/cache/invalidation.ts).
//
// Who occupies which seat is exact without being read each time: every statement that writes
// seat_holds bumps the función's row in seat_map_versions in its own transaction (migration 0004).
// A status read first reads that one-row version; while it has not moved since the occupied seats
// were read (and no hold read then has expired since) the same answer still holds, already
// serialised. So a seat shown free is free, and a read costs one tiny query while nothing changes.
// On the embedded database even that query is spared: its one connection delivers the trigger's
// 'funcion:<id>' announcement before the writing statement returns, so a version counted from the
// announcements is as exact as the row (only while listening; otherwise the row is read).
import { and, asc, eq } from 'drizzle-orm';
import type { LayoutSeat, RowStatus } from '../../openapi/index.ts';
import type { DbOrTx } from '../db/open.ts';
import { seatMapVersions, seats, zonePrices } from '../db/schema.ts';
import { occupiedSeats } from './holds.ts';
import { param, preparedPerDb } from '../db/prepared.ts';
import { Answer } from '../http/cache/answer.ts';
import type { TaggedCache } from '../http/cache/response-cache.ts';
import { STATIC_TTL_MS } from '../http/cache/policies.ts';
import type { ChangeFollower } from '../http/cache/invalidation.ts';
import { placeKey, type SeatRow } from './seats.ts';
import { CANCELLED, purchaseShowtime, type PurchaseShowtime } from './showtime.ts';
import { notFound } from '../http/errors.ts';

/** The función and its room's cells, in row then column order. */
export interface FuncionMap {
  showtime: Omit<PurchaseShowtime, 'started'>;
  cells: SeatRow[];
  /** The cell at placeKey(FilaTotal, ColumnaTotal). */
  cell(place: string): SeatRow | undefined;
  /** The cell of a seat id. */
  seat(seatId: number): SeatRow | undefined;
  /** FilaTotal of each row of a status answer, in its order. */
  rowOrder: number[];
}

/** What the layout is read from: a change to any of these tables drops it. */
const LAYOUT_TAGS = ['showtimes', 'rooms', 'seats', 'zone_prices', 'settings'] as const;

type Estado = 'S' | 'R' | 'O' | 'B';

interface Occupancy {
  version: string;
  /** Milliseconds (this process's clock) at which the first hold it shows expires. */
  validUntil: number;
  /** The map as everyone but the holders sees it: held seats 'B'. */
  shared: Answer;
  statuses: RowStatus[];
  /** Live 'held' seats by holder, for laying their own 'R' over the shared answer. */
  heldBy: Map<number, number[]>;
  /** Seats being paid or sold. */
  paid: number[];
}

/** What a status read hands back: the shared answer as is, or the caller's own copy with its 'R' seats. */
export type SeatMapStatus = { shared: Answer } | { own: RowStatus[] };

/** Funciones whose occupied seats a process keeps at most (the oldest read go first). */
const MAX_FUNCIONES = 500;

export class SeatMaps implements ChangeFollower {
  private readonly occupancies = new Map<number, Occupancy>();
  private readonly loading = new Map<string, Promise<Occupancy>>();
  /** Announced changes per función, counted since `epoch` began (only when `announced`). */
  private readonly announcedChanges = new Map<number, number>();
  private epoch = 0;
  private listening = false;
  private readonly announced: boolean;

  constructor(
    private readonly layouts: TaggedCache<unknown>,
    { announced }: { announced: boolean },
    private readonly clock: () => number = Date.now,
  ) {
    this.announced = announced;
  }

  invalidate(tag: string): void {
    if (tag.startsWith('funcion:')) {
      const id = Number(tag.slice('funcion:'.length));
      this.announcedChanges.set(id, (this.announcedChanges.get(id) ?? 0) + 1);
    } else if (tag === 'seat_holds') {
      this.restart();
    }
  }

  suspend(): void {
    this.listening = false;
  }

  resume(): void {
    this.restart();
    this.listening = true;
  }

  private restart(): void {
    this.epoch++;
    this.announcedChanges.clear();
  }

  /** The función's seat-map version: counted from announcements where they are exact, else read. */
  private async version(db: DbOrTx, showtimeId: number): Promise<string> {
    if (this.announced && this.listening) return `${this.epoch}.${this.announcedChanges.get(showtimeId) ?? 0}`;
    return `v${await seatMapVersion(db, showtimeId)}`;
  }

  /** The función's static part; 404 'No encontramos la función.' when it does not exist. */
  funcion(db: DbOrTx, showtimeId: number): Promise<FuncionMap> {
    return this.layouts.get(`seat-map:${showtimeId}`, LAYOUT_TAGS, STATIC_TTL_MS, () => loadFuncion(db, showtimeId)) as Promise<FuncionMap>;
  }

  /** Every cell's state for this user (404 once the función is cancelled): S free, R held by this user, B held by another purchase (or an aisle), O paid or being paid. */
  async status(db: DbOrTx, { showtimeId, userId }: { showtimeId: number; userId?: number }): Promise<SeatMapStatus> {
    const { map, occupancy } = await this.now(db, showtimeId, { refuseCancelled: true });
    const mine = userId === undefined ? undefined : occupancy.heldBy.get(userId);
    if (!mine) return { shared: occupancy.shared };
    return { own: layOver(map, occupancy.statuses, mine) };
  }

  /** The seats taken now for this buyer's next reservation: paid, sold, and held by anyone else (same read as `status`). */
  async takenFor(db: DbOrTx, { showtimeId, userId }: { showtimeId: number; userId: number }): Promise<Set<number>> {
    const { occupancy } = await this.now(db, showtimeId);
    const taken = new Set<number>();
    for (const [holder, ids] of occupancy.heldBy) if (holder !== userId) for (const id of ids) taken.add(id);
    for (const id of occupancy.paid) taken.add(id);
    return taken;
  }

  /** The función's map and its occupancy at the current version (read again only when it moved or expired). */
  private async now(db: DbOrTx, showtimeId: number, { refuseCancelled = false } = {}): Promise<{ map: FuncionMap; occupancy: Occupancy }> {
    const [map, version] = await Promise.all([this.funcion(db, showtimeId), this.version(db, showtimeId)]);
    if (refuseCancelled && map.showtime.cancelled) throw notFound(CANCELLED);
    let occupancy = this.occupancies.get(showtimeId);
    if (!occupancy || occupancy.version !== version || occupancy.validUntil <= this.clock()) {
      occupancy = await this.load(db, map, version);
    }
    return { map, occupancy };
  }

  /** One read of the occupied seats per (función, version), however many ask at once. */
  private load(db: DbOrTx, map: FuncionMap, version: string): Promise<Occupancy> {
    const key = `${map.showtime.id}:${version}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = readOccupancy(db, map, version).then((occupancy) => {
        // Read after `version` was seen, so valid for it (if a newer one is kept next, reads that see
        // the newer version simply read again).
        this.occupancies.delete(map.showtime.id);
        this.occupancies.set(map.showtime.id, occupancy);
        if (this.occupancies.size > MAX_FUNCIONES) this.occupancies.delete(this.occupancies.keys().next().value!);
        return occupancy;
      });
      pending.finally(() => this.loading.delete(key)).catch(() => undefined);
      this.loading.set(key, pending);
    }
    return pending;
  }
}

async function loadFuncion(db: DbOrTx, showtimeId: number): Promise<FuncionMap> {
  const { started: _started, ...showtime } = await purchaseShowtime(db, showtimeId);
  const cells = await db
    .select({ seat: seats, price: zonePrices })
    .from(seats)
    .leftJoin(zonePrices, and(eq(zonePrices.roomId, seats.roomId), eq(zonePrices.zoneId, seats.zoneId), eq(zonePrices.format, showtime.format)))
    .where(eq(seats.roomId, showtime.roomId))
    .orderBy(asc(seats.filaTotal), asc(seats.columnaTotal));
  const byPlace = new Map(cells.map((c) => [placeKey(c.seat.filaTotal, c.seat.columnaTotal), c]));
  const byId = new Map(cells.map((c) => [c.seat.id, c]));
  const rowOrder = [...new Set(cells.map((c) => c.seat.filaTotal))];
  return { showtime, cells, cell: (place) => byPlace.get(place), seat: (id) => byId.get(id), rowOrder };
}

/** The función's seat-map version (0 before its first hold). */
const versionQuery = preparedPerDb((db) =>
  db.select({ version: seatMapVersions.version }).from(seatMapVersions).where(eq(seatMapVersions.showtimeId, param('showtimeId'))).prepare('seat_map_version'),
);

export async function seatMapVersion(db: DbOrTx, showtimeId: number): Promise<number> {
  const [row] = await versionQuery(db).execute({ showtimeId });
  return row?.version ?? 0;
}

/** The función's occupied seats now (occupiedSeats: the database clock), as the shared answer. */
async function readOccupancy(db: DbOrTx, map: FuncionMap, version: string): Promise<Occupancy> {
  const occupied = await occupiedSeats(db, map.showtime.id);

  const taken = new Map<number, Estado>();
  const heldBy = new Map<number, number[]>();
  for (const seatId of occupied.paid) taken.set(seatId, 'O');
  occupied.held.forEach((seatId, i) => {
    taken.set(seatId, 'B');
    const userId = occupied.holders[i];
    heldBy.set(userId, [...(heldBy.get(userId) ?? []), seatId]);
  });
  const validUntil = occupied.firstExpiry?.getTime() ?? Infinity;

  const byRow = new Map<number, RowStatus>();
  for (const { seat } of map.cells) {
    let row = byRow.get(seat.filaTotal);
    if (!row) byRow.set(seat.filaTotal, (row = { filRel: seat.filaRelativa, DescripcionSilla: [] }));
    const estado: Estado = seat.tipoSilla === 'Pasillo' ? 'B' : (taken.get(seat.id) ?? 'S');
    row.DescripcionSilla.push({ Columna: seat.columnaTotal, TipoSilla: seat.tipoSilla as LayoutSeat['TipoSilla'], EstadoSilla: estado });
  }
  const statuses = [...byRow.values()];
  return { version, validUntil, shared: new Answer(statuses), statuses, heldBy, paid: occupied.paid };
}

/** A copy of the shared rows with the caller's held seats as 'R' (only the rows they sit in are copied). */
function layOver(map: FuncionMap, statuses: RowStatus[], mine: number[]): RowStatus[] {
  const columnsByRow = new Map<number, Set<number>>();
  for (const id of mine) {
    const cell = map.seat(id);
    if (!cell) continue;
    const columns = columnsByRow.get(cell.seat.filaTotal) ?? new Set<number>();
    columnsByRow.set(cell.seat.filaTotal, columns.add(cell.seat.columnaTotal));
  }
  return statuses.map((row, i) => {
    const columns = columnsByRow.get(map.rowOrder[i]);
    if (!columns) return row;
    return { ...row, DescripcionSilla: row.DescripcionSilla.map((cell) => (columns.has(cell.Columna) ? { ...cell, EstadoSilla: 'R' as const } : cell)) };
  });
}
