// The one pricing module (server/checkout/pricing.ts) and its quote (quotePurchase), on both
// engines. Expected figures are written out by hand from the rules, not computed by the module.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseProduct, PurchaseQuote, SelectedSeat } from '../../../openapi/index.ts';
import { priceOrder } from '../../../server/checkout/pricing.ts';
import { maxSeatsOf } from '../../../server/checkout/showtime.ts';
import { scoreProducts, showtimes, zonePrices } from '../../../server/db/schema.ts';
import { HttpError } from '../../../server/http/errors.ts';
import { useApp } from '../../helpers/build.ts';
import { funcion, newBuyer, openConsecutivo, type Buyer, type Funcion } from '../../helpers/purchase.ts';
import { billRow, firstRecipe, holdsOf, makeMember, productCode } from '../../helpers/purchase-rows.ts';

const { app } = useApp();

// Prices set by this test on the función's room and format (service fees: the demo's 2.500 per seat, 1.000 per product unit).
const CLUB_ZONE = { valor: 20_000, clubValor: 15_000, clienteFrecuente: true };
const PLAIN_ZONE = { valor: 26_000, clubValor: 21_000, clienteFrecuente: false };

let f: Funcion;
let clubSeat: SelectedSeat;
let plainSeat: SelectedSeat;
let combo: number; // A001 Combo Personal: General 19.000, OtroPago 16.000, recipe of 2 items
let single: number; // P001 Crispetas medianas: 12.000 / 10.800, no recipe
let cinefan: number; // A101 Combo CineFan Plus
let recipe: number[]; // one option of each item of A001's recipe
let nonMember: Buyer;
let member: Buyer;
let fan: Buyer;

const recipeOf = async (productId: number) => ({ options: await firstRecipe(app().db, productId) });

async function setZone(zona: string, prices: Partial<typeof CLUB_ZONE>) {
  const st = (await app().db.select().from(showtimes).where(eq(showtimes.id, f.showtimeId)))[0];
  await app().db.update(zonePrices).set(prices).where(and(eq(zonePrices.roomId, st.roomId), eq(zonePrices.format, st.format), eq(zonePrices.zona, zona)));
}

beforeAll(async () => {
  f = await funcion(app());
  const zonas = [...new Set(f.room.prices.map((p) => p.zona))];
  expect(zonas.length).toBeGreaterThanOrEqual(2);
  await setZone(zonas[0], CLUB_ZONE);
  await setZone(zonas[1], PLAIN_ZONE);
  const zoneOf = (s: SelectedSeat) => f.room.layout.find((l) => l.FilaTotal === s.Fila && l.ColumnaTotal === s.Columna)!.TipoZona;
  clubSeat = f.normal.find((s) => zoneOf(s) === zonas[0])!;
  plainSeat = f.normal.find((s) => zoneOf(s) === zonas[1])!;
  combo = await productCode(app().db, 'A001');
  single = await productCode(app().db, 'P001');
  cinefan = await productCode(app().db, 'A101');
  recipe = (await recipeOf(combo)).options;
  expect(recipe).toHaveLength(2);
  [nonMember, member, fan] = await Promise.all([newBuyer(app()), newBuyer(app()), newBuyer(app())]);
  await makeMember(app().db, member.userId, false);
  await makeMember(app().db, fan.userId, true);
});

const price = (buyer: Buyer, seats: SelectedSeat[], products: PurchaseProduct[] = []) => priceOrder(app().db, { userId: buyer.userId, showtimeId: f.showtimeId, seats, products });

