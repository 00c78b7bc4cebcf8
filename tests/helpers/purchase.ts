// A purchase as a buyer makes it, through the HTTP API: a signed-up buyer, a consecutivo, a future
// función and its seats as the purchase screen sees them, the reservation, then a payment by card or
// PSE. Expected totals are computed here from the prices the API shows and the demo's service fees,
// not by the server's pricing module. Rows no API call makes (a bill, a Club card) and the rows of
// tests below HTTP are in ./purchase-rows.ts; the membership's payments in ./membership.ts.
import type { FastifyInstance } from 'fastify';
import type { CardPaymentRequest, Consecutive, LayoutSeat, PsePaymentRequest, PurchaseProduct, RowStatus, ScoreProduct, SelectedSeat, ShowtimeRoom } from '../../openapi/index.ts';
import type { CardCharge } from '../../server/payments/gateway.ts';
import { bearer, freshAddress, signUp } from './accounts.ts';
import { futureFuncionId } from './purchase-rows.ts';

/** A call of the API (`url` after /api/v1) as the holder of `token` (none: a visitor), from a new client address. */
export const api = (app: FastifyInstance, token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload, remoteAddress: freshAddress() });

// ——— The buyer and the consecutivo

/** A signed-up user (signUp's session, password and body) with its user id and bearer header. */
export type Buyer = Awaited<ReturnType<typeof signUp>> & { userId: number; headers: { authorization: string } };

/** Signs a new user up through the API. */
export async function newBuyer(app: FastifyInstance): Promise<Buyer> {
  const session = await signUp(app);
  return { ...session, userId: session.user.id, headers: bearer(session.token) };
}

/** Opens a consecutivo (getConsecutive) at the demo theater for the holder of `token`: its Secuencia and keyPay. */
export async function openConsecutivo(app: FastifyInstance, token: string): Promise<Consecutive> {
  const res = await api(app, token, 'GET', '/score/consecutive/1');
  if (res.statusCode !== 200) throw new Error(`consecutivo: ${res.statusCode} ${res.body}`);
  return res.json();
}

// ——— The función and its seats

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

/** A layout cell as the buyer's selection sends it, with this price code. */
export const asSelected = (s: LayoutSeat, tarifa: number): SelectedSeat => ({
  Fila: s.FilaTotal,
  Columna: s.ColumnaTotal,
  FilRelativa: s.FilaRelativa,
  ColRelativa: s.ColumnaRelativa || '0',
  Tarifa: tarifa,
});

/** A seat's name as messages show it ('F7'). */
export const label = (s: SelectedSeat) => `${s.FilRelativa}${s.ColRelativa}`;

/** How many funciones each database has handed out: a test file's fresh database starts at the first (the server projects share modules between files). */
const used = new WeakMap<object, number>();
const nextFuncion = (db: object) => {
  const n = used.get(db) ?? 0;
  used.set(db, n + 1);
  return n;
};

/**
 * The función (getShowtimeRoom) as the purchase screen reads it, for a visitor or for the holder of
 * `token` (a Club member sees club prices). Without an id, a future one (see futureFuncionId) that no
 * earlier call of this test file got, so each test's seats are its own.
 */
export async function funcion(app: FastifyInstance, showtimeId?: number, token?: string): Promise<Funcion> {
  const id = showtimeId ?? (await futureFuncionId(app.db, nextFuncion(app.db)));
  const room = (await api(app, token, 'GET', `/room/${id}`)).json() as ShowtimeRoom;
  const tarifa = (zona: string) => room.prices.find((p) => p.zona === zona)!.codigo;
  return {
    showtimeId: id,
    room,
    normal: room.layout.filter((s) => s.TipoSilla === 'Normal').map((s) => asSelected(s, tarifa(s.TipoZona))),
    aisle: room.layout.find((s) => s.TipoSilla === 'Pasillo')!,
    wheelchair: room.layout.find((s) => s.TipoSilla === 'Discapacitado')!,
    tarifa,
  };
}

/** The función's seat states as the status read shows them to the holder of `token`, keyed 'F:7' (row letter : ColumnaTotal). */
export async function seatStates(app: FastifyInstance, token: string | undefined, showtimeId: number): Promise<Map<string, string>> {
  const rows = (await api(app, token, 'GET', `/room/${showtimeId}/status`)).json() as RowStatus[];
  return new Map(rows.flatMap((row) => row.DescripcionSilla.map((s) => [`${row.filRel}:${s.Columna}`, s.EstadoSilla] as const)));
}

// ——— Reserving

/** The reservation call (reserveSeats) as the holder of `token`: the raw response, for tests of what it refuses. */
export function reserveSeats(app: FastifyInstance, token: string, showtimeId: number, body: { score_consecutive: number; seats: SelectedSeat[] }) {
  return api(app, token, 'POST', `/reserve/${showtimeId}`, { ...body, device: 'web' });
}

/** The cancel call (cancelReservation) as the holder of `token`: the raw response. */
export function cancelReservation(app: FastifyInstance, token: string, showtimeId: number, consecutivo: number) {
  return api(app, token, 'POST', `/reserve/cancel/${showtimeId}`, { score_consecutive: consecutivo, device: 'web' });
}

