// What a purchase needs to know about a función, in one query: its room, format and theater,
// whether it has started (database clock), the purchase limit and the service fees.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/open.ts';
import { rooms, settings, showtimes } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Focus, LoneSeatMode } from '../../openapi/seat-rules.ts';

export interface PurchaseShowtime {
  id: number;
  roomId: number;
  theaterId: number;
  format: string;
  startsAt: Date;
  started: boolean;
  /** The staff cancelled it: nothing more is reserved, priced or paid for it. */
  cancelled: boolean;
  /** Seats per purchase, and combo units per purchase (ShowtimeRoom.maxSeats). */
  maxSeats: number;
  ticketService: number;
  confectioneryService: number;
  /** The sala's no-lone-seats rule and best available's focal point (openapi/seat-rules.ts). */
  loneSeatMode: LoneSeatMode;
  focus: Focus;
}

export const STARTED = 'No es posible reservar asientos en funciones en curso. Por favor, selecciona otro horario.';
export const NO_SHOWTIME = 'No encontramos la función.';
export const CANCELLED = 'Esta función fue cancelada. Por favor, selecciona otro horario.';

/**
 * The chain's limit (setting maximo_entradas) and the room's own (when set): a room may lower the
 * chain's limit, never raise it.
 */
export function maxSeatsOf(chainLimit: number | undefined, roomLimit: number | null | undefined): number {
  const limits = [chainLimit, roomLimit].filter((n): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0);
  return limits.length ? Math.min(...limits) : 0;
}

const setting = (key: string) => sql<string | null>`(select ${settings.value} from ${settings} where ${settings.key} = ${key})`;
const int = (text: string | null | undefined) => {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isFinite(n) ? n : undefined;
};

/** The función for a purchase; 404 when it does not exist. */
export async function purchaseShowtime(db: DbOrTx, showtimeId: number): Promise<PurchaseShowtime> {
  const [row] = await db
    .select({
      id: showtimes.id,
      roomId: showtimes.roomId,
      theaterId: rooms.theaterId,
      format: showtimes.format,
      startsAt: showtimes.startsAt,
      started: sql<boolean>`${showtimes.startsAt} <= now()`,
      cancelledAt: showtimes.cancelledAt,
      roomLimit: rooms.maxSeatsPerPurchase,
      loneSeatMode: rooms.loneSeatMode,
      focusFila: rooms.focusFila,
      focusColumna: rooms.focusColumna,
      chainLimit: setting('maximo_entradas'),
      ticketService: setting('ticket_servicio'),
      confectioneryService: setting('confiteria_servicio'),
    })
    .from(showtimes)
    .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
    .where(eq(showtimes.id, showtimeId))
    .limit(1);
  if (!row) throw notFound(NO_SHOWTIME);
  return {
    id: row.id,
    roomId: row.roomId,
    theaterId: row.theaterId,
    format: row.format,
    startsAt: row.startsAt,
    started: Boolean(row.started),
    cancelled: row.cancelledAt !== null,
    maxSeats: maxSeatsOf(int(row.chainLimit), row.roomLimit),
    ticketService: Math.max(0, int(row.ticketService) ?? 0),
    confectioneryService: Math.max(0, int(row.confectioneryService) ?? 0),
    loneSeatMode: row.loneSeatMode as LoneSeatMode,
    focus: { fila: row.focusFila, columna: row.focusColumna },
  };
}

/** 409 when the staff cancelled the función. */
export function refuseCancelled(showtime: Pick<PurchaseShowtime, 'cancelled'>): void {
  if (showtime.cancelled) throw conflict(CANCELLED);
}

/** 409 with the §8 text when the función has started (database clock). */
export function refuseStarted(showtime: PurchaseShowtime): void {
  if (showtime.started) throw conflict(STARTED);
}

/** Whether the función has started, by the database clock (the one its holds expire by). */
export async function hasStarted(db: DbOrTx, showtimeId: number): Promise<boolean> {
  const [row] = await db.select({ started: sql<boolean>`${showtimes.startsAt} <= now()` }).from(showtimes).where(eq(showtimes.id, showtimeId));
  return Boolean(row?.started);
}
