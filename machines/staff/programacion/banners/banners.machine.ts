import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaffBanner, StaffBannerInput } from '../../../../openapi/index.ts';
import { refusalOf } from '../../refusal.ts';
import type { StaffBannersSchema } from './banners.types.ts';

const refused = { target: '#staffBanners.ready.refused', actions: { type: 'rememberRefusal', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } } as const;

/**
 * The home carousel's banners on the programming desk: read, then create, edit, delete or
 * reorder one change at a time; each write is followed by a fresh read, and a refusal (an image not
 * uploaded, a link neither https nor a site path) shows the server's Spanish message over the list.
 */
export const staffBannersMachine = setup({
  types: {} as StaffBannersSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    listStaffBanners: fromPromise<StaffBanner[], void>(async () => {
      throw new Error('listStaffBanners not provided');
    }),
    createBanner: fromPromise<StaffBanner, StaffBannerInput>(async () => {
      throw new Error('createBanner not provided');
    }),
    updateBanner: fromPromise<StaffBanner, { id: number; body: StaffBannerInput }>(async () => {
      throw new Error('updateBanner not provided');
    }),
    deleteBanner: fromPromise<StaffBanner, number>(async () => {
      throw new Error('deleteBanner not provided');
    }),
    reorderBanners: fromPromise<StaffBanner[], number[]>(async () => {
      throw new Error('reorderBanners not provided');
    }),
  },
  actions: {
    rememberBanners: assign((_, banners: StaffBanner[]) => ({ banners, refusal: null })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error) })),
  },
}).createMachine({
  id: 'staffBanners',
  context: { banners: [], refusal: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'listStaffBanners',
        src: 'listStaffBanners',
        onDone: { target: 'ready', actions: { type: 'rememberBanners', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { tags: ['failed', 'refused'], on: { 'banners.retry': 'loading' } },
    ready: {
      tags: 'list',
      initial: 'idle',
      states: { idle: {}, refused: { tags: 'refused' } },
      on: {
        'banner.create': 'creating',
        'banner.update': 'updating',
        'banner.delete': 'deleting',
        'banners.reorder': 'reordering',
      },
    },
    creating: {
      tags: ['list', 'busy'],
      invoke: {
        id: 'createBanner',
        src: 'createBanner',
        input: ({ event }) => {
          assertEvent(event, 'banner.create');
          return event.body;
        },
        onDone: 'loading',
        onError: refused,
      },
    },
    updating: {
      tags: ['list', 'busy'],
      invoke: {
        id: 'updateBanner',
        src: 'updateBanner',
        input: ({ event }) => {
          assertEvent(event, 'banner.update');
          return { id: event.id, body: event.body };
        },
        onDone: 'loading',
        onError: refused,
      },
    },
    deleting: {
      tags: ['list', 'busy'],
      invoke: {
        id: 'deleteBanner',
        src: 'deleteBanner',
        input: ({ event }) => {
          assertEvent(event, 'banner.delete');
          return event.id;
        },
        onDone: 'loading',
        onError: refused,
      },
    },
    reordering: {
      tags: ['list', 'busy'],
      invoke: {
        id: 'reorderBanners',
        src: 'reorderBanners',
        input: ({ event }) => {
          assertEvent(event, 'banners.reorder');
          return event.ids;
        },
        onDone: { target: 'ready', actions: { type: 'rememberBanners', params: ({ event }) => event.output } },
        onError: refused,
      },
    },
  },
});
