// The checkout's plain rules beside the machine: when a función has started (Bogotá time), the
// readable detail a payment sends, and what the payment calls carry.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { PayBrand, ShowtimeRoom } from '../../openapi/index.ts';
import { cardPayment, paymentCommon, productsDetail, psePayment, toPurchaseProducts } from './checkout.payment.ts';
import { hasStarted, isSelectable, layoutSeat, seatState } from './checkout.seats.ts';
import type { CheckoutContext, PurchaseQuote } from './checkout.types.ts';

const room = (date: string, hour: string, started = false) =>
  ({ showtime: { function_date: date, function_hour: hour }, movie: { title: 'La última función' }, started }) as unknown as ShowtimeRoom;
const bogota = (iso: string) => DateTime.fromISO(iso, { zone: 'America/Bogota' });

describe('a función has started (spec §4)', () => {
  it('from its hour in Bogotá, not before', () => {
    const r = room('2026-11-23', '20:00');
    expect(hasStarted(r, bogota('2026-11-23T19:59:59'))).toBe(false);
    expect(hasStarted(r, bogota('2026-11-23T20:00:00'))).toBe(true);
    expect(hasStarted(r, bogota('2026-11-23T20:00:01'))).toBe(true);
    // 20:30 in Bogotá is 01:30 UTC the next day: the hour is read in Bogotá, not in UTC.
    expect(hasStarted(r, DateTime.fromISO('2026-11-24T00:59:00Z'))).toBe(false);
    expect(hasStarted(r, DateTime.fromISO('2026-11-24T01:00:00Z'))).toBe(true);
  });

  it("when the server says so, whatever the hour; never without a room or with an unreadable date", () => {
    expect(hasStarted(room('2099-01-01', '20:00', true), bogota('2026-11-23T10:00'))).toBe(true);
    expect(hasStarted(null, bogota('2026-11-23T10:00'))).toBe(false);
    expect(hasStarted(room('no es fecha', '20:00'), bogota('2026-11-23T10:00'))).toBe(false);
  });
});

describe('which seats can be chosen (spec §4), with pieces still missing', () => {
  const seatA1 = { FilaTotal: 1, ColumnaTotal: 1, FilaRelativa: 'A', ColumnaRelativa: '1', TipoSilla: 'Normal', TipoZona: 'General' };
  const seats = { layout: [seatA1], prices: [{ codigo: 7, zona: 'General', valor: 12000 }] } as unknown as ShowtimeRoom;
  const free = [{ filRel: 'A', DescripcionSilla: [{ Columna: 1, TipoSilla: 'Normal', EstadoSilla: 'S' }] }] as unknown as Parameters<typeof seatState>[0];

  it('a free seat of the chosen zone, and nothing while the room, the status or the zone is missing', () => {
    expect(isSelectable(seats, free, 7, 1, 1)).toBe(true);
    expect(isSelectable(null, free, 7, 1, 1)).toBe(false);
    expect(isSelectable(seats, null, 7, 1, 1)).toBe(false);
    expect(isSelectable(seats, free, null, 1, 1)).toBe(false);
    // A place that is not in the layout, with or without a zone chosen.
    expect(isSelectable(seats, free, 7, 9, 9)).toBe(false);
    expect(isSelectable(seats, free, null, 9, 9)).toBe(false);
  });

  it('a seat and its state are looked up only where there is something to look in', () => {
    expect(layoutSeat(null, 1, 1)).toBeUndefined();
    expect(layoutSeat(seats, 1, 1)).toBe(seatA1);
    expect(seatState(null, seatA1 as never)).toBeUndefined();
    expect(seatState(free, seatA1 as never)).toBe('S');
    expect(seatState(free, { ...seatA1, FilaRelativa: 'Z' } as never)).toBeUndefined();
    expect(seatState(free, { ...seatA1, ColumnaTotal: 9 } as never)).toBeUndefined();
  });
});

const quote = {
  tickets: [{ zona: 'General' }, { zona: 'Preferencial' }, { zona: 'General' }],
  products: [{ Descripcion: 'Combo pareja (Gaseosa 32 oz)', Cantidad: 2 }, { Descripcion: 'Agua', Cantidad: 1 }],
  subtotal: 54000,
  total_service: 6000,
  total: 60000,
} as unknown as PurchaseQuote;

