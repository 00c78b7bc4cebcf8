import { assign, fromPromise, setup } from 'xstate';
import type { CerrarSesionesSchema, SessionsClosed } from './cerrar-sesiones.types.ts';

/** What is said when the server's refusal carried no readable message. */
export const CLOSE_FAILED = 'No pudimos cerrar tus otras sesiones. Inténtalo de nuevo.';

/**
 * Closing every other session of the account from 'Mis datos' (issue 32): the server ends all but
 * the one asking; the page then reads the sessions again. A refusal is shown in the server's words
 * and the button asks again.
 */
export const cerrarSesionesMachine = setup({
  types: {} as CerrarSesionesSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationId.
    closeOtherSessions: fromPromise<SessionsClosed>(async () => {
      throw new Error('closeOtherSessions not provided');
    }),
  },
  actions: {
    forget: assign({ notice: null, error: null }),
    sayDone: assign((_, closed: SessionsClosed) => ({ notice: closed.message, error: null })),
    sayRefusal: assign((_, { error }: { error: unknown }) => ({ notice: null, error: error instanceof Error && error.message ? error.message : CLOSE_FAILED })),
    // The page reads the sessions again, provided by src/app.
    sessionsClosed: () => {},
  },
}).createMachine({
  id: 'cerrarSesiones',
  context: { notice: null, error: null },
  initial: 'ready',
  states: {
    ready: {
      tags: 'ready',
      on: { 'sessions.close': { target: 'closing', actions: 'forget', description: 'The server ends every other session.' } },
    },
    closing: {
      tags: 'busy',
      invoke: {
        id: 'closeOtherSessions',
        src: 'closeOtherSessions',
        onDone: {
          target: 'closed',
          actions: [{ type: 'sayDone', params: ({ event }) => event.output }, 'sessionsClosed'],
          description: "The server's count is shown and the sessions are read again.",
        },
        onError: {
          target: 'refused',
          actions: { type: 'sayRefusal', params: ({ event }) => ({ error: event.error }) },
          description: "The server's refusal in its words.",
        },
      },
    },
    closed: {
      tags: ['ready', 'closed'],
      on: { 'sessions.close': { target: 'closing', actions: 'forget', description: 'Sessions opened since then are closed too.' } },
    },
    refused: {
      tags: ['ready', 'refused'],
      on: { 'sessions.close': { target: 'closing', actions: 'forget', description: 'Asked again.' } },
    },
  },
});
