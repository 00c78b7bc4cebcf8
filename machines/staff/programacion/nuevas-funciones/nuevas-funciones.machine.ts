import { assign, fromPromise, setup } from 'xstate';
import type { FuncionesCreated, FuncionesPreview, FuncionesRequest, ProgramacionOptions } from '../../../../openapi/index.ts';
import { deskRefusalOf } from '../../refusal.ts';
import type { ProgramacionMasivaSchema } from './nuevas-funciones.types.ts';

/**
 * The bulk-programming wizard of the programming desk (issue 27, "Funciones in bulk"): the options
 * are loaded (films, rooms, formats), the programmer chooses a film × rooms × a date range × days
 * of the week × times × format and version, sees every función it gives with its conflicts named
 * (no saving while any has one), saves all of them or none, and sees how many were made. A refusal
 * of the server shows its Spanish message; a save refused for a conflict that appeared meanwhile
 * (409) names it on its función and the preview is asked again before saving.
 */
export const programacionMasivaMachine = setup({
  types: {} as ProgramacionMasivaSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    getProgramacionOptions: fromPromise<ProgramacionOptions, void>(async () => {
      throw new Error('getProgramacionOptions not provided');
    }),
    previewFunciones: fromPromise<FuncionesPreview, FuncionesRequest>(async () => {
      throw new Error('previewFunciones not provided');
    }),
    createFunciones: fromPromise<FuncionesCreated, FuncionesRequest>(async () => {
      throw new Error('createFunciones not provided');
    }),
  },
  actions: {
    rememberOptions: assign((_, options: ProgramacionOptions) => ({ options, refusal: null })),
    rememberSolicitud: assign((_, solicitud: FuncionesRequest) => ({ solicitud, preview: null, refusal: null })),
    rememberPreview: assign((_, preview: FuncionesPreview) => ({ preview, refusal: null })),
    rememberCreated: assign((_, created: FuncionesCreated) => ({ created, refusal: null })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: deskRefusalOf(error) })),
    forgetRefusal: assign({ refusal: null }),
    startOver: assign({ solicitud: null, preview: null, created: null, refusal: null }),
  },
  guards: {
    hasConflicts: (_, preview: FuncionesPreview) => preview.conflicted > 0,
    conflictOnSave: (_, { error }: { error: unknown }) => deskRefusalOf(error).status === 409,
  },
}).createMachine({
  id: 'programacionMasiva',
  context: { options: null, solicitud: null, preview: null, created: null, refusal: null },
  initial: 'loadingOptions',
  states: {
    loadingOptions: {
      tags: 'loading',
      invoke: {
        id: 'getProgramacionOptions',
        src: 'getProgramacionOptions',
        onDone: { target: 'choosing.editing', actions: { type: 'rememberOptions', params: ({ event }) => event.output }, description: 'The films, rooms and formats to choose from: the form.' },
        onError: { target: 'optionsFailed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'The options could not be read: the message and a retry.' },
      },
    },
    optionsFailed: {
      tags: ['failed', 'refused'],
      on: { 'options.retry': { target: 'loadingOptions', description: 'Read the options again.' } },
    },
    choosing: {
      tags: 'form',
      initial: 'editing',
      states: {
        editing: {},
        refused: { tags: 'refused' },
      },
      on: {
        'solicitud.preview': {
          target: 'previewing',
          actions: { type: 'rememberSolicitud', params: ({ event }) => event.solicitud },
          description: 'Ver las funciones: the request goes to the preview (nothing is saved).',
        },
      },
    },
    previewing: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'previewFunciones',
        src: 'previewFunciones',
        input: ({ context }) => context.solicitud!,
        onDone: [
          {
            guard: { type: 'hasConflicts', params: ({ event }) => event.output },
            target: 'reviewing.conflicted',
            actions: { type: 'rememberPreview', params: ({ event }) => event.output },
            description: 'Some funciones have a conflict: each one named, no saving.',
          },
          { target: 'reviewing.clean', actions: { type: 'rememberPreview', params: ({ event }) => event.output }, description: 'No conflict: the funciones, ready to save.' },
        ],
        onError: {
          target: 'choosing.refused',
          actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) },
          description: 'Refused (a malformed field, an unknown film or room, none or too many funciones): back to the form with the message.',
        },
      },
    },
    reviewing: {
      tags: 'review',
      initial: 'clean',
      states: {
        clean: {
          tags: 'canSave',
          on: { 'funciones.save': { target: '#programacionMasiva.saving', description: 'Guardar: every función of the request, or none.' } },
        },
        conflicted: { tags: 'conflicted' },
        saveFailed: {
          tags: ['canSave', 'refused'],
          on: { 'funciones.save': { target: '#programacionMasiva.saving', actions: 'forgetRefusal', description: 'Try the save again.' } },
        },
        saveConflicted: {
          tags: ['conflicted', 'refused'],
          on: { 'preview.refresh': { target: '#programacionMasiva.previewing', description: 'Check the request again, with what is programmed now.' } },
        },
      },
      on: {
        'solicitud.edit': { target: 'choosing.editing', actions: 'forgetRefusal', description: 'Back to the form, filled with the request.' },
      },
    },
    saving: {
      tags: ['review', 'busy', 'saving'],
      invoke: {
        id: 'createFunciones',
        src: 'createFunciones',
        input: ({ context }) => context.solicitud!,
        onDone: { target: 'done', actions: { type: 'rememberCreated', params: ({ event }) => event.output }, description: 'Saved: how many funciones were made.' },
        onError: [
          {
            guard: { type: 'conflictOnSave', params: ({ event }) => ({ error: event.error }) },
            target: 'reviewing.saveConflicted',
            actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) },
            description: 'A conflict appeared since the preview (409): nothing saved, each one named.',
          },
          {
            target: 'reviewing.saveFailed',
            actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) },
            description: 'Not saved (no connection, the server failed): the message and a retry.',
          },
        ],
      },
    },
    done: {
      tags: 'done',
      on: { 'wizard.restart': { target: 'choosing.editing', actions: 'startOver', description: 'Programar más funciones: an empty form.' } },
    },
  },
});
