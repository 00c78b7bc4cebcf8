// What the purchase screen reads beside the states the path tests check: the seat map, the cart's
// readable recipes, the combo being put together and when 'Continuar' / 'Finalizar compra' are
// enabled. Snapshots are resolved in a given state with a given context.
import { describe, expect, it } from 'vitest';
import type { ShowtimeRoom, RowStatus, ScoreProduct, PurchaseQuote } from '../../openapi/index.ts';
import { checkoutMachine } from './checkout.machine.ts';
import {
  selectCanContinue,
  selectCanFinish,
  selectCart,
  selectComboUnits,
  selectDraft,
  selectLoading,
  selectMaxSeats,
  selectPaying,
  selectPayingPse,
  selectPrices,
  selectQuoting,
  selectSeatMap,
  type MapCell,
} from './checkout.selectors.ts';
import { seatName } from './checkout.seats.ts';
import type { CheckoutContext } from './checkout.types.ts';

const seat = (fila: number, letter: string, col: number, tipo: 'Normal' | 'Discapacitado' | 'Pasillo', zona: string, colRel = String(col)) => ({
  FilaTotal: fila, FilaRelativa: letter, ColumnaTotal: col, ColumnaRelativa: colRel, TipoSilla: tipo, TipoZona: zona,
});
// Given out of order (row B first, columns backwards): the map sorts them.
const layout = [
  seat(2, 'B', 3, 'Normal', 'VIP'), seat(2, 'B', 2, 'Normal', 'Preferencial'), seat(2, 'B', 1, 'Normal', 'Preferencial'),
  seat(1, 'A', 6, 'Normal', 'General'), seat(1, 'A', 5, 'Normal', 'General', ''), seat(1, 'A', 4, 'Pasillo', '', ''),
  seat(1, 'A', 3, 'Discapacitado', 'General'), seat(1, 'A', 2, 'Normal', 'General'), seat(1, 'A', 1, 'Normal', 'General'),
];
const room = {
  prices: [
    { codigo: 11, zona: 'General', valor: 12000, descripcion: 'General 2D', ClienteFrecuente: 'habilitado', difference: 2000, isVizionario: false },
    { codigo: 12, zona: 'Preferencial', valor: 15000, descripcion: 'Preferencial 2D', ClienteFrecuente: 'deshabilitado', difference: 0, isVizionario: false },
    { codigo: 13, zona: 'VIP', valor: 1, descripcion: 'No ofrecida', ClienteFrecuente: 'deshabilitado', difference: 0, isVizionario: false },
  ],
  layout,
  maxSeats: 3,
  started: false,
} as unknown as ShowtimeRoom;
const cell = (col: number, state: string) => ({ Columna: col, TipoSilla: 'Normal', EstadoSilla: state });
const status = [
  { filRel: 'A', DescripcionSilla: [cell(1, 'S'), cell(2, 'S'), cell(3, 'S'), cell(4, 'S'), cell(5, 'S'), cell(6, 'R')] },
  { filRel: 'B', DescripcionSilla: [cell(1, 'O'), cell(2, 'S'), cell(3, 'S')] },
] as RowStatus[];
const products = [
  {
    Codigo: 1001, Descripcion: 'Combo pareja', Tipo: 'A', Cantidad: 1, CineFanPlus: 'n', Precios: [{ General: 30000, OtroPago: 25000 }], image: null,
    Receta: [
      { Codigo: 501, Descripcion: 'Bebida', Cantidad: 1, Opciones: [{ Codigo: 5012, Descripcion: 'Gaseosa 32 oz' }, { Codigo: 5013, Descripcion: 'Agua' }] },
      { Codigo: 502, Descripcion: 'Crispetas', Cantidad: 1, Opciones: [{ Codigo: 6001, Descripcion: 'Crispetas saladas' }] },
    ],
  },
  { Codigo: 2001, Descripcion: 'Agua', Tipo: 'P', Cantidad: 1, CineFanPlus: 'n', Precios: [{ General: 4000, OtroPago: 3500 }], image: null, Receta: [] },
] as ScoreProduct[];
const quote = { total: 29000 } as PurchaseQuote;

const base: CheckoutContext = {
  showtimeId: 9, theater: 'viziona', payType: 1, room, status, products, brands: [], purchase: { Secuencia: 145, keyPay: 'k' },
  zone: 11, seats: [], reservation: null, secondsLeft: 600, cart: [], draft: null, quote: null, brand: null, result: null, error: null,
} as unknown as CheckoutContext;

const CHOOSING = { selectingSeats: 'choosing' };
const BROWSING = { holding: { timer: 'counting', steps: { confectionery: 'browsing' } } };
const QUOTING = { holding: { timer: 'counting', steps: { confectionery: 'quoting' } } };
const at = (value: unknown, context: Partial<CheckoutContext> = {}) => checkoutMachine.resolveState({ value: value as never, context: { ...base, ...context } });
const A2 = { Fila: 1, Columna: 2, FilRelativa: 'A', ColRelativa: '2', Tarifa: 11 };

