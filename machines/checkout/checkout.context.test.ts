// What the checkout keeps in its context on answers the path tests do not vary: a función that
// cannot be sold, the first zone on sale, the seats and the cart lines (spec §4, §5), the hold's
// seconds as the server gives them, and a quote or payment that failed without a reason.
import { describe, expect, it } from 'vitest';
import { getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import type { Reservation, RowStatus, ScoreProduct, ShowtimeRoom } from '../../openapi/index.ts';
import { checkoutMachine } from './checkout.machine.ts';
import type { CheckoutContext, CheckoutEvent, PurchaseQuote } from './checkout.types.ts';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as CheckoutEvent;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as CheckoutEvent;
const send = (s: Snapshot, ...events: CheckoutEvent[]) => events.reduce((snap, e) => getNextSnapshot(checkoutMachine, snap, e), s);

const seat = (col: number, fila = 1) => ({ FilaTotal: fila, FilaRelativa: 'AB'[fila - 1], ColumnaTotal: col, ColumnaRelativa: String(col), TipoSilla: 'Normal', TipoZona: 'General' });
const room = {
  showtime: { function_date: '2099-01-01', function_hour: '20:00' },
  movie: { title: 'La última función' },
  prices: [
    { codigo: 13, zona: 'VIP', valor: 1, descripcion: 'No ofrecida', ClienteFrecuente: 'deshabilitado', difference: 0, isVizionario: false },
    { codigo: 11, zona: 'General', valor: 12000, descripcion: 'General 2D', ClienteFrecuente: 'habilitado', difference: 2000, isVizionario: false },
  ],
  layout: [seat(1), seat(2), seat(1, 2), seat(2, 2)],
  maxSeats: 4,
  started: false,
} as unknown as ShowtimeRoom;
const free = [{ Columna: 1, TipoSilla: 'Normal', EstadoSilla: 'S' }, { Columna: 2, TipoSilla: 'Normal', EstadoSilla: 'S' }];
const status = [{ filRel: 'A', DescripcionSilla: free }, { filRel: 'B', DescripcionSilla: free }] as RowStatus[];
const combo = {
  Codigo: 1001, Descripcion: 'Combo pareja', Tipo: 'A', Cantidad: 1, CineFanPlus: 'n', Precios: [{ General: 30000, OtroPago: 25000 }], image: null,
  Receta: [{ Codigo: 501, Descripcion: 'Bebida', Cantidad: 1, Opciones: [{ Codigo: 5012, Descripcion: 'Gaseosa 32 oz' }, { Codigo: 5013, Descripcion: 'Agua' }] }],
} as ScoreProduct;
// Two combos share a drink; one asks for two things; two products have no recipe.
const drinks = { Codigo: 501, Descripcion: 'Bebida', Cantidad: 1, Opciones: [{ Codigo: 5012, Descripcion: 'Gaseosa 32 oz' }, { Codigo: 5013, Descripcion: 'Agua' }] };
const combo2 = { ...combo, Codigo: 1002, Descripcion: 'Combo personal', Receta: [drinks] } as ScoreProduct;
const combo3 = { ...combo, Codigo: 1003, Descripcion: 'Combo familiar', Receta: [drinks, { Codigo: 502, Descripcion: 'Crispetas', Cantidad: 1, Opciones: [{ Codigo: 6001, Descripcion: 'Crispetas saladas' }] }] } as ScoreProduct;
const product = (Codigo: number, Descripcion: string) => ({ ...combo, Codigo, Descripcion, Tipo: 'P', Receta: [] }) as ScoreProduct;
const products = [combo, combo2, combo3, product(2001, 'Agua'), product(2002, 'Gaseosa')];
const quote = { total: 29000 } as PurchaseQuote;

/** The first reads answered: room, status, purchase, products and brands. */
function loaded(r: ShowtimeRoom = room, st: RowStatus[] = status) {
  return send(
    getInitialSnapshot(checkoutMachine, { showtimeId: 9, theater: 'viziona' }),
    done('getShowtimeRoom', r), done('getShowtimeRoomStatus', st), done('getConsecutive', { Secuencia: 145, keyPay: 'k' }),
    done('listScoreProducts', products), done('listPayBrands', []),
  );
}
const holding = (more: Partial<CheckoutContext> = {}, steps: unknown = { confectionery: 'browsing' }): Snapshot =>
  checkoutMachine.resolveState({
    value: { holding: { timer: 'counting', steps } } as never,
    context: { ...loaded().context, seats: [{ Fila: 1, Columna: 1, FilRelativa: 'A', ColRelativa: '1', Tarifa: 11 }], secondsLeft: 600, quote, ...more } as CheckoutContext,
  });
const quoted = done('quotePurchase', quote);
const addCombo = (s: Snapshot, option: number, codigo = 1001) =>
  send(s, { type: 'combo.open', codigo }, { type: 'recipe.choose', group: 0, option }, { type: 'combo.add' }, quoted);
const addProduct = (s: Snapshot, codigo: number) => send(s, { type: 'combo.open', codigo }, quoted);

describe('the checkout context', () => {
  it('opens on the first zone on sale (a price of 1 is not on sale)', () => {
    const s = loaded();
    expect(s.matches('selectingSeats')).toBe(true);
    expect(s.context.zone).toBe(11);
  });

  it.each([
    ['no zone on sale', { ...room, prices: [room.prices[0]] } as ShowtimeRoom, status],
    ['no seats in the room', { ...room, layout: [] } as ShowtimeRoom, status],
    ['no seat status', room, []],
  ])('a función with %s cannot be bought: missing (spec §2)', (_, r, st) => {
    expect(loaded(r, st).value).toBe('missing');
  });

  it('keeps one cart line per combo and recipe, counting the same recipe again', () => {
    const s = addCombo(addCombo(addCombo(addCombo(holding(), 5012), 5013), 5012), 5012, 1002);
    expect(s.context.cart).toEqual([
      { Codigo: 1001, Cantidad: 2, Receta: [5012] },
      { Codigo: 1001, Cantidad: 1, Receta: [5013] },
      // Another combo with the same drink is a line of its own.
      { Codigo: 1002, Cantidad: 1, Receta: [5012] },
    ]);
  });

  it('counts the hold down from what the server says, never above 600 s', () => {
    const reserving = checkoutMachine.resolveState({ value: 'reserving', context: { ...loaded().context, seats: holding().context.seats } as CheckoutContext });
    const reservation = (seconds_left: number) => ({ score_consecutive: 145, showtime_id: 9, seats: [], expires_at: '2099-01-01T00:10:00Z', seconds_left }) as Reservation;
    expect(send(reserving, done('reserveSeats', reservation(250))).context.secondsLeft).toBe(250);
    expect(send(reserving, done('reserveSeats', reservation(900))).context.secondsLeft).toBe(600);
  });

  it("a failed quote leaves no total, with the server's reason or the generic one", () => {
    const quoting = send(holding(), { type: 'cart.remove', line: 0 });
    const reason = send(quoting, failed('quotePurchase', new Error('Producto no disponible.'))).context;
    expect([reason.quote, reason.error]).toEqual([null, 'Producto no disponible.']);
    const none = send(quoting, failed('quotePurchase', 'offline')).context;
    expect([none.quote, none.error]).toEqual([null, 'No pudimos calcular el total de tu compra.']);
    expect(send(quoting, done('quotePurchase', quote)).context.error).toBeNull();
  });
});

describe('the seats and the cart (spec §4, §5)', () => {
  const toggle = (fila: number, columna: number) => ({ type: 'seat.toggle', fila, columna }) as const;
  const at = (s: Snapshot) => s.context.seats.map((x) => `${x.FilRelativa}${x.ColRelativa}`);

  it('clicking a chosen seat lets only that seat go, not the one in the same column of another row', () => {
    const s = send(loaded(), toggle(1, 1), toggle(2, 1), toggle(1, 2));
    expect(at(s)).toEqual(['A1', 'B1', 'A2']);
    expect(at(send(s, toggle(1, 1)))).toEqual(['B1', 'A2']);
  });

  it('a product without a recipe goes straight to the cart, and the same product again adds one to its line', () => {
    const s = addProduct(addProduct(addProduct(holding(), 2001), 2002), 2001);
    expect(s.context.cart).toEqual([
      { Codigo: 2001, Cantidad: 2, Receta: [] },
      { Codigo: 2002, Cantidad: 1, Receta: [] },
    ]);
  });

  it('a combo asks for one option per recipe group: all of them before it can be added', () => {
    const open = send(holding(), { type: 'combo.open', codigo: 1003 }, { type: 'recipe.choose', group: 1, option: 6001 });
    expect(open.context.draft).toEqual({ Codigo: 1003, choices: [null, 6001] });
    const incomplete = send(open, { type: 'combo.add' });
    expect(incomplete.hasTag('dialog.recipeIncomplete')).toBe(true);
    expect(incomplete.context.cart).toEqual([]);
    const added = send(incomplete, { type: 'dialog.close' }, { type: 'recipe.choose', group: 0, option: 5013 }, { type: 'combo.add' }, quoted);
    expect(added.context.cart).toEqual([{ Codigo: 1003, Cantidad: 1, Receta: [5013, 6001] }]);
    expect(added.context.draft).toBeNull();
  });

  it('adds one to or takes one from the line asked for, never below 1', () => {
    const roomy = { ...room, maxSeats: 10 } as ShowtimeRoom;
    const s = holding({ room: roomy, cart: [{ Codigo: 1001, Cantidad: 3, Receta: [5012] }, { Codigo: 2001, Cantidad: 2, Receta: [] }, { Codigo: 2002, Cantidad: 1, Receta: [] }] });
    const quantities = (x: Snapshot) => x.context.cart.map((l) => l.Cantidad);
    expect(quantities(send(s, { type: 'cart.increment', line: 1 }, quoted))).toEqual([3, 3, 1]);
    expect(quantities(send(s, { type: 'cart.decrement', line: 0 }, quoted))).toEqual([2, 2, 1]);
    expect(quantities(send(s, { type: 'cart.decrement', line: 1 }, quoted))).toEqual([3, 1, 1]);
    const last = send(s, { type: 'cart.decrement', line: 2 });
    expect(quantities(last)).toEqual([3, 2, 1]);
    expect(last.hasTag('quoting')).toBe(false);
  });
});

describe('answers the purchase can do without, and failures without a reason', () => {
  it('without combos or pay brands (their reads failed) the seats can still be chosen', () => {
    const s = send(
      getInitialSnapshot(checkoutMachine, { showtimeId: 9, theater: 'viziona' }),
      done('getShowtimeRoom', room), done('getShowtimeRoomStatus', status), done('getConsecutive', { Secuencia: 145, keyPay: 'k' }),
      failed('listScoreProducts', new Error('500')), failed('listPayBrands', new Error('500')),
    );
    expect(s.hasTag('step.seats')).toBe(true);
    expect([s.context.products, s.context.brands]).toEqual([[], []]);
  });

  it('a función whose seat status came back empty cannot be bought: missing (spec §2)', () => {
    expect(loaded(room, null as unknown as RowStatus[]).value).toBe('missing');
  });

  it.each([
    ['an Error with a message', new Error('Saldo insuficiente.'), 'Saldo insuficiente.'],
    ['an Error without a message', new Error(''), null],
    ['a failure that is not an Error', 'offline', null],
    ['an object that only looks like an Error', { message: 'Saldo insuficiente.' }, null],
  ])("a card payment failing with %s keeps the server's reason or none", (_, error, reason) => {
    const paying = holding({ brand: { id: 1, name: 'Visa', image: '', payment_method: { score_payment_method: 2, pay_with_card: true, pay_with_pse: false } } }, 'paying');
    const s = send(paying, failed('payWithCard', error));
    expect(s.hasTag('dialog.payError')).toBe(true);
    expect(s.context.error).toBe(reason);
  });
});
