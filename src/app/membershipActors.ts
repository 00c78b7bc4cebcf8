// The network and side effects of the membership machine (machines/membership), provided here:
// each actor is the contract operation of the same name.
import { mutate } from 'swr';
import { fromPromise } from 'xstate';
import type { PsePaymentResult } from '../../openapi';
import { THEATER_ID } from '../../openapi/rules';
import { membershipMachine } from '../../machines/membership/membership.machine';
import { api } from '../api/client';
import { providedPaymentActors } from './paymentActors';

/** Spec §4, payment type 3: what is fetched again after the membership is paid (the consecutivo is opened anew by each purchase). */
const REFETCHED = new Set(['/pay-brands', '/confectioneries', '/confectioneries/score/{theater}', '/room/{showtimeId}', '/room/{showtimeId}/status', '/settings']);

export interface MembershipEffects {
  /** Fetches the membership status again (the session machine's 'membership.refresh'). */
  refreshMembership(): void;
  /** The bank's page (PSE). */
  bank(url: string): void;
}

/** Spec §4, type 3: the membership and the reads that depend on it, fetched again once it is paid. */
export function refetchAfterMembership(refreshMembership: () => void): void {
  refreshMembership();
  void mutate((key) => Array.isArray(key) && REFETCHED.has(String(key[0])));
}

export function providedMembershipMachine(effects: MembershipEffects) {
  return membershipMachine.provide({
    actors: {
      getConsecutive: fromPromise(async () => (await api.GET('/score/consecutive/{theaterId}', { params: { path: { theaterId: THEATER_ID } } })).data!),
      ...providedPaymentActors,
    },
    actions: {
      refetchAfterMembership: () => refetchAfterMembership(effects.refreshMembership),
      goToBank: (_, result: PsePaymentResult) => effects.bank(result.pse_url),
    },
  });
}
