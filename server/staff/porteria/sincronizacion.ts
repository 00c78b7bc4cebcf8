// What a door's device keeps to decide without the network (issue 28), read in one snapshot: the
// published keys, the theater's funciones whose entry window touches today (Bogotá, database
// clock), the revocations and the other doors' check-ins of those funciones. Keys, revocations
// and check-ins come as changes since the device's cursors (cursores.ts), or whole (`full`).
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { PorteriaCheckin, PorteriaOptions, PorteriaRevocation, PorteriaSync } from '../../../openapi/index.ts';
import { isoDeMilis } from '../../../openapi/zona.ts';
import { MAX_ESCANEOS_POR_LOTE, SEGUNDOS_PARA_DESHACER, type VentanaIngreso } from '../../../openapi/ingreso.ts';
import { ZONE } from '../../db/constants.ts';
import type { Db, DbOrTx } from '../../db/open.ts';
import { bills, films, porteriaIngresos, rooms, seats, showtimes, theaters, ticketRevocations, tickets, ticketSigningKeys } from '../../db/schema.ts';
import { seatLabel } from '../../checkout/seats.ts';
import { notFound } from '../../http/errors.ts';
import { ensureKeyOne, publishedOf } from '../../tickets/keys.ts';
import { dayCursor, keyCursor, readDayCursor, readKeyCursor } from './cursores.ts';
import { THEATER_NOT_FOUND } from './messages.ts';
import { entryWindow, windowOut } from './ventana.ts';

/** The rows of a raw query, on either driver. */
export const rowsOf = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** An instant as Bogotá's ISO text (the remembered zone: this runs for every answer at the door). */
export const iso = (instant: Date) => isoDeMilis(instant.getTime());

export async function porteriaOptions(db: DbOrTx): Promise<PorteriaOptions> {
  const rows = await db
    .select({ theaterId: theaters.id, theaterName: theaters.name, roomId: rooms.id, roomName: rooms.name })
    .from(theaters)
    .leftJoin(rooms, eq(rooms.theaterId, theaters.id))
    .orderBy(asc(theaters.id), asc(rooms.position), asc(rooms.id));
  const byTheater = new Map<number, PorteriaOptions['theaters'][number]>();
  for (const row of rows) {
    let theater = byTheater.get(row.theaterId);
    if (!theater) byTheater.set(row.theaterId, (theater = { id: row.theaterId, name: row.theaterName, rooms: [] }));
    if (row.roomId !== null && row.roomName !== null) theater.rooms.push({ id: row.roomId, name: row.roomName });
  }
  return { theaters: [...byTheater.values()], window: windowOut(await entryWindow(db)), max_batch: MAX_ESCANEOS_POR_LOTE, undo_seconds: SEGUNDOS_PARA_DESHACER };
}

/** The Bogotá day of `now` and the starts of the funciones whose entry window touches it. */
export function dayOf(now: Date, window: VentanaIngreso) {
  const day = DateTime.fromJSDate(now, { zone: ZONE }).startOf('day');
  return {
    date: day.toISODate()!,
    from: day.minus({ minutes: window.despuesMin }).toJSDate(),
    to: day.plus({ days: 1, minutes: window.antesMin }).toJSDate(),
  };
}

export async function theaterExists(db: DbOrTx, theaterId: number): Promise<void> {
  const [theater] = await db.select({ id: theaters.id }).from(theaters).where(eq(theaters.id, theaterId)).limit(1);
  if (!theater) throw notFound(THEATER_NOT_FOUND(theaterId));
}

export interface SyncQuery {
  theater: number;
  device?: string;
  keys_cursor?: string;
  revocations_cursor?: string;
  checkins_cursor?: string;
}

