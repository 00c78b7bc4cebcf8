import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaffImage, StaffPelicula, StaffPeliculaInput } from '../../../../openapi/index.ts';
import { refusalOf } from '../../refusal.ts';
import type { PeliculaFormValues, PeliculaImageField, PeliculaRefusal, StaffPeliculaContext, StaffPeliculaSchema } from './pelicula.types.ts';

/** What the programming desk says when a film is saved without its poster. */
export const POSTER_MISSING = 'Sube el póster de la película antes de guardarla.';

/** The refusal of a failed call, with the server's field-by-field messages (ApiError.errors). */
export function peliculaRefusal(error: unknown): PeliculaRefusal {
  const errors = error && typeof error === 'object' ? (error as { errors?: unknown }).errors : undefined;
  return { ...refusalOf(error), errors: errors && typeof errors === 'object' ? (errors as Record<string, string>) : {} };
}

const empty = { pelicula: null, images: { poster: null, backdrop: null }, uploading: null, draft: null, refusal: null } satisfies Partial<StaffPeliculaContext>;

/**
 * A film's drawer on the programming desk (docs/staff/README.md): open it for a new film or
 * one of the list; its poster and backdrop go up one at a time (uploadStaffImage) and the form
 * keeps their URLs; saving creates or updates the film (createPelicula, updatePelicula). A refused
 * upload or save is a state with the server's Spanish message, the form still filled; a saved
 * film closes the drawer with a notice.
 */
export const staffPeliculaMachine = setup({
  types: {} as StaffPeliculaSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    uploadStaffImage: fromPromise<StaffImage, Blob>(async () => {
      throw new Error('uploadStaffImage not provided');
    }),
    createPelicula: fromPromise<StaffPelicula, StaffPeliculaInput>(async () => {
      throw new Error('createPelicula not provided');
    }),
    updatePelicula: fromPromise<StaffPelicula, { id: number; body: StaffPeliculaInput }>(async () => {
      throw new Error('updatePelicula not provided');
    }),
  },
  actions: {
    openNew: assign(() => ({ ...empty })),
    openFilm: assign((_, pelicula: StaffPelicula) => ({ ...empty, pelicula, images: { poster: pelicula.poster, backdrop: pelicula.backdrop } })),
    startUpload: assign((_, field: PeliculaImageField) => ({ uploading: field, refusal: null })),
    keepImage: assign(({ context }, url: string) => ({ images: { ...context.images, [context.uploading!]: url }, uploading: null })),
    removeImage: assign(({ context }, field: PeliculaImageField) => ({ images: { ...context.images, [field]: null }, refusal: null })),
    keepDraft: assign(({ context }, values: PeliculaFormValues) => ({ draft: { ...values, poster: context.images.poster!, backdrop: context.images.backdrop }, refusal: null })),
    refuseWithoutPoster: assign(() => ({ refusal: { status: 0, message: POSTER_MISSING, errors: { poster: POSTER_MISSING } } })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: peliculaRefusal(error), uploading: null })),
    rememberSaved: assign((_, saved: StaffPelicula) => ({ saved, refusal: null })),
  },
  guards: {
    isNew: ({ context }) => context.pelicula === null,
    withoutPoster: ({ context }) => context.images.poster === null,
  },
}).createMachine({
  id: 'staffPelicula',
  context: { ...empty, saved: null },
  initial: 'closed',
  states: {
    closed: {
      tags: 'closed',
      initial: 'idle',
      states: {
        idle: {},
        saved: { tags: 'saved' },
      },
      on: {
        'pelicula.new': { target: 'open', actions: 'openNew', description: 'An empty form for a new film.' },
        'pelicula.edit': { target: 'open', actions: { type: 'openFilm', params: ({ event }) => event.pelicula }, description: 'The form filled with a film of the list.' },
      },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          tags: 'form',
          initial: 'ready',
          states: {
            ready: {},
            uploadRefused: { tags: 'refused' },
            saveRefused: { tags: 'refused' },
            posterMissing: { tags: 'refused' },
          },
          on: {
            'image.upload': { target: 'uploading', actions: { type: 'startUpload', params: ({ event }) => event.field }, description: 'An image goes up to the server.' },
            'image.remove': { target: '.ready', actions: { type: 'removeImage', params: ({ event }) => event.field }, description: 'The form forgets an image.' },
            'pelicula.save': [
              { guard: 'withoutPoster', target: '.posterMissing', actions: 'refuseWithoutPoster', description: 'No poster yet: nothing is sent.' },
              { guard: 'isNew', target: 'creating', actions: { type: 'keepDraft', params: ({ event }) => event.values }, description: 'A new film goes to the server.' },
              { target: 'updating', actions: { type: 'keepDraft', params: ({ event }) => event.values }, description: 'The edited film goes to the server.' },
            ],
            'drawer.close': { target: '#staffPelicula.closed.idle', description: 'The drawer closes; nothing is saved.' },
          },
        },
        uploading: {
          tags: ['form', 'uploading'],
          invoke: {
            id: 'uploadStaffImage',
            src: 'uploadStaffImage',
            input: ({ event }) => {
              assertEvent(event, 'image.upload');
              return event.file;
            },
            onDone: { target: 'editing.ready', actions: { type: 'keepImage', params: ({ event }) => event.output.url }, description: 'The image is on the site: the form keeps its URL.' },
            onError: { target: 'editing.uploadRefused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Not an image, too big…: the server’s message.' },
          },
        },
        creating: {
          tags: ['form', 'busy'],
          invoke: {
            id: 'createPelicula',
            src: 'createPelicula',
            input: ({ context }) => context.draft!,
            onDone: { target: '#staffPelicula.closed.saved', actions: { type: 'rememberSaved', params: ({ event }) => event.output }, description: 'Created: the drawer closes.' },
            onError: { target: 'editing.saveRefused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused (slug taken…): the server’s message.' },
          },
        },
        updating: {
          tags: ['form', 'busy'],
          invoke: {
            id: 'updatePelicula',
            src: 'updatePelicula',
            input: ({ context }) => ({ id: context.pelicula!.id, body: context.draft! }),
            onDone: { target: '#staffPelicula.closed.saved', actions: { type: 'rememberSaved', params: ({ event }) => event.output }, description: 'Saved: the drawer closes.' },
            onError: { target: 'editing.saveRefused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused (funciones to come…): the server’s message.' },
          },
        },
      },
    },
  },
});
