// Generated paths through the account deletion (issue 32), each checked at EVERY step against a
// table written from the issue, not from the machine: the state reached, what the views read (dialog
// open, spinning, the tickets' question, the error), what is sent to the server and when the site
// is told the account is gone. A wrong transition target fails here.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { DeleteAccountRequest } from '../../openapi/index.ts';
import { borrarCuentaMachine, PASSWORD_MISSING } from './borrar-cuenta.machine.ts';
import { selectDeleted, selectDeleting, selectDeletionError, selectDialogOpen, selectTicketsAtStake } from './borrar-cuenta.selectors.ts';
import type { BorrarCuentaEvent } from './borrar-cuenta.types.ts';
import { canArrive } from '../testing/arriving.ts';
import { refused } from '../testing/refused.ts';

let failed = false;
afterEach((ctx) => {
  if (ctx.task.result?.state === 'fail') failed = true;
});
beforeEach((ctx) => {
  if (failed && process.env.MUTATION) ctx.skip();
});

const WRONG = 'La contraseña no es correcta. Tu cuenta sigue activa.';
const TICKETS = 'Tienes 2 entradas sin usar para funciones que aún no han pasado.';
const ticketsError = Object.assign(refused(409, TICKETS), { code: 'entradas_futuras' });

type State = 'closed' | 'asking' | 'deleting' | 'confirmingTickets' | 'deleted';

const events = {
  start: { type: 'deletion.start' },
  cancel: { type: 'deletion.cancel' },
  submitBlank: { type: 'deletion.submit', password: '' },
  submit: { type: 'deletion.submit', password: 'Cine2026ok' },
  giveUp: { type: 'tickets.giveUp' },
  done: { type: 'xstate.done.actor.deleteAccount', output: { message: 'Tu cuenta fue eliminada.' } },
  wrong: { type: 'xstate.error.actor.deleteAccount', error: refused(400, WRONG) },
  tickets: { type: 'xstate.error.actor.deleteAccount', error: ticketsError },
} as const;
type Label = keyof typeof events;

/** What the error line shows after each step (undefined: unchanged). */
type Error = string | null | undefined;
/** By hand: (state, event) → next state, the error shown after, whether the server is asked. Missing = ignored. */
const table: Record<State, Partial<Record<Label, [State, Error]>>> = {
  closed: { start: ['asking', null] },
  asking: { cancel: ['closed', null], submitBlank: ['asking', PASSWORD_MISSING], submit: ['deleting', null] },
  deleting: { done: ['deleted', null], wrong: ['asking', WRONG], tickets: ['confirmingTickets', null] },
  confirmingTickets: { giveUp: ['deleting', undefined], cancel: ['closed', null] },
  deleted: {},
};

const labelOf = new Map<unknown, Label>(Object.entries(events).map(([label, event]) => [event, label as Label]));
const label = (event: unknown): Label => {
  const found = labelOf.get(event) ?? (Object.keys(events) as Label[]).find((l) => JSON.stringify(events[l]) === JSON.stringify(event));
  if (!found) throw new Error(`unknown event ${JSON.stringify(event)}`);
  return found;
};

function live() {
  const sent: DeleteAccountRequest[] = [];
  let deleted = 0;
  const actor = createActor(
    borrarCuentaMachine.provide({
      actors: {
        deleteAccount: fromPromise(async ({ input }: { input: DeleteAccountRequest }) => {
          sent.push(input);
          return new Promise<never>(() => {});
        }),
      } as never,
      actions: { accountDeleted: () => void deleted++ },
    }),
  ).start();
  return { actor, sent, deletedCount: () => deleted };
}

function walk(labels: Label[]) {
  const { actor, sent, deletedCount } = live();
  let state: State = 'closed';
  let error: string | null = null;
  let ticketsAsked = false;
  const expectedSent: DeleteAccountRequest[] = [];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(s.value, where).toBe(state);
    expect(selectDialogOpen(s), where).toBe(state === 'asking' || state === 'deleting' || state === 'confirmingTickets');
    expect(selectDeleting(s), where).toBe(state === 'deleting');
    expect(selectTicketsAtStake(s), where).toBe(state === 'confirmingTickets' ? TICKETS : null);
    expect(selectDeletionError(s), where).toBe(error);
    expect(selectDeleted(s), where).toBe(state === 'deleted');
    expect(sent, where).toEqual(expectedSent);
    expect(deletedCount(), where).toBe(state === 'deleted' ? 1 : 0);
    // The password is never kept once the dialog closes.
    if (state === 'closed' || state === 'deleted') expect(s.context.password, where).toBe('');
  };
  check('at start');
  labels.forEach((l, i) => {
    expect(canArrive(events[l].type, actor.getSnapshot().children), `${l} cannot happen here`).toBe(true);
    const next = table[state][l];
    if (next) {
      if (l === 'tickets') ticketsAsked = true;
      if (next[0] === 'closed') ticketsAsked = false;
      if (next[0] === 'deleting') expectedSent.push(l === 'giveUp' || (ticketsAsked && l !== 'submit') ? { password: 'Cine2026ok', perder_entradas: true } : { password: 'Cine2026ok' });
      state = next[0];
      if (next[1] !== undefined) error = next[1];
    }
    actor.send(events[l] as unknown as BorrarCuentaEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const possible = (children: Record<string, unknown>) => (l: Label) => canArrive(events[l].type, children);
const eventsIn = (state: { children: Record<string, unknown> }) =>
  (Object.keys(events) as Label[]).filter(possible(state.children)).map((l) => events[l]) as unknown as BorrarCuentaEvent[];
const shortest = getShortestPaths(borrarCuentaMachine, { events: eventsIn });
const simple = getSimplePaths(borrarCuentaMachine, { events: eventsIn });
const generated = [...shortest, ...simple].map((p) => p.steps.filter((s) => (s.event.type as string) !== 'xstate.init').map((s) => label(s.event)));

describe('account deletion paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => String(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });

  it('ends deleted only after the server said so, having sent the tickets given up', () => {
    const end = walk(['start', 'submit', 'tickets', 'giveUp', 'done']);
    expect(end.status).toBe('done');
  });
});
