import { assign, fromPromise, setup } from 'xstate';
import type { AcceptPoliciesRequest, Autorizacion, MisDatos, PendingPolicy } from '../../openapi/index.ts';
import type { AceptarPoliticasSchema } from './aceptar-politicas.types.ts';

/** What is said when the server's refusal carried no readable message. */
export const ACCEPT_FAILED = 'No pudimos registrar tu aceptación. Inténtalo de nuevo.';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : ACCEPT_FAILED);
type Failed = { event: { error: unknown } };
const failure = ({ event }: Failed) => event.error;
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * The policy dialog at sign-in (issue 32): when a new version of the terms or the privacy policy
 * was published after what the person accepted, a dialog asks them to accept it. A 409 (another
 * version was published meanwhile) reads the newest versions and shows them with the server's words.
 */
export const aceptarPoliticasMachine = setup({
  types: {} as AceptarPoliticasSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    acceptPolicies: fromPromise<Autorizacion[], AcceptPoliciesRequest>(async () => {
      throw new Error('acceptPolicies not provided');
    }),
    getMisDatos: fromPromise<MisDatos, void>(async () => {
      throw new Error('getMisDatos not provided');
    }),
  },
  actions: {
    show: assign((_, pending: PendingPolicy[]) => ({ pending, error: null })),
    sayRefusal: assign((_, error: unknown) => ({ error: messageOf(error) })),
    forget: assign({ pending: [], error: null }),
  },
  guards: {
    anyPending: (_, pending: PendingPolicy[]) => pending.length > 0,
    newerPublished: (_, error: unknown) => statusOf(error) === 409,
  },
}).createMachine({
  id: 'aceptarPoliticas',
  context: { pending: [], error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'policies.pending': {
          guard: { type: 'anyPending', params: ({ event }) => event.pending },
          target: 'asking',
          actions: { type: 'show', params: ({ event }) => event.pending },
          description: 'New versions since the last acceptance: the dialog opens.',
        },
      },
    },
    asking: {
      tags: 'open',
      on: { 'policies.accept': { target: 'accepting', description: "'Acepto' sends the versions shown." } },
    },
    accepting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'acceptPolicies',
        src: 'acceptPolicies',
        input: ({ context }): AcceptPoliciesRequest => ({
          documents: context.pending.map((p) => ({ document: p.document as 'terminos-y-condiciones' | 'politica-de-privacidad', version: p.version })),
        }),
        onDone: { target: 'closed', actions: 'forget', description: 'Recorded: the dialog closes.' },
        onError: [
          {
            guard: { type: 'newerPublished', params: failure },
            target: 'reloading',
            actions: { type: 'sayRefusal', params: failure },
            description: 'Another version was published meanwhile: the newest is read and shown.',
          },
          { target: 'asking', actions: { type: 'sayRefusal', params: failure }, description: 'Any other refusal: said, the dialog stays.' },
        ],
      },
    },
    reloading: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'getMisDatos',
        src: 'getMisDatos',
        onDone: [
          {
            guard: { type: 'anyPending', params: ({ event }) => event.output.pending_policies },
            target: 'asking',
            actions: assign(({ event }) => ({ pending: event.output.pending_policies })),
            description: 'The newest versions replace those shown, with the server’s words kept.',
          },
          { target: 'closed', actions: 'forget', description: 'Nothing left to accept.' },
        ],
        onError: { target: 'asking', description: 'The versions shown stay; accepting them again gets the 409 again.' },
      },
    },
  },
});
