// A purchase as a client makes it, through the HTTP API: sign up, open a consecutivo, reserve free
// seats of a future función, then pay by card. Expected totals are computed here from the prices
// the API shows and the demo's service fees, not by the server's pricing module.
import { and, asc, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CardPaymentRequest, Consecutive, PsePaymentRequest, PurchaseProduct, RowStatus, ScoreProduct, SelectedSeat, ShowtimeRoom } from '../../../openapi/index.ts';
import { schema } from '../../../server/db/open.ts';
import type { CardCharge } from '../../../server/payments/gateway.ts';
import { bearer, freshAddress, signUp } from '../../helpers/accounts.ts';

/** The demo's settings (server/db/seed/sitio.ts): service per seat and per combo unit. */
export const TICKET_SERVICE = 2500;
export const COMBO_SERVICE = 1000;

export const CARDS = {
  accepted: '4575623182290326',
  rejected: '4151611527583283',
  failed: '5170394490379427',
  pending: '373118856457642',
} as const;

export type Session = Awaited<ReturnType<typeof signUp>>;

export const api = (app: FastifyInstance, token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload, remoteAddress: freshAddress() });

let nextFuncion = 0;

/** A future función not used yet by this test file (each purchase gets its own). */
export async function freshFuncion(app: FastifyInstance): Promise<number> {
  const rows = await app.db
    .select({ id: schema.showtimes.id })
    .from(schema.showtimes)
    .where(and(gt(schema.showtimes.startsAt, new Date(Date.now() + 2 * 86_400_000))))
    .orderBy(asc(schema.showtimes.id));
  return rows[nextFuncion++ % rows.length].id;
}

export interface Reserved {
  session: Session;
  showtimeId: number;
  consecutivo: number;
  keyPay: string;
  seats: SelectedSeat[];
  products: PurchaseProduct[];
  expected: { subtotal: number; total_service: number; total: number };
}

/** A combo anyone can buy (not CineFanPlus) with the first option of each recipe item. */
export async function aCombo(app: FastifyInstance): Promise<{ product: PurchaseProduct; price: number }> {
  const res = await api(app, undefined, 'GET', '/confectioneries/score/viziona');
  const combo = (res.json() as ScoreProduct[]).find((p) => p.CineFanPlus === 'n' && p.Receta.length > 0 && p.Precios[0].General > 1)!;
  return { product: { Codigo: combo.Codigo, Cantidad: 1, Receta: combo.Receta.map((g) => g.Opciones[0].Codigo) }, price: combo.Precios[0].General };
}

/** Signs up (unless given a session), opens a consecutivo and reserves `count` free seats of a fresh función. */
export async function reserve(app: FastifyInstance, options: { count?: number; session?: Session; combo?: boolean; showtimeId?: number } = {}): Promise<Reserved> {
  const session = options.session ?? (await signUp(app));
  const showtimeId = options.showtimeId ?? (await freshFuncion(app));
  const consecutive = (await api(app, session.token, 'GET', '/score/consecutive/1')).json() as Consecutive;
  const room = (await api(app, session.token, 'GET', `/room/${showtimeId}`)).json() as ShowtimeRoom;
  const status = (await api(app, session.token, 'GET', `/room/${showtimeId}/status`)).json() as RowStatus[];
  const free = new Set(status.flatMap((row) => row.DescripcionSilla.filter((s) => s.EstadoSilla === 'S').map((s) => `${row.filRel}:${s.Columna}`)));
  const priceOf = new Map(room.prices.filter((p) => p.valor > 1).map((p) => [p.zona, p]));
  const chosen = room.layout
    .filter((s) => s.TipoSilla === 'Normal' && priceOf.has(s.TipoZona) && free.has(`${s.FilaRelativa}:${s.ColumnaTotal}`))
    .slice(0, options.count ?? 2);
  const seats: SelectedSeat[] = chosen.map((s) => ({
    Fila: s.FilaTotal,
    Columna: s.ColumnaTotal,
    FilRelativa: s.FilaRelativa,
    ColRelativa: s.ColumnaRelativa,
    Tarifa: priceOf.get(s.TipoZona)!.codigo,
  }));
  const res = await api(app, session.token, 'POST', `/reserve/${showtimeId}`, { score_consecutive: consecutive.Secuencia, seats, device: 'web' });
  if (res.statusCode !== 200) throw new Error(`reserva falló: ${res.statusCode} ${res.body}`);

  const tickets = chosen.reduce((n, s) => n + priceOf.get(s.TipoZona)!.valor, 0);
  const combo = options.combo ? await aCombo(app) : undefined;
  const subtotal = tickets + (combo?.price ?? 0);
  const total_service = TICKET_SERVICE * seats.length + (combo ? COMBO_SERVICE : 0);
  return {
    session,
    showtimeId,
    consecutivo: consecutive.Secuencia,
    keyPay: consecutive.keyPay,
    seats,
    products: combo ? [combo.product] : [],
    expected: { subtotal, total_service, total: subtotal + total_service },
  };
}

