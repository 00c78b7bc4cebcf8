// Generated paths through the sala machine, each checked at EVERY step against a table written from
// issue 30 (the programming desk's seat rule and focal point): the state, what the page shows,
// what is sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { SalaSeatRules, StaffSala } from '../../../../openapi/index.ts';
import { canArrive } from '../../../testing/arriving.ts';
import { refused } from '../../../testing/refused.ts';
import { staffSalaMachine } from './sala.machine.ts';
import { selectSala, selectSalaChanged, selectSalaDraft, selectSalaLoadFailed, selectSalaLoading, selectSalaRefusal, selectSalaSaved, selectSalaSaving } from './sala.selectors.ts';
import type { SalaDraft, StaffSalaEvent } from './sala.types.ts';

let failed = false;
afterEach((ctx) => {
  if (ctx.task.result?.state === 'fail') failed = true;
});
beforeEach((ctx) => {
  if (failed && process.env.MUTATION) ctx.skip();
});

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const GONE = 'La sala 7 no existe.';
const layout: StaffSala['layout'] = [
  { FilaTotal: 1, ColumnaTotal: 1, FilaRelativa: 'A', ColumnaRelativa: '1', TipoSilla: 'Normal', TipoZona: 'General' },
  { FilaTotal: 1, ColumnaTotal: 2, FilaRelativa: 'A', ColumnaRelativa: '', TipoSilla: 'Pasillo', TipoZona: 'General' },
];
const before: StaffSala = { id: 7, name: 'Sala 2', loneSeats: 'aisle', focusFila: 0.6667, focusColumna: 0.5, layout };
const after: SalaSeatRules = { id: 7, name: 'Sala 2', loneSeats: 'strict', focusFila: 0.25, focusColumna: 0.75 };

const events = {
  strict: { type: 'mode.choose', mode: 'strict' },
  aisle: { type: 'mode.choose', mode: 'aisle' },
  focus: { type: 'focus.choose', focusFila: 0.25, focusColumna: 0.75 },
  save: { type: 'sala.save' },
  retry: { type: 'sala.retry' },
  loaded: { type: 'xstate.done.actor.getSala', output: before },
  loadFailed: { type: 'xstate.error.actor.getSala', error: refused(404, GONE) },
  saved: { type: 'xstate.done.actor.updateSala', output: after },
  saveRefused: { type: 'xstate.error.actor.updateSala', error: refused(500, DOWN) },
} as const;
type Label = keyof typeof events;
type State = 'loading' | 'loadFailed' | 'idle' | 'refused' | 'saved' | 'saving';

const form: Partial<Record<Label, State>> = { strict: 'idle', aisle: 'idle', focus: 'idle', save: 'saving' };
const table: Record<State, Partial<Record<Label, State>>> = {
  loading: { loaded: 'idle', loadFailed: 'loadFailed' },
  loadFailed: { retry: 'loading' },
  idle: form,
  refused: form,
  saved: form,
  saving: { saved: 'saved', saveRefused: 'refused' },
};
const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));
const rulesOf = ({ loneSeats, focusFila, focusColumna }: SalaSeatRules): SalaDraft => ({ loneSeats, focusFila, focusColumna });

function walk(labels: Label[]) {
  const sent: [string, unknown][] = [];
  const pending = (name: string) => fromPromise(async ({ input }: { input: unknown }) => (sent.push([name, input]), new Promise<never>(() => {})));
  const actor = createActor(staffSalaMachine.provide({ actors: { getSala: pending('getSala'), updateSala: pending('updateSala') } as never }), { input: { salaId: 7 } }).start();
  let state: State = 'loading';
  let sala: StaffSala | null = null;
  let draft: SalaDraft | null = null;
  const expectedSent: [string, unknown][] = [['getSala', 7]];
  // What differs from the saved sala: only that is sent.
  const change = () => Object.fromEntries(Object.entries(draft ?? {}).filter(([k, v]) => sala && sala[k as keyof SalaDraft] !== v));
  const check = (where: string) => {
    const s = actor.getSnapshot();
    const inForm = ['idle', 'refused', 'saved', 'saving'].includes(state);
    expect(leaf(s.value), where).toBe(state);
    expect(selectSalaLoading(s), where).toBe(state === 'loading');
    expect(selectSalaLoadFailed(s), where).toBe(state === 'loadFailed');
    expect(selectSalaSaving(s), where).toBe(state === 'saving');
    expect(selectSalaSaved(s), where).toBe(state === 'saved');
    expect(selectSalaRefusal(s), where).toBe(state === 'loadFailed' ? GONE : state === 'refused' ? DOWN : null);
    expect(selectSala(s), where).toEqual(inForm ? sala : null);
    expect(selectSalaDraft(s), where).toEqual(inForm ? draft : null);
    expect(selectSalaChanged(s), where).toBe(inForm && Object.keys(change()).length > 0);
    expect(sent, where).toEqual(expectedSent);
  };
  check('at start');
  labels.forEach((l, i) => {
    let next = table[state][l];
    // Nothing to save while nothing changed.
    if (l === 'save' && Object.keys(change()).length === 0) next = undefined;
    if (next) {
      if (next === 'saving') expectedSent.push(['updateSala', { id: 7, change: change() }]);
      if (next === 'loading') expectedSent.push(['getSala', 7]);
      state = next;
      if (l === 'loaded') [sala, draft] = [before, rulesOf(before)];
      if (l === 'saved') [sala, draft] = [{ ...sala!, ...after }, rulesOf(after)];
      if (l === 'strict' || l === 'aisle') draft = { ...draft!, loneSeats: l };
      if (l === 'focus') draft = { ...draft!, focusFila: 0.25, focusColumna: 0.75 };
    }
    actor.send(events[l] as unknown as StaffSalaEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const possible = (children: Record<string, unknown>) => (l: Label) => canArrive(events[l].type, children);
const label = (event: unknown) => (Object.keys(events) as Label[]).find((l) => JSON.stringify(events[l]) === JSON.stringify(event))!;
const eventsIn = (s: { children: Record<string, unknown> }) => (Object.keys(events) as Label[]).filter(possible(s.children)).map((l) => events[l]) as unknown as StaffSalaEvent[];
const options = { events: eventsIn, input: { salaId: 7 } };
const shortest = getShortestPaths(staffSalaMachine, options);
// Simple paths up to six steps: every save after a choice, refused, chosen again and saved.
const simple = getSimplePaths(staffSalaMachine, options).filter((p) => p.steps.length <= 6);
const generated = [...new Set([...shortest, ...simple].map((p) => p.steps.filter((s) => !s.event.type.startsWith('xstate.init')).map((s) => label(s.event)).join(' ')))].map((p) => (p ? (p.split(' ') as Label[]) : []));

describe('sala paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