async function refused(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('priceOrder', () => {
  it('charges a non-member the general prices, and tells what a member would save', async () => {
    const order = await price(nonMember, [clubSeat, plainSeat], [{ Codigo: combo, Cantidad: 2, Receta: recipe }, { Codigo: single, Cantidad: 1 }]);
    expect(order.member).toBe(false);
    expect(order.tickets.map((t) => [t.valor, t.general])).toEqual([[20_000, 20_000], [26_000, 26_000]]);
    expect(order.products.map((p) => [p.valor, p.cantidad, p.total])).toEqual([[19_000, 2, 38_000], [12_000, 1, 12_000]]);
    expect(order.totalTickets).toBe(46_000);
    expect(order.totalConfectionery).toBe(50_000);
    expect(order.subtotal).toBe(96_000);
    expect(order.totalService).toBe(2 * 2_500 + 3 * 1_000);
    expect(order.total).toBe(104_000);
    expect(order.generalTotal).toBe(104_000);
    // A member: 15.000 (club zone) + 26.000 (zone without club price) + 2 × 16.000 + 10.800.
    expect(order.savings).toBe(104_000 - (15_000 + 26_000 + 32_000 + 10_800 + 8_000));
  });

  it('gives a member the club price where ClienteFrecuente is habilitado, and OtroPago for products', async () => {
    const order = await price(member, [clubSeat, plainSeat], [{ Codigo: combo, Cantidad: 2, Receta: recipe }, { Codigo: single, Cantidad: 1 }]);
    expect(order.member).toBe(true);
    expect(order.tickets.map((t) => [t.valor, t.general])).toEqual([[15_000, 20_000], [26_000, 26_000]]);
    expect(order.products.map((p) => [p.valor, p.general, p.total])).toEqual([[16_000, 19_000, 32_000], [10_800, 12_000, 10_800]]);
    expect(order.subtotal).toBe(83_800);
    expect(order.total).toBe(91_800);
    expect(order.generalTotal).toBe(104_000);
    expect(order.savings).toBe(12_200);
    expect(order.products[0].recipe).toHaveLength(2);
  });

  it('treats a card that has ended, or not started yet, as no membership', async () => {
    const { memberships } = await import('../../../server/db/schema.ts');
    const { sql } = await import('drizzle-orm');
    const [ended, future] = [await newBuyer(app()), await newBuyer(app())];
    await app().db.insert(memberships).values({ userId: ended.userId, startsAt: sql`now() - interval '60 days'`, endsAt: sql`now() - interval '1 second'` });
    await app().db.insert(memberships).values({ userId: future.userId, startsAt: sql`now() + interval '1 day'`, endsAt: sql`now() + interval '30 days'` });
    for (const buyer of [ended, future]) {
      const order = await price(buyer, [clubSeat]);
      expect(order.member).toBe(false);
      expect(order.tickets[0].valor).toBe(20_000);
    }
  });

  it('ignores prices of 1 or less: a club price falls back to the general one, a general one is not offered', async () => {
    const zona = f.room.prices[0].zona;
    await setZone(zona, { clubValor: 1 });
    await app().db.update(scoreProducts).set({ precioOtroPago: 1 }).where(eq(scoreProducts.id, single));
    try {
      const order = await price(member, [clubSeat], [{ Codigo: single, Cantidad: 1 }]);
      expect(order.tickets[0].valor).toBe(20_000);
      expect(order.products[0].valor).toBe(12_000);
      expect(order.savings).toBe(0);
    } finally {
      await setZone(zona, CLUB_ZONE);
      await app().db.update(scoreProducts).set({ precioOtroPago: 10_800 }).where(eq(scoreProducts.id, single));
    }
    await app().db.update(scoreProducts).set({ precioGeneral: 1, precioOtroPago: 1 }).where(eq(scoreProducts.id, single));
    try {
      const err = await refused(price(nonMember, [clubSeat], [{ Codigo: single, Cantidad: 1 }]));
      expect(err.statusCode).toBe(400);
      expect(err.message).toBe('El producto Crispetas medianas no está disponible para ti.');
    } finally {
      await app().db.update(scoreProducts).set({ precioGeneral: 12_000, precioOtroPago: 10_800 }).where(eq(scoreProducts.id, single));
    }
  });

  it('offers CineFanPlus products only to members whose CineFan is vigente, and the others only to everybody else', async () => {
    const fanOrder = await price(fan, [clubSeat], [{ Codigo: cinefan, Cantidad: 1, Receta: (await recipeOf(cinefan)).options }]);
    expect(fanOrder.products[0].valor).toBe(17_600);
    for (const buyer of [nonMember, member]) {
      const err = await refused(price(buyer, [clubSeat], [{ Codigo: cinefan, Cantidad: 1, Receta: (await recipeOf(cinefan)).options }]));
      expect(err.statusCode).toBe(400);
      expect(err.message).toBe('El producto Combo CineFan Plus no está disponible para ti.');
    }
    const err = await refused(price(fan, [clubSeat], [{ Codigo: single, Cantidad: 1 }]));
    expect(err.message).toBe('El producto Crispetas medianas no está disponible para ti.');
  });

  it('refuses products that do not exist, incomplete or foreign recipes, and more units than maxSeats', async () => {
    const other = (await recipeOf(await productCode(app().db, 'A002'))).options[0];
    const cases: [PurchaseProduct[], string | RegExp][] = [
      [[{ Codigo: 987_654, Cantidad: 1 }], 'El producto 987654 no existe.'],
      [[{ Codigo: combo, Cantidad: 1, Receta: [recipe[0]] }], /^Debes seleccionar la receta del combo Combo Personal \(.+\)\.$/],
      [[{ Codigo: combo, Cantidad: 1 }], /^Debes seleccionar la receta del combo Combo Personal/],
      [[{ Codigo: combo, Cantidad: 1, Receta: [recipe[0], other] }], `La opción ${other} no pertenece a la receta de Combo Personal.`],
      [[{ Codigo: combo, Cantidad: 1, Receta: [recipe[0], recipe[0], recipe[1]] }], /^Elige una sola opción de .+ para Combo Personal\.$/],
      [[{ Codigo: single, Cantidad: 1, Receta: [recipe[0]] }], `La opción ${recipe[0]} no pertenece a la receta de Crispetas medianas.`],
      [[{ Codigo: single, Cantidad: 6 }, { Codigo: combo, Cantidad: 5, Receta: recipe }], 'Solo puedes seleccionar 10 combos en total.'],
    ];
    for (const [products, message] of cases) {
      const err = await refused(price(nonMember, [clubSeat], products));
      expect(err.statusCode).toBe(400);
      expect(err.message).toMatch(message instanceof RegExp ? message : new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    }
    expect((await price(nonMember, [clubSeat], [{ Codigo: single, Cantidad: 10 }])).totalService).toBe(2_500 + 10_000);
  });

  it('404 for a función that does not exist', async () => {
    const err = await refused(priceOrder(app().db, { userId: nonMember.userId, showtimeId: 9_999_999, seats: [clubSeat], products: [] }));
    expect(err.statusCode).toBe(404);
  });
});

describe('maxSeatsOf', () => {
  it('lets a room lower the chain limit, never raise it', () => {
    expect(maxSeatsOf(10, null)).toBe(10);
    expect(maxSeatsOf(10, 4)).toBe(4);
    expect(maxSeatsOf(10, 20)).toBe(10);
    expect(maxSeatsOf(undefined, 6)).toBe(6);
  });
});

describe('quotePurchase', () => {
  const quote = (buyer: Buyer, payload: object) => app().inject({ method: 'POST', url: '/api/v1/checkout/quote', headers: buyer.headers, payload });

  it('answers the pricing module in the contract\'s words', async () => {
    const c = await openConsecutivo(app(), member.token);
    const res = await quote(member, { score_consecutive: c.Secuencia, showtime_id: f.showtimeId, seats: [clubSeat], products: [{ Codigo: combo, Cantidad: 1, Receta: recipe }] });
    expect(res.statusCode).toBe(200);
    const q = res.json() as PurchaseQuote;
    expect(q).toEqual({
      member: true,
      tickets: [{ FilRelativa: clubSeat.FilRelativa, ColRelativa: clubSeat.ColRelativa, zona: f.room.prices[0].zona, codigo: clubSeat.Tarifa, valor: 15_000, general: 20_000, limite_diario: false }],
      products: [{ Codigo: combo, Descripcion: 'Combo Personal', Cantidad: 1, valor: 16_000, general: 19_000, total: 16_000, limite_diario: false }],
      totalTickets: 15_000,
      totalConfectionery: 16_000,
      subtotal: 31_000,
      total_service: 3_500,
      total: 34_500,
      general_total: 42_500,
      savings: 8_000,
    });
    expect(await holdsOf(app().db, f.showtimeId)).toEqual([]);
  });

  it('refuses bad input with a Spanish 4xx: quantities negative or fractional, foreign or paid purchases, seats off the map', async () => {
    const c = await openConsecutivo(app(), nonMember.token);
    const foreign = await openConsecutivo(app(), member.token);
    const paid = await openConsecutivo(app(), nonMember.token);
    await billRow(app().db, { userId: nonMember.userId, showtimeId: f.showtimeId, consecutivo: paid.Secuencia });
    const body = { score_consecutive: c.Secuencia, showtime_id: f.showtimeId, seats: [clubSeat], products: [] as PurchaseProduct[] };
    const cases: [object, number, RegExp][] = [
      [{ ...body, products: [{ Codigo: single, Cantidad: -1 }] }, 400, /\w/],
      [{ ...body, products: [{ Codigo: single, Cantidad: 1.5 }] }, 400, /\w/],
      [{ ...body, products: [{ Codigo: single, Cantidad: 0 }] }, 400, /\w/],
      [{ ...body, seats: [{ ...clubSeat, Fila: -3 }] }, 400, /\w/],
      [{ ...body, seats: [{ ...clubSeat, Fila: 99, FilRelativa: 'Z' }] }, 400, /^La silla Z\d+ no existe en esta sala\.$/],
      [{ ...body, score_consecutive: foreign.Secuencia }, 403, /^Esta compra no te pertenece\.$/],
      [{ ...body, score_consecutive: paid.Secuencia }, 409, /^Esta compra ya tiene un pago registrado\.$/],
      [{ ...body, showtime_id: 9_999_999 }, 404, /^No encontramos la función\.$/],
    ];
    for (const [payload, code, message] of cases) {
      const res = await quote(nonMember, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(code);
      const text = res.json().message as string;
      expect(text).toMatch(message);
      expect(text).not.toMatch(/must|should|required property/i);
    }
  });
});