export async function syncPorteria(db: Db, query: SyncQuery, fromEnv?: string): Promise<PorteriaSync> {
  await ensureKeyOne(db, fromEnv);
  const keysSince = readKeyCursor(query.keys_cursor, 'keys_cursor');
  return db.transaction(
    async (tx) => {
      await theaterExists(tx, query.theater);
      const [clock] = await rowsOf<{ now: Date | string; xmin: string }>(tx, sql`select now() as now, pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
      const now = new Date(clock.now);
      const window = await entryWindow(tx);
      const day = dayOf(now, window);
      const revocationsSince = readDayCursor(query.revocations_cursor, 'revocations_cursor', day.date, query.theater);
      const checkinsSince = readDayCursor(query.checkins_cursor, 'checkins_cursor', day.date, query.theater);

      const funciones = await tx
        .select({
          id: showtimes.id,
          theaterId: rooms.theaterId,
          filmId: films.id,
          title: films.title,
          roomId: rooms.id,
          roomName: rooms.name,
          startsAt: showtimes.startsAt,
          cancelledAt: showtimes.cancelledAt,
        })
        .from(showtimes)
        .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
        .innerJoin(films, eq(films.id, showtimes.filmId))
        .where(and(eq(rooms.theaterId, query.theater), gte(showtimes.startsAt, day.from), lt(showtimes.startsAt, day.to)))
        .orderBy(asc(showtimes.startsAt), asc(rooms.id));
      const ids = funciones.map((f) => f.id);

      // Keys: every published one, or those that changed since the cursor (retired ones by id).
      const keyRows = await tx
        .select()
        .from(ticketSigningKeys)
        .where(keysSince === null ? sql`${ticketSigningKeys.state} <> 'retired'` : sql`${ticketSigningKeys.changedXid} >= ${keysSince}::xid8`)
        .orderBy(sql`${ticketSigningKeys.state} = 'active' desc`, sql`${ticketSigningKeys.id} desc`);
      const keys = {
        full: keysSince === null,
        items: keyRows
          .filter((k) => k.state !== 'retired')
          .map((k) => publishedOf({ id: k.id, state: k.state as 'active' | 'published', publicKeyPem: k.publicKey, publicKeyRaw: k.publicKeyRaw })),
        retired_ids: keyRows.filter((k) => k.state === 'retired').map((k) => k.id),
        cursor: keyCursor(clock.xmin),
      };

      const seatLabels = await seatLabelsOf(tx, [...new Set(funciones.map((f) => f.roomId))]);
      const revocations = { full: revocationsSince === null, items: ids.length === 0 ? [] : await revocationsOf(tx, ids, revocationsSince), cursor: dayCursor({ date: day.date, theaterId: query.theater, xid: clock.xmin }) };
      const checkins = { full: checkinsSince === null, items: ids.length === 0 ? [] : await checkinsOf(tx, ids, checkinsSince, query.device), cursor: dayCursor({ date: day.date, theaterId: query.theater, xid: clock.xmin }) };

      return {
        now: iso(now),
        date: day.date,
        theater_id: query.theater,
        window: windowOut(window),
        keys,
        funciones: funciones.map((f) => ({
          id: f.id,
          theater_id: f.theaterId,
          film: { id: f.filmId, title: f.title },
          room: { id: f.roomId, name: f.roomName },
          starts_at: iso(f.startsAt),
          cancelled: f.cancelledAt !== null,
        })),
        seat_labels: seatLabels,
        revocations,
        checkins,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The label of every seat of these rooms (aisles have none), by seat id: what a ticket's seat shows. */
async function seatLabelsOf(tx: DbOrTx, roomIds: number[]): Promise<Record<string, string>> {
  if (roomIds.length === 0) return {};
  const rows = await tx
    .select({ id: seats.id, fila: seats.filaRelativa, columna: seats.columnaRelativa })
    .from(seats)
    .where(and(inArray(seats.roomId, roomIds), sql`${seats.tipoSilla} <> 'Pasillo'`))
    .orderBy(asc(seats.id));
  return Object.fromEntries(rows.map((r) => [String(r.id), seatLabel(r.fila, r.columna)]));
}

/** Bills of these funciones whose tickets no longer enter, and the funciones cancelled: all, or logged since `since`. */
async function revocationsOf(tx: DbOrTx, showtimeIds: number[], since: string | null): Promise<PorteriaRevocation[]> {
  if (since !== null) {
    const rows = await tx
      .select()
      .from(ticketRevocations)
      .where(and(inArray(ticketRevocations.showtimeId, showtimeIds), sql`${ticketRevocations.changedXid} >= ${since}::xid8`))
      .orderBy(asc(ticketRevocations.id));
    return rows.map((r) => ({ kind: r.kind as 'factura' | 'funcion', bill: r.bill, funcion_id: r.kind === 'funcion' ? r.showtimeId : null, at: iso(r.at) }));
  }
  const revokedBills = await tx
    .selectDistinct({ number: bills.number, at: bills.updatedAt })
    .from(bills)
    .innerJoin(tickets, eq(tickets.billId, bills.id))
    .where(and(inArray(bills.showtimeId, showtimeIds), sql`(${bills.statusId} <> 1 or ${bills.needsRefund} or ${tickets.voidedAt} is not null)`));
  const cancelled = await tx
    .select({ id: showtimes.id, at: showtimes.cancelledAt })
    .from(showtimes)
    .where(and(inArray(showtimes.id, showtimeIds), sql`${showtimes.cancelledAt} is not null`));
  return [
    ...revokedBills.map((b) => ({ kind: 'factura' as const, bill: b.number, funcion_id: null, at: iso(b.at) })),
    ...cancelled.map((f) => ({ kind: 'funcion' as const, bill: null, funcion_id: f.id, at: iso(f.at!) })),
  ];
}

/**
 * The check-ins of other devices: all entries standing now, or, since `since`, the ticket keys
 * whose entry changed (taken, undone, or given to an earlier offline scan), each as it stands now.
 */
async function checkinsOf(tx: DbOrTx, showtimeIds: number[], since: string | null, device?: string): Promise<PorteriaCheckin[]> {
  const ids = sql.join(showtimeIds.map((id) => sql`${id}`), sql`, `);
  const mine = device ?? '';
  if (since === null) {
    const rows = await tx
      .select({ ticketKey: porteriaIngresos.ticketKey, at: porteriaIngresos.scannedAt, door: porteriaIngresos.door, device: porteriaIngresos.device })
      .from(porteriaIngresos)
      .where(and(sql`${porteriaIngresos.showtimeId} in (${ids})`, sql`${porteriaIngresos.accepted} and ${porteriaIngresos.undoneAt} is null`, sql`${porteriaIngresos.device} <> ${mine}`))
      .orderBy(asc(porteriaIngresos.id));
    return rows.map((r) => ({ ticket_key: r.ticketKey!, at: iso(r.at), door: r.door, device: r.device, undone: false }));
  }
  const rows = await rowsOf<{ ticket_key: string; at: Date | string; door: string; device: string; undone: boolean }>(tx, sql`
    with changed as (
      select distinct on (ticket_key) ticket_key, scanned_at, door, device, id
        from porteria_ingresos
       where showtime_id in (${ids}) and changed_xid >= ${since}::xid8 and ticket_key is not null
         and (accepted or undone_at is not null or duplicate_offline)
       order by ticket_key, id desc
    )
    select c.ticket_key, coalesce(w.scanned_at, c.scanned_at) as at, coalesce(w.door, c.door) as door,
           coalesce(w.device, c.device) as device, w.id is null as undone
      from changed c
      left join porteria_ingresos w on w.ticket_key = c.ticket_key and w.accepted and w.undone_at is null
     where coalesce(w.device, c.device) <> ${mine}
     order by c.id`);
  return rows.map((r) => ({ ticket_key: r.ticket_key, at: iso(new Date(r.at)), door: r.door, device: r.device, undone: r.undone }));
}
