// The programming desk's prices: each room's tarifas (zone_prices: per zone and format, the general
// price and the club's), the service fees and the membership's price (settings). Only the rows change
// here; every peso a purchase costs is still computed by server/checkout/pricing.ts from them, so a
// change applies to the next quote, and a purchase quoted before is refused at payment with the
// server's new figures (server/payments/start.ts, checkTotals). Public reads drop their cached
// answers through the tables' change triggers (migration 0002).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffMembershipPrice, StaffRoomTarifas, StaffServiceFees, StaffTarifa, StaffTarifaChange, StaffTarifas } from '../../../openapi/index.ts';
import { MEMBERSHIP_PRICE_KEYS } from '../../../openapi/rules.ts';
import type { DbOrTx } from '../../db/open.ts';
import { rooms, settings, zonePrices, zones } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { concurrently } from '../../db/concurrently.ts';

export const SERVICE_KEYS = ['ticket_servicio', 'confiteria_servicio'] as const;

const tarifaOf = (row: { price: typeof zonePrices.$inferSelect }): StaffTarifa => ({
  id: row.price.id,
  zone_id: row.price.zoneId,
  zona: row.price.zona,
  codigo: row.price.codigo,
  format: row.price.format as StaffTarifa['format'],
  descripcion: row.price.descripcion,
  valor: row.price.valor,
  club_valor: row.price.clubValor,
  cliente_frecuente: row.price.clienteFrecuente,
});

/** Each room's tarifas, rooms in their order, tarifas by zone then format. */
async function roomTarifas(db: DbOrTx, roomIds?: number[]): Promise<StaffRoomTarifas[]> {
  const roomRows = await db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(roomIds ? inArray(rooms.id, roomIds) : undefined)
    .orderBy(asc(rooms.position), asc(rooms.id));
  if (roomRows.length === 0) return [];
  const prices = await db
    .select({ price: zonePrices })
    .from(zonePrices)
    .innerJoin(zones, eq(zones.id, zonePrices.zoneId))
    .where(inArray(zonePrices.roomId, roomRows.map((r) => r.id)))
    .orderBy(asc(zones.position), asc(zones.id), asc(zonePrices.format));
  return roomRows.map((room) => ({ ...room, tarifas: prices.filter((p) => p.price.roomId === room.id).map(tarifaOf) }));
}

/** Whole pesos of a setting; 0 while missing or not whole pesos (as the checkout reads it). */
function pesosOf(rows: { key: string; value: string }[], key: string): number {
  const value = rows.find((r) => r.key === key)?.value.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

async function settingRows(db: DbOrTx, keys: readonly string[], lock = false) {
  const query = db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, [...keys]));
  return lock ? query.for('update') : query;
}

const serviceOf = (rows: { key: string; value: string }[]): StaffServiceFees => ({
  ticket_servicio: pesosOf(rows, 'ticket_servicio'),
  confiteria_servicio: pesosOf(rows, 'confiteria_servicio'),
});

const membershipOf = (rows: { key: string; value: string }[]): StaffMembershipPrice => ({
  valor: pesosOf(rows, MEMBERSHIP_PRICE_KEYS[0]),
  servicio: pesosOf(rows, MEMBERSHIP_PRICE_KEYS[1]),
});

/** What the Precios page shows. */
export async function staffTarifas(db: DbOrTx): Promise<StaffTarifas> {
  const [salas, rows] = await concurrently(db, [() => roomTarifas(db), () => settingRows(db, [...SERVICE_KEYS, ...MEMBERSHIP_PRICE_KEYS])]);
  return { salas, servicio: serviceOf(rows), membresia: membershipOf(rows) };
}

export const pesosMessage = (field: string) => `El campo ${field} debe ser un número entero de pesos, mayor o igual a 1.`;
export const clubAboveGeneral = (what: string) => `El precio del club de ${what} no puede ser mayor que el precio general.`;

/** A price the database would refuse (its checks) is refused here first, in Spanish. */
function checkTarifa(change: StaffTarifaChange, i: number, what: string): void {
  for (const field of ['valor', 'club_valor'] as const) {
    if (!Number.isSafeInteger(change[field]) || change[field] < 1) throw badRequest(pesosMessage(`tarifas[${i}].${field}`), { [`tarifas[${i}].${field}`]: pesosMessage(field) });
  }
  if (change.club_valor > change.valor) throw badRequest(clubAboveGeneral(what), { [`tarifas[${i}].club_valor`]: clubAboveGeneral(what) });
}

