import { and, assertEvent, assign, fromPromise, not, or, setup, stateIn } from 'xstate';
import type { PayBrand, PaymentResult, PsePaymentResult, Reservation, RowStatus, ScoreProduct, ShowtimeRoom } from '../../openapi/index.ts';
import { notProvided, paymentActors } from '../payment/payment.actors.ts';
import { isAccepted, messageOf, takesCard, takesPse } from '../payment/payment.result.ts';
import { reserveFailureText } from './checkout.dialogs.ts';
import { cardPayment, psePayment, toPurchaseProducts } from './checkout.payment.ts';
import { hasStarted, isChosen, isSelectable, layoutSeat, offeredPrices, toSelectedSeat } from './checkout.seats.ts';
import { loneSeatVerdict } from './checkout.lone-seats.ts';
import type { BestAvailableInput, CancelInput, CheckoutContext, CheckoutSchema, OpenedPurchase, PurchaseQuote, QuoteRequest, ReserveInput } from './checkout.types.ts';
import { PAY_TYPE } from '../../openapi/rules.ts';
import { applySeatChanges, seatFeedMachine } from './seat-feed.machine.ts';

/** Spec §9: the hold lasts 600 s; the countdown shows what the server says is left. */
export const HOLD_SECONDS = 600;

const cartUnits = (context: CheckoutContext) => context.cart.reduce((sum, line) => sum + line.Cantidad, 0);
const productOf = (context: CheckoutContext, codigo: number): ScoreProduct | undefined => context.products.find((p) => p.Codigo === codigo);

/**
 * The purchase of spec §4: load the función → choose zone and seats → check it has not started →
 * reserve (600 s hold, counted down) → confectionery and combos → the server's quote → checkout
 * panel → brand → confirmation → card form → paying → outcome. 'Cambiar datos anteriores', expiry
 * and leaving release the hold.
 */
