// Generated paths through the report machine, for each form, checked at EVERY step against a table
// of what must happen, written from spec §2/§8 and not from the machine: the state reached, the tags
// and selectors the pages read, and what was sent. A wrong transition target fails here.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { reportMachine } from './report.machine.ts';
import {
  selectAnswerMessage,
  selectCaptchaRound,
  selectDialog,
  selectFieldErrors,
  selectFormRound,
  selectFormShown,
  selectRadicado,
  selectRefusals,
  selectSending,
} from './report.selectors.ts';
import type { ReportEvent, ReportForm } from './report.types.ts';
import { canArrive } from '../testing/arriving.ts';

type State = 'filling' | 'sendingPqrs' | 'sendingEthicsReport' | 'refused' | 'acknowledging' | 'answered';
type Answer = 'accepted' | 'refused' | 'failed';

// Under npm run test:mutation, the first failure settles the file (the mutant is killed).
let failed = false;
afterEach((ctx) => {
  if (ctx.task.result?.state === 'fail') failed = true;
});
beforeEach((ctx) => {
  if (failed && process.env.MUTATION) ctx.skip();
});

const values = { name: 'Ana Gómez', captcha: 'respuesta' };
const captchaMessage = 'El captcha no es válido, expiró o ya fue usado. Por favor, completa el captcha de nuevo.';
const accepted = { ok: true, radicado: 'PQRS-2026-000123', message: 'Recibimos tu reporte.' } as const;

const events = {
  submit: { type: 'report.submit', values },
  close: { type: 'dialog.close' },
  pqrsAccepted: { type: 'xstate.done.actor.createPqrs', output: accepted },
  pqrsRefused: { type: 'xstate.done.actor.createPqrs', output: { ok: false, errors: { captcha: captchaMessage } } },
  pqrsFailed: { type: 'xstate.error.actor.createPqrs', error: new Error('red') },
  ethicsAccepted: { type: 'xstate.done.actor.createEthicsReport', output: accepted },
  ethicsRefused: { type: 'xstate.done.actor.createEthicsReport', output: { ok: false, errors: { captcha: captchaMessage } } },
  ethicsFailed: { type: 'xstate.error.actor.createEthicsReport', error: new Error('red') },
} as const;
type Label = keyof typeof events;

/** Spec §2/§8, by hand, per form: (state, event) → next state and how the report was answered. Missing = ignored. */
const tables: Record<ReportForm, Partial<Record<State, Partial<Record<Label, [State, Answer?]>>>>> = {
  pqrs: {
    filling: { submit: ['sendingPqrs'] },
    sendingPqrs: { pqrsAccepted: ['acknowledging', 'accepted'], pqrsRefused: ['refused', 'refused'], pqrsFailed: ['refused', 'failed'] },
    refused: { close: ['filling'] },
    acknowledging: { close: ['answered'] },
    answered: {},
  },
  ethics: {
    filling: { submit: ['sendingEthicsReport'] },
    sendingEthicsReport: { ethicsAccepted: ['acknowledging', 'accepted'], ethicsRefused: ['refused', 'refused'], ethicsFailed: ['refused', 'failed'] },
    refused: { close: ['filling'] },
    acknowledging: { close: ['filling'] },
  },
};

/** What the pages read in each state: the tags behind the selectors. */
const tagsOf: Record<State, string[]> = {
  filling: ['form'],
  sendingPqrs: ['busy', 'form'],
  sendingEthicsReport: ['busy', 'form'],
  refused: ['form', 'refusedDialog'],
  acknowledging: ['acceptedDialog', 'form'],
  answered: ['answered'],
};

const labelOf = new Map<unknown, Label>(Object.entries(events).map(([label, event]) => [event, label as Label]));
const label = (event: unknown): Label => {
  const found = labelOf.get(event) ?? (Object.keys(events) as Label[]).find((l) => JSON.stringify(events[l]) === JSON.stringify(event));
  if (!found) throw new Error(`unknown event ${JSON.stringify(event)}`);
  return found;
};

/** A live actor whose network never answers by itself: the path's events drive it. */
function live(form: ReportForm) {
  const sent: Record<'createPqrs' | 'createEthicsReport', object[]> = { createPqrs: [], createEthicsReport: [] };
  const recording = (operation: keyof typeof sent) =>
    fromPromise(({ input }: { input: object }) => {
      sent[operation].push(input);
      return new Promise<never>(() => {});
    });
  const actor = createActor(reportMachine.provide({ actors: { createPqrs: recording('createPqrs'), createEthicsReport: recording('createEthicsReport') } as never }), {
    input: { form },
  }).start();
  return { actor, sent };
}

