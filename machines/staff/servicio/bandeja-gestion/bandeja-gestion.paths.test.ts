// Generated paths through one of the inboxes' small writes (a note, a state, an assignment, a
// non-working day), each checked at EVERY step against a table: what is sent, when the server's
// refusal shows, when the page must read the case again.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { bandejaGestionMachine } from './bandeja-gestion.machine.ts';
import { selectDone, selectRefusal, selectWriting } from './bandeja-gestion.selectors.ts';
import type { BandejaGestionEvent } from './bandeja-gestion.types.ts';

stopAtFirstFailureWhenMutating();

const CLOSED = 'La PQRS PQRS-2026-000012 ya está cerrada: no cambia de estado.';
const note = { id: 12, body: { text: 'Llamé a la persona: confirma el doble cobro.' } };
const closing = { id: 12, body: { state: 'cerrada', reason: 'Duplicada de PQRS-2026-000011.' } };
const events = {
  note: { type: 'write.submit', request: note },
  close: { type: 'write.submit', request: closing },
  taken: { type: 'xstate.done.actor.write', output: {} },
  refusedNow: { type: 'xstate.error.actor.write', error: refused(409, CLOSED) },
  retry: { type: 'write.retry' },
  dismiss: { type: 'write.dismiss' },
} as const;
type Label = keyof typeof events;
type State = 'idle' | 'writing' | 'refused';
const table: Record<State, Partial<Record<Label, State>>> = {
  idle: { note: 'writing', close: 'writing' },
  writing: { taken: 'idle', refusedNow: 'refused' },
  refused: { note: 'writing', close: 'writing', retry: 'writing', dismiss: 'idle' },
};

function walk(labels: Label[]) {
  const sent: unknown[] = [];
  const actor = createActor(bandejaGestionMachine.provide({ actors: { write: fromPromise(async ({ input }: { input: unknown }) => (sent.push(input), new Promise<never>(() => {}))) } as never })).start();
  let state: State = 'idle';
  let last: unknown = null;
  let done = 0;
  const expected: unknown[] = [];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(s.value, where).toBe(state);
    expect(selectWriting(s), where).toBe(state === 'writing');
    expect(selectRefusal(s), where).toBe(state === 'refused' ? CLOSED : null);
    expect(selectDone(s), where).toBe(done);
    expect(sent, where).toEqual(expected);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = table[state][l];
    if (next) {
      if (l === 'note' || l === 'close') last = events[l].request;
      if (next === 'writing') expected.push(last);
      if (l === 'taken') done++;
      state = next;
    }
    actor.send(events[l] as unknown as BandejaGestionEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const serializeState = (s: { value: unknown; context: { request: unknown } }) => JSON.stringify([s.value, s.context.request]);
const { shortest, generated, possible } = pathsThrough(bandejaGestionMachine, events, { simple: true, serializeState });

describe("the inboxes' small writes, checked at every step against the table", () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => p.state.value))).toEqual(new Set(Object.keys(table)));
  });

  it('a refused close, retried, then a note: each write taken counts once', () => {
    walk(['close', 'refusedNow', 'retry', 'taken', 'note', 'taken']);
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
