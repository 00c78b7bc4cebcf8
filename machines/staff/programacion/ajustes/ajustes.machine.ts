import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaffSettings, StaffSettingsChange } from '../../../../openapi/index.ts';
import { refusalOf } from '../../refusal.ts';
import type { StaffSettingsSchema } from './ajustes.types.ts';

/**
 * The site's settings on the programming desk (spec §3): read, changed (only what changed is
 * sent), and the server's Spanish refusal naming the setting shown over the form, which keeps what
 * was typed; a saved change shows the settings as the server now has them.
 */
export const staffSettingsMachine = setup({
  types: {} as StaffSettingsSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    listStaffSettings: fromPromise<StaffSettings, void>(async () => {
      throw new Error('listStaffSettings not provided');
    }),
    changeStaffSettings: fromPromise<StaffSettings, StaffSettingsChange>(async () => {
      throw new Error('changeStaffSettings not provided');
    }),
  },
  actions: {
    rememberSettings: assign((_, settings: StaffSettings) => ({ settings, refusal: null })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error) })),
  },
}).createMachine({
  id: 'staffSettings',
  context: { settings: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'listStaffSettings',
        src: 'listStaffSettings',
        onDone: { target: 'editing', actions: { type: 'rememberSettings', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      tags: ['failed', 'refused'],
      on: { 'settings.retry': { target: 'loading', description: 'Read again.' } },
    },
    editing: {
      tags: 'form',
      initial: 'idle',
      states: {
        idle: {},
        refused: { tags: 'refused' },
        saved: { tags: 'saved' },
      },
      on: { 'settings.save': { target: 'saving', description: 'What changed goes to the server.' } },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'changeStaffSettings',
        src: 'changeStaffSettings',
        input: ({ event }) => {
          assertEvent(event, 'settings.save');
          return event.change;
        },
        onDone: { target: 'editing.saved', actions: { type: 'rememberSettings', params: ({ event }) => event.output }, description: 'Saved: the settings as the server has them.' },
        onError: { target: 'editing.refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused (400 naming the setting): the form keeps what was typed.' },
      },
    },
  },
});