/** Walks the labels through the form's table and a live actor side by side, comparing after every step. */
function walk(form: ReportForm, labels: Label[]) {
  const { actor, sent } = live(form);
  const table = tables[form];
  let state: State = 'filling';
  const expected = { pqrs: 0, ethics: 0, refusals: 0, accepted: 0, errors: {} as Record<string, string>, radicado: null as string | null };
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(s.value, where).toBe(state);
    expect([...s.tags].sort(), where).toEqual(tagsOf[state]);
    expect(selectFormShown(s), where).toBe(state !== 'answered');
    expect(selectSending(s), where).toBe(state === 'sendingPqrs' || state === 'sendingEthicsReport');
    expect(selectDialog(s), where).toBe(state === 'acknowledging' ? 'accepted' : state === 'refused' ? 'refused' : null);
    expect(selectRadicado(s), where).toBe(expected.radicado);
    expect(selectAnswerMessage(s), where).toBe(expected.radicado ? accepted.message : null);
    expect(selectFieldErrors(s), where).toEqual(expected.errors);
    expect(selectRefusals(s), where).toBe(expected.refusals);
    expect(selectCaptchaRound(s), where).toBe(expected.refusals + expected.accepted);
    expect(selectFormRound(s), where).toBe(expected.accepted);
    expect(sent.createPqrs, where).toEqual(Array(expected.pqrs).fill(values));
    expect(sent.createEthicsReport, where).toEqual(Array(expected.ethics).fill(values));
  };
  check('at start');
  labels.forEach((l, i) => {
    expect(possible(actor.getSnapshot().children)(l), `${l} cannot happen here`).toBe(true);
    const next = table[state]?.[l];
    if (next) {
      if (next[0] === 'sendingPqrs') expected.pqrs++;
      if (next[0] === 'sendingEthicsReport') expected.ethics++;
      if (next[1] === 'accepted') Object.assign(expected, { accepted: expected.accepted + 1, radicado: accepted.radicado, errors: {} });
      if (next[1] === 'refused') Object.assign(expected, { refusals: expected.refusals + 1, errors: { captcha: captchaMessage } });
      if (next[1] === 'failed') Object.assign(expected, { refusals: expected.refusals + 1, errors: {} });
      state = next[0];
    }
    // A closed PQRS is a final state: its actor takes no more events (and would warn about them).
    if (actor.getSnapshot().status === 'active') actor.send(events[l] as unknown as ReportEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

/** An actor's answer arrives only while that actor runs; people's events at any time. */
const possible = (children: Record<string, unknown>) => (l: Label) => canArrive(events[l].type, children);
const eventsIn = (state: { children: Record<string, unknown> }) =>
  (Object.keys(events) as Label[]).filter(possible(state.children)).map((l) => events[l]) as unknown as ReportEvent[];
// The counters in the context would make every refusal a new state: states are told apart by value.
const byValue = (s: { value: unknown }) => JSON.stringify(s.value);

describe.each(['pqrs', 'ethics'] as const)('report paths of the %s form, checked at every step against the table', (form) => {
  const options = { input: { form }, events: eventsIn, serializeState: byValue as never };
  const shortest = getShortestPaths(reportMachine, options);
  const simple = getSimplePaths(reportMachine, options);
  const generated = [...shortest, ...simple].map((p) => p.steps.filter((s) => (s.event.type as string) !== 'xstate.init').map((s) => label(s.event)));

  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => String(p.state.value)))).toEqual(new Set(Object.keys(tables[form])));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(form, labels);
    // One more step with each event possible where the path ends, ignored ones included: every
    // (state, event) pair of the table is checked.
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk(form, [...labels, l]);
  });

  it('keeps trying after refusals: each refusal brings its own messages and a new captcha, an acceptance clears them', () => {
    const sending = form === 'pqrs' ? 'pqrs' : 'ethics';
    const refusedThenOk: Label[] = ['submit', `${sending}Refused`, 'close', 'submit', `${sending}Failed`, 'close', 'submit', `${sending}Accepted`];
    const end = walk(form, refusedThenOk);
    expect(selectCaptchaRound(end)).toBe(3);
    expect(selectFieldErrors(end)).toEqual({});
  });
});
