// Generated paths through the content editor's machine, each checked at EVERY step against a
// table written from issue 27 ("HTML sanitized on the server, previewed before publishing"): the
// state, what the editor shows and what is sent.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ContentPreview, StaffContent, StaffContentInput } from '../../../../openapi/index.ts';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { staffContentMachine } from './contenidos.machine.ts';
import { selectCanPublish, selectContentBusy, selectContentDraft, selectContentPreview, selectContentRefusal, selectContentStep, selectSavedContent } from './contenidos.selectors.ts';
import type { StaffContentEvent, StaffContentInputArgs } from './contenidos.types.ts';

stopAtFirstFailureWhenMutating();

const TAKEN = 'La dirección horarios ya la usa otro contenido: elige otra.';
const UNSAFE = 'El contenido tiene HTML que el sitio no publica: la etiqueta <script>. Quítalo y vuelve a intentarlo.';
const draft: StaffContentInput = { grupo: 'pagina', slug: 'horarios', title: 'Horarios', subtitle: null, image: null, content: '<p>Hola</p>' };
const clean: ContentPreview = { page: { slug: 'horarios', title: 'Horarios', subtitle: null, image: null, content: '<p>Hola</p>' }, problemas: [] };
const dirty: ContentPreview = { page: clean.page, problemas: ['la etiqueta <script>'] };
const saved: StaffContent = { id: 7, grupo: 'pagina', slug: 'horarios', title: 'Horarios', subtitle: null, image: null, content: '<p>Hola</p>', position: 3 };

const events = {
  preview: { type: 'preview.request', draft },
  edit: { type: 'draft.edit' },
  publish: { type: 'content.publish' },
  previewClean: { type: 'xstate.done.actor.previewContent', output: clean },
  previewDirty: { type: 'xstate.done.actor.previewContent', output: dirty },
  previewRefused: { type: 'xstate.error.actor.previewContent', error: refused(400, UNSAFE) },
  created: { type: 'xstate.done.actor.createContent', output: saved },
  createRefused: { type: 'xstate.error.actor.createContent', error: refused(409, TAKEN) },
  updated: { type: 'xstate.done.actor.updateContent', output: saved },
  updateRefused: { type: 'xstate.error.actor.updateContent', error: refused(400, UNSAFE) },
} as const;
type Label = keyof typeof events;
type State = 'idle' | 'refused' | 'previewing' | 'publishable' | 'blocked' | 'creating' | 'updating' | 'published';

/** Where each event leads, by state (never published: publishing creates; otherwise it updates), with the message shown. */
function tableFor(isNew: boolean): Record<State, Partial<Record<Label, [State, string?]>>> {
  return {
    idle: { preview: ['previewing'] },
    refused: { preview: ['previewing'] },
    previewing: { previewClean: ['publishable'], previewDirty: ['blocked'], previewRefused: ['refused', UNSAFE] },
    publishable: { edit: ['idle'], publish: [isNew ? 'creating' : 'updating'] },
    blocked: { edit: ['idle'] },
    creating: { created: ['published'], createRefused: ['refused', TAKEN] },
    updating: { updated: ['published'], updateRefused: ['refused', UNSAFE] },
    published: { preview: ['previewing'] },
  };
}
const step = (s: State) => (s === 'published' ? 'publicado' : ['publishable', 'blocked', 'creating', 'updating'].includes(s) ? 'vista-previa' : 'editar');
const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));

const existing: StaffContent = { ...saved, title: 'Horarios viejos', content: '<p>Antes</p>' };
const inputs: [string, StaffContentInputArgs][] = [
  ['a new page', { new: 'pagina' }],
  ['an existing page', { content: existing }],
];

function walk(input: StaffContentInputArgs, labels: Label[]) {
  const isNew = !('content' in input);
  const sent: [string, unknown][] = [];
  const pending = (name: string) => fromPromise(async ({ input: sentInput }: { input: unknown }) => (sent.push([name, sentInput]), new Promise<never>(() => {})));
  const actor = createActor(
    staffContentMachine.provide({ actors: { previewContent: pending('previewContent'), createContent: pending('createContent'), updateContent: pending('updateContent') } as never }),
    { input },
  ).start();
  let state: State = 'idle';
  let message: string | undefined;
  let preview: ContentPreview | null = null;
  let published: StaffContent | null = null;
  let form: StaffContentInput = isNew ? { grupo: 'pagina', slug: '', title: '', subtitle: null, image: null, content: '' } : { grupo: 'pagina', slug: 'horarios', title: 'Horarios viejos', subtitle: null, image: null, content: '<p>Antes</p>' };
  let id = isNew ? null : existing.id;
  const expectedSent: [string, unknown][] = [];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(leaf(s.value), where).toBe(state);
    expect(selectContentStep(s), where).toBe(step(state));
    expect(selectContentBusy(s), where).toBe(['previewing', 'creating', 'updating'].includes(state));
    expect(selectCanPublish(s), where).toBe(state === 'publishable');
    expect(selectContentRefusal(s), where).toBe(state === 'refused' ? message : null);
    expect(selectContentPreview(s), where).toEqual(step(state) === 'vista-previa' ? preview : null);
    expect(selectSavedContent(s), where).toEqual(state === 'published' ? published : null);
    expect(selectContentDraft(s), where).toEqual(form);
    expect(sent, where).toEqual(expectedSent);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = tableFor(id === null)[state][l];
    if (next) {
      [state, message] = next;
      if (l === 'preview') {
        form = draft;
        preview = null;
      }
      if (l === 'previewClean') preview = clean;
      if (l === 'previewDirty') preview = dirty;
      if (l === 'created' || l === 'updated') {
        published = saved;
        id = saved.id;
      }
      if (state === 'previewing') expectedSent.push(['previewContent', draft]);
      if (state === 'creating') expectedSent.push(['createContent', draft]);
      if (state === 'updating') expectedSent.push(['updateContent', { id, body: draft }]);
    }
    actor.send(events[l] as unknown as StaffContentEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

describe.each(inputs)('content editor paths for %s, checked at every step against the table', (_, input) => {
  const { shortest, generated, possible } = pathsThrough(staffContentMachine.provide({}), events, { simple: true, input });
  const isNew = !('content' in input);

  it('reaches every state of the table that this kind of page can', () => {
    // A new page is updated once it has been created; an existing one is never created.
    const reachable = Object.keys(tableFor(isNew)).filter((s) => isNew || s !== 'creating');
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(reachable));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(input, labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk(input, [...labels, l]);
  });
});