export const checkoutMachine = setup({
  types: {} as CheckoutSchema,
  actors: {
    // Network work, named after the contract's operationIds and provided by src/app.
    ...paymentActors,
    getShowtimeRoom: fromPromise<ShowtimeRoom, number>(notProvided('getShowtimeRoom')),
    getShowtimeRoomStatus: fromPromise<RowStatus[], number>(notProvided('getShowtimeRoomStatus')),
    listScoreProducts: fromPromise<ScoreProduct[], string>(notProvided('listScoreProducts')),
    listPayBrands: fromPromise<PayBrand[], void>(notProvided('listPayBrands')),
    reserveSeats: fromPromise<Reservation, ReserveInput>(notProvided('reserveSeats')),
    reserveBestAvailable: fromPromise<Reservation, BestAvailableInput>(notProvided('reserveBestAvailable')),
    cancelReservation: fromPromise<unknown, CancelInput>(notProvided('cancelReservation')),
    quotePurchase: fromPromise<PurchaseQuote, QuoteRequest>(notProvided('quotePurchase')),
    // The live seat map (issue 30): the stream of seat changes, polling while it is down.
    seatFeed: seatFeedMachine,
  },
  actions: {
    rememberRoom: assign(({ context }, room: ShowtimeRoom) => ({
      room,
      // The first zone on sale is chosen to start with (the zone picker changes it).
      zone: context.zone ?? offeredPrices(room)[0]?.codigo ?? null,
    })),
    rememberStatus: assign((_, status: RowStatus[]) => ({ status })),
    takeSeatSnapshot: assign(({ event }) => {
      assertEvent(event, 'seats.snapshot');
      return { status: event.rows };
    }),
    takeSeatDelta: assign(({ context, event }) => {
      assertEvent(event, 'seats.delta');
      return { status: applySeatChanges(context.status, event.seats) };
    }),
    rememberProducts: assign((_, products: ScoreProduct[]) => ({ products })),
    rememberBrands: assign((_, brands: PayBrand[]) => ({ brands })),
    rememberPurchase: assign((_, purchase: OpenedPurchase) => ({ purchase })),
    chooseZone: assign(({ event }) => {
      assertEvent(event, 'zone.choose');
      return { zone: event.codigo, seats: [] };
    }),
    selectSeat: assign(({ context, event }) => {
      assertEvent(event, 'seat.toggle');
      const seat = layoutSeat(context.room, event.fila, event.columna)!;
      return { seats: [...context.seats, toSelectedSeat(seat, context.zone!)] };
    }),
    unselectSeat: assign(({ context, event }) => {
      assertEvent(event, 'seat.toggle');
      return { seats: context.seats.filter((s) => !(s.Fila === event.fila && s.Columna === event.columna)) };
    }),
    clearSeats: assign({ seats: [] }),
    rememberReservation: assign((_, reservation: Reservation) => ({
      reservation,
      secondsLeft: Math.max(0, Math.min(HOLD_SECONDS, reservation.seconds_left)),
      error: null,
    })),
    /** Best available's seats become the choice; they are held already, and the buyer may still change them. */
    rememberBest: assign((_, reservation: Reservation) => ({ seats: reservation.seats, reservation, error: null })),
    rememberReserveError: assign((_, error: unknown) => ({ error: reserveFailureText(messageOf(error)) })),
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    openDraft: assign(({ context, event }) => {
      assertEvent(event, 'combo.open');
      const product = productOf(context, event.codigo)!;
      return { draft: { Codigo: product.Codigo, choices: product.Receta.map(() => null) } };
    }),
    chooseRecipe: assign(({ context, event }) => {
      assertEvent(event, 'recipe.choose');
      if (!context.draft) return {};
      const choices = context.draft.choices.map((c, i) => (i === event.group ? event.option : c));
      return { draft: { ...context.draft, choices } };
    }),
    dropDraft: assign({ draft: null }),
    addDraftToCart: assign(({ context }) => {
      const draft = context.draft!;
      const recipe = draft.choices as number[];
      const same = context.cart.findIndex((l) => l.Codigo === draft.Codigo && l.Receta.join() === recipe.join());
      const cart =
        same >= 0
          ? context.cart.map((l, i) => (i === same ? { ...l, Cantidad: l.Cantidad + 1 } : l))
          : [...context.cart, { Codigo: draft.Codigo, Cantidad: 1, Receta: recipe }];
      return { cart, draft: null };
    }),
    addProductToCart: assign(({ context, event }) => {
      assertEvent(event, 'combo.open');
      const same = context.cart.findIndex((l) => l.Codigo === event.codigo && l.Receta.length === 0);
      const cart =
        same >= 0 ? context.cart.map((l, i) => (i === same ? { ...l, Cantidad: l.Cantidad + 1 } : l)) : [...context.cart, { Codigo: event.codigo, Cantidad: 1, Receta: [] }];
      return { cart };
    }),
    incrementLine: assign(({ context, event }) => {
      assertEvent(event, 'cart.increment');
      return { cart: context.cart.map((l, i) => (i === event.line ? { ...l, Cantidad: l.Cantidad + 1 } : l)) };
    }),
    decrementLine: assign(({ context, event }) => {
      assertEvent(event, 'cart.decrement');
      return { cart: context.cart.map((l, i) => (i === event.line ? { ...l, Cantidad: Math.max(1, l.Cantidad - 1) } : l)) };
    }),
    removeLine: assign(({ context, event }) => {
      assertEvent(event, 'cart.remove');
      return { cart: context.cart.filter((_, i) => i !== event.line) };
    }),
    rememberQuote: assign((_, quote: PurchaseQuote) => ({ quote, error: null })),
    rememberQuoteError: assign((_, error: unknown) => ({ quote: null, error: messageOf(error) ?? 'No pudimos calcular el total de tu compra.' })),
    chooseBrand: assign(({ context, event }) => {
      assertEvent(event, 'brand.choose');
      return { brand: context.brands.find((b) => b.id === event.id) ?? null };
    }),
    clearBrand: assign({ brand: null }),
    rememberResult: assign((_, result: PaymentResult) => ({ result, reservation: null })),
    rememberPaymentError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    resetPurchase: assign({ seats: [], reservation: null, secondsLeft: 0, cart: [], draft: null, quote: null, brand: null, result: null, error: null }),
    // Side effects, provided by src/app.
    /** Releases the hold without waiting (page left or closed): a keepalive request with the cookie. */
    releaseHold: (_, _input: CancelInput) => {},
    /** Spec §4: to /estado-transaccion/{bill}. */
    showTransaction: (_, _bill: string) => {},
    /** Spec §4: a card error goes on as a finished payment, to /pay-status/card/{bill}. */
    showPaymentStatus: (_, _result: PaymentResult) => {},
    /** PSE: the browser goes to the bank's page. */
    goToBank: (_, _result: PsePaymentResult) => {},
    /** PSE error: back to the home page (spec §4). */
    goHome: () => {},
    logFailure: (_, _error: unknown) => {},
  },
  guards: {
    hasEverything: ({ context }) =>
      Boolean(context.room && offeredPrices(context.room).length && context.room.layout.length && context.status?.length && context.purchase),
    isChosen: ({ context, event }) => {
      assertEvent(event, 'seat.toggle');
      return isChosen(context.seats, event.fila, event.columna);
    },
    isSelectable: ({ context, event }) => {
      assertEvent(event, 'seat.toggle');
      return isSelectable(context.room, context.status, context.zone, event.fila, event.columna);
    },
    atSeatLimit: ({ context }) => context.seats.length >= (context.room?.maxSeats ?? 0),
    isOfferedZone: ({ context, event }) => {
      assertEvent(event, 'zone.choose');
      return offeredPrices(context.room).some((p) => p.codigo === event.codigo);
    },
    hasSeats: ({ context }) => context.seats.length > 0,
    leavesLoneSeat: ({ context }) => !loneSeatVerdict(context.room, context.status, context.seats).ok,
    validBestCount: ({ context, event }) => {
      assertEvent(event, 'best.request');
      return Number.isInteger(event.count) && event.count >= 1 && event.count <= (context.room?.maxSeats ?? 0) && context.zone !== null;
    },
    hasStarted: ({ context }) => hasStarted(context.room),
    timeIsUp: ({ context }) => context.secondsLeft <= 0,
    isProduct: ({ context, event }) => {
      assertEvent(event, 'combo.open');
      return productOf(context, event.codigo) !== undefined;
    },
    hasRecipe: ({ context, event }) => {
      assertEvent(event, 'combo.open');
      return (productOf(context, event.codigo)?.Receta.length ?? 0) > 0;
    },
    atComboLimit: ({ context }) => cartUnits(context) >= (context.room?.maxSeats ?? 0),
    recipeComplete: ({ context }) => Boolean(context.draft && context.draft.choices.every((c) => c !== null)),
    isLastUnit: ({ context, event }) => {
      assertEvent(event, 'cart.decrement');
      return (context.cart[event.line]?.Cantidad ?? 1) <= 1;
    },
    hasQuote: ({ context }) => context.quote !== null,
    knownBrand: ({ context, event }) => {
      assertEvent(event, 'brand.choose');
      return context.brands.some((b) => b.id === event.id);
    },
    paysByCard: ({ context }) => takesCard(context.brand),
    paysByPse: ({ context }) => takesPse(context.brand),
    isAccepted: (_, result: PaymentResult) => isAccepted(result),
    hasReservation: ({ context }) => context.reservation !== null,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    showtimeId: input.showtimeId,
    theater: input.theater,
    payType: input.payType ?? PAY_TYPE.tickets,
    room: null,
    status: null,
    products: [],
    brands: [],
    purchase: null,
    zone: null,
    seats: [],
    reservation: null,
    secondsLeft: 0,
    cart: [],
    draft: null,
    quote: null,
    brand: null,
    result: null,
    error: null,
  }),
  initial: 'loading',
  invoke: { id: 'seatFeed', src: 'seatFeed', input: ({ context }) => ({ showtimeId: context.showtimeId }) },
  on: {
    'seats.snapshot': { actions: 'takeSeatSnapshot', description: 'The live map (or a poll while it is down): every seat, in place.' },
    'seats.delta': { actions: 'takeSeatDelta', description: 'Only the seats that changed, in place; nothing else moves.' },
    'page.leave': [
      {
        guard: or(['hasReservation', stateIn('#checkout.reserving')]),
        target: '.left',
        actions: { type: 'releaseHold', params: ({ context }) => cancelInput(context) },
        description: 'Leaving the screen or closing the tab releases the hold (spec §4); the request outlives the page.',
      },
      { target: '.left' },
    ],
  },
  states: {
    loading: {
      tags: 'loading',
      type: 'parallel',
      states: {
        room: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'getShowtimeRoom',
                src: 'getShowtimeRoom',
                input: ({ context }) => context.showtimeId,
                onDone: { target: 'done', actions: { type: 'rememberRoom', params: ({ event }) => event.output } },
                onError: { target: '#checkout.missing', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
              },
            },
            done: { type: 'final' },
          },
        },
        status: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'getShowtimeRoomStatus',
                src: 'getShowtimeRoomStatus',
                input: ({ context }) => context.showtimeId,
                onDone: { target: 'done', actions: { type: 'rememberStatus', params: ({ event }) => event.output } },
                onError: { target: '#checkout.missing', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
              },
            },
            done: { type: 'final' },
          },
        },
        purchase: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'getConsecutive',
                src: 'getConsecutive',
                onDone: { target: 'done', actions: { type: 'rememberPurchase', params: ({ event }) => event.output } },
                onError: {
                  target: '#checkout.unavailable',
                  actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
                  description: 'No purchase could be opened (network, limit): the person may try again.',
                },
              },
            },
            done: { type: 'final' },
          },
        },
        products: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'listScoreProducts',
                src: 'listScoreProducts',
                input: ({ context }) => context.theater,
                onDone: { target: 'done', actions: { type: 'rememberProducts', params: ({ event }) => event.output } },
                onError: { target: 'done', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, description: 'Without combos the tickets can still be bought.' },
              },
            },
            done: { type: 'final' },
          },
        },
        brands: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'listPayBrands',
                src: 'listPayBrands',
                onDone: { target: 'done', actions: { type: 'rememberBrands', params: ({ event }) => event.output } },
                onError: { target: 'done', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: [
        { guard: 'hasEverything', target: 'selectingSeats' },
        { target: 'missing', description: 'Movie, prices, room, showtime or status missing: /404 (spec §2).' },
      ],
    },
    missing: { tags: 'missing', type: 'final' },
    unavailable: {
      tags: 'unavailable',
      on: { 'load.retry': { target: 'loading', description: 'The purchase could not be opened (network, limit): try again.' } },
    },
    selectingSeats: {
      tags: 'step.seats',
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'zone.choose': { guard: 'isOfferedZone', actions: 'chooseZone', description: 'Another zone: its seats become selectable, the chosen ones are dropped.' },
            'seat.toggle': [
              { guard: 'isChosen', actions: 'unselectSeat', description: 'Clicking a chosen seat lets it go.' },
              { guard: not('isSelectable'), description: 'Sold, held by another purchase, aisle, wheelchair place or another zone: blocked.' },
              { guard: 'atSeatLimit', target: 'seatLimit' },
              { actions: 'selectSeat' },
            ],
            'best.request': {
              guard: 'validBestCount',
              target: '#checkout.reservingBest',
              description: "'Mejor disponible' (issue 30): the server picks and holds the seats; the choice can still change.",
            },
            'purchase.continue': [
              { guard: 'leavesLoneSeat', description: 'The choice leaves a seat alone (issue 30): the view explains it, nothing is reserved.' },
              { guard: and(['hasSeats', 'hasStarted']), target: 'showtimeStarted', description: 'Checked before reserving (spec §4).' },
              { guard: 'hasSeats', target: '#checkout.reserving' },
            ],
          },
        },
        seatLimit: { tags: 'dialog.seatLimit', on: { 'dialog.close': 'choosing' } },
        showtimeStarted: { tags: 'dialog.started', on: { 'dialog.close': 'choosing' } },
      },
    },
    reserving: {
      tags: ['step.seats', 'busy'],
      invoke: {
        id: 'reserveSeats',
        src: 'reserveSeats',
        input: ({ context }) => ({
          showtimeId: context.showtimeId,
          body: { score_consecutive: context.purchase!.Secuencia, seats: context.seats, device: 'web' as const },
        }),
        onDone: { target: 'holding', actions: { type: 'rememberReservation', params: ({ event }) => event.output } },
        onError: { target: 'reserveFailed', actions: { type: 'rememberReserveError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    reservingBest: {
      tags: ['step.seats', 'busy'],
      invoke: {
        id: 'reserveBestAvailable',
        src: 'reserveBestAvailable',
        input: ({ context, event }) => {
          assertEvent(event, 'best.request');
          return { showtimeId: context.showtimeId, body: { score_consecutive: context.purchase!.Secuencia, count: event.count, zone: context.zone!, device: 'web' as const } };
        },
        onDone: {
          target: 'refreshingStatus',
          actions: { type: 'rememberBest', params: ({ event }) => event.output },
          description: 'The seats are held and chosen; the map is read again to show them.',
        },
        onError: { target: 'reserveFailed', actions: { type: 'rememberReserveError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    reserveFailed: {
      tags: ['step.seats', 'dialog.reserveFailed'],
      on: {
        'dialog.close': { target: 'refreshingStatus', actions: 'clearSeats', description: 'After OK the selection clears and the status is read again (spec §8).' },
      },
    },
    refreshingStatus: {
      tags: ['step.seats', 'busy'],
      invoke: {
        id: 'getShowtimeRoomStatus',
        src: 'getShowtimeRoomStatus',
        input: ({ context }) => context.showtimeId,
        onDone: { target: 'selectingSeats', actions: { type: 'rememberStatus', params: ({ event }) => event.output } },
        onError: { target: 'selectingSeats', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    holding: {
      tags: ['step.confectionery', 'timer'],
      type: 'parallel',
      states: {
        timer: {
          initial: 'counting',
          states: {
            counting: {
              always: {
                guard: and(['timeIsUp', not(stateIn('#checkout.holding.steps.paying')), not(stateIn('#checkout.holding.steps.payingPse'))]),
                target: '#checkout.expired',
                description: 'At 0 the hold is gone (a payment in flight, card or PSE, finishes first).',
              },
              after: { 1000: { target: 'counting', reenter: true, actions: 'tick' } },
            },
          },
        },
        steps: {
          initial: 'confectionery',
          states: {
            confectionery: {
              initial: 'quoting',
              on: {
                'purchase.change': { target: '#checkout.releasing', description: "'Cambiar datos anteriores': combos cleared, hold released (spec §4)." },
              },
              states: {
                quoting: {
                  tags: 'quoting',
                  invoke: {
                    id: 'quotePurchase',
                    src: 'quotePurchase',
                    input: ({ context }) => ({
                      score_consecutive: context.purchase!.Secuencia,
                      showtime_id: context.showtimeId,
                      seats: context.seats,
                      products: toPurchaseProducts(context.cart),
                    }),
                    onDone: { target: 'browsing', actions: { type: 'rememberQuote', params: ({ event }) => event.output } },
                    onError: { target: 'browsing', actions: { type: 'rememberQuoteError', params: ({ event }: { event: { error: unknown } }) => event.error } },
                  },
                },
                browsing: {
                  on: {
                    'combo.open': [
                      { guard: not('isProduct') },
                      { guard: 'hasRecipe', target: 'comboOpen', actions: 'openDraft' },
                      { guard: 'atComboLimit', target: 'comboLimit' },
                      { target: 'quoting', actions: 'addProductToCart', description: 'A single product has no recipe: straight to the cart.' },
                    ],
                    'cart.increment': [{ guard: 'atComboLimit', target: 'comboLimit' }, { target: 'quoting', actions: 'incrementLine' }],
                    'cart.decrement': [{ guard: 'isLastUnit', description: 'A quantity never goes below 1 (spec §5).' }, { target: 'quoting', actions: 'decrementLine' }],
                    'cart.remove': { target: 'quoting', actions: 'removeLine' },
                    'purchase.finish': { guard: 'hasQuote', target: '#checkout.holding.steps.checkout', description: "'Finalizar compra' opens the checkout panel." },
                  },
                },
                comboOpen: {
                  tags: 'comboModal',
                  on: {
                    'recipe.choose': { actions: 'chooseRecipe' },
                    'combo.add': [
                      { guard: not('recipeComplete'), target: 'recipeIncomplete' },
                      { guard: 'atComboLimit', target: 'comboLimit', actions: 'dropDraft' },
                      { target: 'quoting', actions: 'addDraftToCart' },
                    ],
                    'combo.cancel': { target: 'browsing', actions: 'dropDraft' },
                  },
                },
                recipeIncomplete: { tags: ['comboModal', 'dialog.recipeIncomplete'], on: { 'dialog.close': 'comboOpen' } },
                comboLimit: { tags: 'dialog.comboLimit', on: { 'dialog.close': 'browsing' } },
              },
            },
            checkout: {
              tags: 'checkoutPanel',
              initial: 'choosingBrand',
              on: {
                'purchase.change': { target: '#checkout.releasing' },
                'checkout.close': { target: '#checkout.holding.steps.confectionery.browsing', actions: 'clearBrand' },
              },
              states: {
                choosingBrand: {
                  tags: 'brandPicker',
                  on: { 'brand.choose': { guard: 'knownBrand', target: 'confirming', actions: 'chooseBrand' } },
                },
                confirming: {
                  tags: 'confirmation',
                  on: {
                    'confirmation.accept': [{ guard: 'paysByCard', target: 'cardForm' }, { guard: 'paysByPse', target: 'pseForm' }],
                    'confirmation.close': { target: 'choosingBrand', actions: 'clearBrand', description: 'Closing the confirmation clears the method (spec §4).' },
                  },
                },
                cardForm: {
                  tags: 'cardForm',
                  on: {
                    'method.switch': { guard: 'paysByPse', target: 'pseForm', description: 'A brand that takes both: the buyer moves to the bank form (PSE).' },
                    'card.submit': { target: '#checkout.holding.steps.paying' },
                    'payment.back': { target: 'choosingBrand', actions: 'clearBrand' },
                  },
                },
                pseForm: {
                  tags: 'pseForm',
                  on: {
                    'method.switch': { guard: 'paysByCard', target: 'cardForm', description: 'A brand that takes both: back to the card form.' },
                    'pse.submit': { target: '#checkout.holding.steps.payingPse' },
                    'payment.back': { target: 'choosingBrand', actions: 'clearBrand' },
                  },
                },
              },
            },
            paying: {
              tags: ['checkoutPanel', 'paying', 'busy'],
              invoke: {
                id: 'payWithCard',
                src: 'payWithCard',
                // The card travels in the event into this one request; it never enters the context.
                input: ({ context, event }) => {
                  assertEvent(event, 'card.submit');
                  return cardPayment(context, event.card)!;
                },
                onDone: [
                  {
                    guard: { type: 'isAccepted', params: ({ event }) => event.output },
                    target: '#checkout.paid',
                    actions: { type: 'rememberResult', params: ({ event }) => event.output },
                  },
                  { target: '#checkout.paymentFailed', actions: { type: 'rememberResult', params: ({ event }) => event.output } },
                ],
                onError: { target: '#checkout.paymentError', actions: { type: 'rememberPaymentError', params: ({ event }: { event: { error: unknown } }) => event.error } },
              },
            },
            payingPse: {
              tags: ['checkoutPanel', 'paying', 'payingPse', 'busy'],
              invoke: {
                id: 'payWithPse',
                src: 'payWithPse',
                input: ({ context, event }) => {
                  assertEvent(event, 'pse.submit');
                  return psePayment(context, event.pse)!;
                },
                onDone: {
                  target: '#checkout.finished',
                  actions: { type: 'goToBank', params: ({ event }) => event.output },
                  description: 'The browser goes to the bank (spec §4); the seats wait there as paying, the answer comes server to server.',
                },
                onError: {
                  target: '#checkout.pseError',
                  actions: { type: 'rememberPaymentError', params: ({ event }: { event: { error: unknown } }) => event.error },
                  description: 'PSE error (spec §4): a dialog whose action cancels the reservation, stops the timer and goes home.',
                },
              },
            },
          },
        },
      },
    },
    expired: {
      tags: ['step.confectionery', 'dialog.expired'],
      on: { 'dialog.close': { target: 'releasing', description: 'After the warning the purchase starts again (spec §4).' } },
    },
    releasing: {
      tags: ['step.confectionery', 'busy'],
      invoke: {
        id: 'cancelReservation',
        src: 'cancelReservation',
        input: ({ context }) => cancelInput(context),
        onDone: { target: 'refreshingStatus', actions: 'resetPurchase' },
        onError: {
          target: 'refreshingStatus',
          actions: [{ type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, 'resetPurchase'],
          description: 'Unreleased holds free themselves at expiry on the server.',
        },
      },
    },
    paid: {
      tags: ['step.confectionery', 'dialog.paid'],
      on: { 'dialog.close': { target: 'finished', actions: { type: 'showTransaction', params: ({ context }) => context.result!.bill } } },
    },
    paymentFailed: {
      tags: ['step.confectionery', 'dialog.payFailed'],
      on: {
        'dialog.close': {
          target: 'finished',
          actions: { type: 'showPaymentStatus', params: ({ context }) => context.result! },
          description: 'A card error goes on as a finished payment (spec §4).',
        },
      },
    },
    paymentError: {
      tags: ['step.confectionery', 'dialog.payError'],
      on: {
        'dialog.close': { target: 'releasing', description: 'No bill was made (hold expired, totals changed): start again.' },
      },
    },
    pseError: {
      tags: ['step.confectionery', 'dialog.pseError'],
      on: {
        'dialog.close': { target: 'abandoningPse', description: "The dialog's action: cancel the reservation, stop the timer, go home (spec §4)." },
      },
    },
    abandoningPse: {
      tags: ['step.confectionery', 'busy'],
      invoke: {
        id: 'cancelReservation',
        src: 'cancelReservation',
        input: ({ context }) => cancelInput(context),
        onDone: { target: 'finished', actions: ['resetPurchase', 'goHome'] },
        onError: {
          target: 'finished',
          actions: [{ type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, 'resetPurchase', 'goHome'],
          description: 'Home all the same: an unreleased hold frees itself at expiry on the server.',
        },
      },
    },
    finished: { tags: 'finished', type: 'final' },
    left: { type: 'final' },
  },
});

function cancelInput(context: CheckoutContext): CancelInput {
  return { showtimeId: context.showtimeId, body: { score_consecutive: context.purchase?.Secuencia ?? 0, device: 'web' } };
}
