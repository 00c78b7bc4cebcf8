// Generated paths through closing the other sessions from 'Mis datos' (issue 32), checked at every
// step against a table written from the issue: whether the button spins, what is asked of the
// server, the server's count or refusal shown, and when the page reads the sessions again.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../testing/paths.ts';
import { refused } from '../testing/refused.ts';
import { CLOSE_FAILED, cerrarSesionesMachine } from './cerrar-sesiones.machine.ts';
import { selectClosingSessions, selectSessionsError, selectSessionsNotice } from './cerrar-sesiones.selectors.ts';
import type { CerrarSesionesEvent } from './cerrar-sesiones.types.ts';

stopAtFirstFailureWhenMutating();

const CLOSED = 'Cerramos 2 sesiones más.';
const EXPIRED = 'Tu sesión terminó. Inicia sesión de nuevo.';

type State = 'ready' | 'closing' | 'closed' | 'refused';
const events = {
  close: { type: 'sessions.close' },
  done: { type: 'xstate.done.actor.closeOtherSessions', output: { message: CLOSED, closed: 2 } },
  expired: { type: 'xstate.error.actor.closeOtherSessions', error: refused(401, EXPIRED) },
  broken: { type: 'xstate.error.actor.closeOtherSessions', error: new Error('') },
} as const;
type Label = keyof typeof events;

/** By hand, from the issue: (state, event) → next state and the text under the button. Missing = ignored. */
const table: Record<State, Partial<Record<Label, [State, string | null]>>> = {
  ready: { close: ['closing', null] },
  closing: { done: ['closed', CLOSED], expired: ['refused', EXPIRED], broken: ['refused', CLOSE_FAILED] },
  closed: { close: ['closing', null] },
  refused: { close: ['closing', null] },
};

function walk(labels: Label[]) {
  let asked = 0;
  let reread = 0;
  const actor = createActor(
    cerrarSesionesMachine.provide({
      actors: {
        closeOtherSessions: fromPromise(() => {
          asked++;
          return new Promise<never>(() => {});
        }),
      } as never,
      actions: { sessionsClosed: () => void reread++ },
    }),
  ).start();
  let state: State = 'ready';
  let text: string | null = null;
  let expectedAsked = 0;
  let expectedReread = 0;
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(s.value, where).toBe(state);
    expect(selectClosingSessions(s), where).toBe(state === 'closing');
    expect(selectSessionsNotice(s), where).toBe(state === 'closed' ? text : null);
    expect(selectSessionsError(s), where).toBe(state === 'refused' ? text : null);
    expect(asked, where).toBe(expectedAsked);
    expect(reread, where).toBe(expectedReread);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = table[state][l];
    if (next) {
      [state, text] = next;
      if (state === 'closing') expectedAsked++;
      if (l === 'done') expectedReread++;
    }
    actor.send(events[l] as unknown as CerrarSesionesEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const { shortest, generated, possible } = pathsThrough(cerrarSesionesMachine, events, { simple: true });

describe('closing the other sessions, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => String(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
