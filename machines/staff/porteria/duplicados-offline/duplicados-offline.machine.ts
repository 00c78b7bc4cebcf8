import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { DuplicadoOfflineList, PorteriaOptions } from '../../../../openapi/index.ts';
import { refusalOf } from '../../refusal.ts';
import type { DuplicadosFiltros, DuplicadosSchema } from './duplicados-offline.types.ts';

/** What the page says when the server lists no theater to choose. */
export const SIN_TEATROS = 'No hay teatros para revisar.';

/**
 * The tickets two doors let in while offline (issue 28): the theaters to choose from
 * (getPorteriaOptions, the door's own list), then the duplicates of the chosen theater's funciones
 * between two Bogotá days (listDuplicadosOffline; today by default, the first theater). A list, or
 * none; a refusal (days the wrong way round, a range too long, an unknown theater) or a failure
 * keeps the server's message and offers a retry. Changing a filter reads again, even while a read
 * is under way (that read is dropped).
 */
export const duplicadosOfflineMachine = setup({
  types: {} as DuplicadosSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    getPorteriaOptions: fromPromise<PorteriaOptions, void>(async () => {
      throw new Error('getPorteriaOptions not provided');
    }),
    listDuplicadosOffline: fromPromise<DuplicadoOfflineList, DuplicadosFiltros>(async () => {
      throw new Error('listDuplicadosOffline not provided');
    }),
  },
  actions: {
    rememberTheaters: assign(({ context }, options: PorteriaOptions) => ({
      theaters: options.theaters,
      filters: { ...context.filters, theater: context.filters.theater ?? options.theaters[0].id },
    })),
    rememberNoTheaters: assign({ problem: SIN_TEATROS }),
    rememberList: assign((_, list: DuplicadoOfflineList) => ({ items: list.items, problem: null })),
    rememberProblem: assign((_, { error }: { error: unknown }) => ({ items: [], problem: refusalOf(error).message })),
    useFilters: assign(({ event }) => {
      assertEvent(event, 'duplicados.filter');
      return { filters: event.filters };
    }),
  },
  guards: {
    someTheater: (_, options: PorteriaOptions) => options.theaters.length > 0,
    someDuplicate: (_, list: DuplicadoOfflineList) => list.items.length > 0,
    theatersRead: ({ context }) => context.theaters !== null,
  },
}).createMachine({
  id: 'duplicadosOffline',
  context: ({ input }) => ({ theaters: null, filters: { theater: null, from: input.today, to: input.today }, items: [], problem: null }),
  initial: 'opening',
  states: {
    opening: {
      tags: 'loading',
      invoke: {
        id: 'getPorteriaOptions',
        src: 'getPorteriaOptions',
        onDone: [
          {
            guard: { type: 'someTheater', params: ({ event }) => event.output },
            target: 'loading',
            actions: { type: 'rememberTheaters', params: ({ event }) => event.output },
            description: "The theaters are known: the first one's duplicates of today.",
          },
          { target: 'failed', actions: 'rememberNoTheaters', description: 'No theater to choose: said so, with a retry.' },
        ],
        onError: { target: 'failed', actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) }, description: 'The theaters could not be read: the message and a retry.' },
      },
    },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'listDuplicadosOffline',
        src: 'listDuplicadosOffline',
        input: ({ context }) => ({ theater: context.filters.theater!, from: context.filters.from, to: context.filters.to }),
        onDone: [
          {
            guard: { type: 'someDuplicate', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'rememberList', params: ({ event }) => event.output },
            description: 'The duplicates, newest first.',
          },
          { target: 'empty', actions: { type: 'rememberList', params: ({ event }) => event.output }, description: 'None in these days: the empty state.' },
        ],
        onError: { target: 'failed', actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) }, description: "Refused (the days) or not read: the server's message." },
      },
      on: { 'duplicados.filter': { target: 'loading', reenter: true, actions: 'useFilters', description: 'Other filters while reading: that read is dropped, these are read.' } },
    },
    ready: {
      tags: 'ready',
      on: { 'duplicados.filter': { target: 'loading', actions: 'useFilters', description: 'Other filters: read again.' } },
    },
    empty: {
      tags: 'empty',
      on: { 'duplicados.filter': { target: 'loading', actions: 'useFilters', description: 'Other filters: read again.' } },
    },
    failed: {
      tags: 'failed',
      on: {
        'duplicados.retry': [
          { guard: 'theatersRead', target: 'loading', description: 'Read the same filters again.' },
          { target: 'opening', description: 'Read the theaters again, then the list.' },
        ],
        'duplicados.filter': { guard: 'theatersRead', target: 'loading', actions: 'useFilters', description: 'Other filters (e.g. the days put right): read them.' },
      },
    },
  },
});
