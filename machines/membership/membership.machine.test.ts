// The membership machine run as the app runs it (real actor, fake network): what the payment sends,
// that the card never enters the context, and the refetch after an accepted payment; beside it, what
// a failure without a reason keeps and the payment bodies.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, waitFor } from 'xstate';
import type { CardPaymentRequest, Consecutive, PayBrand, PaymentResult, PsePaymentRequest, PsePaymentResult } from '../../openapi/index.ts';
import { membershipMachine } from './membership.machine.ts';
import { membershipCardPayment, membershipPsePayment } from './membership.payment.ts';
import type { MembershipContext, MembershipEvent } from './membership.types.ts';

const brand = { id: 3, name: 'ePayco', image: '/m/e.svg', payment_method: { score_payment_method: 7, pay_with_card: true, pay_with_pse: true } } as PayBrand;
const price = { valor: 60_000, servicio: 3_000, total: 63_000 };
const card = { cardName: ' ANA GOMEZ ', cardNumber: '4575623182290326', expMonth: '12', expYear: '2030', cvc: '123', dues: 0 };

function run(answer: PaymentResult) {
  const sent: CardPaymentRequest[] = [];
  const pse: PsePaymentRequest[] = [];
  const refetch = vi.fn();
  const goToBank = vi.fn();
  const actor = createActor(
    membershipMachine.provide({
      actors: {
        getConsecutive: fromPromise<Consecutive, void>(async () => ({ Secuencia: 145, keyPay: 'llave' })),
        payWithCard: fromPromise<PaymentResult, CardPaymentRequest>(async ({ input }) => {
          sent.push(input);
          return answer;
        }),
        payWithPse: fromPromise<PsePaymentResult, PsePaymentRequest>(async ({ input }) => {
          pse.push(input);
          return { pse_url: 'https://banco.example/pse', bill: 'VZ1-000146', payType: 3 };
        }),
      },
      actions: { refetchAfterMembership: refetch, goToBank: (_, result) => goToBank(result) },
    }),
    { input: { brands: [brand], price } },
  ).start();
  return { actor, sent, pse, refetch, goToBank };
}

const accepted = { bill: 'VZ1-000145', pay_status: { id: 1, name: 'Aceptada' }, payType: 3, message: 'Tu pago fue procesado correctamente.', pay_response_id: 9, pay_method: 'card' } as PaymentResult;

describe('membership machine', () => {
  it('pays pay type 3 with the price and the consecutivo, no función, seats or products; the card never enters the context; then refetches once', async () => {
    const { actor, sent, refetch } = run(accepted);
    actor.send({ type: 'purchase.start' });
    actor.send({ type: 'detail.confirm' });
    await waitFor(actor, (s) => s.matches('choosingMethod'));
    actor.send({ type: 'method.choose', method: 'card' });
    actor.send({ type: 'card.submit', card });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(sent).toEqual([
      {
        pay_type: 3, subtotal: 60_000, total_service: 3_000, total: 63_000, device: 'web', score_consecutive: 145, score_payment_method: 7, theater_id: 1,
        showtime_id: null, seats: [], products: [], products_detail: '1 x Membresía Club Vizionarios', products_description: 'Membresía Club Vizionarios', keyPay: 'llave',
        card_name: 'ANA GOMEZ', card_number: '4575623182290326', cvc: '123', exp_month: '12', exp_year: '2030', dues: 1,
      },
    ]);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('4575623182290326');
    expect(refetch).toHaveBeenCalledTimes(1);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ brand: null, purchase: null, result: null, error: null });
  });

  it('a rejected payment does not refetch; its result is kept until the dialog closes', async () => {
    const rejected = { ...accepted, pay_status: { id: 2 as const, name: 'Rechazada' } };
    const { actor, refetch } = run(rejected);
    actor.send({ type: 'purchase.start' });
    actor.send({ type: 'detail.confirm' });
    await waitFor(actor, (s) => s.matches('choosingMethod'));
    actor.send({ type: 'method.choose', method: 'card' });
    actor.send({ type: 'card.submit', card });
    await waitFor(actor, (s) => s.matches('paymentFailed'));
    expect(refetch).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ result: rejected, error: null });
  });

  it('PSE: sends the bank form with pay type 3 and goes to the bank', async () => {
    const { actor, pse, goToBank } = run(accepted);
    actor.send({ type: 'purchase.start' });
    actor.send({ type: 'detail.confirm' });
    await waitFor(actor, (s) => s.matches('choosingMethod'));
    actor.send({ type: 'method.choose', method: 'pse' });
    actor.send({
      type: 'pse.submit',
      pse: { typePerson: 'natural', bank: '1007', firstName: 'Ana', lastName: 'Gómez', documentType: 'CC', documentNumber: '1020304050', email: 'ana@example.com', phoneNumber: '3001234567' },
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(pse[0]).toMatchObject({ pay_type: 3, total: 63_000, showtime_id: null, bank: '1007', name: 'Ana', doc_type: 'CC', keyPay: 'llave' });
    expect(goToBank).toHaveBeenCalledWith(expect.objectContaining({ pse_url: 'https://banco.example/pse' }));
  });
});

describe('a payment that fails', () => {
  const paying = membershipMachine.resolveState({ value: 'payingCard', context: { brands: [brand], price, brand, purchase: { Secuencia: 145, keyPay: 'llave' }, result: null, error: null } });
  it.each([
    ['an Error with a message', new Error('Ya tienes una compra pendiente.'), 'Ya tienes una compra pendiente.'],
    ['an Error without a message', new Error(''), null],
    ['a failure that is not an Error', 'offline', null],
    ['an object that only looks like an Error', { message: 'Ya tienes una compra pendiente.' }, null],
  ])("with %s keeps the server's reason or none", (_, error, reason) => {
    const s = getNextSnapshot(membershipMachine, paying, { type: 'xstate.error.actor.payWithCard', error } as unknown as MembershipEvent);
    expect(s.value).toBe('paymentError');
    expect(s.context.error).toBe(reason);
  });
});

describe('what a membership payment sends', () => {
  const context: MembershipContext = { brands: [brand], price, brand, purchase: { Secuencia: 145, keyPay: 'llave' }, result: null, error: null };
  const pse = { typePerson: 'natural', bank: '1007', firstName: 'Ana', lastName: 'Gómez', documentType: 'CC', documentNumber: '1', email: 'a@b.co', phoneNumber: '3' } as const;
  it('nothing while the consecutivo or the brand is missing', () => {
    expect(membershipCardPayment(context, card)).toMatchObject({ pay_type: 3, total: 63_000 });
    expect(membershipPsePayment(context, pse)).toMatchObject({ pay_type: 3, total: 63_000 });
    for (const missing of ['purchase', 'brand'] as const) {
      const without = { ...context, [missing]: null };
      expect(membershipCardPayment(without, card), missing).toBeNull();
      expect(membershipPsePayment(without, pse), missing).toBeNull();
    }
  });
});
