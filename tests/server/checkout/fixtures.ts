// A purchase as a buyer makes it through the API: a signed-in user, a consecutivo, a future función
// and its seats as the purchase screen sees them.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Consecutive, LayoutSeat, SelectedSeat, ShowtimeRoom } from '../../../openapi/index.ts';
import { bills, comboRecipeGroups, comboRecipeOptions, memberships, scoreProducts, seatHolds, showtimes } from '../../../server/db/schema.ts';
import { bearer, signUp } from '../../helpers/accounts.ts';

export interface Buyer {
  userId: number;
  token: string;
  headers: { authorization: string };
}

export async function newBuyer(app: FastifyInstance): Promise<Buyer> {
  const session = await signUp(app);
  return { userId: session.user.id, token: session.token, headers: bearer(session.token) };
}

export async function consecutive(app: FastifyInstance, buyer: Buyer): Promise<Consecutive> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/score/consecutive/1', headers: buyer.headers });
  if (res.statusCode !== 200) throw new Error(`consecutivo: ${res.statusCode} ${res.body}`);
  return res.json();
}

let used = 0;
/** A función starting more than a day from now, a different one on each call. */
export async function futureShowtime(app: FastifyInstance): Promise<number> {
  const rows = await app.db
    .select({ id: showtimes.id })
    .from(showtimes)
    .where(gt(showtimes.startsAt, sql`now() + interval '1 day'`))
    .orderBy(asc(showtimes.id))
    .limit(1)
    .offset(used++);
  return rows[0].id;
}

export interface Funcion {
  showtimeId: number;
  room: ShowtimeRoom;
  /** Sellable seats as a buyer selects them, front rows first. */
  normal: SelectedSeat[];
  aisle: LayoutSeat;
  wheelchair: LayoutSeat;
  /** Price code of each zone. */
  tarifa: (zona: string) => number;
}

export const label = (s: SelectedSeat) => `${s.FilRelativa}${s.ColRelativa}`;

export async function funcion(app: FastifyInstance, showtimeId?: number): Promise<Funcion> {
  const id = showtimeId ?? (await futureShowtime(app));
  const res = await app.inject({ method: 'GET', url: `/api/v1/room/${id}` });
  const room = res.json() as ShowtimeRoom;
  const tarifa = (zona: string) => room.prices.find((p) => p.zona === zona)!.codigo;
  const normal = room.layout
    .filter((s) => s.TipoSilla === 'Normal')
    .map((s) => ({ Fila: s.FilaTotal, Columna: s.ColumnaTotal, FilRelativa: s.FilaRelativa, ColRelativa: s.ColumnaRelativa, Tarifa: tarifa(s.TipoZona) }));
  return {
    showtimeId: id,
    room,
    normal,
    aisle: room.layout.find((s) => s.TipoSilla === 'Pasillo')!,
    wheelchair: room.layout.find((s) => s.TipoSilla === 'Discapacitado')!,
    tarifa,
  };
}

export const asSelected = (s: LayoutSeat, tarifa: number): SelectedSeat => ({
  Fila: s.FilaTotal,
  Columna: s.ColumnaTotal,
  FilRelativa: s.FilaRelativa,
  ColRelativa: s.ColumnaRelativa || '0',
  Tarifa: tarifa,
});

export function reserve(app: FastifyInstance, buyer: Buyer, showtimeId: number, body: { score_consecutive: number; seats: SelectedSeat[] }) {
  return app.inject({ method: 'POST', url: `/api/v1/reserve/${showtimeId}`, headers: buyer.headers, payload: { ...body, device: 'web' } });
}

export function cancel(app: FastifyInstance, buyer: Buyer, showtimeId: number, consecutivo: number) {
  return app.inject({ method: 'POST', url: `/api/v1/reserve/cancel/${showtimeId}`, headers: buyer.headers, payload: { score_consecutive: consecutivo, device: 'web' } });
}

/** Every hold row of the función. */
export const holdsOf = (app: FastifyInstance, showtimeId: number) => app.db.select().from(seatHolds).where(eq(seatHolds.showtimeId, showtimeId));

/** A Club Vizionarios card active now (database clock), CineFan 'vigente' or not. */
export async function makeMember(app: FastifyInstance, userId: number, cinefan = false) {
  await app.db.insert(memberships).values({ userId, startsAt: sql`now() - interval '1 day'`, endsAt: sql`now() + interval '30 days'`, cinefan });
}

/** A bill for the consecutivo (as a payment would create it). */
export async function billFor(app: FastifyInstance, ref: { userId: number; showtimeId: number; consecutivo: number }) {
  const [b] = await app.db
    .insert(bills)
    .values({ number: `T-${Date.now()}-${ref.consecutivo}`, userId: ref.userId, theaterId: 1, showtimeId: ref.showtimeId, payType: 1, payMethod: 'card', subtotal: 1, totalService: 0, total: 1, consecutivo: ref.consecutivo })
    .returning();
  return b.id;
}

/** The API code (Codigo) of a demo product by its Score code ('A001', 'P001', 'A101'…). */
export async function productCode(app: FastifyInstance, codigo: string): Promise<number> {
  const [p] = await app.db.select({ id: scoreProducts.id }).from(scoreProducts).where(and(eq(scoreProducts.codigo, codigo))).limit(1);
  return p.id;
}

/** The first option of each item of a combo's recipe, as a buyer would choose them. */
export async function firstRecipe(app: FastifyInstance, productId: number): Promise<number[]> {
  const groups = await app.db.select().from(comboRecipeGroups).where(eq(comboRecipeGroups.productId, productId));
  return Promise.all(groups.map(async (g) => (await app.db.select().from(comboRecipeOptions).where(eq(comboRecipeOptions.groupId, g.id)))[0].id));
}
