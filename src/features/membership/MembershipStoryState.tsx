// Stories render the membership purchase from a machine state: the state is resolved by the machine
// itself (resolveState) and the view runs on an actor started in it, with network actors that never
// answer (a story shows one state; its buttons still send their events to the machine).
import type { ReactNode } from 'react';
import { fromPromise, type StateValue } from 'xstate';
import type { PayBrand } from '../../../openapi';
import { membershipMachine } from '../../../machines/membership/membership.machine';
import type { MembershipContext } from '../../../machines/membership/membership.types';
import { MembershipActorContext } from './MembershipContext';

const never = fromPromise(() => new Promise<never>(() => {}));

export const storyLogic = membershipMachine.provide({ actors: { getConsecutive: never, payWithCard: never, payWithPse: never } as never });

export const cardBrand: PayBrand = { id: 2, name: 'Visa / Mastercard', image: '/media/medios-de-pago/visa-mastercard.svg', payment_method: { score_payment_method: 2, pay_with_card: true, pay_with_pse: false } };
export const ePaycoBrand: PayBrand = { id: 1, name: 'ePayco', image: '/media/medios-de-pago/epayco.svg', payment_method: { score_payment_method: 1, pay_with_card: true, pay_with_pse: true } };

export const baseContext: MembershipContext = {
  brands: [ePaycoBrand, cardBrand],
  price: { valor: 60_000, servicio: 3_000, total: 63_000 },
  brand: null,
  purchase: null,
  result: null,
  error: null,
};

export function MembershipStoryState({ value, context = {}, children }: { value: StateValue; context?: Partial<MembershipContext>; children: ReactNode }) {
  const snapshot = membershipMachine.resolveState({ value, context: { ...baseContext, ...context } });
  return (
    <MembershipActorContext.Provider key={JSON.stringify(value)} logic={storyLogic} options={{ snapshot }}>
      {children}
    </MembershipActorContext.Provider>
  );
}
