// Generated paths through the verification machine, each checked at EVERY step against a table of
// what must happen, written from spec §4/§5/§8 and not from the machine: the state reached, the
// tags the views read, the notices shown and the codes sent. A wrong transition target fails here.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { User } from '../../openapi/index.ts';
import { verificationMachine } from './verification.machine.ts';
import { selectRequesting, selectValidating, selectVerified } from './verification.selectors.ts';
import type { VerificationEvent } from './verification.types.ts';
import { canArrive } from '../testing/arriving.ts';

const user = { id: 7, email_verified_at: '2026-11-20T15:04:05Z' } as User;

type State = 'waitingForCode' | 'requestingCode' | 'validatingCode' | 'verified';
type Notice = 'codeSent' | 'incomplete' | 'invalid';

// Under npm run test:mutation, the first failure settles the file (the mutant is killed).
let failed = false;
afterEach((ctx) => {
  if (ctx.task.result?.state === 'fail') failed = true;
});
beforeEach((ctx) => {
  if (failed && process.env.MUTATION) ctx.skip();
});

const events = {
  request: { type: 'code.request' },
  submitBlank: { type: 'code.submit', code: '  ' },
  submitCode: { type: 'code.submit', code: ' 482913 ' },
  sent: { type: 'xstate.done.actor.sendVerificationCode', output: { message: 'Código enviado a tu correo' } },
  sendFailed: { type: 'xstate.error.actor.sendVerificationCode', error: new Error('429') },
  valid: { type: 'xstate.done.actor.validateVerificationCode', output: { valid: true, user } },
  invalid: { type: 'xstate.done.actor.validateVerificationCode', output: { valid: false } },
  validateFailed: { type: 'xstate.error.actor.validateVerificationCode', error: new Error('500') },
} as const;
type Label = keyof typeof events;

/** Spec §4/§5/§8, by hand: (state, event) → next state and what the person is told. Missing = ignored. */
const table: Record<State, Partial<Record<Label, [State, Notice?]>>> = {
  waitingForCode: {
    request: ['requestingCode'],
    submitBlank: ['waitingForCode', 'incomplete'],
    submitCode: ['validatingCode'],
  },
  requestingCode: {
    sent: ['waitingForCode', 'codeSent'],
    sendFailed: ['waitingForCode', 'codeSent'],
  },
  validatingCode: {
    valid: ['verified'],
    invalid: ['waitingForCode', 'invalid'],
    validateFailed: ['waitingForCode', 'invalid'],
  },
  verified: {},
};

/** What the views read in each state: the tags behind the selectors. */
const tagsOf: Record<State, string[]> = {
  waitingForCode: ['waitingForCode'],
  requestingCode: ['requesting', 'waitingForCode'],
  validatingCode: ['busy'],
  verified: ['verified'],
};

const labelOf = new Map<unknown, Label>(Object.entries(events).map(([label, event]) => [event, label as Label]));
const label = (event: unknown): Label => {
  const found = labelOf.get(event) ?? (Object.keys(events) as Label[]).find((l) => JSON.stringify(events[l]) === JSON.stringify(event));
  if (!found) throw new Error(`unknown event ${JSON.stringify(event)}`);
  return found;
};

/** A live actor whose network never answers by itself: the path's events drive it. */
function live() {
  const notices: Notice[] = [];
  const validated: string[] = [];
  const never = () => new Promise<never>(() => {});
  const actor = createActor(
    verificationMachine.provide({
      actors: {
        sendVerificationCode: fromPromise(never),
        validateVerificationCode: fromPromise(async ({ input }: { input: string }) => {
          validated.push(input);
          return never();
        }),
      } as never,
      actions: {
        notifyCodeSent: () => notices.push('codeSent'),
        notifyIncomplete: () => notices.push('incomplete'),
        notifyInvalid: () => notices.push('invalid'),
      },
    }),
  ).start();
  return { actor, notices, validated };
}

