import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { User } from '../../openapi/index.ts';
import type { VerificationResult, VerificationSchema } from './verification.types.ts';

/**
 * Spec §4 'email verification': request a code by e-mail, submit it, verified or '¡Código inválido!'.
 * Runs as a child of the session (machines/auth) while the signed-in user is unverified; its output,
 * the verified user, is what the session keeps.
 */
export const verificationMachine = setup({
  types: {} as VerificationSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    sendVerificationCode: fromPromise<unknown, void>(async () => {
      throw new Error('sendVerificationCode not provided');
    }),
    validateVerificationCode: fromPromise<VerificationResult | null | undefined, string>(async () => {
      throw new Error('validateVerificationCode not provided');
    }),
  },
  actions: {
    rememberUser: assign((_, user: User | null) => ({ user })),
    // The dialogs of spec §8, provided by src/app.
    notifyCodeSent: () => {},
    notifyIncomplete: () => {},
    notifyInvalid: () => {},
  },
  guards: {
    isBlank: (_, code: string) => code.trim() === '',
    isValid: (_, result: VerificationResult | null | undefined) => Boolean(result?.valid),
  },
}).createMachine({
  id: 'verification',
  context: { user: null },
  initial: 'waitingForCode',
  states: {
    waitingForCode: {
      tags: 'waitingForCode',
      on: {
        'code.request': { target: 'requestingCode', description: 'A new code goes to the e-mail.' },
        'code.submit': [
          {
            guard: { type: 'isBlank', params: ({ event }) => event.code },
            actions: 'notifyIncomplete',
            description: "Empty after trimming: '¡Datos incompletos!' and nothing is sent (spec §5).",
          },
          { target: 'validatingCode', description: 'The trimmed code goes to the server.' },
        ],
      },
    },
    requestingCode: {
      tags: ['waitingForCode', 'requesting'],
      invoke: {
        id: 'sendVerificationCode',
        src: 'sendVerificationCode',
        onDone: { target: 'waitingForCode', actions: 'notifyCodeSent', description: "'¡Listo!'." },
        onError: { target: 'waitingForCode', actions: 'notifyCodeSent', description: "'¡Listo!' whatever the answer (spec §8)." },
      },
    },
    validatingCode: {
      tags: 'busy',
      invoke: {
        id: 'validateVerificationCode',
        src: 'validateVerificationCode',
        input: ({ event }) => {
          assertEvent(event, 'code.submit');
          return event.code.trim();
        },
        onDone: [
          {
            guard: { type: 'isValid', params: ({ event }) => event.output },
            target: 'verified',
            actions: { type: 'rememberUser', params: ({ event }) => event.output?.user ?? null },
            description: 'A valid code: the e-mail is verified.',
          },
          { target: 'waitingForCode', actions: 'notifyInvalid', description: "'¡Código inválido!' (spec §8)." },
        ],
        onError: { target: 'waitingForCode', actions: 'notifyInvalid', description: "'¡Código inválido!' (spec §8)." },
      },
    },
    verified: { type: 'final', tags: 'verified' },
  },
  output: ({ context }) => context.user,
});
