// Generated paths through the bulk-programming wizard, each checked at EVERY step against a table
// written from issue 27 ("Funciones in bulk … previewed before saving. Refused with a clear message
// naming each conflict"; the wizard "choose → preview with conflicts → save → result"): the screen
// and step, whether saving is offered, the conflicts named per función, the server's message, what
// was sent to which operation.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FuncionCandidate, FuncionesCreated, FuncionesPreview, FuncionesRequest, ProgramacionOptions } from '../../../../openapi/index.ts';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { programacionMasivaMachine } from './nuevas-funciones.machine.ts';
import {
  selectCanSave,
  selectConflicted,
  selectCreated,
  selectFieldErrors,
  selectPreviewing,
  selectPreviewRows,
  selectPreviewSummary,
  selectProgramacionOptions,
  selectSaving,
  selectSolicitud,
  selectWizardRefusal,
  selectWizardScreen,
  selectWizardStep,
  type WizardScreen,
} from './nuevas-funciones.selectors.ts';
import type { ProgramacionMasivaEvent } from './nuevas-funciones.types.ts';

stopAtFirstFailureWhenMutating();

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const OFFLINE = 'No pudimos conectarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const NO_ROOM = 'La sala 99 no existe.';
const CROSS = 'Sala 1, martes 1 de diciembre de 2026, 19:00: se cruza con la función 812 de Dune (18:00, sala libre a las 20:55).';
const PAST = 'Sala 1, lunes 30 de noviembre de 2026, 19:00: esa hora ya pasó.';
const SAVE_CROSS = 'Sala 1, martes 1 de diciembre de 2026, 19:00: se cruza con la función 901 de Wicked (18:30, sala libre a las 21:15).';
const SAVE_REFUSED = `No se guardó ninguna función: hay un conflicto. ${SAVE_CROSS}`;

const options: ProgramacionOptions = {
  films: [{ id: 4, title: 'La última función', slug: 'la-ultima-funcion', duration: 120, type: 'Estreno', date_release: '2026-11-01' }],
  rooms: [{ id: 1, name: 'Sala 1', slug: 'sala-1', theater: { id: 1, name: 'Viziona' }, formats: ['2D', '3D'] }],
  formats: ['2D', '3D'],
  versions: ['Doblada', 'Subtitulada'],
  cleaning_minutes: 20,
  max_funciones: 2000,
  max_days: 366,
  max_list_days: 31,
};
const solicitud: FuncionesRequest = { film_id: 4, room_ids: [1], from: '2026-11-30', to: '2026-12-01', weekdays: [1, 2], times: ['19:00'], format: '2D', version: 'Subtitulada' };
const candidate = (date: string, startsAt: string, conflicts: FuncionCandidate['conflicts'] = []): FuncionCandidate => ({
  room_id: 1, room_name: 'Sala 1', date, time: '19:00', starts_at: startsAt, ends_at: startsAt.replace('19:00', '21:00'), free_at: startsAt.replace('19:00', '21:20'), conflicts,
});
const previewOf = (funciones: FuncionCandidate[]): FuncionesPreview => ({
  film: { id: 4, title: 'La última función', duration: 120 }, format: '2D', version: 'Subtitulada', cleaning_minutes: 20,
  count: funciones.length, conflicted: funciones.filter((f) => f.conflicts.length > 0).length, funciones,
});
const clean = previewOf([candidate('2026-11-30', '2026-11-30T19:00:00-05:00'), candidate('2026-12-01', '2026-12-01T19:00:00-05:00')]);
const conflicting = previewOf([
  candidate('2026-11-30', '2026-11-30T19:00:00-05:00', [{ kind: 'pasada', funcion_id: null, message: PAST }]),
  candidate('2026-12-01', '2026-12-01T19:00:00-05:00', [{ kind: 'cruce', funcion_id: 812, message: CROSS }]),
]);
const created: FuncionesCreated = {
  film: { id: 4, title: 'La última función' }, format: '2D', version: 'Subtitulada', count: 2,
  funciones: [
    { id: 1001, room_id: 1, starts_at: '2026-11-30T19:00:00-05:00', date: '2026-11-30', time: '19:00' },
    { id: 1002, room_id: 1, starts_at: '2026-12-01T19:00:00-05:00', date: '2026-12-01', time: '19:00' },
  ],
};
const withErrors = (status: number, message: string, errors: Record<string, string>) => Object.assign(refused(status, message), { errors });

const events = {
  retry: { type: 'options.retry' },
  preview: { type: 'solicitud.preview', solicitud },
  edit: { type: 'solicitud.edit' },
  refresh: { type: 'preview.refresh' },
  save: { type: 'funciones.save' },
  restart: { type: 'wizard.restart' },
  options: { type: 'xstate.done.actor.getProgramacionOptions', output: options },
  optionsDown: { type: 'xstate.error.actor.getProgramacionOptions', error: refused(500, DOWN) },
  clean: { type: 'xstate.done.actor.previewFunciones', output: clean },
  conflicts: { type: 'xstate.done.actor.previewFunciones', output: conflicting },
  previewRefused: { type: 'xstate.error.actor.previewFunciones', error: withErrors(400, NO_ROOM, { room_ids: NO_ROOM }) },
  saved: { type: 'xstate.done.actor.createFunciones', output: created },
  saveConflict: { type: 'xstate.error.actor.createFunciones', error: withErrors(409, SAVE_REFUSED, { 'funciones[1]': SAVE_CROSS }) },
  saveDown: { type: 'xstate.error.actor.createFunciones', error: refused(0, OFFLINE) },
} as const;
type Label = keyof typeof events;
type State = 'loadingOptions' | 'optionsFailed' | 'editing' | 'refused' | 'previewing' | 'clean' | 'conflicted' | 'saveFailed' | 'saveConflicted' | 'saving' | 'done';

