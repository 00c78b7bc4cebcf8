import { assign, fromPromise, setup } from 'xstate';
import type { User } from '../../openapi/index.ts';
import type { VerificationResult, VerificationSchema } from './verification.types.ts';

/** Spec §4 'email verification': request a code by e-mail, submit it, verified or '¡Código inválido!'. */
export const verificationMachine = setup({
  types: {} as VerificationSchema,
  actors: {
    // Network work, provided by src/app.
    sendCode: fromPromise<unknown, void>(async () => {
      throw new Error('sendCode not provided');
    }),
    validateCode: fromPromise<VerificationResult | null | undefined, string>(async () => {
      throw new Error('validateCode not provided');
    }),
  },
  actions: {
    rememberUser: assign((_, user: User | null) => ({ user })),
    // Dialogs and the session update, provided by src/app.
    notifyCodeSent: () => {},
    notifyIncomplete: () => {},
    notifyInvalid: () => {},
    notifyVerified: (_, _user: User | null) => {},
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
      on: {
        'code.request': { target: 'requestingCode' },
        'code.submit': [
          {
            guard: { type: 'isBlank', params: ({ event }) => event.code },
            actions: 'notifyIncomplete',
            description: "Empty after trimming: '¡Datos incompletos!' and nothing is sent (spec §5).",
          },
          { target: 'validatingCode' },
        ],
      },
    },
    requestingCode: {
      tags: 'requesting',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        onDone: { target: 'waitingForCode', actions: 'notifyCodeSent' },
        onError: { target: 'waitingForCode', actions: 'notifyCodeSent', description: "'¡Listo!' whatever the answer (spec §8)." },
      },
    },
    validatingCode: {
      tags: 'busy',
      invoke: {
        id: 'validateCode',
        src: 'validateCode',
        input: ({ event }) => (event as { code: string }).code.trim(),
        onDone: [
          {
            guard: { type: 'isValid', params: ({ event }) => event.output },
            target: 'verified',
            actions: [
              { type: 'rememberUser', params: ({ event }) => event.output?.user ?? null },
              { type: 'notifyVerified', params: ({ event }) => event.output?.user ?? null },
            ],
          },
          { target: 'waitingForCode', actions: 'notifyInvalid' },
        ],
        onError: { target: 'waitingForCode', actions: 'notifyInvalid' },
      },
    },
    verified: { type: 'final' },
  },
});
