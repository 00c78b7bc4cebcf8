// The checkout with its network actors answering, the 600 s countdown on a simulated clock, what each
// call sends, and what leaving releases.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CardPaymentRequest, PayBrand, PaymentResult, PsePaymentRequest, PsePaymentResult, Reservation, RowStatus, ScoreProduct, ShowtimeRoom } from '../../openapi/index.ts';
import { checkoutMachine } from './checkout.machine.ts';
import { reserveFailureText } from './checkout.dialogs.ts';
import { selectDialog, selectSecondsLeft, selectStep } from './checkout.selectors.ts';
import type { CancelInput, PurchaseQuote, QuoteRequest, ReserveInput } from './checkout.types.ts';

const room = {
  showtime: { id: 9, function_date: '2099-01-01', function_hour: '20:00', date_string: 'jue, 1', hour_string: '8:00 pm', room_name: 'Sala 1', room: 1, seats: 2, movie_format: '2D', movie_version: 'Doblada' },
  movie: { id: 1, slug: 'la-ultima-funcion', title: 'La última función' },
  room: { id: 1, slug: 'sala-1', name: 'Sala 1' },
  prices: [{ codigo: 11, zona: 'General', valor: 12000, descripcion: 'General 2D', ClienteFrecuente: 'habilitado', difference: 2000, isVizionario: false }],
  layout: [
    { FilaTotal: 1, FilaRelativa: 'A', ColumnaTotal: 1, ColumnaRelativa: '1', TipoSilla: 'Normal', TipoZona: 'General' },
    { FilaTotal: 1, FilaRelativa: 'A', ColumnaTotal: 2, ColumnaRelativa: '2', TipoSilla: 'Normal', TipoZona: 'General' },
  ],
  maxSeats: 4,
  started: false,
} as unknown as ShowtimeRoom;
const status: RowStatus[] = [{ filRel: 'A', DescripcionSilla: [{ Columna: 1, TipoSilla: 'Normal', EstadoSilla: 'S' }, { Columna: 2, TipoSilla: 'Normal', EstadoSilla: 'S' }] }];
const combo = { Codigo: 1001, Descripcion: 'Combo pareja', Tipo: 'A', Cantidad: 1, CineFanPlus: 'n', Precios: [{ General: 30000, OtroPago: 25000 }], image: null, Receta: [{ Codigo: 501, Descripcion: 'Bebida', Cantidad: 1, Opciones: [{ Codigo: 5012, Descripcion: 'Gaseosa 32 oz' }] }] } as ScoreProduct;
const brand = { id: 1, name: 'Visa / Mastercard', image: '/v.svg', payment_method: { score_payment_method: 2, pay_with_card: true, pay_with_pse: false } } as PayBrand;
const quote: PurchaseQuote = {
  member: false,
  tickets: [{ FilRelativa: 'A', ColRelativa: '1', zona: 'General', codigo: 11, valor: 12000, general: 12000, limite_diario: false }, { FilRelativa: 'A', ColRelativa: '2', zona: 'General', codigo: 11, valor: 12000, general: 12000, limite_diario: false }],
  products: [{ Codigo: 1001, Descripcion: 'Combo pareja (Gaseosa 32 oz)', Cantidad: 1, valor: 30000, general: 30000, total: 30000, limite_diario: false }],
  totalTickets: 24000, totalConfectionery: 30000, subtotal: 54000, total_service: 6000, total: 60000, general_total: 60000, savings: 0,
};
const card = { cardName: ' ANA GOMEZ ', cardNumber: '4575623182290326', expMonth: '12', expYear: '2030', cvc: '123', dues: 3 };

const both = { id: 3, name: 'ePayco', image: '/e.svg', payment_method: { score_payment_method: 1, pay_with_card: true, pay_with_pse: true } } as PayBrand;
const pse = { typePerson: 'juridica', bank: '1007', firstName: 'Ana', lastName: 'Gómez', documentType: 'NIT', documentNumber: '900123456', email: 'ana@example.com', phoneNumber: '3001234567' } as const;

