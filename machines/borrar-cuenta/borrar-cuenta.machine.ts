import { assign, fromPromise, setup } from 'xstate';
import type { DeleteAccountRequest, Message } from '../../openapi/index.ts';
import type { BorrarCuentaSchema } from './borrar-cuenta.types.ts';

/** What the form says when the password box is empty (nothing is sent). */
export const PASSWORD_MISSING = 'Escribe tu contraseña para confirmar.';
/** What the dialog says when the server's refusal carried no readable message. */
export const DELETION_FAILED = 'No pudimos eliminar tu cuenta. Inténtalo de nuevo en unos minutos.';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : DELETION_FAILED);
const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * Deleting the account from 'Mis datos' (issue 32): a dialog says what is lost and kept and asks
 * for the password; the server refuses a wrong password, a payment in flight, or unused tickets for
 * funciones to come (then the person confirms losing them, or keeps the account); once deleted the
 * session is over and the site signs out.
 */
export const borrarCuentaMachine = setup({
  types: {} as BorrarCuentaSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationId.
    deleteAccount: fromPromise<Message, DeleteAccountRequest>(async () => {
      throw new Error('deleteAccount not provided');
    }),
  },
  actions: {
    forget: assign({ password: '', error: null, ticketsMessage: null, loseTickets: false }),
    giveUpTickets: assign({ loseTickets: true }),
    keepPassword: assign((_, password: string) => ({ password, error: null, loseTickets: false })),
    sayMissing: assign({ error: PASSWORD_MISSING }),
    sayRefusal: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error), password: '' })),
    sayTickets: assign((_, { error }: { error: unknown }) => ({ ticketsMessage: messageOf(error), error: null })),
    // The session is over: provided by src/app (the site signs out and goes home with a notice).
    accountDeleted: () => {},
  },
  guards: {
    isBlank: (_, password: string) => password === '',
    ticketsAtStake: (_, { error }: { error: unknown }) => codeOf(error) === 'entradas_futuras',
  },
}).createMachine({
  id: 'borrarCuenta',
  context: { password: '', error: null, ticketsMessage: null, loseTickets: false },
  initial: 'closed',
  states: {
    closed: {
      tags: 'closed',
      on: { 'deletion.start': { target: 'asking', actions: 'forget', description: 'The dialog opens: what is lost, what the law keeps, the password.' } },
    },
    asking: {
      tags: 'asking',
      on: {
        'deletion.cancel': { target: 'closed', actions: 'forget', description: 'The account stays as it was.' },
        'deletion.submit': [
          {
            guard: { type: 'isBlank', params: ({ event }) => event.password },
            actions: 'sayMissing',
            description: 'No password: nothing is sent.',
          },
          {
            target: 'deleting',
            actions: { type: 'keepPassword', params: ({ event }) => event.password },
            description: 'The password goes to the server.',
          },
        ],
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        // Sent from the dialog, and once more when the person gives up their tickets.
        input: ({ context }): DeleteAccountRequest => (context.loseTickets ? { password: context.password, perder_entradas: true } : { password: context.password }),
        onDone: { target: 'deleted', actions: ['forget', 'accountDeleted'], description: 'Closed: every session ended, a confirmation e-mail sent.' },
        onError: [
          {
            guard: { type: 'ticketsAtStake', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmingTickets',
            actions: { type: 'sayTickets', params: ({ event }) => ({ error: event.error }) },
            description: 'Unused tickets for funciones to come: the person must say they give them up.',
          },
          {
            target: 'asking',
            actions: { type: 'sayRefusal', params: ({ event }) => ({ error: event.error }) },
            description: "The server's Spanish refusal (wrong password, a payment in flight…); the account stays.",
          },
        ],
      },
    },
    confirmingTickets: {
      tags: ['asking', 'ticketsAtStake'],
      on: {
        'tickets.giveUp': { target: 'deleting', actions: 'giveUpTickets', description: 'Deleted with the tickets given up.' },
        'deletion.cancel': { target: 'closed', actions: 'forget', description: 'The account and its tickets stay.' },
      },
    },
    deleted: { type: 'final', tags: 'deleted' },
  },
});