/** Walks the labels through the table and a live actor side by side, comparing after every step. */
function walk(labels: Label[]) {
  const { actor, notices, validated } = live();
  let state: State = 'waitingForCode';
  const expectedNotices: Notice[] = [];
  let expectedValidations = 0;
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(s.value, where).toBe(state);
    expect([...s.tags].sort(), where).toEqual(tagsOf[state]);
    expect(selectValidating(s), where).toBe(state === 'validatingCode');
    expect(selectRequesting(s), where).toBe(state === 'requestingCode');
    expect(selectVerified(s), where).toBe(state === 'verified');
    expect(notices, where).toEqual(expectedNotices);
    expect(validated, where).toEqual(Array(expectedValidations).fill('482913'));
    if (state === 'verified') expect(s.output, where).toEqual(user);
  };
  check('at start');
  labels.forEach((l, i) => {
    expect(possible(actor.getSnapshot().children)(l), `${l} cannot happen here`).toBe(true);
    const next = table[state][l];
    if (next) {
      if (next[0] === 'validatingCode') expectedValidations++;
      state = next[0];
      if (next[1]) expectedNotices.push(next[1]);
    }
    actor.send(events[l] as unknown as VerificationEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

/** An actor's answer arrives only while that actor runs; people's events at any time. */
const possible = (children: Record<string, unknown>) => (l: Label) => canArrive(events[l].type, children);
const eventsIn = (state: { children: Record<string, unknown> }) =>
  (Object.keys(events) as Label[]).filter(possible(state.children)).map((l) => events[l]) as unknown as VerificationEvent[];
const shortest = getShortestPaths(verificationMachine, { events: eventsIn });
const simple = getSimplePaths(verificationMachine, { events: eventsIn });
const generated = [...shortest, ...simple].map((p) => p.steps.filter((s) => (s.event.type as string) !== 'xstate.init').map((s) => label(s.event)));

describe('verification paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => String(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    // One more step with each event possible where the path ends, ignored ones included: every
    // (state, event) pair of the table is checked.
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});

describe('verification with network answers', () => {
  it('says ¡Listo! even when sending fails, with the requesting tag meanwhile', async () => {
    const notices: string[] = [];
    const actor = createActor(
      verificationMachine.provide({
        actors: { sendVerificationCode: fromPromise(async () => Promise.reject(new Error('x'))) } as never,
        actions: { notifyCodeSent: () => notices.push('codeSent') },
      }),
    ).start();
    actor.send({ type: 'code.request' });
    expect(selectRequesting(actor.getSnapshot())).toBe(true);
    await expect.poll(() => notices).toEqual(['codeSent']);
    expect(actor.getSnapshot().value).toBe('waitingForCode');
  });

  it('verifies with a valid code (trimmed) and hands over the user as its output', async () => {
    const sent: string[] = [];
    const actor = createActor(
      verificationMachine.provide({
        actors: {
          validateVerificationCode: fromPromise(async ({ input }: { input: string }) => {
            sent.push(input);
            return { valid: true, user };
          }),
        } as never,
      }),
    ).start();
    actor.send({ type: 'code.submit', code: ' 482913 ' });
    expect(selectValidating(actor.getSnapshot())).toBe(true);
    await expect.poll(() => selectVerified(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual(['482913']);
    expect(actor.getSnapshot().output).toEqual(user);
  });

  function answering(answer: unknown) {
    const notices: string[] = [];
    const actor = createActor(
      verificationMachine.provide({
        actors: { validateVerificationCode: fromPromise(async () => answer) } as never,
        actions: { notifyInvalid: () => notices.push('invalid') },
      }),
    ).start();
    actor.send({ type: 'code.submit', code: '482913' });
    return { actor, notices };
  }

  it.each([null, undefined])("an empty answer (%s) is an invalid code: '¡Código inválido!'", async (answer) => {
    const { actor, notices } = answering(answer);
    await expect.poll(() => notices).toEqual(['invalid']);
    expect(actor.getSnapshot().value).toBe('waitingForCode');
  });

  it('a valid code answered without a user verifies all the same, handing over no user', async () => {
    const { actor, notices } = answering({ valid: true });
    await expect.poll(() => selectVerified(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().output).toBeNull();
    expect(notices).toEqual([]);
  });

  it('with no verification running (a verified user), nothing spins and nothing is verified', () => {
    expect([selectValidating(undefined), selectRequesting(undefined), selectVerified(undefined)]).toEqual([false, false, false]);
  });
});