function start(
  options: {
    secondsLeft?: number;
    pay?: (body: CardPaymentRequest) => Promise<PaymentResult>;
    reserve?: (input: ReserveInput) => Promise<Reservation>;
    payPse?: (body: PsePaymentRequest) => Promise<PsePaymentResult>;
  } = {},
) {
  const clock = new SimulatedClock();
  const calls = {
    reserve: vi.fn(),
    cancel: vi.fn(),
    quote: vi.fn(),
    pay: vi.fn(),
    payPse: vi.fn(),
    status: vi.fn(),
    released: vi.fn(),
    transaction: vi.fn(),
    paymentStatus: vi.fn(),
    bank: vi.fn(),
    home: vi.fn(),
  };
  const logic = checkoutMachine.provide({
    actors: {
      getShowtimeRoom: fromPromise(async () => room),
      getShowtimeRoomStatus: fromPromise(async () => {
        calls.status();
        return status;
      }),
      getConsecutive: fromPromise(async () => ({ Secuencia: 145, keyPay: 'llave-145' })),
      listScoreProducts: fromPromise(async () => [combo]),
      listPayBrands: fromPromise(async () => [brand, both]),
      reserveSeats: fromPromise(async ({ input }: { input: ReserveInput }) => {
        calls.reserve(input);
        if (options.reserve) return options.reserve(input);
        return { score_consecutive: 145, showtime_id: 9, seats: input.body.seats, expires_at: '2099-01-01T00:10:00Z', seconds_left: options.secondsLeft ?? 600 };
      }),
      cancelReservation: fromPromise(async ({ input }: { input: CancelInput }) => calls.cancel(input)),
      quotePurchase: fromPromise(async ({ input }: { input: QuoteRequest }) => {
        calls.quote(input);
        return quote;
      }),
      payWithCard: fromPromise(async ({ input }: { input: CardPaymentRequest }) => {
        calls.pay(input);
        return (options.pay ?? (async () => ({ bill: 'VZ-145', pay_status: { id: 1, name: 'Aceptada' }, payType: 1, message: '', pay_response_id: 1, pay_method: 'card' as const })))(input);
      }),
      payWithPse: fromPromise(async ({ input }: { input: PsePaymentRequest }) => {
        calls.payPse(input);
        return (options.payPse ?? (async () => ({ pse_url: 'http://localhost/sandbox/banco/abc', bill: 'VZ-147', payType: 1 })))(input);
      }),
    },
    actions: {
      releaseHold: (_, input: CancelInput) => calls.released(input),
      showTransaction: (_, bill: string) => calls.transaction(bill),
      showPaymentStatus: (_, result: PaymentResult) => calls.paymentStatus(result),
      goToBank: (_, result: PsePaymentResult) => calls.bank(result),
      goHome: () => calls.home(),
    },
  });
  const actor = createActor(logic, { input: { showtimeId: 9, theater: 'viziona' }, clock }).start();
  return { actor, clock, calls };
}

type Started = ReturnType<typeof start>;

async function holdTwoSeats(s: Started) {
  await waitFor(s.actor, (snap) => snap.matches('selectingSeats'));
  s.actor.send({ type: 'seat.toggle', fila: 1, columna: 1 });
  s.actor.send({ type: 'seat.toggle', fila: 1, columna: 2 });
  s.actor.send({ type: 'purchase.continue' });
  await waitFor(s.actor, (snap) => snap.hasTag('timer') && !snap.hasTag('quoting'));
}