/** A valid card (accepted by the sandbox), in the payment calls' words. */
export const CARD = { card_name: 'ANA GOMEZ', card_number: CARDS.accepted, cvc: '8642', exp_month: '09', exp_year: '2037', dues: 1 } as const;

/** A card payment body for the reservation, valid in every field; `card` picks the sandbox outcome. */
export function cardBody(r: Reserved, overrides: Partial<CardPaymentRequest> = {}): CardPaymentRequest {
  return {
    pay_type: 1,
    ...CARD,
    ...r.expected,
    device: 'web',
    score_consecutive: r.consecutivo,
    score_payment_method: 1,
    theater_id: 1,
    showtime_id: r.showtimeId,
    seats: r.seats,
    products: r.products,
    products_detail: `${r.seats.length} boletas`,
    products_description: 'Boletas Viziona',
    keyPay: r.keyPay,
    ...overrides,
  };
}

export const pay = (app: FastifyInstance, token: string, body: object) => api(app, token, 'POST', '/epayco/card/pay', body);

/** The función's seat states as the status read shows them, keyed 'F:7' (row letter : ColumnaTotal). */
export async function seatStates(app: FastifyInstance, token: string | undefined, showtimeId: number): Promise<Map<string, string>> {
  const rows = (await api(app, token, 'GET', `/room/${showtimeId}/status`)).json() as RowStatus[];
  return new Map(rows.flatMap((row) => row.DescripcionSilla.map((s) => [`${row.filRel}:${s.Columna}`, s.EstadoSilla] as const)));
}

export const seatKeys = (r: Reserved) => r.seats.map((s) => `${s.FilRelativa}:${s.Columna}`);

/** Records every charge that reaches the app's gateway (the sandbox still decides and confirms). */
export function recordCharges(app: FastifyInstance): CardCharge[] {
  const charges: CardCharge[] = [];
  const gateway = app.paymentGateway;
  const charge = gateway.chargeCard.bind(gateway);
  gateway.chargeCard = async (c) => {
    charges.push(c);
    return charge(c);
  };
  return charges;
}

/** A bank of the demo's PSE list (server/db/seed/sitio.ts), read through the API. */
export async function aBank(app: FastifyInstance): Promise<string> {
  const banks = (await api(app, undefined, 'GET', '/epayco/banks')).json() as { bankCode: string }[];
  return banks[0].bankCode;
}

/** Who pays by PSE, valid in every §5 bank-form field. */
export const PSE_PAYER = {
  name: 'Ana',
  lastname: 'Gómez',
  doc_type: 'CC',
  doc_number: '1020304050',
  email: 'ana.gomez@example.com',
  phone: '3001234567',
  typePerson: 'natural',
} as const;

/** A PSE payment body for the reservation, valid in every §5 field. */
export function pseBody(r: Reserved, bank: string, overrides: Partial<PsePaymentRequest> = {}): PsePaymentRequest {
  return {
    pay_type: 1,
    bank,
    ...PSE_PAYER,
    ...r.expected,
    device: 'web',
    score_consecutive: r.consecutivo,
    score_payment_method: 1,
    theater_id: 1,
    showtime_id: r.showtimeId,
    seats: r.seats,
    products: r.products,
    products_detail: `${r.seats.length} boletas`,
    products_description: 'Boletas Viziona',
    keyPay: r.keyPay,
    ...overrides,
  };
}

export const payPse = (app: FastifyInstance, token: string, body: object) => api(app, token, 'POST', '/epayco/pse/pay', body);

/** The sandbox bank page's path in a pse_url. */
export const bankPath = (pseUrl: string) => new URL(pseUrl).pathname;

/** Opens (GET) or answers (POST decision) the sandbox bank page as the given session. */
export function bank(app: FastifyInstance, token: string | undefined, pseUrl: string, decision?: string) {
  return app.inject({
    method: decision === undefined ? 'GET' : 'POST',
    url: bankPath(pseUrl),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(decision !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    payload: decision !== undefined ? new URLSearchParams({ decision }).toString() : undefined,
  });
}
