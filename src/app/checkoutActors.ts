// The network and side effects of the checkout machine (machines/checkout), provided here: each
// actor is the contract operation of the same name.
import { fromPromise } from 'xstate';
import type { PaymentResult, PsePaymentResult } from '../../openapi';
import { THEATER_ID } from '../../openapi/rules';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type { BestAvailableInput, CancelInput, QuoteRequest, ReserveInput } from '../../machines/checkout/checkout.types';
import { api, type ApiClient } from '../api/client';
import { readEarlyOrNow } from '../api/preload';
import { providedPaymentActors } from './paymentActors';
import { seatFeedMachine } from '../../machines/checkout/seat-feed.machine';
import { streamShowtimeSeats } from './seatStreamActor';

/** Where the checkout sends the person when it is over. */
export interface CheckoutNavigation {
  /** /estado-transaccion/{bill} */
  transaction(bill: string): void;
  /** /pay-status/{type}/{bill} */
  paymentStatus(type: 'card' | 'pse', bill: string): void;
  /** The bank's page (PSE). */
  bank(url: string): void;
  /** The home page (after a PSE error, spec §4). */
  home(): void;
}

/**
 * Releases a hold from a page that is going away: a keepalive request outlives the page (tab
 * closed, reload, navigation). The HttpOnly auth_token cookie signs it in, as every call of the SPA.
 */
export function releaseHoldKeepalive({ showtimeId, body }: CancelInput, client: ApiClient = api): void {
  if (!body.score_consecutive) return;
  client.POST('/reserve/cancel/{id}', { params: { path: { id: showtimeId } }, body, keepalive: true }).catch(() => {
    /* the hold expires on the server anyway */
  });
}

export function providedCheckoutMachine(go: CheckoutNavigation) {
  return checkoutMachine.provide({
    actors: {
      // The first reads take the answers index.html asked for when the screen was opened directly (firstPages.ts).
      getShowtimeRoom: fromPromise(({ input }: { input: number }) => readEarlyOrNow(['/room/{showtimeId}', { path: { showtimeId: input } }])),
      getShowtimeRoomStatus: fromPromise(({ input }: { input: number }) => readEarlyOrNow(['/room/{showtimeId}/status', { path: { showtimeId: input } }])),
      getConsecutive: fromPromise(() => readEarlyOrNow(['/score/consecutive/{theaterId}', { path: { theaterId: THEATER_ID } }])),
      listScoreProducts: fromPromise(async ({ input }: { input: string }) => (await readEarlyOrNow(['/confectioneries/score/{theater}', { path: { theater: input } }])) ?? []),
      listPayBrands: fromPromise(async () => (await readEarlyOrNow(['/pay-brands', undefined]))?.data ?? []),
      reserveSeats: fromPromise(
        async ({ input }: { input: ReserveInput }) => (await api.POST('/reserve/{showtimeId}', { params: { path: { showtimeId: input.showtimeId } }, body: input.body })).data!,
      ),
      reserveBestAvailable: fromPromise(
        async ({ input }: { input: BestAvailableInput }) =>
          (await api.POST('/reserve/best/{showtimeId}', { params: { path: { showtimeId: input.showtimeId } }, body: input.body })).data!,
      ),
      cancelReservation: fromPromise<unknown, CancelInput>(
        async ({ input }) => (await api.POST('/reserve/cancel/{id}', { params: { path: { id: input.showtimeId } }, body: input.body })).data,
      ),
      quotePurchase: fromPromise(async ({ input }: { input: QuoteRequest }) => (await api.POST('/checkout/quote', { body: input })).data!),
      ...providedPaymentActors,
      // The live seat map; while it is down, the status read as before.
      seatFeed: seatFeedMachine.provide({
        actors: {
          streamShowtimeSeats,
          getShowtimeRoomStatus: fromPromise(async ({ input }: { input: number }) => (await api.GET('/room/{showtimeId}/status', { params: { path: { showtimeId: input } } })).data!),
        },
      }),
    },
    actions: {
      releaseHold: (_, input: CancelInput) => releaseHoldKeepalive(input),
      showTransaction: (_, bill: string) => go.transaction(bill),
      showPaymentStatus: (_, result: PaymentResult) => go.paymentStatus(result.pay_method ?? 'card', result.bill),
      goToBank: (_, result: PsePaymentResult) => go.bank(result.pse_url),
      goHome: () => go.home(),
      logFailure: (_, error: unknown) => console.error(error),
    },
  });
}
