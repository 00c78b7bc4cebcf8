import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { FuncionCancelled, FuncionCancelRequest, StaffFuncion } from '../../../../openapi/index.ts';
import { deskRefusalOf } from '../../refusal.ts';
import type { CancelarFuncionSchema } from './cancelar-funcion.types.ts';

/** The reason the dialog asks for before anything is sent (the server says the same). */
export const MOTIVO_REQUERIDO = 'Escribe el motivo de la cancelación.';

/**
 * Cancelling a función from the programming desk's list (issue 27: a función with seats held or
 * sold is cancelled, never deleted): a dialog asks for the reason, the programmer confirms, the
 * server closes it for sale, flags its paid bills for refund and e-mails their buyers. A refusal
 * (cancelled already, over, no connection) shows the server's Spanish message and the dialog stays.
 */
export const cancelarFuncionMachine = setup({
  types: {} as CancelarFuncionSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationId.
    cancelFuncion: fromPromise<FuncionCancelled, { id: number; body: FuncionCancelRequest }>(async () => {
      throw new Error('cancelFuncion not provided');
    }),
  },
  actions: {
    rememberFuncion: assign((_, funcion: StaffFuncion) => ({ funcion, refusal: null, cancelled: null })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: deskRefusalOf(error) })),
    askForReason: assign({ refusal: { status: 400, message: MOTIVO_REQUERIDO, errors: { reason: MOTIVO_REQUERIDO } } }),
    rememberCancelled: assign((_, cancelled: FuncionCancelled) => ({ cancelled, refusal: null })),
    forget: assign({ funcion: null, refusal: null, cancelled: null }),
  },
  guards: {
    reasonGiven: (_, reason: string) => reason.trim() !== '',
  },
}).createMachine({
  id: 'cancelarFuncion',
  context: { funcion: null, refusal: null, cancelled: null },
  initial: 'closed',
  states: {
    closed: {
      tags: 'closed',
      on: {
        'funcion.cancel': { target: 'open', actions: { type: 'rememberFuncion', params: ({ event }) => event.funcion }, description: 'Cancelar: the dialog about this función.' },
      },
    },
    open: {
      tags: 'open',
      initial: 'editing',
      states: {
        editing: {},
        refused: { tags: 'refused' },
      },
      on: {
        'cancel.confirm': [
          { guard: { type: 'reasonGiven', params: ({ event }) => event.reason }, target: 'cancelling', description: 'The reason given: the cancellation goes to the server.' },
          { target: '.refused', actions: 'askForReason', description: 'No reason: nothing is sent, the dialog asks for it.' },
        ],
        'dialog.close': { target: 'closed', actions: 'forget', description: 'No cancelar: the función stays as it is.' },
      },
    },
    cancelling: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'cancelFuncion',
        src: 'cancelFuncion',
        input: ({ context, event }) => {
          assertEvent(event, 'cancel.confirm');
          return { id: context.funcion!.id, body: { reason: event.reason.trim() } };
        },
        onDone: { target: 'cancelled', actions: { type: 'rememberCancelled', params: ({ event }) => event.output }, description: 'Cancelled: what it did to the purchases.' },
        onError: { target: 'open.refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused (cancelled already, over, no connection): the message, the dialog stays.' },
      },
    },
    cancelled: {
      tags: ['open', 'cancelled'],
      on: { 'dialog.close': { target: 'closed', actions: 'forget', description: 'Cerrar: back to the list.' } },
    },
  },
});
