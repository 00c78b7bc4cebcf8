// Generated paths through the staff area's session machine, each checked at EVERY step against a
// table written from docs/staff/README.md: who is signed in, the menu of their roles,
// signing out.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { refused } from '../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../testing/paths.ts';
import type { StaffMe } from '../../../openapi/index.ts';
import { staffSessionMachine } from './session.machine.ts';
import { selectDesks, selectSessionLoading, selectSessionProblem, selectSignedOut, selectSigningOut, selectStaffPerson } from './session.selectors.ts';
import type { StaffSessionEvent } from './session.types.ts';

stopAtFirstFailureWhenMutating();

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const me: StaffMe = {
  person: { id: 3, email: 'porteria@viziona.test', name: 'Luis', roles: ['porteria'], active: true, created_at: '2026-11-20T10:00:00' },
  recovery_codes_left: 10,
};
const events = {
  retry: { type: 'session.retry' },
  signOut: { type: 'session.signOut' },
  me: { type: 'xstate.done.actor.getStaffMe', output: me },
  noSession: { type: 'xstate.error.actor.getStaffMe', error: refused(401, 'Inicia sesión en el área del personal.') },
  meDown: { type: 'xstate.error.actor.getStaffMe', error: refused(500, DOWN) },
  out: { type: 'xstate.done.actor.staffSignOut', output: { message: 'ok' } },
  outGone: { type: 'xstate.error.actor.staffSignOut', error: refused(401, 'x') },
  outDown: { type: 'xstate.error.actor.staffSignOut', error: refused(500, DOWN) },
} as const;
type Label = keyof typeof events;
type State = 'loading' | 'failed' | 'idle' | 'signOutFailed' | 'signingOut' | 'signedOut';

const table: Record<State, Partial<Record<Label, State>>> = {
  loading: { me: 'idle', noSession: 'signedOut', meDown: 'failed' },
  failed: { retry: 'loading' },
  idle: { signOut: 'signingOut' },
  signOutFailed: { signOut: 'signingOut' },
  signingOut: { out: 'signedOut', outGone: 'signedOut', outDown: 'signOutFailed' },
  signedOut: {},
};
const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));

function walk(labels: Label[]) {
  const calls: string[] = [];
  const never = (op: string) => fromPromise(async () => (calls.push(op), new Promise<never>(() => {})));
  const actor = createActor(staffSessionMachine.provide({ actors: { getStaffMe: never('getStaffMe'), staffSignOut: never('staffSignOut') } as never })).start();
  let state: State = 'loading';
  const expectedCalls = ['getStaffMe'];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    const signedIn = state === 'idle' || state === 'signOutFailed' || state === 'signingOut';
    expect(leaf(s.value), where).toBe(state);
    expect(selectSessionLoading(s), where).toBe(state === 'loading');
    expect(selectSignedOut(s), where).toBe(state === 'signedOut');
    expect(selectSigningOut(s), where).toBe(state === 'signingOut');
    expect(selectStaffPerson(s), where).toEqual(signedIn ? me.person : null);
    // Luis holds porteria only: the shell's home and the door, not the admin's desks.
    expect(selectDesks(s).map((d) => d.path), where).toEqual(signedIn ? ['/staff', '/staff/porteria', '/staff/entradas-duplicadas'] : []);
    expect(selectSessionProblem(s), where).toBe(state === 'failed' || state === 'signOutFailed' ? DOWN : null);
    expect(calls, where).toEqual(expectedCalls);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = table[state][l];
    if (next) {
      state = next;
      if (state === 'loading') expectedCalls.push('getStaffMe');
      if (state === 'signingOut') expectedCalls.push('staffSignOut');
    }
    actor.send(events[l] as unknown as StaffSessionEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const { shortest, generated, possible } = pathsThrough(staffSessionMachine, events, { simple: true });

describe('staff session paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
