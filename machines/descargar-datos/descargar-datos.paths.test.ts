// Generated paths through the download of 'Mis datos' (issue 32), checked at every step against a
// table written from the issue: which button spins, what is asked of the server, the files saved,
// the refusal shown (five downloads an hour per account) and what a retry asks for again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { descargarDatosMachine, DOWNLOAD_FAILED } from './descargar-datos.machine.ts';
import { selectDownloadError, selectDownloading, selectRetryFormato } from './descargar-datos.selectors.ts';
import type { Archivo, DescargarDatosEvent, Formato } from './descargar-datos.types.ts';
import { canArrive } from '../testing/arriving.ts';
import { refused } from '../testing/refused.ts';

let failed = false;
afterEach((ctx) => {
  if (ctx.task.result?.state === 'fail') failed = true;
});
beforeEach((ctx) => {
  if (failed && process.env.MUTATION) ctx.skip();
});

const LIMITED = 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.';
const file: Archivo = { filename: 'mis-datos-viziona.json', blob: new Blob(['{}']) };

type State = 'ready' | 'downloading' | 'refused';
const events = {
  json: { type: 'download.request', formato: 'json' },
  html: { type: 'download.request', formato: 'html' },
  retry: { type: 'download.retry' },
  done: { type: 'xstate.done.actor.downloadMisDatos', output: file },
  limited: { type: 'xstate.error.actor.downloadMisDatos', error: refused(429, LIMITED) },
  broken: { type: 'xstate.error.actor.downloadMisDatos', error: new Error('') },
} as const;
type Label = keyof typeof events;

/** By hand, from the issue: (state, event) → next state and the refusal shown after (undefined: unchanged). Missing = ignored. */
const table: Record<State, Partial<Record<Label, [State, string | null | undefined]>>> = {
  ready: { json: ['downloading', null], html: ['downloading', null] },
  downloading: { done: ['ready', null], limited: ['refused', LIMITED], broken: ['refused', DOWNLOAD_FAILED] },
  refused: { retry: ['downloading', null], json: ['downloading', null], html: ['downloading', null] },
};

const labelOf = new Map<unknown, Label>(Object.entries(events).map(([label, event]) => [event, label as Label]));
const label = (event: unknown): Label => {
  const found = labelOf.get(event) ?? (Object.keys(events) as Label[]).find((l) => JSON.stringify(events[l]) === JSON.stringify(event));
  if (!found) throw new Error(`unknown event ${JSON.stringify(event)}`);
  return found;
};

function walk(labels: Label[]) {
  const asked: Formato[] = [];
  const saved: Archivo[] = [];
  const actor = createActor(
    descargarDatosMachine.provide({
      actors: {
        downloadMisDatos: fromPromise(async ({ input }: { input: Formato }) => {
          asked.push(input);
          return new Promise<never>(() => {});
        }),
      } as never,
      actions: { saveFile: (_, archivo: Archivo) => void saved.push(archivo) },
    }),
  ).start();
  let state: State = 'ready';
  let formato: Formato | null = null;
  let error: string | null = null;
  const expectedAsked: Formato[] = [];
  let expectedSaved = 0;
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(s.value, where).toBe(state);
    expect(selectDownloading(s), where).toBe(state === 'downloading' ? formato : null);
    expect(selectDownloadError(s), where).toBe(state === 'refused' ? error : null);
    expect(selectRetryFormato(s), where).toBe(state === 'refused' ? formato : null);
    expect(asked, where).toEqual(expectedAsked);
    expect(saved, where).toEqual(Array(expectedSaved).fill(file));
  };
  check('at start');
  labels.forEach((l, i) => {
    expect(canArrive(events[l].type, actor.getSnapshot().children), `${l} cannot happen here`).toBe(true);
    const next = table[state][l];
    if (next) {
      if (l === 'json' || l === 'html') formato = l;
      if (next[0] === 'downloading') expectedAsked.push(formato!);
      if (l === 'done') expectedSaved++;
      state = next[0];
      if (next[1] !== undefined) error = next[1];
    }
    actor.send(events[l] as unknown as DescargarDatosEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const possible = (children: Record<string, unknown>) => (l: Label) => canArrive(events[l].type, children);
const eventsIn = (state: { children: Record<string, unknown> }) =>
  (Object.keys(events) as Label[]).filter(possible(state.children)).map((l) => events[l]) as unknown as DescargarDatosEvent[];
const shortest = getShortestPaths(descargarDatosMachine, { events: eventsIn });
const simple = getSimplePaths(descargarDatosMachine, { events: eventsIn });
const generated = [...shortest, ...simple].map((p) => p.steps.filter((s) => (s.event.type as string) !== 'xstate.init').map((s) => label(s.event)));

describe('download paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => String(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });

  it('a refused HTML summary is asked for again as HTML by the retry, then saved', () => {
    walk(['html', 'limited', 'retry', 'done', 'json', 'done']);
  });
});
