// The one pricing module: every peso a purchase costs is computed here, from the database's prices,
// and nowhere else (the quote shows it, the payment checks the client's totals against it).
//
// Rules (spec §5, §6): a member is a user with a Club Vizionarios card active now ('usuario con
// tarjeta activa'). Tickets: the zone's price for the función's room and format; members pay the
// club price where the zone has ClienteFrecuente 'habilitado'. Products: General, or OtroPago for
// members; which products a buyer is offered (CineFanPlus or not) is productOffered of
// openapi/rules.ts, the page's rule too. A price of 1 or less is not offered (isOffered: a club
// price falls back to the general one; a general price of 1 or less means the item cannot be sold).
// Service: ticket_servicio per seat + confiteria_servicio per product unit. A product the staff took off
// sale (score_products.disponible) is refused. general_total is what a
// non-member pays for the same order; savings = general_total − what a member pays. The club's
// daily limit (server/club/daily-limit.ts): club prices on at most 6 tickets and 6 combo units a
// day; beyond, the general price, marked `clubLimited` so the panel can say which seats and combos
// it is. A product line split by the limit becomes two lines, the club-priced units first.
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { PurchaseProduct, SelectedSeat } from '../../openapi/index.ts';
import { isOffered, productOffered, type Buyer } from '../../openapi/rules.ts';
import type { DbOrTx } from '../db/open.ts';
import { comboRecipeGroups, comboRecipeOptions, memberships, scoreProducts } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { CLUB_DAILY_COMBOS, CLUB_DAILY_TICKETS, clubAllowanceToday } from '../club/daily-limit.ts';
import { resolveSeats, type ResolvedSeat } from './seats.ts';
import { purchaseShowtime, refuseCancelled, type PurchaseShowtime } from './showtime.ts';
import { concurrently } from '../db/concurrently.ts';

export interface PricedTicket { seatId: number; fila: string; columna: string; zona: string; codigo: number; valor: number; general: number; clubLimited: boolean }
export interface RecipeChoice { group: string; codigo: string; descripcion: string }
export interface PricedProduct { codigo: number; descripcion: string; cantidad: number; valor: number; general: number; total: number; recipe: RecipeChoice[]; clubLimited: boolean }
export interface PricedOrder {
  member: boolean;
  tickets: PricedTicket[];
  products: PricedProduct[];
  totalTickets: number;
  totalConfectionery: number;
  subtotal: number;
  totalService: number;
  total: number;
  generalTotal: number;
  savings: number;
}

export interface OrderInput {
  userId: number;
  showtimeId: number;
  seats: SelectedSeat[];
  products: PurchaseProduct[];
}

/** The user's Club Vizionarios card now (database clock). */
export async function membershipNow(db: DbOrTx, userId: number): Promise<Buyer> {
  const [row] = await db
    .select({ cinefan: memberships.cinefan })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), lte(memberships.startsAt, sql`now()`), gt(memberships.endsAt, sql`now()`)))
    .orderBy(desc(memberships.endsAt))
    .limit(1);
  return { member: Boolean(row), cinefan: Boolean(row?.cinefan) };
}

/** Ticket price of a seat: [what this buyer pays, what a member pays, the general price]. */
export function ticketPrices(price: ResolvedSeat['price'], member: boolean): { valor: number; club: number; general: number } {
  const general = price.valor;
  const club = price.clienteFrecuente && isOffered(price.clubValor) ? price.clubValor : general;
  return { valor: member ? club : general, club, general };
}

/**
 * What one ticket of a zone costs this buyer, the club's daily allowance considered: members pay the
 * club price while `withinLimit` (a club-priced ticket is left today), the general price beyond,
 * marked `clubLimited` when that costs them more. `memberPays` is what a member would pay for it
 * (the non-member's "te habrías ahorrado" counts it).
 */
