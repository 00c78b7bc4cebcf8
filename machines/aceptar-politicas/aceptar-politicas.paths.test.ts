// Generated paths through the policy dialog at sign-in (issue 32), checked at every step against a
// table written from the issue: dialog open or closed, the versions shown, what acceptPolicies is
// sent, and the 409 'a newer version was published meanwhile' showing the newest.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { AcceptPoliciesRequest, PendingPolicy } from '../../openapi/index.ts';
import { aceptarPoliticasMachine } from './aceptar-politicas.machine.ts';
import { selectAccepting, selectPendingPolicies, selectPolicyDialogOpen, selectPolicyError } from './aceptar-politicas.selectors.ts';
import type { AceptarPoliticasEvent } from './aceptar-politicas.types.ts';
import { canArrive } from '../testing/arriving.ts';
import { refused } from '../testing/refused.ts';

const v2: PendingPolicy = { document: 'politica-de-privacidad', title: 'Política de privacidad', version: 2, slug: 'politica-de-privacidad' };
const v3: PendingPolicy = { ...v2, version: 3 };
const NEWER = 'Se publicó una versión más reciente mientras la leías. Léela y acéptala de nuevo.';
const BROKEN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';

type State = 'closed' | 'asking' | 'accepting' | 'reloading';
const events = {
  none: { type: 'policies.pending', pending: [] },
  pending: { type: 'policies.pending', pending: [v2] },
  accept: { type: 'policies.accept' },
  accepted: { type: 'xstate.done.actor.acceptPolicies', output: [] },
  newer: { type: 'xstate.error.actor.acceptPolicies', error: refused(409, NEWER) },
  broken: { type: 'xstate.error.actor.acceptPolicies', error: refused(500, BROKEN) },
  newest: { type: 'xstate.done.actor.getMisDatos', output: { pending_policies: [v3] } },
  nothingLeft: { type: 'xstate.done.actor.getMisDatos', output: { pending_policies: [] } },
  unread: { type: 'xstate.error.actor.getMisDatos', error: refused(0, 'sin red') },
} as const;
type Label = keyof typeof events;

/** By hand: (state, event) → [next state, versions shown after (undefined: unchanged), error after (undefined: unchanged)]. */
const table: Record<State, Partial<Record<Label, [State, PendingPolicy[] | undefined, string | null | undefined]>>> = {
  closed: { pending: ['asking', [v2], null] },
  asking: { accept: ['accepting', undefined, undefined] },
  accepting: { accepted: ['closed', [], null], newer: ['reloading', undefined, NEWER], broken: ['asking', undefined, BROKEN] },
  reloading: { newest: ['asking', [v3], undefined], nothingLeft: ['closed', [], null], unread: ['asking', undefined, undefined] },
};

const label = (event: unknown): Label => (Object.keys(events) as Label[]).find((l) => JSON.stringify(events[l]) === JSON.stringify(event))!;

function walk(labels: Label[]) {
  const sent: AcceptPoliciesRequest[] = [];
  const actor = createActor(
    aceptarPoliticasMachine.provide({
      actors: {
        acceptPolicies: fromPromise(async ({ input }: { input: AcceptPoliciesRequest }) => {
          sent.push(input);
          return new Promise<never>(() => {});
        }),
        getMisDatos: fromPromise(() => new Promise<never>(() => {})),
      } as never,
    }),
  ).start();
  let state: State = 'closed';
  let shown: PendingPolicy[] = [];
  let error: string | null = null;
  const expectedSent: AcceptPoliciesRequest[] = [];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    const open = state !== 'closed';
    expect(s.value, where).toBe(state);
    expect(selectPolicyDialogOpen(s), where).toBe(open);
    expect(selectAccepting(s), where).toBe(state === 'accepting' || state === 'reloading');
    expect(selectPendingPolicies(s), where).toEqual(open ? shown : []);
    expect(selectPolicyError(s), where).toBe(open ? error : null);
    expect(sent, where).toEqual(expectedSent);
  };
  check('at start');
  labels.forEach((l, i) => {
    expect(canArrive(events[l].type, actor.getSnapshot().children), `${l} cannot happen here`).toBe(true);
    const next = table[state][l];
    if (next) {
      if (next[1] !== undefined) shown = next[1];
      if (next[2] !== undefined) error = next[2];
      if (next[0] === 'accepting') expectedSent.push({ documents: shown.map((p) => ({ document: p.document as 'politica-de-privacidad', version: p.version })) });
      state = next[0];
    }
    actor.send(events[l] as unknown as AceptarPoliticasEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const possible = (children: Record<string, unknown>) => (l: Label) => canArrive(events[l].type, children);
const eventsIn = (state: { children: Record<string, unknown> }) =>
  (Object.keys(events) as Label[]).filter(possible(state.children)).map((l) => events[l]) as unknown as AceptarPoliticasEvent[];
const shortest = getShortestPaths(aceptarPoliticasMachine, { events: eventsIn });
const simple = getSimplePaths(aceptarPoliticasMachine, { events: eventsIn });
const generated = [...shortest, ...simple].map((p) => p.steps.filter((s) => (s.event.type as string) !== 'xstate.init').map((s) => label(s.event)));

describe('policy dialog paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => String(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });

  it('after the 409 the newest version is the one accepted', () => {
    walk(['pending', 'accept', 'newer', 'newest', 'accept', 'accepted']);
  });
});
