import { assign, fromPromise, setup } from 'xstate';
import type { StaffMe } from '../../../openapi/index.ts';
import { answered, refusalOf } from '../refusal.ts';
import type { StaffSessionSchema } from './session.types.ts';

/**
 * The staff area's session, behind its shell: who is signed in (getStaffMe, the menu comes from
 * their roles), and signing out. No session (401) means the sign-in page.
 */
export const staffSessionMachine = setup({
  types: {} as StaffSessionSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    getStaffMe: fromPromise<StaffMe, void>(async () => {
      throw new Error('getStaffMe not provided');
    }),
    staffSignOut: fromPromise<unknown, void>(async () => {
      throw new Error('staffSignOut not provided');
    }),
  },
  actions: {
    rememberMe: assign((_, me: StaffMe) => ({ me, problem: null })),
    rememberProblem: assign((_, { error }: { error: unknown }) => ({ problem: refusalOf(error).message })),
    forgetMe: assign({ me: null, problem: null }),
  },
  guards: {
    unauthenticated: (_, { error }: { error: unknown }) => answered(error, 401),
  },
}).createMachine({
  id: 'staffSession',
  context: { me: null, problem: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'getStaffMe',
        src: 'getStaffMe',
        onDone: { target: 'signedIn', actions: { type: 'rememberMe', params: ({ event }) => event.output }, description: 'Signed in: the shell with the menu of their roles.' },
        onError: [
          { guard: { type: 'unauthenticated', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut', description: 'No session, or it ended (401): the sign-in page.' },
          { target: 'failed', actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) }, description: 'The server could not answer: the message and a retry.' },
        ],
      },
    },
    failed: {
      tags: 'failed',
      on: { 'session.retry': { target: 'loading', description: 'Ask again who is signed in.' } },
    },
    signedIn: {
      tags: 'signedIn',
      initial: 'idle',
      states: {
        idle: {},
        signOutFailed: { tags: 'failed' },
      },
      on: { 'session.signOut': { target: 'signingOut', description: 'Cerrar sesión.' } },
    },
    signingOut: {
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'staffSignOut',
        src: 'staffSignOut',
        onDone: { target: 'signedOut', actions: 'forgetMe', description: 'The session ended: the sign-in page.' },
        onError: [
          { guard: { type: 'unauthenticated', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut', actions: 'forgetMe', description: 'It had already ended (401).' },
          { target: 'signedIn.signOutFailed', actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) }, description: 'Not ended: still signed in, with the message.' },
        ],
      },
    },
    signedOut: { type: 'final', tags: 'signedOut' },
  },
});
