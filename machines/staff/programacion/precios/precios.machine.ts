import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaffMembershipPrice, StaffRoomTarifas, StaffServiceFees, StaffTarifaChange } from '../../../../openapi/index.ts';
import { refusalOf } from '../../refusal.ts';
import type { StaffPreciosPart, StaffPreciosSchema } from './precios.types.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`);
};

/**
 * The Precios page's saves (issue 27, prices): a room's tarifas, the service fees or the membership's
 * price go to the server one at a time; saved, or refused with the server's Spanish message. The
 * page keeps its forms filled either way and reads the prices again once saved.
 */
export const staffPreciosMachine = setup({
  types: {} as StaffPreciosSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    changeStaffRoomTarifas: fromPromise<StaffRoomTarifas, { roomId: number; tarifas: StaffTarifaChange[] }>(notProvided('changeStaffRoomTarifas')),
    changeStaffServiceFees: fromPromise<StaffServiceFees, StaffServiceFees>(notProvided('changeStaffServiceFees')),
    changeStaffMembershipPrice: fromPromise<StaffMembershipPrice, StaffMembershipPrice>(notProvided('changeStaffMembershipPrice')),
  },
  actions: {
    rememberSaved: assign((_, saved: StaffPreciosPart) => ({ saved, refusal: null })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ saved: null, refusal: refusalOf(error) })),
  },
}).createMachine({
  id: 'staffPrecios',
  context: { saved: null, refusal: null },
  initial: 'editing',
  states: {
    editing: {
      initial: 'ready',
      states: {
        ready: {},
        saved: { tags: 'saved' },
        failed: { tags: 'failed' },
      },
      on: {
        'tarifas.save': { target: 'savingTarifas', description: 'A room’s tarifas go to the server.' },
        'servicio.save': { target: 'savingServicio', description: 'The service fees go to the server.' },
        'membresia.save': { target: 'savingMembresia', description: 'The membership’s price goes to the server.' },
      },
    },
    savingTarifas: {
      tags: 'busy',
      invoke: {
        id: 'changeStaffRoomTarifas',
        src: 'changeStaffRoomTarifas',
        input: ({ event }) => {
          assertEvent(event, 'tarifas.save');
          return { roomId: event.roomId, tarifas: event.tarifas };
        },
        onDone: { target: 'editing.saved', actions: { type: 'rememberSaved', params: 'tarifas' } },
        onError: { target: 'editing.failed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    savingServicio: {
      tags: 'busy',
      invoke: {
        id: 'changeStaffServiceFees',
        src: 'changeStaffServiceFees',
        input: ({ event }) => {
          assertEvent(event, 'servicio.save');
          return event.fees;
        },
        onDone: { target: 'editing.saved', actions: { type: 'rememberSaved', params: 'servicio' } },
        onError: { target: 'editing.failed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    savingMembresia: {
      tags: 'busy',
      invoke: {
        id: 'changeStaffMembershipPrice',
        src: 'changeStaffMembershipPrice',
        input: ({ event }) => {
          assertEvent(event, 'membresia.save');
          return event.price;
        },
        onDone: { target: 'editing.saved', actions: { type: 'rememberSaved', params: 'membresia' } },
        onError: { target: 'editing.failed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
