import { assign, fromPromise, setup } from 'xstate';
import type { Archivo, DescargarDatosSchema, Formato } from './descargar-datos.types.ts';

/** What is said when the server's refusal carried no readable message. */
export const DOWNLOAD_FAILED = 'No pudimos preparar tu archivo. Inténtalo de nuevo en unos minutos.';

/**
 * Downloading 'Mis datos' (issue 32): the person chooses the JSON file or the readable HTML
 * summary, the server makes it for the signed-in person only, the browser saves it. A refusal (five
 * downloads an hour per account: 429) is shown in the server's words with a retry of the same file.
 */
export const descargarDatosMachine = setup({
  types: {} as DescargarDatosSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationId.
    downloadMisDatos: fromPromise<Archivo, Formato>(async () => {
      throw new Error('downloadMisDatos not provided');
    }),
  },
  actions: {
    choose: assign((_, formato: Formato) => ({ formato, error: null })),
    clearError: assign({ error: null }),
    // Saving the file in the browser, provided by src/app.
    saveFile: (_, _archivo: Archivo) => {},
    sayRefusal: assign((_, { error }: { error: unknown }) => ({ error: error instanceof Error && error.message ? error.message : DOWNLOAD_FAILED })),
  },
}).createMachine({
  id: 'descargarDatos',
  context: { formato: null, error: null },
  initial: 'ready',
  states: {
    ready: {
      tags: 'ready',
      on: {
        'download.request': {
          target: 'downloading',
          actions: { type: 'choose', params: ({ event }) => event.formato },
          description: 'The server makes the file of the chosen format.',
        },
      },
    },
    downloading: {
      tags: 'busy',
      invoke: {
        id: 'downloadMisDatos',
        src: 'downloadMisDatos',
        input: ({ context }) => context.formato!,
        onDone: {
          target: 'ready',
          actions: { type: 'saveFile', params: ({ event }) => event.output },
          description: 'The browser saves the file.',
        },
        onError: {
          target: 'refused',
          actions: { type: 'sayRefusal', params: ({ event }) => ({ error: event.error }) },
          description: "The server's refusal in its words (too many downloads this hour, no session…).",
        },
      },
    },
    refused: {
      tags: ['ready', 'refused'],
      on: {
        'download.retry': { target: 'downloading', actions: 'clearError', description: 'The same file asked for again.' },
        'download.request': {
          target: 'downloading',
          actions: { type: 'choose', params: ({ event }) => event.formato },
          description: 'The other format (or the same) asked for instead.',
        },
      },
    },
  },
});
