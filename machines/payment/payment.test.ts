// What both payment flows share: the body around their order, the card and bank fields, and how a
// payment's answer and its brand are read.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { PayBrand, PaymentResult } from '../../openapi/index.ts';
import { BILL_STATE, PAY_TYPE } from '../../openapi/rules.ts';
import { paymentActors } from './payment.actors.ts';
import { paymentBase, withCard, withPse } from './payment.ts';
import { isAccepted, isPending, messageOf, takesCard, takesPse } from './payment.result.ts';
import type { PaymentOrder } from './payment.types.ts';

const brand = (card: boolean, pse: boolean) => ({ id: 4, payment_method: { score_payment_method: 7, pay_with_card: card, pay_with_pse: pse } }) as PayBrand;
const start = { purchase: { Secuencia: 145, keyPay: 'llave-145' }, brand: brand(true, true) };
const order: PaymentOrder = {
  pay_type: PAY_TYPE.tickets, subtotal: 54_000, total_service: 6_000, total: 60_000, showtime_id: 9, seats: [], products: [], products_detail: '2 x General', products_description: 'Boletas',
};
const card = { cardName: ' ANA GOMEZ ', cardNumber: '4575623182290326', expMonth: '12', expYear: '2030', cvc: '123', dues: 0 };
const pse = { typePerson: 'juridica', bank: '1007', firstName: 'Ana', lastName: 'Gómez', documentType: 'NIT', documentNumber: '900123', email: 'ana@example.com', phoneNumber: '3001234567' } as const;

describe('the body every payment sends', () => {
  it('is the order with the web device, the consecutivo and its key, the brand’s method and the theater', () => {
    expect(paymentBase(start, order)).toEqual({ ...order, device: 'web', score_consecutive: 145, keyPay: 'llave-145', score_payment_method: 7, theater_id: 1 });
  });

  it('is nothing while the consecutivo, the brand or the order is missing, and neither are its card and PSE bodies', () => {
    for (const [name, base] of [
      ['consecutivo', paymentBase({ ...start, purchase: null }, order)],
      ['brand', paymentBase({ ...start, brand: null }, order)],
      ['order', paymentBase(start, null)],
    ] as const) {
      expect(base, name).toBeNull();
      expect(withCard(base, card), name).toBeNull();
      expect(withPse(base, pse), name).toBeNull();
    }
  });

  it('by card: the trimmed name, the card as typed, one due when none is given', () => {
    expect(withCard(paymentBase(start, order), card)).toEqual({
      ...paymentBase(start, order), card_name: 'ANA GOMEZ', card_number: '4575623182290326', cvc: '123', exp_month: '12', exp_year: '2030', dues: 1,
    });
    expect(withCard(paymentBase(start, order), { ...card, dues: 12 })?.dues).toBe(12);
  });

  it('by PSE: the bank and the payer as the gateway names them', () => {
    expect(withPse(paymentBase(start, order), pse)).toEqual({
      ...paymentBase(start, order), bank: '1007', name: 'Ana', lastname: 'Gómez', doc_type: 'NIT', doc_number: '900123', email: 'ana@example.com', phone: '3001234567', typePerson: 'juridica',
    });
  });
});

describe('a payment’s answer and its brand', () => {
  const result = (id: number) => ({ pay_status: { id, name: '' } }) as PaymentResult;

  it('accepted is that bill state alone, and so is pending', () => {
    const states = Object.values(BILL_STATE);
    expect(states.filter((id) => isAccepted(result(id)))).toEqual([BILL_STATE.accepted]);
    expect(states.filter((id) => isPending(result(id)))).toEqual([BILL_STATE.pending]);
  });

  it('a brand takes a card, PSE or both, as its payment method says; no brand takes nothing', () => {
    expect([brand(true, false), brand(false, true), brand(true, true), null].map((b) => [takesCard(b), takesPse(b)])).toEqual([
      [true, false],
      [false, true],
      [true, true],
      [false, false],
    ]);
  });

  it('the server’s message of a refused call, null without one', () => {
    expect(messageOf(new Error('Los valores no coinciden.'))).toBe('Los valores no coinciden.');
    expect(messageOf(new Error(''))).toBeNull();
    expect(messageOf('Los valores no coinciden.')).toBeNull();
  });

  it('the network fails, naming the operation, until the app provides it', async () => {
    for (const name of ['getConsecutive', 'payWithCard', 'payWithPse'] as const) {
      await expect(toPromise(createActor(paymentActors[name], { input: undefined as never }).start())).rejects.toThrow(`${name} not provided`);
    }
  });
});