export interface TarifasChanged {
  room: StaffRoomTarifas;
  before: StaffTarifa[];
  after: StaffTarifa[];
}

/**
 * Changes the room's tarifas of the zones and formats sent, in the caller's transaction, the room's
 * rows locked; 404 for a room that does not exist or a zone and format without a tarifa in it, 400
 * for a zone sent twice or a price that is not whole pesos or a club price above the general one.
 */
export async function changeRoomTarifas(tx: DbOrTx, roomId: number, changes: StaffTarifaChange[]): Promise<TarifasChanged> {
  const [room] = await tx.select({ id: rooms.id, name: rooms.name }).from(rooms).where(eq(rooms.id, roomId));
  if (!room) throw notFound(`La sala ${roomId} no existe.`);
  const rows = await tx
    .select({ price: zonePrices })
    .from(zonePrices)
    .where(eq(zonePrices.roomId, roomId))
    .orderBy(asc(zonePrices.id))
    .for('update');
  const seen = new Set<string>();
  const pairs = changes.map((change, i) => {
    const key = `${change.zone_id}|${change.format}`;
    const row = rows.find((r) => r.price.zoneId === change.zone_id && r.price.format === change.format);
    if (!row) throw notFound(`La ${room.name} no tiene tarifa para la zona ${change.zone_id} en ${change.format}.`);
    if (seen.has(key)) throw badRequest(`La zona ${row.price.zona} en ${change.format} va dos veces en la solicitud.`);
    seen.add(key);
    checkTarifa(change, i, `${row.price.zona} ${change.format}`);
    return { row, change };
  });
  const before: StaffTarifa[] = [];
  const after: StaffTarifa[] = [];
  for (const { row, change } of pairs) {
    const [updated] = await tx
      .update(zonePrices)
      .set({ valor: change.valor, clubValor: change.club_valor, clienteFrecuente: change.cliente_frecuente })
      .where(eq(zonePrices.id, row.price.id))
      .returning();
    before.push(tarifaOf(row));
    after.push(tarifaOf({ price: updated }));
  }
  const [changed] = await roomTarifas(tx, [roomId]);
  return { room: changed, before, after };
}

/** Writes whole-peso settings, in the caller's transaction, the rows locked: their values before and after. */
async function writePesos<K extends string>(tx: DbOrTx, values: Record<K, number>): Promise<{ before: Record<K, number>; after: Record<K, number> }> {
  const keys = Object.keys(values) as K[];
  for (const key of keys) {
    if (!Number.isSafeInteger(values[key]) || values[key] < 0) throw badRequest(`El campo ${key} debe ser un número entero de pesos, mayor o igual a 0.`, { [key]: 'Pesos enteros, sin decimales.' });
  }
  const rows = await settingRows(tx, keys, true);
  const before = Object.fromEntries(keys.map((k) => [k, pesosOf(rows, k)])) as Record<K, number>;
  for (const key of keys) {
    await tx
      .insert(settings)
      .values({ key, value: String(values[key]) })
      .onConflictDoUpdate({ target: settings.key, set: { value: String(values[key]), updatedAt: sql`now()` } });
  }
  return { before, after: { ...values } };
}

/** The service fees (per ticket, per confitería unit). */
export async function changeServiceFees(tx: DbOrTx, fees: StaffServiceFees) {
  const { before, after } = await writePesos(tx, { ticket_servicio: fees.ticket_servicio, confiteria_servicio: fees.confiteria_servicio });
  return { before: before as StaffServiceFees, after: after as StaffServiceFees };
}

/** The membership's price and service. */
export async function changeMembershipPrice(tx: DbOrTx, price: StaffMembershipPrice) {
  const { before, after } = await writePesos(tx, { membresia_valor: price.valor, membresia_servicio: price.servicio });
  const shape = (v: Record<string, number>): StaffMembershipPrice => ({ valor: v.membresia_valor, servicio: v.membresia_servicio });
  return { before: shape(before), after: shape(after) };
}

export const roomTarget = (roomId: number) => `sala:${roomId}`;
export const settingTarget = (keys: readonly string[]) => `settings:${keys.join(',')}`;
