// The club's daily limit (spec §1) in the one pricing module: club prices on at most 6 tickets and
// 6 combo units a day per member (Bogotá's day), the general price beyond, marked limite_diario in
// the quote; a card that ends makes the next price general. Figures written out by hand.
import { BILL_STATE, type BillState } from '../../../openapi/rules.ts';
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult, PurchaseQuote, SelectedSeat, ShowtimeRoom } from '../../../openapi/index.ts';
import { priceOrder } from '../../../server/checkout/pricing.ts';
import { billLines, bills, memberships, showtimes, zonePrices } from '../../../server/db/schema.ts';
import { useApp } from '../../helpers/build.ts';
import { CARDS, funcion, newBuyer, openConsecutivo, reserveSeats, type Buyer, type Funcion } from '../../helpers/purchase.ts';
import { firstRecipe, makeMember, productCode } from '../../helpers/purchase-rows.ts';
import { withoutSeatRule } from '../../helpers/seat-rule.ts';

const { app } = useApp();

let f: Funcion;
let combo: number; // A001 Combo Personal: General 19.000, OtroPago 16.000
let recipe: number[];

beforeAll(async () => {
  f = await funcion(app());
  // The seats are chosen for the club's daily allowance, not for the no-lone-seats rule.
  await withoutSeatRule(app(), f.showtimeId);
  const st = (await app().db.select().from(showtimes).where(eq(showtimes.id, f.showtimeId)))[0];
  // Every zone of the función: 20.000 general, 15.000 for members.
  await app().db.update(zonePrices).set({ valor: 20_000, clubValor: 15_000, clienteFrecuente: true }).where(and(eq(zonePrices.roomId, st.roomId), eq(zonePrices.format, st.format)));
  combo = await productCode(app().db, 'A001');
  recipe = await firstRecipe(app().db, combo);
});

const seats = (from: number, n: number): SelectedSeat[] => f.normal.slice(from, from + n);
const price = (buyer: Buyer, n: number, combos = 0) =>
  priceOrder(app().db, { userId: buyer.userId, showtimeId: f.showtimeId, seats: seats(0, n), products: combos ? [{ Codigo: combo, Cantidad: combos, Receta: recipe }] : [] });

/** A purchase already made by the buyer: `tickets` seats and `combos` units, in the given state and at the given instant. */
async function madeEarlier(buyer: Buyer, { tickets = 0, combos = 0, status = BILL_STATE.accepted, at = sql`now() - interval '1 second'` }: { tickets?: number; combos?: number; status?: BillState; at?: ReturnType<typeof sql> | Date }) {
  const [bill] = await app()
    .db.insert(bills)
    .values({ number: `L-${buyer.userId}-${Math.random()}`, userId: buyer.userId, theaterId: 1, showtimeId: f.showtimeId, payType: 1, payMethod: 'card', statusId: status, subtotal: 0, totalService: 0, total: 0, createdAt: at as Date })
    .returning();
  const lines = [
    ...Array.from({ length: tickets }, () => ({ billId: bill.id, kind: 'ticket', codigo: '1', descripcion: 'General', cantidad: 1, unitPrice: 0, total: 0 })),
    ...(combos ? [{ billId: bill.id, kind: 'product', codigo: String(combo), descripcion: 'Combo Personal', cantidad: combos, unitPrice: 0, total: 0 }] : []),
  ];
  if (lines.length) await app().db.insert(billLines).values(lines);
}

const member = async () => {
  const b = await newBuyer(app());
  await makeMember(app().db, b.userId, false);
  return b;
};

