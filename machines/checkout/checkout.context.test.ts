// What the checkout keeps in its context on answers the path tests do not vary: a función that
// cannot be sold, the first zone on sale, combos with different recipes, the hold's seconds as the
// server gives them and a quote that failed without a reason.
import { describe, expect, it } from 'vitest';
import { getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import type { Reservation, RowStatus, ScoreProduct, ShowtimeRoom } from '../../openapi/index.ts';
import { checkoutMachine } from './checkout.machine.ts';
import type { CheckoutContext, CheckoutEvent, PurchaseQuote } from './checkout.types.ts';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as CheckoutEvent;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as CheckoutEvent;
const send = (s: Snapshot, ...events: CheckoutEvent[]) => events.reduce((snap, e) => getNextSnapshot(checkoutMachine, snap, e), s);

const seat = (col: number) => ({ FilaTotal: 1, FilaRelativa: 'A', ColumnaTotal: col, ColumnaRelativa: String(col), TipoSilla: 'Normal', TipoZona: 'General' });
const room = {
  showtime: { function_date: '2099-01-01', function_hour: '20:00' },
  movie: { title: 'La última función' },
  prices: [
    { codigo: 13, zona: 'VIP', valor: 1, descripcion: 'No ofrecida', ClienteFrecuente: 'deshabilitado', difference: 0, isVizionario: false },
    { codigo: 11, zona: 'General', valor: 12000, descripcion: 'General 2D', ClienteFrecuente: 'habilitado', difference: 2000, isVizionario: false },
  ],
  layout: [seat(1), seat(2)],
  maxSeats: 4,
  started: false,
} as unknown as ShowtimeRoom;
const status = [{ filRel: 'A', DescripcionSilla: [{ Columna: 1, TipoSilla: 'Normal', EstadoSilla: 'S' }, { Columna: 2, TipoSilla: 'Normal', EstadoSilla: 'S' }] }] as RowStatus[];
const combo = {
  Codigo: 1001, Descripcion: 'Combo pareja', Tipo: 'A', Cantidad: 1, CineFanPlus: 'n', Precios: [{ General: 30000, OtroPago: 25000 }], image: null,
  Receta: [{ Codigo: 501, Descripcion: 'Bebida', Cantidad: 1, Opciones: [{ Codigo: 5012, Descripcion: 'Gaseosa 32 oz' }, { Codigo: 5013, Descripcion: 'Agua' }] }],
} as ScoreProduct;
const quote = { total: 29000 } as PurchaseQuote;

/** The first reads answered: room, status, purchase, products and brands. */
function loaded(r: ShowtimeRoom = room, st: RowStatus[] = status) {
  return send(
    getInitialSnapshot(checkoutMachine, { showtimeId: 9, theater: 'viziona' }),
    done('getShowtimeRoom', r), done('getShowtimeRoomStatus', st), done('getConsecutive', { Secuencia: 145, keyPay: 'k' }),
    done('listScoreProducts', [combo]), done('listPayBrands', []),
  );
}
const holding = (secondsLeft = 600): Snapshot =>
  checkoutMachine.resolveState({
    value: { holding: { timer: 'counting', steps: { confectionery: 'browsing' } } },
    context: { ...loaded().context, seats: [{ Fila: 1, Columna: 1, FilRelativa: 'A', ColRelativa: '1', Tarifa: 11 }], secondsLeft, quote } as CheckoutContext,
  });
const addCombo = (s: Snapshot, option: number) =>
  send(s, { type: 'combo.open', codigo: 1001 }, { type: 'recipe.choose', group: 0, option }, { type: 'combo.add' }, done('quotePurchase', quote));

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
    const s = addCombo(addCombo(addCombo(holding(), 5012), 5013), 5012);
    expect(s.context.cart).toEqual([
      { Codigo: 1001, Cantidad: 2, Receta: [5012] },
      { Codigo: 1001, Cantidad: 1, Receta: [5013] },
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
