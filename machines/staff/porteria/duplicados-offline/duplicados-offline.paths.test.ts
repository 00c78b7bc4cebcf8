// Generated paths through the staff's list of duplicate offline entries, each checked at EVERY step
// against a table written from the contract's listDuplicadosOffline (a theater, Bogotá days, today by
// default; 400/404 with a Spanish message) and issue 28 ("a later one is kept, marked as a duplicate
// offline entry, and shown to the staff"): the state, what the page shows and what the server is asked.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DuplicadoOffline, DuplicadoOfflineList, PorteriaOptions } from '../../../../openapi/index.ts';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { duplicadosOfflineMachine, SIN_TEATROS } from './duplicados-offline.machine.ts';
import {
  selectDuplicados,
  selectDuplicadosEmpty,
  selectDuplicadosFilters,
  selectDuplicadosFiltering,
  selectDuplicadosLoading,
  selectDuplicadosProblem,
  selectDuplicadosTheaters,
} from './duplicados-offline.selectors.ts';
import type { DuplicadosEvent, DuplicadosFiltros } from './duplicados-offline.types.ts';

stopAtFirstFailureWhenMutating();

const TODAY = '2026-11-26';
const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const DATES = 'La fecha inicial no puede ser posterior a la final.';
const theaters: PorteriaOptions['theaters'] = [
  { id: 1, name: 'Viziona Cinema', rooms: [{ id: 3, name: 'Sala 3' }] },
  { id: 2, name: 'Viziona Norte', rooms: [] },
];
const options: PorteriaOptions = { theaters, window: { antes_min: 45, despues_min: 30 }, max_batch: 5000, undo_seconds: 60 };
const entry = (door: string, at: string) => ({ nonce: `n-${door}`, at, received_at: '2026-11-26T19:10:00-05:00', door, device: `dev-${door}`, offline: true });
const item: DuplicadoOffline = {
  ticket: { ticket_key: 'VZ1-000123.812.120', bill: 'VZ1-000123', funcion_id: 812, film: 'La última función', room: 'Sala 3', seat: 'F7', starts_at: '2026-11-26T19:00:00-05:00' },
  winner: entry('Puerta norte', '2026-11-26T18:40:00-05:00'),
  duplicate: entry('Puerta sur', '2026-11-26T18:41:00-05:00'),
};
const list: DuplicadoOfflineList = { items: [item] };
const other: DuplicadosFiltros = { theater: 2, from: '2026-11-20', to: '2026-11-26' };

const events = {
  options: { type: 'xstate.done.actor.getPorteriaOptions', output: options },
  noTheaters: { type: 'xstate.done.actor.getPorteriaOptions', output: { ...options, theaters: [] } },
  optionsDown: { type: 'xstate.error.actor.getPorteriaOptions', error: refused(500, DOWN) },
  list: { type: 'xstate.done.actor.listDuplicadosOffline', output: list },
  none: { type: 'xstate.done.actor.listDuplicadosOffline', output: { items: [] } },
  refusedDays: { type: 'xstate.error.actor.listDuplicadosOffline', error: refused(400, DATES) },
  filter: { type: 'duplicados.filter', filters: other },
  retry: { type: 'duplicados.retry' },
} as const;
type Label = keyof typeof events;
type State = 'opening' | 'loading' | 'ready' | 'empty' | 'failed';

function walk(labels: Label[]) {
  const asked: unknown[] = [];
  const answer = (name: string) => fromPromise(async ({ input }: { input: unknown }) => (asked.push([name, input]), new Promise<never>(() => {})));
  const actor = createActor(duplicadosOfflineMachine.provide({ actors: { getPorteriaOptions: answer('getPorteriaOptions'), listDuplicadosOffline: answer('listDuplicadosOffline') } as never }), { input: { today: TODAY } }).start();
  // The model, from the contract: the theaters known, the filters in use, the list shown, the message.
  let state: State = 'opening';
  let known: PorteriaOptions['theaters'] | null = null;
  let filters: { theater: number | null; from: string; to: string } = { theater: null, from: TODAY, to: TODAY };
  let shown: DuplicadoOffline[] = [];
  let problem: string | null = null;
  const expected: unknown[] = [['getPorteriaOptions', undefined]];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(s.value, where).toBe(state);
    expect(selectDuplicadosLoading(s), where).toBe(state === 'opening' || state === 'loading');
    expect(selectDuplicadosTheaters(s), where).toEqual(known ?? []);
    expect(selectDuplicadosFiltering(s), where).toBe(known !== null);
    expect(selectDuplicadosFilters(s), where).toEqual(filters);
    expect(selectDuplicados(s), where).toEqual(shown);
    expect(selectDuplicadosEmpty(s), where).toBe(state === 'empty');
    expect(selectDuplicadosProblem(s), where).toBe(state === 'failed' ? problem : null);
    expect(asked, where).toEqual(expected);
  };
  const read = () => expected.push(['listDuplicadosOffline', { theater: filters.theater, from: filters.from, to: filters.to }]);
  check('at start');
  labels.forEach((l, i) => {
    if (state === 'opening' && l === 'options') [state, known, filters] = ['loading', theaters, { ...filters, theater: filters.theater ?? 1 }];
    else if (state === 'opening' && l === 'noTheaters') [state, problem] = ['failed', SIN_TEATROS];
    else if (state === 'opening' && l === 'optionsDown') [state, problem, shown] = ['failed', DOWN, []];
    else if (state === 'loading' && l === 'list') [state, shown] = ['ready', list.items];
    else if (state === 'loading' && l === 'none') [state, shown] = ['empty', []];
    else if (state === 'loading' && l === 'refusedDays') [state, problem, shown] = ['failed', DATES, []];
    else if ((state === 'loading' || state === 'ready' || state === 'empty' || (state === 'failed' && known)) && l === 'filter') [state, filters] = ['loading', other];
    else if (state === 'failed' && l === 'retry') state = known ? 'loading' : 'opening';
    else {
      actor.send(events[l] as unknown as DuplicadosEvent);
      check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')}), ignored`);
      return;
    }
    // Entering 'loading' asks for the list with the filters in use, entering 'opening' for the theaters.
    if (state === 'loading') read();
    if (state === 'opening') expected.push(['getPorteriaOptions', undefined]);
    actor.send(events[l] as unknown as DuplicadosEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

// What the guards and the reads depend on: the state, whether the theaters are known, which filters are used.
const serializeState = (s: { value: unknown; context: { theaters: unknown; filters: { theater: number | null } } }) => JSON.stringify([s.value, s.context.theaters !== null, s.context.filters.theater]);
const { shortest, generated, possible } = pathsThrough(duplicadosOfflineMachine, events, { simple: true, serializeState, input: { today: TODAY } });

describe('the duplicate offline entries paths, checked at every step against the contract', () => {
  it('reaches every state', () => {
    expect(new Set(shortest.map((p) => p.state.value))).toEqual(new Set(['opening', 'loading', 'ready', 'empty', 'failed']));
  });

  it('opens on today and the first theater; a refusal of the days is shown, other days read again', () => {
    const end = walk(['options', 'filter', 'refusedDays', 'filter', 'list']);
    expect(selectDuplicadosFilters(end)).toEqual(other);
  });

  it('a filter changed while reading drops that read and asks for the new one', () => {
    walk(['options', 'filter', 'none']);
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
