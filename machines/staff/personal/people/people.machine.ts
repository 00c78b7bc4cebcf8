import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaffInvitation, StaffInvitationRequest, StaffList, StaffPerson, StaffRole } from '../../../../openapi/index.ts';
import { refusalOf } from '../../refusal.ts';
import type { StaffPersonalRefusal, StaffPersonalSchema } from './people.types.ts';

/** The status, message and field messages (`errors` of the error body, e.g. the e-mail taken) of a failed call. */
export function personalRefusalOf(error: unknown): StaffPersonalRefusal {
  const { status, message } = refusalOf(error);
  const errors = error && typeof error === 'object' ? (error as { errors?: unknown }).errors : undefined;
  const fields = errors && typeof errors === 'object' ? Object.fromEntries(Object.entries(errors).filter(([, text]) => typeof text === 'string')) : {};
  return { status, message, fields };
}

// What an open dialog's form takes (never while its request is on its way): send, or close.
const close = { target: '#staffPersonal.ready', actions: 'closeDialog', description: 'The dialog closes; nothing more changes.' } as const;
const invitationForm = {
  'invitation.submit': { target: 'sending', actions: 'rememberInvitation', description: 'The name, e-mail and roles go to the server.' },
  'dialog.close': close,
} as const;
const rolesForm = {
  'roles.submit': { target: 'saving', actions: 'rememberRoles', description: 'The new roles, complete, go to the server.' },
  'dialog.close': close,
} as const;
const confirmation = {
  'deactivation.confirm': { target: 'working', actions: 'forgetRefusal', description: 'Confirmed: the server deactivates the person.' },
  'dialog.close': close,
} as const;

const replaced = (people: StaffPerson[], person: StaffPerson) => people.map((p) => (p.id === person.id ? person : p));

/**
 * The admin's Personal page (docs/staff/README.md): the staff list (listStaff) and its three
 * dialogs: invite (createStaffInvitation), change roles (changeStaffRoles) and deactivate after a
 * confirmation (deactivateStaff). A refusal (4xx: a role the admin does not hold, an e-mail taken,
 * the last admin) keeps the dialog open with the server's Spanish message; a failure (no connection,
 * 5xx) offers to send the same again.
 */
