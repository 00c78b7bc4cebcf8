import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { refusalOf } from '../../refusal.ts';
import type { BandejaGestionContext, BandejaGestionSchema } from './bandeja-gestion.types.ts';

/**
 * One of the inboxes' small writes on a case (issue 29): an internal note, a change of state
 * (en trámite, or closed without a reply with its reason), an assignment, an extra non-working day
 * added or removed. The page provides `write` with the contract's operation (addServicioPqrsNota,
 * changeServicioPqrsEstado, assignServicioPqrs, addDiaNoHabil… or their ethics twins); a refusal
 * keeps the form and shows the server's Spanish message; each write taken counts up `done`, so the
 * page reads the case again.
 */
export const bandejaGestionMachine = setup({
  types: {} as BandejaGestionSchema,
  actors: {
    write: fromPromise<unknown, unknown>(async () => {
      throw new Error('write not provided');
    }),
  },
  actions: {
    remember: assign(({ event }) => {
      assertEvent(event, 'write.submit');
      return { request: event.request, refusal: null };
    }),
    count: assign(({ context }) => ({ done: context.done + 1, refusal: null })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error).message })),
    forget: assign({ refusal: null }),
  },
}).createMachine({
  id: 'bandejaGestion',
  context: { request: null, refusal: null, done: 0 },
  initial: 'idle',
  states: {
    idle: {
      tags: 'idle',
      on: { 'write.submit': { target: 'writing', actions: 'remember', description: 'The form is sent to the server.' } },
    },
    writing: {
      tags: 'busy',
      invoke: {
        id: 'write',
        src: 'write',
        input: ({ context }: { context: BandejaGestionContext }) => context.request,
        onDone: { target: 'idle', actions: 'count', description: 'Taken: the form empties and the case is read again.' },
        onError: { target: 'refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused: the server’s message, the form kept.' },
      },
    },
    refused: {
      tags: 'refused',
      on: {
        'write.submit': { target: 'writing', actions: 'remember', description: 'Sent again, as corrected.' },
        'write.retry': { target: 'writing', description: 'The same request again.' },
        'write.dismiss': { target: 'idle', actions: 'forget', description: 'The message closed.' },
      },
    },
  },
});
