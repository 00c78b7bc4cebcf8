import { createActorContext } from '@xstate/react';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';

/** The checkout actor of the purchase screen: PurchasePage provides it with the app's actors, stories with a state. */
export const CheckoutActorContext = createActorContext(checkoutMachine);
