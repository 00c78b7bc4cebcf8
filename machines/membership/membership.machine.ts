import { assertEvent, assign, setup } from 'xstate';
import type { Consecutive, PaymentResult, PsePaymentResult } from '../../openapi/index.ts';
import { paymentActors } from '../payment/payment.actors.ts';
import { isAccepted, isPending, messageOf, takesCard, takesPse } from '../payment/payment.result.ts';
import { membershipCardPayment, membershipPsePayment } from './membership.payment.ts';
import type { MembershipSchema } from './membership.types.ts';

/**
 * Buying the Club Vizionarios membership (spec §2, §4): the brand picker (skipped when there is only
 * one brand) → the purchase detail → a consecutivo for the payment → step 1, card or PSE (only what
 * the brand's method allows) → step 2, the form, with a back button to step 1 → paying → success
 * (then the membership, consecutive, brands, confectionery and showtime data are fetched again),
 * pending, rejected or error. PSE goes to the bank's page.
 */
export const membershipMachine = setup({
  types: {} as MembershipSchema,
  // Network work, named after the contract's operationIds and provided by src/app.
  actors: paymentActors,
  actions: {
    chooseOnlyBrand: assign(({ context }) => ({ brand: context.brands[0] ?? null })),
    chooseBrand: assign(({ context, event }) => {
      assertEvent(event, 'brand.choose');
      return { brand: context.brands.find((b) => b.id === event.id) ?? null };
    }),
    rememberPurchase: assign((_, purchase: Consecutive) => ({ purchase, error: null })),
    rememberResult: assign((_, result: PaymentResult) => ({ result, error: null })),
    rememberError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    reset: assign({ brand: null, purchase: null, result: null, error: null }),
    // Side effects, provided by src/app.
    /** Spec §4, type 3: fetch the membership, consecutive, pay brands, confectionery and showtime data again. */
    refetchAfterMembership: () => {},
    /** PSE: the browser goes to the bank's page. */
    goToBank: (_, _result: PsePaymentResult) => {},
  },
  guards: {
    hasBrands: ({ context }) => context.brands.length > 0,
    onlyOneBrand: ({ context }) => context.brands.length === 1,
    knownBrand: ({ context, event }) => {
      assertEvent(event, 'brand.choose');
      return context.brands.some((b) => b.id === event.id);
    },
    allowsCard: ({ context, event }) => {
      assertEvent(event, 'method.choose');
      return event.method === 'card' && takesCard(context.brand);
    },
    allowsPse: ({ context, event }) => {
      assertEvent(event, 'method.choose');
      return event.method === 'pse' && takesPse(context.brand);
    },
    isAccepted: (_, result: PaymentResult) => isAccepted(result),
    isPending: (_, result: PaymentResult) => isPending(result),
  },
}).createMachine({
  id: 'membership',
  context: ({ input }) => ({ brands: input.brands, price: input.price, brand: null, purchase: null, result: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'purchase.start': [
          { guard: 'onlyOneBrand', target: 'detail', actions: 'chooseOnlyBrand', description: 'One brand only: no brand picker (spec §2).' },
          { guard: 'hasBrands', target: 'choosingBrand' },
        ],
      },
    },
    choosingBrand: {
      tags: 'brandPicker',
      on: {
        'brand.choose': { guard: 'knownBrand', target: 'detail', actions: 'chooseBrand' },
        'purchase.close': { target: 'idle', actions: 'reset' },
      },
    },
    detail: {
      tags: 'detail',
      on: {
        'detail.confirm': { target: 'opening', description: 'The purchase gets its consecutivo before the payment steps.' },
        'purchase.close': { target: 'idle', actions: 'reset' },
      },
    },
    opening: {
      tags: ['detail', 'opening', 'busy'],
      invoke: {
        id: 'getConsecutive',
        src: 'getConsecutive',
        onDone: { target: 'choosingMethod', actions: { type: 'rememberPurchase', params: ({ event }) => event.output } },
        onError: { target: 'paymentError', actions: { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    choosingMethod: {
      tags: 'step.method',
      on: {
        'method.choose': [
          { guard: 'allowsCard', target: 'cardForm' },
          { guard: 'allowsPse', target: 'pseForm', description: 'PSE: the bank form, then the bank (spec §4).' },
        ],
        'purchase.close': { target: 'idle', actions: 'reset' },
      },
    },
    cardForm: {
      tags: ['step.form', 'cardForm'],
      on: {
        'card.submit': { target: 'payingCard' },
        'payment.back': { target: 'choosingMethod', description: 'Back to step 1 (spec §2).' },
        'purchase.close': { target: 'idle', actions: 'reset' },
      },
    },
    pseForm: {
      tags: ['step.form', 'pseForm'],
      on: {
        'pse.submit': { target: 'payingPse' },
        'payment.back': { target: 'choosingMethod', description: 'Back to step 1 (spec §2).' },
        'purchase.close': { target: 'idle', actions: 'reset' },
      },
    },
    payingCard: {
      tags: ['step.form', 'paying', 'busy'],
      invoke: {
        id: 'payWithCard',
        src: 'payWithCard',
        // The card travels in the event into this one request; it never enters the context.
        input: ({ context, event }) => {
          assertEvent(event, 'card.submit');
          return membershipCardPayment(context, event.card)!;
        },
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'paid',
            actions: [{ type: 'rememberResult', params: ({ event }) => event.output }, 'refetchAfterMembership'],
          },
          { guard: { type: 'isPending', params: ({ event }) => event.output }, target: 'pending', actions: { type: 'rememberResult', params: ({ event }) => event.output } },
          { target: 'paymentFailed', actions: { type: 'rememberResult', params: ({ event }) => event.output } },
        ],
        onError: { target: 'paymentError', actions: { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    payingPse: {
      tags: ['step.form', 'paying', 'payingPse', 'busy'],
      invoke: {
        id: 'payWithPse',
        src: 'payWithPse',
        input: ({ context, event }) => {
          assertEvent(event, 'pse.submit');
          return membershipPsePayment(context, event.pse)!;
        },
        onDone: { target: 'redirecting', actions: { type: 'goToBank', params: ({ event }) => event.output } },
        onError: { target: 'paymentError', actions: { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    redirecting: { tags: ['redirecting', 'busy'], type: 'final' },
    paid: { tags: 'dialog.paid', on: { 'dialog.close': { target: 'idle', actions: 'reset' } } },
    pending: { tags: 'dialog.pending', on: { 'dialog.close': { target: 'idle', actions: 'reset' } } },
    paymentFailed: { tags: 'dialog.payFailed', on: { 'dialog.close': { target: 'idle', actions: 'reset' } } },
    paymentError: { tags: 'dialog.payError', on: { 'dialog.close': { target: 'idle', actions: 'reset' } } },
  },
});