export function ticketPriceNow(price: ResolvedSeat['price'], member: boolean, withinLimit: boolean): { valor: number; memberPays: number; general: number; clubLimited: boolean } {
  const { club, general } = ticketPrices(price, member);
  const memberPays = withinLimit ? club : general;
  return { valor: member ? memberPays : general, memberPays, general, clubLimited: member && !withinLimit && club < general };
}

/**
 * The seat map's price list: per zone, what this buyer's next ticket costs if priced now (the
 * quote's rule, ticketPriceNow): a member past the day's club tickets sees the general price.
 */
export async function zonePriceList(db: DbOrTx, userId: number | undefined, zones: ResolvedSeat['price'][]): Promise<{ member: boolean; prices: { valor: number; memberPays: number; general: number }[] }> {
  const [membership, allowance] = userId
    ? await concurrently(db, [() => membershipNow(db, userId), () => clubAllowanceToday(db, userId)])
    : [{ member: false, cinefan: false }, { tickets: CLUB_DAILY_TICKETS, combos: CLUB_DAILY_COMBOS }];
  return { member: membership.member, prices: zones.map((zone) => ticketPriceNow(zone, membership.member, allowance.tickets > 0)) };
}

/** Unit price of a product: [what this buyer pays, what a member pays, the general price]. */
export function productPrices(p: { precioGeneral: number; precioOtroPago: number }, member: boolean): { valor: number; club: number; general: number } {
  const general = p.precioGeneral;
  const club = isOffered(p.precioOtroPago) ? p.precioOtroPago : general;
  return { valor: member ? club : general, club, general };
}

interface LoadedProduct {
  product: typeof scoreProducts.$inferSelect;
  groups: { id: number; name: string; cantidad: number; options: Map<number, string> }[];
}

async function loadProducts(db: DbOrTx, theaterId: number, codes: number[]): Promise<Map<number, LoadedProduct>> {
  const found = new Map<number, LoadedProduct>();
  if (codes.length === 0) return found;
  const products = await db.select().from(scoreProducts).where(and(inArray(scoreProducts.id, codes), eq(scoreProducts.theaterId, theaterId)));
  if (products.length === 0) return found;
  const rows = await db
    .select({ group: comboRecipeGroups, option: comboRecipeOptions })
    .from(comboRecipeGroups)
    .leftJoin(comboRecipeOptions, eq(comboRecipeOptions.groupId, comboRecipeGroups.id))
    .where(inArray(comboRecipeGroups.productId, products.map((p) => p.id)))
    .orderBy(asc(comboRecipeGroups.position), asc(comboRecipeGroups.id), asc(comboRecipeOptions.position));
  for (const product of products) found.set(product.id, { product, groups: [] });
  for (const { group, option } of rows) {
    const p = found.get(group.productId)!;
    let g = p.groups.find((x) => x.id === group.id);
    if (!g) p.groups.push((g = { id: group.id, name: group.name, cantidad: group.cantidad, options: new Map() }));
    if (option) g.options.set(option.id, option.descripcion);
  }
  return found;
}

/** The chosen options of a combo: exactly one option of each item of its recipe, nothing else. */
function recipeOf(loaded: LoadedProduct, chosen: number[] = []): RecipeChoice[] {
  const { product, groups } = loaded;
  const picked = new Map<number, RecipeChoice>();
  for (const optionId of chosen) {
    const group = groups.find((g) => g.options.has(optionId));
    if (!group) throw badRequest(`La opción ${optionId} no pertenece a la receta de ${product.descripcion}.`);
    if (picked.has(group.id)) throw badRequest(`Elige una sola opción de ${group.name} para ${product.descripcion}.`);
    picked.set(group.id, { group: group.name, codigo: String(optionId), descripcion: group.options.get(optionId)! });
  }
  const missing = groups.find((g) => !picked.has(g.id));
  if (missing) throw badRequest(`Debes seleccionar la receta del combo ${product.descripcion} (${missing.name}).`);
  return groups.map((g) => picked.get(g.id)!);
}

