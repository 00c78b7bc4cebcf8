// The payment gateway's answer times: each of its calls timed by the one gateway the app uses
// (server/payments/plugin.ts), whichever it is. A call that throws (timeout, network, a malformed
// answer) counts as an error; a refusal the gateway answers is an answer.
import { performance } from 'node:perf_hooks';
import type { PaymentGateway } from '../payments/gateway.ts';
import { gatewaySeconds } from './catalogue.ts';

type Call = 'chargeCard' | 'createPse' | 'lookup' | 'refund';

/** The gateway with its calls timed into viziona_gateway_request_duration_seconds. */
export function timedGateway(gateway: PaymentGateway): PaymentGateway {
  const timed = <C extends Call>(call: C): PaymentGateway[C] =>
    (async (arg: never) => {
      const started = performance.now();
      let outcome = 'error';
      try {
        const answer = await (gateway[call] as (a: never) => Promise<unknown>).call(gateway, arg);
        outcome = 'ok';
        return answer;
      } finally {
        gatewaySeconds.observe({ gateway: gateway.name, call, outcome }, (performance.now() - started) / 1000);
      }
    }) as PaymentGateway[C];
  return { name: gateway.name, chargeCard: timed('chargeCard'), createPse: timed('createPse'), lookup: timed('lookup'), refund: timed('refund') };
}
