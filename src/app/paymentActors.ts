// The payment calls both payment flows (checkout, membership) are given: the contract's payWithCard
// and payWithPse through the one API client.
import { fromPromise } from 'xstate';
import type { CardPaymentRequest, PsePaymentRequest } from '../../openapi';
import { api } from '../api/client';

export const providedPaymentActors = {
  payWithCard: fromPromise(async ({ input }: { input: CardPaymentRequest }) => (await api.POST('/epayco/card/pay', { body: input })).data!),
  payWithPse: fromPromise(async ({ input }: { input: PsePaymentRequest }) => (await api.POST('/epayco/pse/pay', { body: input })).data!),
};
