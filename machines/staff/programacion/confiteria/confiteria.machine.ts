import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaffProduct, StaffProductInput } from '../../../../openapi/index.ts';
import { refusalOf } from '../../refusal.ts';
import type { StaffConfiteriaSchema } from './confiteria.types.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`);
};

/**
 * The Confitería page's edit form (issue 27, products and combos): the list, then a product's form
 * (or a new one's), saved to the server: saved closes the form with its name, refused keeps the
 * form filled with the server's Spanish message.
 */
export const staffConfiteriaMachine = setup({
  types: {} as StaffConfiteriaSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    createStaffProduct: fromPromise<StaffProduct, StaffProductInput>(notProvided('createStaffProduct')),
    changeStaffProduct: fromPromise<StaffProduct, { id: number; input: StaffProductInput }>(notProvided('changeStaffProduct')),
  },
  actions: {
    open: assign((_, editing: StaffProduct | null) => ({ editing, refusal: null })),
    close: assign({ editing: null, refusal: null }),
    rememberSaved: assign((_, saved: StaffProduct) => ({ saved, editing: null, refusal: null })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error) })),
  },
  guards: {
    isNew: ({ context }) => context.editing === null,
  },
}).createMachine({
  id: 'staffConfiteria',
  context: { editing: null, saved: null, refusal: null },
  initial: 'listing',
  states: {
    listing: {
      initial: 'idle',
      states: {
        idle: {},
        saved: { tags: 'saved' },
      },
      on: {
        'producto.edit': { target: 'editing', actions: { type: 'open', params: ({ event }) => event.product }, description: 'Its form opens, filled.' },
        'producto.new': { target: 'editing', actions: { type: 'open', params: null }, description: 'An empty form opens.' },
      },
    },
    editing: {
      tags: 'form',
      initial: 'ready',
      states: {
        ready: {},
        failed: { tags: 'failed' },
      },
      on: {
        'producto.save': [
          { guard: 'isNew', target: 'creating', description: 'A new product goes to the server.' },
          { target: 'changing', description: 'The product’s changes go to the server.' },
        ],
        'producto.close': { target: 'listing', actions: 'close', description: 'The form closes, nothing saved.' },
      },
    },
    creating: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'createStaffProduct',
        src: 'createStaffProduct',
        input: ({ event }) => {
          assertEvent(event, 'producto.save');
          return event.input;
        },
        onDone: { target: 'listing.saved', actions: { type: 'rememberSaved', params: ({ event }) => event.output } },
        onError: { target: 'editing.failed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    changing: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'changeStaffProduct',
        src: 'changeStaffProduct',
        input: ({ context, event }) => {
          assertEvent(event, 'producto.save');
          return { id: context.editing!.id, input: event.input };
        },
        onDone: { target: 'listing.saved', actions: { type: 'rememberSaved', params: ({ event }) => event.output } },
        onError: { target: 'editing.failed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