/** Prices an order for this buyer; 404 for a missing función, 409 for a cancelled one, 400 naming the first bad seat or product. */
export async function priceOrder(db: DbOrTx, input: OrderInput): Promise<PricedOrder> {
  const showtime = await purchaseShowtime(db, input.showtimeId);
  refuseCancelled(showtime);
  return priceOrderAt(db, showtime, input);
}

/** priceOrder for a función already read (the reservation reads it once). */
export async function priceOrderAt(db: DbOrTx, showtime: PurchaseShowtime, input: OrderInput): Promise<PricedOrder> {
  const [membership, resolved, allowance] = await concurrently(db, [
    () => membershipNow(db, input.userId),
    () => resolveSeats(db, showtime, input.seats),
    () => clubAllowanceToday(db, input.userId),
  ]);
  const { member } = membership;

  const units = input.products.reduce((n, p) => n + p.Cantidad, 0);
  if (units > showtime.maxSeats) throw badRequest(`Solo puedes seleccionar ${showtime.maxSeats} combos en total.`);
  const catalogue = await loadProducts(db, showtime.theaterId, [...new Set(input.products.map((p) => p.Codigo))]);

  let generalTotal = 0;
  let memberTotal = 0;

  let ticketsLeft = allowance.tickets;
  const tickets = resolved.map((seat): PricedTicket => {
    const { valor, memberPays, general, clubLimited } = ticketPriceNow(seat.price, member, ticketsLeft-- > 0);
    generalTotal += general;
    memberTotal += memberPays;
    return { seatId: seat.seatId, fila: seat.fila, columna: seat.columna, zona: seat.price.zona, codigo: seat.price.id, valor, general, clubLimited };
  });

  let combosLeft = allowance.combos;
  const products = input.products.flatMap((line): PricedProduct[] => {
    const loaded = catalogue.get(line.Codigo);
    if (!loaded) throw badRequest(`El producto ${line.Codigo} no existe.`);
    if (!loaded.product.disponible) throw badRequest(`El producto ${loaded.product.descripcion} ya no está a la venta.`);
    if (!productOffered({ cinefanPlus: loaded.product.cinefanPlus, general: loaded.product.precioGeneral }, membership)) throw badRequest(`El producto ${loaded.product.descripcion} no está disponible para ti.`);
    const recipe = recipeOf(loaded, line.Receta);
    const { club, general } = productPrices(loaded.product, member);
    const atClub = Math.min(line.Cantidad, combosLeft);
    combosLeft -= atClub;
    const atGeneral = line.Cantidad - atClub;
    generalTotal += general * line.Cantidad;
    memberTotal += club * atClub + general * atGeneral;
    const priced = (cantidad: number, valor: number, clubLimited: boolean): PricedProduct => ({
      codigo: loaded.product.id,
      descripcion: loaded.product.descripcion,
      cantidad,
      valor,
      general,
      total: valor * cantidad,
      recipe,
      clubLimited,
    });
    if (!member) return [priced(line.Cantidad, general, false)];
    if (atGeneral === 0 || club === general) return [priced(line.Cantidad, atGeneral === 0 ? club : general, false)];
    return [...(atClub > 0 ? [priced(atClub, club, false)] : []), priced(atGeneral, general, true)];
  });

  const totalTickets = tickets.reduce((n, t) => n + t.valor, 0);
  const totalConfectionery = products.reduce((n, p) => n + p.total, 0);
  const subtotal = totalTickets + totalConfectionery;
  const totalService = showtime.ticketService * tickets.length + showtime.confectioneryService * units;
  return {
    member,
    tickets,
    products,
    totalTickets,
    totalConfectionery,
    subtotal,
    totalService,
    total: subtotal + totalService,
    generalTotal: generalTotal + totalService,
    savings: generalTotal - memberTotal,
  };
}