describe('the club daily limit', () => {
  it('a member with 4 tickets and 5 combos today: 2 more tickets and 1 more combo at club price, the rest general and marked', async () => {
    const b = await member();
    await madeEarlier(b, { tickets: 4, combos: 5 });
    const order = await price(b, 3, 3);
    expect(order.tickets.map((t) => [t.valor, t.general, t.clubLimited])).toEqual([
      [15_000, 20_000, false],
      [15_000, 20_000, false],
      [20_000, 20_000, true],
    ]);
    expect(order.products.map((p) => [p.cantidad, p.valor, p.total, p.clubLimited])).toEqual([
      [1, 16_000, 16_000, false],
      [2, 19_000, 38_000, true],
    ]);
    expect(order.subtotal).toBe(50_000 + 54_000);
    expect(order.totalService).toBe(3 * 2_500 + 3 * 1_000);
    expect(order.generalTotal).toBe(60_000 + 57_000 + 10_500);
    expect(order.savings).toBe(2 * 5_000 + 3_000);
  });

  it('the first 6 of a fresh day are at club price, the seventh ticket at general', async () => {
    const b = await member();
    const six = await price(b, 6, 6);
    expect(six.tickets.every((t) => t.valor === 15_000 && !t.clubLimited)).toBe(true);
    expect(six.products).toEqual([expect.objectContaining({ cantidad: 6, valor: 16_000, clubLimited: false })]);
    const seven = await price(b, 7);
    expect(seven.tickets.map((t) => t.valor)).toEqual([...Array(6).fill(15_000), 20_000]);
    expect(seven.tickets[6].clubLimited).toBe(true);
  });

  it("counts today's accepted and pending purchases in Bogotá, not rejected ones, yesterday's, or those made before the card", async () => {
    const startOfDay = DateTime.now().setZone('America/Bogota').startOf('day');
    const b = await member();
    await madeEarlier(b, { tickets: 6, combos: 6, status: 2 }); // rejected
    await madeEarlier(b, { tickets: 6, combos: 6, status: 4 }); // failed
    await madeEarlier(b, { tickets: 6, combos: 6, at: startOfDay.minus({ minutes: 1 }).toJSDate() }); // yesterday in Bogotá
    expect((await price(b, 6, 6)).tickets.every((t) => t.valor === 15_000)).toBe(true);
    await madeEarlier(b, { tickets: 5, status: 3, at: startOfDay.plus({ seconds: 1 }).toJSDate() }); // pending, today
    expect((await price(b, 2)).tickets.map((t) => t.valor)).toEqual([15_000, 20_000]);

    const late = await newBuyer(app());
    await madeEarlier(late, { tickets: 6, combos: 6, at: sql`now() - interval '2 seconds'` }); // before joining
    await app().db.insert(memberships).values({ userId: late.userId, startsAt: sql`now() - interval '1 second'`, endsAt: sql`now() + interval '1 year'` });
    expect((await price(late, 1, 1)).tickets[0].valor).toBe(15_000);
  });

  it('a non-member is never marked, and sees what a member would save within the limit', async () => {
    const b = await newBuyer(app());
    const order = await price(b, 7, 7);
    expect(order.member).toBe(false);
    expect(order.tickets.every((t) => t.valor === 20_000 && !t.clubLimited)).toBe(true);
    expect(order.products).toEqual([expect.objectContaining({ cantidad: 7, valor: 19_000, clubLimited: false })]);
    expect(order.savings).toBe(6 * 5_000 + 6 * 3_000);
  });
});

