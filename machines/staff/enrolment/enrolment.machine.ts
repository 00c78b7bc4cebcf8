import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaffAcceptRequest, StaffEnrolled, StaffInvitationView, StaffSetupRequest } from '../../../openapi/index.ts';
import { answered, refusalOf } from '../refusal.ts';
import type { StaffEnrolmentSchema } from './enrolment.types.ts';

/** Shown when the address carries no token at all (a link cut short). */
export const NO_TOKEN_MESSAGE = 'Este enlace está incompleto. Ábrelo tal como llegó o pide uno nuevo a un administrador.';

/**
 * A staff account from a one-time link (docs/staff/README.md): the first admin's setup link or
 * an invitation. Read the link → the QR and the form → the first TOTP code confirms it → the ten
 * recovery codes, shown once and acknowledged → signed in. A used or expired link (410), a wrong
 * code (400) and too many tries (429) are states with the server's message.
 */
export const staffEnrolmentMachine = setup({
  types: {} as StaffEnrolmentSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    readStaffInvitation: fromPromise<StaffInvitationView, string>(async () => {
      throw new Error('readStaffInvitation not provided');
    }),
    completeStaffSetup: fromPromise<StaffEnrolled, StaffSetupRequest>(async () => {
      throw new Error('completeStaffSetup not provided');
    }),
    acceptStaffInvitation: fromPromise<StaffEnrolled, StaffAcceptRequest>(async () => {
      throw new Error('acceptStaffInvitation not provided');
    }),
  },
  actions: {
    rememberView: assign((_, view: StaffInvitationView) => ({ view, refusal: null })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error) })),
    rememberEnrolled: assign((_, enrolled: StaffEnrolled) => ({ enrolled, refusal: null })),
    forgetNoToken: assign({ refusal: { status: 0, message: NO_TOKEN_MESSAGE } }),
    forgetCodes: assign({ enrolled: ({ context }) => (context.enrolled ? { ...context.enrolled, recovery_codes: [] } : null) }),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    isSetup: ({ context }) => context.kind === 'setup',
    refusedWith: ({ context }, status: number) => context.refusal?.status === status,
    answered: (_, { error, status }: { error: unknown; status: number }) => answered(error, status),
  },
}).createMachine({
  id: 'staffEnrolment',
  context: ({ input }) => ({ kind: input.kind, token: input.token, view: null, refusal: null, enrolled: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasToken', target: 'reading', description: 'The token after # is read from the server.' },
        { target: 'linkGone', actions: 'forgetNoToken', description: 'No token in the address: nothing to read.' },
      ],
    },
    reading: {
      tags: 'reading',
      invoke: {
        id: 'readStaffInvitation',
        src: 'readStaffInvitation',
        input: ({ context }) => context.token!,
        onDone: { target: 'filling', actions: { type: 'rememberView', params: ({ event }) => event.output }, description: 'The QR and the form.' },
        onError: [
          {
            guard: { type: 'answered', params: ({ event }) => ({ error: event.error, status: 410 }) },
            target: 'linkGone',
            actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) },
            description: 'A used or expired link (410): the server says so.',
          },
          {
            target: 'readFailed',
            actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) },
            description: 'Too many tries (429), a malformed token (400) or no connection: the message, and a retry.',
          },
        ],
      },
    },
    readFailed: {
      tags: 'readFailed',
      on: { 'link.retry': { target: 'reading', description: 'Read the link again.' } },
    },
    linkGone: { type: 'final', tags: 'linkGone' },
    filling: {
      tags: 'form',
      initial: 'editing',
      states: {
        editing: {},
        wrongCode: { tags: 'refused' },
        rateLimited: { tags: 'refused' },
        refused: { tags: 'refused' },
      },
      on: {
        'enrolment.submit': [
          { guard: 'isSetup', target: 'settingUp', description: 'The setup link: e-mail, name, password and code make the first admin.' },
          { target: 'accepting', description: 'An invitation: password and code make the account.' },
        ],
      },
    },
    settingUp: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'completeStaffSetup',
        src: 'completeStaffSetup',
        input: ({ context, event }) => {
          assertEvent(event, 'enrolment.submit');
          const { email = '', name = '', password, code } = event.details;
          return { token: context.token!, email: email.trim(), name: name.trim(), password, code: code.trim() };
        },
        onDone: { target: 'showingCodes', actions: { type: 'rememberEnrolled', params: ({ event }) => event.output }, description: 'The ten recovery codes, once.' },
        onError: { target: 'submitFailed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused: which refusal decides where.' },
      },
    },
    accepting: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'acceptStaffInvitation',
        src: 'acceptStaffInvitation',
        input: ({ context, event }) => {
          assertEvent(event, 'enrolment.submit');
          return { token: context.token!, password: event.details.password, code: event.details.code.trim() };
        },
        onDone: { target: 'showingCodes', actions: { type: 'rememberEnrolled', params: ({ event }) => event.output }, description: 'The ten recovery codes, once.' },
        onError: { target: 'submitFailed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused: which refusal decides where.' },
      },
    },
    submitFailed: {
      always: [
        { guard: { type: 'refusedWith', params: 410 }, target: 'linkGone', description: 'The link was used or expired meanwhile (410).' },
        { guard: { type: 'refusedWith', params: 400 }, target: 'filling.wrongCode', description: 'A wrong code or field (400): the message, the form again.' },
        { guard: { type: 'refusedWith', params: 429 }, target: 'filling.rateLimited', description: 'Too many tries (429): the message, the form again.' },
        { target: 'filling.refused', description: 'Any other refusal (409, no connection): the message, the form again.' },
      ],
    },
    showingCodes: {
      tags: 'codes',
      on: {
        'codes.acknowledge': { target: 'enrolled', actions: 'forgetCodes', description: 'Saved: the codes leave the screen and memory for good.' },
      },
    },
    enrolled: { type: 'final', tags: 'enrolled' },
  },
});
