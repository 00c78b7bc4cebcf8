// Generated paths through the settings machine, each checked at EVERY step against a table
// written from spec §3 and issue 27: the state, what the page shows, what is sent.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StaffSettings } from '../../../../openapi/index.ts';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { staffSettingsMachine } from './ajustes.machine.ts';
import { selectSettings, selectSettingsLoadFailed, selectSettingsLoading, selectSettingsRefusal, selectSettingsSaved, selectSettingsSaving } from './ajustes.selectors.ts';
import type { StaffSettingsEvent } from './ajustes.types.ts';

stopAtFirstFailureWhenMutating();

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const RANGE = 'El campo maximo_entradas debe ser menor o igual a 50.';
const before: StaffSettings = {
  ticket_servicio: 2500, confiteria_servicio: 1000, maximo_entradas: 10, membresia_valor: 60000, membresia_servicio: 3000, limpieza_minutos: 20, ingreso_antes_minutos: 45, ingreso_despues_minutos: 30,
  popup: { imagen: '/media/popup/club-vizionarios.svg', enlace: '/club-vizionarios', destino: '_self' },
};
const after: StaffSettings = { ...before, maximo_entradas: 8 };

const events = {
  save: { type: 'settings.save', change: { maximo_entradas: 8 } },
  retry: { type: 'settings.retry' },
  loaded: { type: 'xstate.done.actor.listStaffSettings', output: before },
  loadFailed: { type: 'xstate.error.actor.listStaffSettings', error: refused(500, DOWN) },
  saved: { type: 'xstate.done.actor.changeStaffSettings', output: after },
  saveRefused: { type: 'xstate.error.actor.changeStaffSettings', error: refused(400, RANGE) },
} as const;
type Label = keyof typeof events;
type State = 'loading' | 'loadFailed' | 'idle' | 'refused' | 'saved' | 'saving';

const form: Partial<Record<Label, [State, string?]>> = { save: ['saving'] };
const table: Record<State, Partial<Record<Label, [State, string?]>>> = {
  loading: { loaded: ['idle'], loadFailed: ['loadFailed', DOWN] },
  loadFailed: { retry: ['loading'] },
  idle: form,
  refused: form,
  saved: form,
  saving: { saved: ['saved'], saveRefused: ['refused', RANGE] },
};
const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));

function walk(labels: Label[]) {
  const sent: [string, unknown][] = [];
  const pending = (name: string) => fromPromise(async ({ input }: { input: unknown }) => (sent.push([name, input]), new Promise<never>(() => {})));
  const actor = createActor(staffSettingsMachine.provide({ actors: { listStaffSettings: pending('listStaffSettings'), changeStaffSettings: pending('changeStaffSettings') } as never })).start();
  let state: State = 'loading';
  let message: string | undefined;
  let settings: StaffSettings | null = null;
  const expectedSent: [string, unknown][] = [['listStaffSettings', undefined]];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(leaf(s.value), where).toBe(state);
    expect(selectSettingsLoading(s), where).toBe(state === 'loading');
    expect(selectSettingsLoadFailed(s), where).toBe(state === 'loadFailed');
    expect(selectSettingsSaving(s), where).toBe(state === 'saving');
    expect(selectSettingsSaved(s), where).toBe(state === 'saved');
    expect(selectSettingsRefusal(s), where).toBe(['loadFailed', 'refused'].includes(state) ? message : null);
    expect(selectSettings(s), where).toEqual(['idle', 'refused', 'saved', 'saving'].includes(state) ? settings : null);
    expect(sent, where).toEqual(expectedSent);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = table[state][l];
    if (next) {
      [state, message] = next;
      if (l === 'loaded') settings = before;
      if (l === 'saved') settings = after;
      if (state === 'loading') expectedSent.push(['listStaffSettings', undefined]);
      if (state === 'saving') expectedSent.push(['changeStaffSettings', { maximo_entradas: 8 }]);
    }
    actor.send(events[l] as unknown as StaffSettingsEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const { shortest, generated, possible } = pathsThrough(staffSettingsMachine, events, { simple: true });

describe('settings paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