describe('the hold countdown (simulated clock)', () => {
  it('counts 600 s down from the reservation and at 0 says the time expired, then releases and starts again', async () => {
    const s = start();
    await holdTwoSeats(s);
    expect(selectSecondsLeft(s.actor.getSnapshot())).toBe(600);
    s.clock.increment(1000);
    expect(selectSecondsLeft(s.actor.getSnapshot())).toBe(599);
    for (let i = 0; i < 598; i++) s.clock.increment(1000);
    expect(selectSecondsLeft(s.actor.getSnapshot())).toBe(1);
    expect(selectDialog(s.actor.getSnapshot())).toBeNull();
    s.clock.increment(1000);
    expect(selectDialog(s.actor.getSnapshot())?.title).toBe('El tiempo de tu reserva ha expirado');
    expect(s.calls.cancel).not.toHaveBeenCalled();
    s.actor.send({ type: 'dialog.close' });
    await waitFor(s.actor, (snap) => snap.matches({ selectingSeats: 'choosing' }));
    expect(s.calls.cancel).toHaveBeenCalledWith({ showtimeId: 9, body: { score_consecutive: 145, device: 'web' } });
    expect(s.calls.status).toHaveBeenCalledTimes(2);
    expect(s.actor.getSnapshot().context.seats).toEqual([]);
    expect(s.actor.getSnapshot().context.cart).toEqual([]);
    // The clock stopped with the hold: nothing ticks any more.
    for (let i = 0; i < 5; i++) s.clock.increment(1000);
    expect(selectSecondsLeft(s.actor.getSnapshot())).toBe(0);
  });

  it('draws the countdown from what the server says is left (a reload mid-purchase shows the true time)', async () => {
    const s = start({ secondsLeft: 42 });
    await holdTwoSeats(s);
    expect(selectSecondsLeft(s.actor.getSnapshot())).toBe(42);
    for (let i = 0; i < 41; i++) s.clock.increment(1000);
    expect(selectSecondsLeft(s.actor.getSnapshot())).toBe(1);
    expect(selectStep(s.actor.getSnapshot())).toBe(1);
    expect(selectDialog(s.actor.getSnapshot())).toBeNull();
    s.clock.increment(1000);
    expect(selectDialog(s.actor.getSnapshot())?.tag).toBe('dialog.expired');
  });

  it('lets a payment in flight finish when the countdown reaches 0', async () => {
    let answer!: (r: PaymentResult) => void;
    const s = start({ secondsLeft: 3, pay: () => new Promise((resolve) => (answer = resolve)) });
    await holdTwoSeats(s);
    s.actor.send({ type: 'purchase.finish' });
    s.actor.send({ type: 'brand.choose', id: 1 });
    s.actor.send({ type: 'confirmation.accept' });
    s.actor.send({ type: 'card.submit', card });
    for (let i = 0; i < 5; i++) s.clock.increment(1000);
    expect(s.actor.getSnapshot().hasTag('paying')).toBe(true);
    answer({ bill: 'VZ-145', pay_status: { id: 1, name: 'Aceptada' }, payType: 1, message: '', pay_response_id: 1, pay_method: 'card' as const });
    await waitFor(s.actor, (snap) => snap.hasTag('dialog.paid'));
  });
});

describe('what the checkout sends', () => {
  it('reserves the chosen seats of the chosen zone with the consecutive', async () => {
    const s = start();
    await holdTwoSeats(s);
    expect(s.calls.reserve).toHaveBeenCalledWith({
      showtimeId: 9,
      body: {
        score_consecutive: 145,
        device: 'web',
        seats: [
          { Fila: 1, Columna: 1, FilRelativa: 'A', ColRelativa: '1', Tarifa: 11 },
          { Fila: 1, Columna: 2, FilRelativa: 'A', ColRelativa: '2', Tarifa: 11 },
        ],
      },
    });
  });

  it('quotes again after a combo is added, with its recipe, and pays exactly the quote with the server-given keyPay', async () => {
    const s = start();
    await holdTwoSeats(s);
    s.actor.send({ type: 'combo.open', codigo: 1001 });
    s.actor.send({ type: 'combo.add' });
    expect(selectDialog(s.actor.getSnapshot())?.title).toBe('Debes seleccionar la receta del combo');
    s.actor.send({ type: 'dialog.close' });
    s.actor.send({ type: 'recipe.choose', group: 0, option: 5012 });
    s.actor.send({ type: 'combo.add' });
    await waitFor(s.actor, (snap) => snap.hasTag('timer') && !snap.hasTag('quoting'));
    expect(s.calls.quote).toHaveBeenLastCalledWith({
      score_consecutive: 145,
      showtime_id: 9,
      seats: expect.any(Array),
      products: [{ Codigo: 1001, Cantidad: 1, Receta: [5012] }],
    });
    s.actor.send({ type: 'cart.decrement', line: 0 });
    expect(s.actor.getSnapshot().context.cart[0].Cantidad).toBe(1);
    s.actor.send({ type: 'purchase.finish' });
    s.actor.send({ type: 'brand.choose', id: 1 });
    s.actor.send({ type: 'confirmation.accept' });
    s.actor.send({ type: 'card.submit', card });
    expect(JSON.stringify(s.actor.getSnapshot().context)).not.toContain('4575623182290326');
    await waitFor(s.actor, (snap) => snap.hasTag('dialog.paid'));
    expect(s.calls.pay).toHaveBeenCalledTimes(1);
    expect(s.calls.pay.mock.calls[0][0]).toMatchObject({
      pay_type: 1,
      card_name: 'ANA GOMEZ',
      card_number: '4575623182290326',
      dues: 3,
      subtotal: 54000,
      total_service: 6000,
      total: 60000,
      score_consecutive: 145,
      score_payment_method: 2,
      theater_id: 1,
      showtime_id: 9,
      keyPay: 'llave-145',
      products: [{ Codigo: 1001, Cantidad: 1, Receta: [5012] }],
      products_detail: '2 x General; 1 x Combo pareja (Gaseosa 32 oz)',
    });
    expect(JSON.stringify(s.actor.getSnapshot().context)).not.toContain('4575623182290326');
    s.actor.send({ type: 'dialog.close' });
    expect(s.calls.transaction).toHaveBeenCalledWith('VZ-145');
    // Paid: leaving now releases nothing.
    s.actor.send({ type: 'page.leave' });
    expect(s.calls.released).not.toHaveBeenCalled();
  });

  it('a rejected card goes on as a finished payment, to its status page', async () => {
    const rejected = { bill: 'VZ-146', pay_status: { id: 2 as const, name: 'Rechazada' }, payType: 1, message: '', pay_response_id: 1, pay_method: 'card' as const };
    const s = start({ pay: async () => rejected });
    await holdTwoSeats(s);
    s.actor.send({ type: 'purchase.finish' });
    s.actor.send({ type: 'brand.choose', id: 1 });
    s.actor.send({ type: 'confirmation.accept' });
    s.actor.send({ type: 'card.submit', card });
    await waitFor(s.actor, (snap) => snap.hasTag('dialog.payFailed'));
    s.actor.send({ type: 'dialog.close' });
    expect(s.calls.paymentStatus).toHaveBeenCalledWith(rejected);
    expect(s.actor.getSnapshot().status).toBe('done');
  });
});