export const staffPersonalMachine = setup({
  types: {} as StaffPersonalSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    listStaff: fromPromise<StaffList, void>(async () => {
      throw new Error('listStaff not provided');
    }),
    createStaffInvitation: fromPromise<StaffInvitation, StaffInvitationRequest>(async () => {
      throw new Error('createStaffInvitation not provided');
    }),
    changeStaffRoles: fromPromise<StaffPerson, { id: number; roles: StaffRole[] }>(async () => {
      throw new Error('changeStaffRoles not provided');
    }),
    deactivateStaff: fromPromise<StaffPerson, { id: number }>(async () => {
      throw new Error('deactivateStaff not provided');
    }),
  },
  actions: {
    rememberPeople: assign((_, list: StaffList) => ({ people: list.people, problem: null })),
    rememberProblem: assign((_, { error }: { error: unknown }) => ({ problem: refusalOf(error).message })),
    openInvitation: assign({ invitation: null, refusal: null, sent: null, notice: null }),
    rememberInvitation: assign(({ event }) => {
      assertEvent(event, 'invitation.submit');
      return { invitation: event.invitation, refusal: null };
    }),
    rememberSent: assign((_, sent: StaffInvitation) => ({ sent, refusal: null })),
    selectPerson: assign(({ event }) => {
      assertEvent(event, ['roles.open', 'deactivation.open']);
      return { selected: event.person, roles: null, refusal: null, notice: null };
    }),
    rememberRoles: assign(({ event }) => {
      assertEvent(event, 'roles.submit');
      return { roles: event.roles, refusal: null };
    }),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: personalRefusalOf(error) })),
    forgetRefusal: assign({ refusal: null }),
    rolesChanged: assign(({ context }, person: StaffPerson) => ({ people: replaced(context.people, person), selected: null, refusal: null, notice: `Se cambiaron los roles de ${person.name}.` })),
    deactivated: assign(({ context }, person: StaffPerson) => ({ people: replaced(context.people, person), selected: null, refusal: null, notice: `Se desactivó a ${person.name}: ya no puede iniciar sesión.` })),
    closeDialog: assign({ selected: null, refusal: null }),
  },
  guards: {
    // No answer, or the server's own failure: the same request may go again. Any other status is a refusal.
    unreached: (_, { error }: { error: unknown }) => {
      const { status } = refusalOf(error);
      return status === 0 || status >= 500;
    },
  },
}).createMachine({
  id: 'staffPersonal',
  context: { people: [], problem: null, selected: null, invitation: null, roles: null, refusal: null, sent: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'listStaff',
        src: 'listStaff',
        onDone: { target: 'ready', actions: { type: 'rememberPeople', params: ({ event }) => event.output }, description: 'The table of the staff.' },
        onError: { target: 'loadFailed', actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) }, description: 'The list could not be read: the message and a retry.' },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { 'list.retry': { target: 'loading', description: 'Read the list again.' } },
    },
    ready: {
      tags: 'ready',
      on: {
        'invitation.open': { target: 'invitation', actions: 'openInvitation', description: '"Invitar": the dialog opens empty.' },
        'roles.open': { target: 'roles', actions: 'selectPerson', description: '"Cambiar roles" of a person: the dialog with their roles.' },
        'deactivation.open': { target: 'deactivation', actions: 'selectPerson', description: '"Desactivar" a person: the confirmation.' },
      },
    },
    invitation: {
      tags: ['ready', 'inviting'],
      initial: 'editing',
      states: {
        editing: { on: invitationForm },
        refused: { tags: 'refused', on: invitationForm },
        failed: { tags: 'failed', on: { ...invitationForm, 'request.retry': { target: 'sending', actions: 'forgetRefusal', description: 'Send the same invitation again.' } } },
        sending: {
          tags: 'busy',
          invoke: {
            id: 'createStaffInvitation',
            src: 'createStaffInvitation',
            input: ({ context }) => context.invitation!,
            onDone: { target: 'sent', actions: { type: 'rememberSent', params: ({ event }) => event.output }, description: 'Sent: the link went by e-mail.' },
            onError: [
              { guard: { type: 'unreached', params: ({ event }) => ({ error: event.error }) }, target: 'failed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'No answer or a server failure: try again.' },
              { target: 'refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused (a role the admin lacks, an e-mail taken): the message on the form.' },
            ],
          },
        },
        sent: { tags: 'sent', on: { 'dialog.close': close } },
      },
    },
    roles: {
      tags: ['ready', 'changingRoles'],
      initial: 'editing',
      states: {
        editing: { on: rolesForm },
        refused: { tags: 'refused', on: rolesForm },
        failed: { tags: 'failed', on: { ...rolesForm, 'request.retry': { target: 'saving', actions: 'forgetRefusal', description: 'Send the same roles again.' } } },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'changeStaffRoles',
            src: 'changeStaffRoles',
            input: ({ context }) => ({ id: context.selected!.id, roles: context.roles! }),
            onDone: { target: '#staffPersonal.ready', actions: { type: 'rolesChanged', params: ({ event }) => event.output }, description: 'Changed: the table shows the new roles.' },
            onError: [
              { guard: { type: 'unreached', params: ({ event }) => ({ error: event.error }) }, target: 'failed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'No answer or a server failure: try again.' },
              { target: 'refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused (a role the admin lacks, the last admin): the message in the dialog.' },
            ],
          },
        },
      },
    },
    deactivation: {
      tags: ['ready', 'deactivating'],
      initial: 'asking',
      states: {
        asking: { on: confirmation },
        refused: { tags: 'refused', on: confirmation },
        failed: { tags: 'failed', on: confirmation },
        working: {
          tags: 'busy',
          invoke: {
            id: 'deactivateStaff',
            src: 'deactivateStaff',
            input: ({ context }) => ({ id: context.selected!.id }),
            onDone: { target: '#staffPersonal.ready', actions: { type: 'deactivated', params: ({ event }) => event.output }, description: 'Deactivated: the table says so.' },
            onError: [
              { guard: { type: 'unreached', params: ({ event }) => ({ error: event.error }) }, target: 'failed', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'No answer or a server failure: confirm again.' },
              { target: 'refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused (the last admin): the message in the confirmation.' },
            ],
          },
        },
      },
    },
  },
});
