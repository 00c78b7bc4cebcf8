// The network both payment flows declare, named after the contract's operationIds and provided by
// src/app (machine.provide); until then each one fails saying so.
import { fromPromise } from 'xstate';
import type { CardPaymentRequest, Consecutive, PaymentResult, PsePaymentRequest, PsePaymentResult } from '../../openapi/index.ts';

export const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`);
};

export const paymentActors = {
  getConsecutive: fromPromise<Consecutive, void>(notProvided('getConsecutive')),
  payWithCard: fromPromise<PaymentResult, CardPaymentRequest>(notProvided('payWithCard')),
  payWithPse: fromPromise<PsePaymentResult, PsePaymentRequest>(notProvided('payWithPse')),
};