describe('releasing the hold', () => {
  it("'Cambiar datos anteriores' cancels the reservation, clears seats and combos and reads the status again", async () => {
    const s = start();
    await holdTwoSeats(s);
    s.actor.send({ type: 'combo.open', codigo: 1001 });
    s.actor.send({ type: 'recipe.choose', group: 0, option: 5012 });
    s.actor.send({ type: 'combo.add' });
    await waitFor(s.actor, (snap) => snap.hasTag('timer') && !snap.hasTag('quoting'));
    s.actor.send({ type: 'purchase.change' });
    await waitFor(s.actor, (snap) => snap.matches({ selectingSeats: 'choosing' }));
    expect(s.calls.cancel).toHaveBeenCalledTimes(1);
    expect(s.actor.getSnapshot().context).toMatchObject({ seats: [], cart: [], quote: null, reservation: null });
  });

  it('leaving the screen with a hold sends the release that outlives the page; without one, nothing', async () => {
    const s = start();
    await holdTwoSeats(s);
    s.actor.send({ type: 'page.leave' });
    expect(s.calls.released).toHaveBeenCalledWith({ showtimeId: 9, body: { score_consecutive: 145, device: 'web' } });

    const idle = start();
    await waitFor(idle.actor, (snap) => snap.matches('selectingSeats'));
    idle.actor.send({ type: 'page.leave' });
    expect(idle.calls.released).not.toHaveBeenCalled();
  });

  it('a failed reservation shows the spec text, clears the selection and reads the status again', async () => {
    const s = start({ reserve: async () => Promise.reject(new Error('La silla A1 está OCUPADA.')) });
    await waitFor(s.actor, (snap) => snap.matches('selectingSeats'));
    s.actor.send({ type: 'seat.toggle', fila: 1, columna: 1 });
    s.actor.send({ type: 'purchase.continue' });
    await waitFor(s.actor, (snap) => snap.hasTag('dialog.reserveFailed'));
    expect(selectDialog(s.actor.getSnapshot())).toMatchObject({ title: 'Hubo un error al resevar', subtitle: 'Las sillas ya están reservadas.' });
    s.actor.send({ type: 'dialog.close' });
    await waitFor(s.actor, (snap) => snap.matches({ selectingSeats: 'choosing' }));
    expect(s.calls.status).toHaveBeenCalledTimes(2);
    expect(s.actor.getSnapshot().context.seats).toEqual([]);
  });
});