// From the issue: choose → preview (conflicts named, no save while any) → save → result; the server's
// message on each refusal, a retry, back to edit.
const table: Record<State, Partial<Record<Label, State>>> = {
  loadingOptions: { options: 'editing', optionsDown: 'optionsFailed' },
  optionsFailed: { retry: 'loadingOptions' },
  editing: { preview: 'previewing' },
  refused: { preview: 'previewing' },
  previewing: { clean: 'clean', conflicts: 'conflicted', previewRefused: 'refused' },
  clean: { save: 'saving', edit: 'editing' },
  conflicted: { edit: 'editing' },
  saveFailed: { save: 'saving', edit: 'editing' },
  saveConflicted: { refresh: 'previewing', edit: 'editing' },
  saving: { saved: 'done', saveConflict: 'saveConflicted', saveDown: 'saveFailed' },
  done: { restart: 'editing' },
};
const screenOf: Record<State, WizardScreen> = {
  loadingOptions: 'loading', optionsFailed: 'optionsFailed', editing: 'choose', refused: 'choose', previewing: 'choose',
  clean: 'preview', conflicted: 'preview', saveFailed: 'preview', saveConflicted: 'preview', saving: 'preview', done: 'result',
};
const messageOf: Partial<Record<State, string>> = { optionsFailed: DOWN, refused: NO_ROOM, saveFailed: OFFLINE, saveConflicted: SAVE_REFUSED };
const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));

function walk(labels: Label[]) {
  const calls: [string, unknown][] = [];
  const never = (op: string) => fromPromise(async ({ input }: { input: unknown }) => (calls.push([op, input]), new Promise<never>(() => {})));
  const actor = createActor(
    programacionMasivaMachine.provide({ actors: { getProgramacionOptions: never('getProgramacionOptions'), previewFunciones: never('previewFunciones'), createFunciones: never('createFunciones') } as never }),
  ).start();
  let state: State = 'loadingOptions';
  let preview: FuncionesPreview | null = null;
  let chosen: FuncionesRequest | null = null;
  let haveOptions = false;
  const expectedCalls: [string, unknown][] = [['getProgramacionOptions', undefined]];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    const screen = screenOf[state];
    expect(leaf(s.value), where).toBe(state);
    expect(selectWizardScreen(s), where).toBe(screen);
    expect(selectWizardStep(s), where).toBe({ loading: 0, optionsFailed: 0, choose: 0, preview: 1, result: 2 }[screen]);
    expect(selectProgramacionOptions(s), where).toEqual(haveOptions ? options : null);
    expect(selectSolicitud(s), where).toEqual(chosen);
    expect(selectPreviewing(s), where).toBe(state === 'previewing');
    expect(selectSaving(s), where).toBe(state === 'saving');
    // No saving while any función has a conflict, nor while one save is under way.
    expect(selectCanSave(s), where).toBe(state === 'clean' || state === 'saveFailed');
    expect(selectConflicted(s), where).toBe(state === 'conflicted' || state === 'saveConflicted');
    expect(selectWizardRefusal(s), where).toBe(messageOf[state] ?? null);
    expect(selectFieldErrors(s), where).toEqual(state === 'refused' ? { room_ids: NO_ROOM } : {});
    // Each función of the preview with every conflict named on it (a refused save adds its own).
    const rows = screen === 'preview' ? preview!.funciones.map((f, i) => [f.date, [...f.conflicts.map((c) => c.message), ...(state === 'saveConflicted' && i === 1 ? [SAVE_CROSS] : [])]]) : [];
    expect(selectPreviewRows(s).map((r) => [r.date, r.problems]), where).toEqual(rows);
    expect(selectPreviewSummary(s)?.conflicted ?? null, where).toBe(screen === 'preview' ? preview!.conflicted : null);
    expect(selectCreated(s), where).toEqual(state === 'done' ? created : null);
    expect(calls, where).toEqual(expectedCalls);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = table[state][l];
    if (next) {
      state = next;
      if (l === 'options') haveOptions = true;
      if (l === 'preview') chosen = solicitud;
      if (l === 'restart') chosen = null;
      if (l === 'clean') preview = clean;
      if (l === 'conflicts') preview = conflicting;
      if (state === 'loadingOptions') expectedCalls.push(['getProgramacionOptions', undefined]);
      if (state === 'previewing') expectedCalls.push(['previewFunciones', solicitud]);
      if (state === 'saving') expectedCalls.push(['createFunciones', solicitud]);
    }
    actor.send(events[l] as unknown as ProgramacionMasivaEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const { shortest, generated, possible } = pathsThrough(programacionMasivaMachine, events, { simple: true });

describe('bulk-programming wizard paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
