// Stories render the checkout screen from a machine state: the state is resolved by the machine
// itself (resolveState) and the screen runs on an actor started in it, with network actors that
// never answer (a story shows one state; its buttons still send their events to the machine).
import type { ReactNode } from 'react';
import { fromCallback, fromPromise, type StateValue } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import { seatFeedMachine } from '../../../machines/checkout/seat-feed.machine';
import type { CheckoutContext } from '../../../machines/checkout/checkout.types';
import { PAY_TYPE, THEATER_SLUG } from '../../../openapi/rules';
import { CheckoutActorContext } from './CheckoutContext';
import { emptyStatus, storyBrands, storyProducts, storyRoom } from './fixtures';

const never = fromPromise(() => new Promise<never>(() => {}));

export const storyLogic = checkoutMachine.provide({
  actors: {
    getShowtimeRoom: never,
    getShowtimeRoomStatus: never,
    getConsecutive: never,
    listScoreProducts: never,
    listPayBrands: never,
    reserveSeats: never,
    cancelReservation: never,
    quotePurchase: never,
    payWithCard: never,
    payWithPse: never,
    // A live map that stays quiet: a story shows one state.
    seatFeed: seatFeedMachine.provide({ actors: { streamShowtimeSeats: fromCallback(() => {}), getShowtimeRoomStatus: never } as never }),
  } as never,
});

/** A loaded función with nothing chosen yet; stories override what their state needs. */
export const baseContext: CheckoutContext = {
  showtimeId: storyRoom.showtime.id,
  theater: THEATER_SLUG,
  payType: PAY_TYPE.tickets,
  room: storyRoom,
  status: emptyStatus,
  products: storyProducts,
  brands: storyBrands,
  purchase: { Secuencia: 145, keyPay: 'story' },
  zone: 11,
  seats: [],
  reservation: null,
  secondsLeft: 0,
  cart: [],
  draft: null,
  quote: null,
  brand: null,
  result: null,
  error: null,
};

/** The place of the holding state, with its timer region: `holding('checkout', 'cardForm')`. */
export function holding(...steps: string[]): StateValue {
  const inner = steps.reduceRight<StateValue>((acc, step) => (acc === '' ? step : { [step]: acc }), '');
  return { holding: { timer: 'counting', steps: inner } };
}

export function CheckoutStoryState({ value, context = {}, children }: { value: StateValue; context?: Partial<CheckoutContext>; children: ReactNode }) {
  const snapshot = checkoutMachine.resolveState({ value, context: { ...baseContext, ...context } });
  return (
    <CheckoutActorContext.Provider key={JSON.stringify(value)} logic={storyLogic} options={{ snapshot }}>
      {children}
    </CheckoutActorContext.Provider>
  );
}