describe('reservation failure texts (spec §8)', () => {
  it.each([
    ['Unauthenticated.', 'Las sillas ya están reservadas.'],
    ['La silla F7 está OCUPADA.', 'Las sillas ya están reservadas.'],
    ['', 'Por favor, elige otro asiento'],
    [null, 'Por favor, elige otro asiento'],
    ['Solo puedes seleccionar 10 asientos.', 'Solo puedes seleccionar 10 asientos.'],
    // Read without the spaces around it.
    ['   ', 'Por favor, elige otro asiento'],
    [' Unauthenticated. ', 'Las sillas ya están reservadas.'],
    ['  La función ya no está disponible. ', 'La función ya no está disponible.'],
  ])('%j → %s', (message, text) => expect(reserveFailureText(message)).toBe(text));
});

describe('PSE', () => {
  async function toPseForm(s: Started) {
    await holdTwoSeats(s);
    s.actor.send({ type: 'purchase.finish' });
    s.actor.send({ type: 'brand.choose', id: 3 });
    s.actor.send({ type: 'confirmation.accept' });
    expect(s.actor.getSnapshot().hasTag('cardForm')).toBe(true);
    s.actor.send({ type: 'method.switch' });
    expect(s.actor.getSnapshot().hasTag('pseForm')).toBe(true);
  }

  it('sends the bank form with the totals and keyPay, then the browser goes to the bank; the countdown cannot expire meanwhile', async () => {
    let answer!: (r: PsePaymentResult) => void;
    const s = start({ secondsLeft: 3, payPse: () => new Promise((resolve) => (answer = resolve)) });
    await toPseForm(s);
    s.actor.send({ type: 'pse.submit', pse });
    expect(s.calls.payPse).toHaveBeenCalledWith(
      expect.objectContaining({
        bank: '1007',
        typePerson: 'juridica',
        name: 'Ana',
        lastname: 'Gómez',
        doc_type: 'NIT',
        doc_number: '900123456',
        email: 'ana@example.com',
        phone: '3001234567',
        total: 60000,
        score_payment_method: 1,
        keyPay: 'llave-145',
      }),
    );
    for (let i = 0; i < 5; i++) s.clock.increment(1000);
    expect(s.actor.getSnapshot().hasTag('paying')).toBe(true);
    expect(selectDialog(s.actor.getSnapshot())).toBeNull();
    answer({ pse_url: 'http://localhost/sandbox/banco/abc', bill: 'VZ-147', payType: 1 });
    await waitFor(s.actor, (snap) => snap.status === 'done');
    expect(s.calls.bank).toHaveBeenCalledWith({ pse_url: 'http://localhost/sandbox/banco/abc', bill: 'VZ-147', payType: 1 });
    expect(s.calls.cancel).not.toHaveBeenCalled();
  });

  it("a PSE error: the dialog's action cancels the reservation, stops the timer and goes home", async () => {
    const s = start({ payPse: async () => Promise.reject(new Error('No pudimos comunicarnos con el banco. Inténtalo de nuevo.')) });
    await toPseForm(s);
    s.actor.send({ type: 'pse.submit', pse });
    await waitFor(s.actor, (snap) => snap.hasTag('dialog.pseError'));
    const dialog = selectDialog(s.actor.getSnapshot())!;
    expect([dialog.title, dialog.subtitle, dialog.detail]).toEqual(['Estado de la transacción', 'Hubo un error al procesar el pago', 'No pudimos comunicarnos con el banco. Inténtalo de nuevo.']);
    s.actor.send({ type: 'dialog.close' });
    await waitFor(s.actor, (snap) => snap.status === 'done');
    expect(s.calls.cancel).toHaveBeenCalledWith({ showtimeId: 9, body: { score_consecutive: 145, device: 'web' } });
    expect(s.calls.home).toHaveBeenCalledTimes(1);
    expect(s.calls.bank).not.toHaveBeenCalled();
    expect(s.actor.getSnapshot().hasTag('timer')).toBe(false);
    expect(selectSecondsLeft(s.actor.getSnapshot())).toBe(0);
  });
});