describe('through the API', () => {
  async function reserved(b: Buyer, from: number, n: number) {
    const c = await openConsecutivo(app(), b.token);
    const res = await reserveSeats(app(), b.token, f.showtimeId, { score_consecutive: c.Secuencia, seats: seats(from, n) });
    expect(res.statusCode).toBe(200);
    return c;
  }
  const quote = (b: Buyer, consecutivo: number, from: number, n: number) =>
    app().inject({ method: 'POST', url: '/api/v1/checkout/quote', headers: b.headers, payload: { score_consecutive: consecutivo, showtime_id: f.showtimeId, seats: seats(from, n), products: [] } });
  const payBody = (c: { Secuencia: number; keyPay: string }, from: number, n: number, q: Pick<PurchaseQuote, 'subtotal' | 'total_service' | 'total'>) => ({
    pay_type: 1, card_name: 'ANA GOMEZ', card_number: CARDS.accepted, cvc: '123', exp_month: '09', exp_year: '2037', dues: 1,
    subtotal: q.subtotal, total_service: q.total_service, total: q.total, device: 'web', score_consecutive: c.Secuencia, score_payment_method: 1,
    theater_id: 1, showtime_id: f.showtimeId, seats: seats(from, n), products: [], products_detail: 'boletas', products_description: 'Boletas', keyPay: c.keyPay,
  });
  const pay = (b: Buyer, body: object) => app().inject({ method: 'POST', url: '/api/v1/epayco/card/pay', headers: b.headers, payload: body });

  it('after 5 club tickets paid today, the quote marks the seventh seat limite_diario and the payment takes that total', async () => {
    const b = await member();
    const first = await reserved(b, 20, 5);
    const q1 = (await quote(b, first.Secuencia, 20, 5)).json() as PurchaseQuote;
    expect(q1.total).toBe(5 * 15_000 + 5 * 2_500);
    expect(((await pay(b, payBody(first, 20, 5, q1))).json() as PaymentResult).pay_status.id).toBe(1);

    const second = await reserved(b, 25, 2);
    const q2 = (await quote(b, second.Secuencia, 25, 2)).json() as PurchaseQuote;
    expect(q2.tickets.map((t) => [t.valor, t.limite_diario])).toEqual([
      [15_000, false],
      [20_000, true],
    ]);
    // The all-club total is refused with the server's figures; the limited one is paid.
    const cheaper = await pay(b, payBody(second, 25, 2, { subtotal: 30_000, total_service: 5_000, total: 35_000 }));
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().message).toContain('total $\u00a040.000');
    expect(((await pay(b, payBody(second, 25, 2, q2))).json() as PaymentResult).pay_status.id).toBe(1);
  });

  it('a card that ends between the quote and the payment: the club total is refused, the general one is paid', async () => {
    const b = await member();
    const c = await reserved(b, 30, 1);
    const q = (await quote(b, c.Secuencia, 30, 1)).json() as PurchaseQuote;
    expect(q.tickets[0].valor).toBe(15_000);
    await app().db.update(memberships).set({ endsAt: sql`now() - interval '1 millisecond'` }).where(eq(memberships.userId, b.userId));
    const refused = await pay(b, payBody(c, 30, 1, q));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Los valores no coinciden: subtotal $\u00a020.000, servicio $\u00a02.500, total $\u00a022.500.');
    const general = (await quote(b, c.Secuencia, 30, 1)).json() as PurchaseQuote;
    expect([general.member, general.tickets[0].valor, general.tickets[0].limite_diario]).toEqual([false, 20_000, false]);
    expect(((await pay(b, payBody(c, 30, 1, general))).json() as PaymentResult).pay_status.id).toBe(1);
  });

  it('two purchases paid at the same moment cannot both take club prices past the sixth ticket: the second is priced after the first bill', async () => {
    const b = await member();
    const [x, y] = [await reserved(b, 40, 4), await reserved(b, 44, 4)];
    // Each quoted alone: 4 club-priced tickets, all within the day's 6.
    const [qx, qy] = [(await quote(b, x.Secuencia, 40, 4)).json() as PurchaseQuote, (await quote(b, y.Secuencia, 44, 4)).json() as PurchaseQuote];
    expect([qx.total, qy.total]).toEqual([4 * 15_000 + 4 * 2_500, 4 * 15_000 + 4 * 2_500]);
    const answers = await Promise.all([pay(b, payBody(x, 40, 4, qx)), pay(b, payBody(y, 44, 4, qy))]);
    // One is paid; the other is refused with the server's figures (2 club + 2 general), never both at club price.
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json().message).toBe('Los valores no coinciden: subtotal $\u00a070.000, servicio $\u00a010.000, total $\u00a080.000.');
    const clubPriced = await app()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(billLines)
      .innerJoin(bills, eq(bills.id, billLines.billId))
      .where(and(eq(bills.userId, b.userId), eq(billLines.kind, 'ticket'), eq(billLines.unitPrice, 15_000)));
    expect(Number(clubPriced[0].n)).toBeLessThanOrEqual(6);
  });

  const priceList = async (b: Buyer) => {
    const room = (await app().inject({ method: 'GET', url: `/api/v1/room/${f.showtimeId}`, headers: b.headers })).json() as ShowtimeRoom;
    return room.prices.filter((p) => p.valor > 1).map((p) => [p.valor, p.difference, p.isVizionario]);
  };

  it("the seat map's price list follows the quote: club prices while club tickets are left today, general once the 6 are used", async () => {
    const b = await member();
    const zones = (await priceList(b)).length;
    expect(zones).toBeGreaterThan(0);
    expect(await priceList(b)).toEqual(Array(zones).fill([15_000, 5_000, true]));
    const c = await reserved(b, 50, 5);
    expect(((await pay(b, payBody(c, 50, 5, (await quote(b, c.Secuencia, 50, 5)).json()))).json() as PaymentResult).pay_status.id).toBe(1);
    // One club-priced ticket left: the next one still costs the club price.
    expect(await priceList(b)).toEqual(Array(zones).fill([15_000, 5_000, true]));
    const d = await reserved(b, 55, 1);
    expect(((await pay(b, payBody(d, 55, 1, (await quote(b, d.Secuencia, 55, 1)).json()))).json() as PaymentResult).pay_status.id).toBe(1);
    // The day's 6 used: the general price, as the quote of a seventh seat says.
    expect(await priceList(b)).toEqual(Array(zones).fill([20_000, 0, true]));
    const e = await reserved(b, 56, 1);
    expect(((await quote(b, e.Secuencia, 56, 1)).json() as PurchaseQuote).tickets[0].valor).toBe(20_000);
    // A non-member sees general prices and what a member would save.
    expect(await priceList(await newBuyer(app()))).toEqual(Array(zones).fill([20_000, 5_000, false]));
  });
});
