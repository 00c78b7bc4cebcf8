// Generated paths through the film drawer of the programming desk, each checked at EVERY step
// against a table written from docs/staff/programacion.md and issue 27: the state, what the
// drawer shows (images, the image going up, 'Guardar' spinning, the refusal, the notice) and what
// is sent to the server.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StaffImage, StaffPelicula } from '../../../../openapi/index.ts';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { POSTER_MISSING, staffPeliculaMachine } from './pelicula.machine.ts';
import {
  selectDrawerOpen,
  selectImages,
  selectPeliculaFieldErrors,
  selectPeliculaRefusal,
  selectSavedPelicula,
  selectSaving,
  selectUploading,
} from './pelicula.selectors.ts';
import type { PeliculaFormValues, PeliculaImageField, StaffPeliculaEvent } from './pelicula.types.ts';

stopAtFirstFailureWhenMutating();

const NOT_IMAGE = 'El archivo poster.png no es una imagen JPEG, PNG o WebP.';
const TAKEN = 'El slug «el-ultimo-faro» ya lo usa la película «El último faro». Elige otro.';
const RETIRE = 'No se puede retirar «El último faro»: tiene una función por venir. Cancélalas primero (sus compras se marcan para reembolso).';

const values: PeliculaFormValues = {
  title: 'La noche del cóndor', slug: 'la-noche-del-condor', synopsis: 'Un guardaparques sigue al último cóndor.', rating: '12 años', duration: 104,
  genres: ['Drama'], language: 'Español', trailer: null, date_release: '2026-12-04', state: 'en_cartelera',
};
const film: StaffPelicula = {
  id: 7, ...values, original_title: 'La noche del cóndor', director: '', country: '', poster: '/media/posters/condor.svg', backdrop: '/media/staff/fondo.jpg',
  trailer: null, preventa: false, retired_at: null,
};
const saved: StaffPelicula = { ...film, title: 'Guardada' };
const uploaded: StaffImage = { id: 3, url: '/media/staff/nueva.png', mime: 'image/png', size: 1000 };
const file = new Blob(['imagen']);

const events = {
  new: { type: 'pelicula.new' },
  edit: { type: 'pelicula.edit', pelicula: film },
  upPoster: { type: 'image.upload', field: 'poster', file },
  upBackdrop: { type: 'image.upload', field: 'backdrop', file },
  rmPoster: { type: 'image.remove', field: 'poster' },
  rmBackdrop: { type: 'image.remove', field: 'backdrop' },
  save: { type: 'pelicula.save', values },
  close: { type: 'drawer.close' },
  uploaded: { type: 'xstate.done.actor.uploadStaffImage', output: uploaded },
  uploadBad: { type: 'xstate.error.actor.uploadStaffImage', error: refused(400, NOT_IMAGE) },
  created: { type: 'xstate.done.actor.createPelicula', output: saved },
  createBad: { type: 'xstate.error.actor.createPelicula', error: Object.assign(refused(409, TAKEN), { errors: { slug: TAKEN } }) },
  updated: { type: 'xstate.done.actor.updatePelicula', output: saved },
  updateBad: { type: 'xstate.error.actor.updatePelicula', error: refused(409, RETIRE) },
} as const;
type Label = keyof typeof events;
type State = 'idle' | 'saved' | 'ready' | 'uploadRefused' | 'saveRefused' | 'posterMissing' | 'uploading' | 'creating' | 'updating';
const ALL: State[] = ['idle', 'saved', 'ready', 'uploadRefused', 'saveRefused', 'posterMissing', 'uploading', 'creating', 'updating'];
const EDITING: State[] = ['ready', 'uploadRefused', 'saveRefused', 'posterMissing'];

/** What the drawer should be, as the issue describes it. */
interface Model {
  state: State;
  mode: 'new' | 'edit';
  images: Record<PeliculaImageField, string | null>;
  uploading: PeliculaImageField | null;
  message: string | null;
  errors: Record<string, string>;
  sent: unknown[];
}

