import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaffSession, StaffSignInRequest } from '../../../openapi/index.ts';
import { refusalOf } from '../refusal.ts';
import type { StaffSecondFactor, StaffSignInSchema } from './signin.types.ts';

/**
 * Staff sign-in (docs/staff/README.md): e-mail, password and the authenticator's code, or one
 * of the recovery codes instead. Wrong credentials (401), too many tries (429) and other failures
 * are states with the server's Spanish message; the form stays filled.
 */
export const staffSignInMachine = setup({
  types: {} as StaffSignInSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationId.
    staffSignIn: fromPromise<StaffSession, StaffSignInRequest>(async () => {
      throw new Error('staffSignIn not provided');
    }),
  },
  actions: {
    useFactor: assign((_, factor: StaffSecondFactor) => ({ factor, refusal: null })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error) })),
    rememberSession: assign((_, session: StaffSession) => ({ session, refusal: null })),
  },
  guards: {
    refusedWith: ({ context }, status: number) => context.refusal?.status === status,
  },
}).createMachine({
  id: 'staffSignIn',
  context: { factor: 'code', refusal: null, session: null },
  initial: 'filling',
  states: {
    filling: {
      tags: 'form',
      initial: 'editing',
      states: {
        editing: {},
        wrongCredentials: { tags: 'refused' },
        rateLimited: { tags: 'refused' },
        failed: { tags: 'refused' },
      },
      on: {
        'factor.use': {
          target: '.editing',
          actions: { type: 'useFactor', params: ({ event }) => event.factor },
          description: 'The app’s code, or a recovery code instead (the message goes).',
        },
        'signin.submit': { target: 'signingIn', description: 'The credentials go to the server.' },
      },
    },
    signingIn: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'staffSignIn',
        src: 'staffSignIn',
        input: ({ context, event }) => {
          assertEvent(event, 'signin.submit');
          const { email, password, secondFactor } = event.credentials;
          const factor = secondFactor.trim();
          return { email: email.trim(), password, ...(context.factor === 'code' ? { code: factor } : { recovery_code: factor.toUpperCase() }) };
        },
        onDone: { target: 'signedIn', actions: { type: 'rememberSession', params: ({ event }) => event.output }, description: 'Signed in: the staff area.' },
        onError: { target: 'refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused: which refusal decides where.' },
      },
    },
    refused: {
      always: [
        { guard: { type: 'refusedWith', params: 401 }, target: 'filling.wrongCredentials', description: 'Wrong e-mail, password or code, or a code already used (401).' },
        { guard: { type: 'refusedWith', params: 429 }, target: 'filling.rateLimited', description: 'Too many tries (429).' },
        { target: 'filling.failed', description: 'Anything else (a malformed field, no connection): its message.' },
      ],
    },
    signedIn: { type: 'final', tags: 'signedIn' },
  },
});