/** A reservation that went through, with what paying for it takes. */
export interface Reserved {
  /** The buyer who reserved. */
  session: Buyer;
  showtimeId: number;
  consecutivo: number;
  keyPay: string;
  seats: SelectedSeat[];
  products: PurchaseProduct[];
  expected: { subtotal: number; total_service: number; total: number };
}

/**
 * A purchase up to its reservation: signs a buyer up (unless given `session`), opens a consecutivo,
 * reserves the first `count` (2) free Normal seats of a priced zone of a new future función (or of
 * `showtimeId`) with reserveSeats, fails unless it answers 200, and returns the expected totals,
 * with one combo among the products when `combo` is set.
 */
export async function reserve(app: FastifyInstance, options: { count?: number; session?: Buyer; combo?: boolean; showtimeId?: number } = {}): Promise<Reserved> {
  const session = options.session ?? (await newBuyer(app));
  const f = await funcion(app, options.showtimeId, session.token);
  const consecutivo = await openConsecutivo(app, session.token);
  const states = await seatStates(app, session.token, f.showtimeId);
  const priceOf = new Map(f.room.prices.filter((p) => p.valor > 1).map((p) => [p.zona, p]));
  const chosen = f.room.layout
    .filter((s) => s.TipoSilla === 'Normal' && priceOf.has(s.TipoZona) && states.get(`${s.FilaRelativa}:${s.ColumnaTotal}`) === 'S')
    .slice(0, options.count ?? 2);
  const seats = chosen.map((s) => asSelected(s, priceOf.get(s.TipoZona)!.codigo));
  const res = await reserveSeats(app, session.token, f.showtimeId, { score_consecutive: consecutivo.Secuencia, seats });
  if (res.statusCode !== 200) throw new Error(`reserva falló: ${res.statusCode} ${res.body}`);

  const tickets = chosen.reduce((n, s) => n + priceOf.get(s.TipoZona)!.valor, 0);
  const combo = options.combo ? await aCombo(app) : undefined;
  const subtotal = tickets + (combo?.price ?? 0);
  const total_service = TICKET_SERVICE * seats.length + (combo ? COMBO_SERVICE : 0);
  return {
    session,
    showtimeId: f.showtimeId,
    consecutivo: consecutivo.Secuencia,
    keyPay: consecutivo.keyPay,
    seats,
    products: combo ? [combo.product] : [],
    expected: { subtotal, total_service, total: subtotal + total_service },
  };
}

/** The reserved seats' keys in seatStates. */
export const seatKeys = (r: Reserved) => r.seats.map((s) => `${s.FilRelativa}:${s.Columna}`);

/** A combo anyone can buy (not CineFanPlus) with the first option of each recipe item. */
export async function aCombo(app: FastifyInstance): Promise<{ product: PurchaseProduct; price: number }> {
  const res = await api(app, undefined, 'GET', '/confectioneries/score/viziona');
  const combo = (res.json() as ScoreProduct[]).find((p) => p.CineFanPlus === 'n' && p.Receta.length > 0 && p.Precios[0].General > 1)!;
  return { product: { Codigo: combo.Codigo, Cantidad: 1, Receta: combo.Receta.map((g) => g.Opciones[0].Codigo) }, price: combo.Precios[0].General };
}

// ——— Paying

/** The demo's settings (server/db/seed/sitio.ts): service per seat and per combo unit. */
export const TICKET_SERVICE = 2500;
export const COMBO_SERVICE = 1000;

/** ePayco's published test cards: the number decides the sandbox's answer. */
export const CARDS = {
  accepted: '4575623182290326',
  rejected: '4151611527583283',
  failed: '5170394490379427',
  pending: '373118856457642',
} as const;

/** A valid card (accepted by the sandbox), in the payment calls' words. */
export const CARD = { card_name: 'ANA GOMEZ', card_number: CARDS.accepted, cvc: '8642', exp_month: '09', exp_year: '2037', dues: 1 } as const;

/** A card payment body for the reservation, valid in every field; `card_number` picks the sandbox outcome. */
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

/** The card payment call (payWithCard): the raw response. */
export const pay = (app: FastifyInstance, token: string, body: object) => api(app, token, 'POST', '/epayco/card/pay', body);

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

/** The PSE payment call (payWithPse): the raw response, with the pse_url of the sandbox bank page. */
export const payPse = (app: FastifyInstance, token: string, body: object) => api(app, token, 'POST', '/epayco/pse/pay', body);

/** The sandbox bank page's path in a pse_url. */
export const bankPath = (pseUrl: string) => new URL(pseUrl).pathname;

/** Opens (GET) or answers (POST decision) the sandbox bank page as the holder of `token`. */
export function bank(app: FastifyInstance, token: string | undefined, pseUrl: string, decision?: string) {
  return app.inject({
    method: decision === undefined ? 'GET' : 'POST',
    url: bankPath(pseUrl),
    headers: { ...(token ? bearer(token) : {}), ...(decision !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    payload: decision !== undefined ? new URLSearchParams({ decision }).toString() : undefined,
  });
}
