// Generated paths through the dialog that refunds a flagged bill, each checked at EVERY step
// against a table written from issue 29 ("Refund through the gateway … or, when the money was
// returned outside the site, mark it refunded with a reference"): the bill's whole amount is what
// is sent, a reference is required for money returned outside and nothing is sent without one,
// the server's message (the gateway's refusal) stays in the dialog, the refund's reference once done.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StaffRefundDone, StaffRefundItem } from '../../../../openapi/index.ts';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { REFERENCIA_REQUERIDA, reembolsoMachine } from './reembolso.machine.ts';
import { selectRefundBill, selectRefundDone, selectRefunding, selectRefundOpen, selectRefundRefusal } from './reembolso.selectors.ts';
import type { ReembolsoEvent } from './reembolso.types.ts';

stopAtFirstFailureWhenMutating();

const GATEWAY_SAID = 'La pasarela rechazó el reembolso de la factura VZ1-001004: La pasarela de pruebas rechazó el reembolso de esta transacción. La factura sigue pendiente de reembolso.';
const bill: StaffRefundItem = {
  bill_id: 44,
  number: 'VZ1-001004',
  buyer: { name: 'Ana Gómez', email: 'ana@example.com' },
  amount: 53000,
  method: 'card',
  cause: 'funcion_cancelada',
  reason: 'Función cancelada: el pago se devuelve.',
  flagged_at: '2026-11-25T10:00:00-05:00',
  theater: 'Viziona',
  funcion: { id: 812, film: 'La última función', room: 'Sala 1', starts_at: '2026-11-25T19:00:00-05:00' },
  gateway: true,
  last_refusal: null,
};
const done: StaffRefundDone = {
  bill_id: 44,
  number: 'VZ1-001004',
  via: 'pasarela',
  amount: 53000,
  reference: 'R123456789',
  refunded_at: '2026-11-26T09:00:00-05:00',
  message: 'Factura VZ1-001004 reembolsada: $ 53.000 (referencia R123456789).',
};

const events = {
  open: { type: 'refund.open', bill },
  gateway: { type: 'refund.confirm', via: 'pasarela', reference: '' },
  outside: { type: 'refund.confirm', via: 'externo', reference: '  Consignación 4471 ' },
  outsideBlank: { type: 'refund.confirm', via: 'externo', reference: '   ' },
  close: { type: 'dialog.close' },
  done: { type: 'xstate.done.actor.refundStaffBill', output: done },
  gatewayRefused: { type: 'xstate.error.actor.refundStaffBill', error: refused(409, GATEWAY_SAID) },
} as const;
type Label = keyof typeof events;
type State = 'closed' | 'choosing' | 'refused' | 'refunding' | 'refunded';

const table: Record<State, Partial<Record<Label, State>>> = {
  closed: { open: 'choosing' },
  choosing: { gateway: 'refunding', outside: 'refunding', outsideBlank: 'refused', close: 'closed' },
  refused: { gateway: 'refunding', outside: 'refunding', outsideBlank: 'refused', close: 'closed' },
  refunding: { done: 'refunded', gatewayRefused: 'refused' },
  refunded: { close: 'closed' },
};
const SENT: Partial<Record<Label, unknown>> = {
  gateway: { id: 44, body: { via: 'pasarela', amount: 53000 } },
  outside: { id: 44, body: { via: 'externo', amount: 53000, reference: 'Consignación 4471' } },
};
const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));

function walk(labels: Label[]) {
  const sent: unknown[] = [];
  const actor = createActor(
    reembolsoMachine.provide({ actors: { refundStaffBill: fromPromise(async ({ input }: { input: unknown }) => (sent.push(input), new Promise<never>(() => {}))) } as never }),
  ).start();
  let state: State = 'closed';
  let message: string | null = null;
  const expectedSent: unknown[] = [];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(leaf(s.value), where).toBe(state);
    expect(selectRefundOpen(s), where).toBe(state !== 'closed');
    expect(selectRefundBill(s), where).toEqual(state === 'closed' ? null : bill);
    expect(selectRefunding(s), where).toBe(state === 'refunding');
    expect(selectRefundRefusal(s), where).toBe(state === 'refused' ? message : null);
    expect(selectRefundDone(s), where).toEqual(state === 'refunded' ? done : null);
    // Only the bill's whole amount, and a trimmed reference for money returned outside, ever go to the server.
    expect(sent, where).toEqual(expectedSent);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = table[state][l];
    if (next) {
      state = next;
      if (l === 'outsideBlank') message = REFERENCIA_REQUERIDA;
      if (l === 'gatewayRefused') message = GATEWAY_SAID;
      if (state === 'refunding') expectedSent.push(SENT[l]);
    }
    actor.send(events[l] as unknown as ReembolsoEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const { shortest, generated, possible } = pathsThrough(reembolsoMachine, events, { simple: true });

describe('refund dialog paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
