import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AuditPage, StaffList } from '../../../../openapi/index.ts';
import { refusalOf } from '../../refusal.ts';
import type { StaffAuditQuery, StaffAuditSchema } from './audit.types.ts';

/** Entries a page of the log shows. */
export const AUDIT_PAGE_SIZE = 25;

/**
 * The admin's audit log (docs/staff/README.md): the staff for the person filter (listStaff),
 * then the log newest first (listStaffAudit), a page at a time by its cursor (`before` is the
 * previous page's `next`), filtered by person, action, target and Bogotá days. A new filter starts
 * again from the newest page; a failed read keeps the message and offers a retry.
 */
export const staffAuditMachine = setup({
  types: {} as StaffAuditSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    listStaff: fromPromise<StaffList, void>(async () => {
      throw new Error('listStaff not provided');
    }),
    listStaffAudit: fromPromise<AuditPage, StaffAuditQuery>(async () => {
      throw new Error('listStaffAudit not provided');
    }),
  },
  actions: {
    rememberPeople: assign((_, list: StaffList) => ({ people: list.people })),
    rememberPage: assign((_, page: AuditPage) => ({ entries: page.entries, next: page.next, problem: null })),
    rememberProblem: assign((_, { error }: { error: unknown }) => ({ problem: refusalOf(error).message })),
    useFilters: assign(({ event }) => {
      assertEvent(event, 'audit.filter');
      return { filters: event.filters, cursors: [null] };
    }),
    nextPage: assign(({ context }) => ({ cursors: [...context.cursors, context.next] })),
    previousPage: assign(({ context }) => ({ cursors: context.cursors.slice(0, -1) })),
  },
  guards: {
    peopleRead: ({ context }) => context.people !== null,
    hasNext: ({ context }) => context.next !== null,
    hasPrevious: ({ context }) => context.cursors.length > 1,
  },
}).createMachine({
  id: 'staffAudit',
  context: { people: null, filters: {}, entries: [], next: null, cursors: [null], problem: null },
  initial: 'opening',
  states: {
    opening: {
      tags: 'loading',
      invoke: {
        id: 'listStaff',
        src: 'listStaff',
        onDone: { target: 'loading', actions: { type: 'rememberPeople', params: ({ event }) => event.output }, description: 'The staff are known: the newest page of the log.' },
        onError: { target: 'failed', actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) }, description: 'The staff could not be read: the message and a retry.' },
      },
    },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'listStaffAudit',
        src: 'listStaffAudit',
        input: ({ context }) => {
          const before = context.cursors.at(-1);
          return { ...context.filters, ...(before == null ? {} : { before }), limit: AUDIT_PAGE_SIZE };
        },
        onDone: { target: 'ready', actions: { type: 'rememberPage', params: ({ event }) => event.output }, description: 'The page of the log.' },
        onError: { target: 'failed', actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) }, description: 'Refused (dates the wrong way round) or not read: the message.' },
      },
    },
    ready: {
      tags: 'ready',
      on: {
        'audit.filter': { target: 'loading', actions: 'useFilters', description: 'New filters: the newest page that matches them.' },
        'audit.next': { guard: 'hasNext', target: 'loading', actions: 'nextPage', description: 'Older entries, if there are more.' },
        'audit.previous': { guard: 'hasPrevious', target: 'loading', actions: 'previousPage', description: 'Back to newer entries.' },
      },
    },
    failed: {
      tags: 'failed',
      on: {
        'audit.retry': [
          { guard: 'peopleRead', target: 'loading', description: 'Read the same page again.' },
          { target: 'opening', description: 'Read the staff again, then the page.' },
        ],
        'audit.filter': { guard: 'peopleRead', target: 'loading', actions: 'useFilters', description: 'Other filters (e.g. the dates put right): the newest page that matches them.' },
      },
    },
  },
});