describe('what a payment sends', () => {
  it("describes the order as '2 x General; 1 x Preferencial; 2 x Combo…', at most 2000 characters", () => {
    expect(productsDetail(quote)).toBe('2 x General; 1 x Preferencial; 2 x Combo pareja (Gaseosa 32 oz); 1 x Agua');
    const long = { ...quote, products: Array.from({ length: 200 }, (_, i) => ({ Descripcion: `Producto número ${i}`, Cantidad: 1 })) } as unknown as PurchaseQuote;
    expect(productsDetail(long)).toHaveLength(2000);
  });

  it('sends a combo with its recipe and a product without one', () => {
    expect(toPurchaseProducts([{ Codigo: 1001, Cantidad: 2, Receta: [5012] }, { Codigo: 2001, Cantidad: 1, Receta: [] }])).toEqual([
      { Codigo: 1001, Cantidad: 2, Receta: [5012] },
      { Codigo: 2001, Cantidad: 1 },
    ]);
  });

  const brand = { id: 1, payment_method: { score_payment_method: 2, pay_with_card: true, pay_with_pse: false } } as PayBrand;
  const context = {
    showtimeId: 9, payType: 2, quote, purchase: { Secuencia: 145, keyPay: 'llave-145' }, brand, room: room('2099-01-01', '20:00'),
    seats: [{ Fila: 1, Columna: 1, FilRelativa: 'A', ColRelativa: '1', Tarifa: 11 }], cart: [{ Codigo: 2001, Cantidad: 1, Receta: [] }],
  } as unknown as CheckoutContext;

  it('the totals, purchase, seats and key of the quote and the opened purchase, nothing while one is missing', () => {
    expect(paymentCommon(context)).toEqual({
      pay_type: 2, subtotal: 54000, total_service: 6000, total: 60000, device: 'web', score_consecutive: 145, score_payment_method: 2,
      theater_id: 1, showtime_id: 9, seats: context.seats, products: [{ Codigo: 2001, Cantidad: 1 }], products_detail: productsDetail(quote),
      products_description: 'Boletas La última función', keyPay: 'llave-145',
    });
    for (const missing of ['quote', 'purchase', 'brand'] as const) {
      const without = { ...context, [missing]: null };
      expect(paymentCommon(without), missing).toBeNull();
      expect(cardPayment(without, { cardName: 'A', cardNumber: '4575623182290326', expMonth: '12', expYear: '2030', cvc: '123', dues: 1 })).toBeNull();
      expect(psePayment(without, { typePerson: 'natural', bank: '1007', firstName: 'Ana', lastName: 'Gómez', documentType: 'CC', documentNumber: '1', email: 'a@b.co', phoneNumber: '3' })).toBeNull();
    }
    expect(paymentCommon({ ...context, room: null })?.products_description).toBe('Boletas');
    // The gateway takes at most 255 characters (the contract's maxLength).
    const long = { ...context, room: { ...context.room, movie: { title: 'Una película de título muy largo '.repeat(10) } } } as CheckoutContext;
    expect(paymentCommon(long)?.products_description).toBe(`Boletas ${'Una película de título muy largo '.repeat(10)}`.slice(0, 255));
  });

  it('a card payment: the trimmed name, and one due when none is given', () => {
    const body = cardPayment(context, { cardName: ' ANA GOMEZ ', cardNumber: '4575623182290326', expMonth: '12', expYear: '2030', cvc: '123', dues: 0 });
    expect(body).toMatchObject({ card_name: 'ANA GOMEZ', card_number: '4575623182290326', cvc: '123', exp_month: '12', exp_year: '2030', dues: 1, total: 60000 });
  });

  it('a PSE payment: the bank and the payer as the gateway names them', () => {
    const body = psePayment(context, { typePerson: 'juridica', bank: '1007', firstName: 'Ana', lastName: 'Gómez', documentType: 'NIT', documentNumber: '900123', email: 'ana@example.com', phoneNumber: '3001234567' });
    expect(body).toMatchObject({
      bank: '1007', name: 'Ana', lastname: 'Gómez', doc_type: 'NIT', doc_number: '900123', email: 'ana@example.com', phone: '3001234567', typePerson: 'juridica', total: 60000,
    });
  });
});