/** The expected next model after a label, or null when the event must change nothing. */
function next(m: Model, l: Label): Model | null {
  const to = (state: State, more: Partial<Model> = {}): Model => ({ ...m, state, message: null, errors: {}, ...more });
  if (m.state === 'idle' || m.state === 'saved') {
    if (l === 'new') return to('ready', { mode: 'new', images: { poster: null, backdrop: null } });
    if (l === 'edit') return to('ready', { mode: 'edit', images: { poster: film.poster, backdrop: film.backdrop } });
    return null;
  }
  if (EDITING.includes(m.state)) {
    if (l === 'upPoster' || l === 'upBackdrop') return to('uploading', { uploading: l === 'upPoster' ? 'poster' : 'backdrop', sent: [...m.sent, file] });
    if (l === 'rmPoster') return to('ready', { images: { ...m.images, poster: null } });
    if (l === 'rmBackdrop') return to('ready', { images: { ...m.images, backdrop: null } });
    if (l === 'close') return to('idle');
    if (l === 'save') {
      if (m.images.poster === null) return to('posterMissing', { message: POSTER_MISSING, errors: { poster: POSTER_MISSING } });
      const body = { ...values, poster: m.images.poster, backdrop: m.images.backdrop };
      return m.mode === 'new' ? to('creating', { sent: [...m.sent, body] }) : to('updating', { sent: [...m.sent, { id: film.id, body }] });
    }
    return null;
  }
  if (m.state === 'uploading') {
    if (l === 'uploaded') return to('ready', { images: { ...m.images, [m.uploading!]: uploaded.url }, uploading: null });
    if (l === 'uploadBad') return to('uploadRefused', { uploading: null, message: NOT_IMAGE });
    return null;
  }
  if (m.state === 'creating') {
    if (l === 'created') return to('saved');
    if (l === 'createBad') return to('saveRefused', { message: TAKEN, errors: { slug: TAKEN } });
    return null;
  }
  if (l === 'updated') return to('saved');
  if (l === 'updateBad') return to('saveRefused', { message: RETIRE });
  return null;
}

const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));

function walk(labels: Label[]) {
  const sent: unknown[] = [];
  const never = fromPromise(async ({ input }: { input: unknown }) => (sent.push(input), new Promise<never>(() => {})));
  const actor = createActor(staffPeliculaMachine.provide({ actors: { uploadStaffImage: never, createPelicula: never, updatePelicula: never } as never })).start();
  let m: Model = { state: 'idle', mode: 'new', images: { poster: null, backdrop: null }, uploading: null, message: null, errors: {}, sent: [] };
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(leaf(s.value), where).toBe(m.state);
    const open = !['idle', 'saved'].includes(m.state);
    expect(selectDrawerOpen(s), where).toBe(open);
    if (open) expect(selectImages(s), where).toEqual(m.images);
    expect(selectUploading(s), where).toBe(m.state === 'uploading' ? m.uploading : null);
    expect(selectSaving(s), where).toBe(m.state === 'creating' || m.state === 'updating');
    expect(selectPeliculaRefusal(s), where).toBe(m.message);
    expect(selectPeliculaFieldErrors(s), where).toEqual(m.errors);
    expect(selectSavedPelicula(s), where).toEqual(m.state === 'saved' ? saved : null);
    expect(sent, where).toEqual(m.sent);
  };
  check('at start');
  labels.forEach((l, i) => {
    m = next(m, l) ?? m;
    actor.send(events[l] as unknown as StaffPeliculaEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

// States told apart by what decides where an event leads: the state, new or edited film, a poster or none.
const serializeState = (s: { value: unknown; context: { pelicula: unknown; images: { poster: string | null } } }) =>
  JSON.stringify([s.value, s.context.pelicula === null, s.context.images.poster === null]);
// Shortest paths to every state, then every event from there: each transition of the table is taken and checked.
const { shortest, generated, possible } = pathsThrough(staffPeliculaMachine, events, { serializeState });

describe('the film drawer’s paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(ALL));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