describe('the seat map', () => {
  const views = (rows: MapCell[][]) => rows.map((r) => r.map((c) => `${c.seat.FilaRelativa}${c.seat.ColumnaTotal}:${c.view}:${c.price ?? '-'}:${c.state ?? '-'}`));

  it('draws each cell for this buyer: free, chosen, taken, another zone, wheelchair place or aisle, rows and columns in order', () => {
    expect(views(selectSeatMap(at(CHOOSING, { seats: [A2] })))).toEqual([
      ['A1:free:12000:S', 'A2:chosen:12000:S', 'A3:wheelchair:12000:S', 'A4:aisle:-:S', 'A5:aisle:12000:S', 'A6:free:12000:R'],
      ['B1:taken:15000:O', 'B2:otherZone:15000:S', 'B3:otherZone:-:S'],
    ]);
  });

  it('follows the chosen zone, and a zone not on sale offers nothing', () => {
    expect(views(selectSeatMap(at(CHOOSING, { zone: 12 })))[1]).toEqual(['B1:taken:15000:O', 'B2:free:15000:S', 'B3:otherZone:-:S']);
    expect(selectSeatMap(at(CHOOSING, { zone: 13 })).flat().filter((c) => c.view === 'free')).toEqual([]);
  });

  it('is empty until the room has loaded, with no prices to offer', () => {
    expect(selectSeatMap(at(CHOOSING, { room: null }))).toEqual([]);
    expect(selectPrices(at('loading', { room: null }))).toEqual([]);
  });

  it("names a chosen seat by its row and column as the room labels them, 'A2'", () => {
    expect(seatName(A2)).toBe('A2');
  });

  it('offers only prices above 1 peso, and as many seats as the room allows', () => {
    expect(selectPrices(at(CHOOSING)).map((p) => p.codigo)).toEqual([11, 12]);
    expect(selectMaxSeats(at(CHOOSING))).toBe(3);
    expect(selectMaxSeats(at(CHOOSING, { room: null }))).toBe(0);
  });
});

describe('the cart and the combo being put together', () => {
  it('reads each line with its product and its recipe in words', () => {
    const cart = [
      { Codigo: 1001, Cantidad: 2, Receta: [5012, 6001] },
      { Codigo: 1001, Cantidad: 1, Receta: [5013, 9999] },
      { Codigo: 2001, Cantidad: 1, Receta: [] },
      { Codigo: 7777, Cantidad: 1, Receta: [5012] },
      // More choices than the product has recipe groups: only the known ones are read.
      { Codigo: 1001, Cantidad: 1, Receta: [5012, 6001, 5013] },
    ];
    const read = selectCart(at(BROWSING, { cart })).map((l) => [l.Codigo, l.Cantidad, l.product?.Descripcion ?? null, l.recipeText]);
    expect(read).toEqual([
      [1001, 2, 'Combo pareja', 'Gaseosa 32 oz, Crispetas saladas'],
      [1001, 1, 'Combo pareja', 'Agua'],
      [2001, 1, 'Agua', ''],
      [7777, 1, null, ''],
      [1001, 1, 'Combo pareja', 'Gaseosa 32 oz, Crispetas saladas'],
    ]);
    expect(selectComboUnits(at(BROWSING, { cart }))).toBe(6);
  });

  it('shows the draft with its product, or nothing', () => {
    expect(selectDraft(at(BROWSING))).toBeNull();
    expect(selectDraft(at(BROWSING, { draft: { Codigo: 1001, choices: [5012, null] } }))).toEqual({ Codigo: 1001, choices: [5012, null], product: products[0] });
    expect(selectDraft(at(BROWSING, { draft: { Codigo: 7777, choices: [] } }))?.product).toBeNull();
  });
});

describe('the buttons', () => {
  it("'Continuar' only choosing seats, with at least one, and not while reserving", () => {
    expect(selectCanContinue(at(CHOOSING, { seats: [A2] }))).toBe(true);
    expect(selectCanContinue(at(CHOOSING))).toBe(false);
    expect(selectCanContinue(at('reserving', { seats: [A2] }))).toBe(false);
    expect(selectCanContinue(at(BROWSING, { seats: [A2] }))).toBe(false);
  });

  it("'Finalizar compra' only in the confectionery with a quote, and not while it is recomputed", () => {
    expect(selectCanFinish(at(BROWSING, { quote }))).toBe(true);
    expect(selectCanFinish(at(BROWSING))).toBe(false);
    expect(selectCanFinish(at(QUOTING, { quote }))).toBe(false);
    expect(selectCanFinish(at(CHOOSING, { quote }))).toBe(false);
  });
});

describe('what the screen waits for', () => {
  const steps = (value: unknown) => ({ holding: { timer: 'counting', steps: value } });
  it('the función loading, the total being computed, a card or a PSE payment on its way', () => {
    const read = (value: unknown) => [selectLoading, selectQuoting, selectPaying, selectPayingPse].map((f) => f(at(value)));
    expect(read('loading')).toEqual([true, false, false, false]);
    expect(read(QUOTING)).toEqual([false, true, false, false]);
    expect(read(BROWSING)).toEqual([false, false, false, false]);
    expect(read(steps('paying'))).toEqual([false, false, true, false]);
    expect(read(steps('payingPse'))).toEqual([false, false, true, true]);
  });
});
