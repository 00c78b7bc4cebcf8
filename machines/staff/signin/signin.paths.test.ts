// Generated paths through the staff sign-in machine, each checked at EVERY step against a table
// written from docs/staff/README.md: the state, what the form shows, what is sent.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { refused } from '../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../testing/paths.ts';
import type { StaffSession } from '../../../openapi/index.ts';
import { staffSignInMachine } from './signin.machine.ts';
import { selectSecondFactor, selectSignedIn, selectSigningIn, selectSignInRefusal } from './signin.selectors.ts';
import type { StaffSecondFactor, StaffSignInEvent } from './signin.types.ts';

stopAtFirstFailureWhenMutating();

const WRONG = 'El correo, la contraseña o el código no son correctos.';
const MANY = 'Demasiados intentos. Espera un momento.';
const BAD = 'El código de recuperación no es válido.';
const session: StaffSession = {
  person: { id: 1, email: 'ana@viziona.test', name: 'Ana', roles: ['admin'], active: true, created_at: '2026-11-20T10:00:00' },
  expires_at: '2026-11-20T22:00:00',
};
const credentials = { email: ' ana@viziona.test ', password: 'taquilla-norte-2026', secondFactor: ' abcd-efgh-ijkl-mnop ' };

const events = {
  useRecovery: { type: 'factor.use', factor: 'recovery' },
  useCode: { type: 'factor.use', factor: 'code' },
  submit: { type: 'signin.submit', credentials },
  done: { type: 'xstate.done.actor.staffSignIn', output: session },
  wrong: { type: 'xstate.error.actor.staffSignIn', error: refused(401, WRONG) },
  many: { type: 'xstate.error.actor.staffSignIn', error: refused(429, MANY) },
  bad: { type: 'xstate.error.actor.staffSignIn', error: refused(400, BAD) },
} as const;
type Label = keyof typeof events;
type State = 'editing' | 'wrongCredentials' | 'rateLimited' | 'failed' | 'signingIn' | 'signedIn';

const form: Partial<Record<Label, [State, string?]>> = { useRecovery: ['editing'], useCode: ['editing'], submit: ['signingIn'] };
const table: Record<State, Partial<Record<Label, [State, string?]>>> = {
  editing: form,
  wrongCredentials: form,
  rateLimited: form,
  failed: form,
  signingIn: { done: ['signedIn'], wrong: ['wrongCredentials', WRONG], many: ['rateLimited', MANY], bad: ['failed', BAD] },
  signedIn: {},
};
const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));

function walk(labels: Label[]) {
  const sent: unknown[] = [];
  const actor = createActor(
    staffSignInMachine.provide({
      actors: { staffSignIn: fromPromise(async ({ input }: { input: unknown }) => (sent.push(input), new Promise<never>(() => {}))) } as never,
    }),
  ).start();
  let state: State = 'editing';
  let message: string | undefined;
  let factor: StaffSecondFactor = 'code';
  const expectedSent: unknown[] = [];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(leaf(s.value), where).toBe(state);
    expect(selectSigningIn(s), where).toBe(state === 'signingIn');
    expect(selectSignedIn(s), where).toBe(state === 'signedIn');
    expect(selectSignInRefusal(s), where).toBe(['wrongCredentials', 'rateLimited', 'failed'].includes(state) ? message : null);
    expect(selectSecondFactor(s), where).toBe(factor);
    expect(sent, where).toEqual(expectedSent);
    if (state === 'signedIn') expect(s.context.session, where).toEqual(session);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = table[state][l];
    if (next) {
      [state, message] = next;
      if (l === 'useRecovery') factor = 'recovery';
      if (l === 'useCode') factor = 'code';
      if (state === 'signingIn') {
        expectedSent.push({ email: 'ana@viziona.test', password: 'taquilla-norte-2026', ...(factor === 'code' ? { code: 'abcd-efgh-ijkl-mnop' } : { recovery_code: 'ABCD-EFGH-IJKL-MNOP' }) });
      }
    }
    actor.send(events[l] as unknown as StaffSignInEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const { shortest, generated, possible } = pathsThrough(staffSignInMachine, events, { simple: true });

describe('staff sign-in paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
