import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaffRefundDone, StaffRefundItem, StaffRefundRequest } from '../../../../openapi/index.ts';
import { deskRefusalOf } from '../../refusal.ts';
import type { ReembolsoSchema, RefundVia } from './reembolso.types.ts';

/** Money returned outside the site needs its reference before anything is sent (the server says the same). */
export const REFERENCIA_REQUERIDA = 'Escribe la referencia con la que devolviste el dinero (transferencia, consignación…).';

/**
 * Refunding a flagged bill from the finance desk's list (issue 29): a dialog shows the bill (buyer,
 * amount, method, reason) and offers the gateway or money returned outside the site with its
 * reference; the finance person confirms, the server refunds it whole (the bill's own amount is
 * sent, and checked again there), e-mails the buyer and audits it. A refusal (the gateway's, a
 * refund already made, no connection) shows the server's Spanish message and the dialog stays.
 */
export const reembolsoMachine = setup({
  types: {} as ReembolsoSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationId.
    refundStaffBill: fromPromise<StaffRefundDone, { id: number; body: StaffRefundRequest }>(async () => {
      throw new Error('refundStaffBill not provided');
    }),
  },
  actions: {
    rememberBill: assign((_, bill: StaffRefundItem) => ({ bill, refusal: null, done: null })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: deskRefusalOf(error) })),
    askForReference: assign({ refusal: { status: 400, message: REFERENCIA_REQUERIDA, errors: { reference: REFERENCIA_REQUERIDA } } }),
    rememberDone: assign((_, done: StaffRefundDone) => ({ done, refusal: null })),
    forget: assign({ bill: null, refusal: null, done: null }),
  },
  guards: {
    referenceGiven: (_, { via, reference }: { via: RefundVia; reference: string }) => via === 'pasarela' || reference.trim() !== '',
  },
}).createMachine({
  id: 'reembolso',
  context: { bill: null, refusal: null, done: null },
  initial: 'closed',
  states: {
    closed: {
      tags: 'closed',
      on: {
        'refund.open': { target: 'open', actions: { type: 'rememberBill', params: ({ event }) => event.bill }, description: 'Reembolsar: the dialog about this bill.' },
      },
    },
    open: {
      tags: 'open',
      initial: 'choosing',
      states: {
        choosing: {},
        refused: { tags: 'refused' },
      },
      on: {
        'refund.confirm': [
          {
            guard: { type: 'referenceGiven', params: ({ event }) => ({ via: event.via, reference: event.reference }) },
            target: 'refunding',
            description: 'Through the gateway, or outside with its reference: the refund goes to the server.',
          },
          { target: '.refused', actions: 'askForReference', description: 'Outside the site without a reference: nothing is sent, the dialog asks for it.' },
        ],
        'dialog.close': { target: 'closed', actions: 'forget', description: 'No reembolsar: the bill stays on the list.' },
      },
    },
    refunding: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'refundStaffBill',
        src: 'refundStaffBill',
        input: ({ context, event }) => {
          assertEvent(event, 'refund.confirm');
          const reference = event.reference.trim();
          return { id: context.bill!.bill_id, body: { via: event.via, amount: context.bill!.amount, ...(event.via === 'externo' ? { reference } : {}) } };
        },
        onDone: { target: 'refunded', actions: { type: 'rememberDone', params: ({ event }) => event.output }, description: 'Refunded: its reference; the buyer was e-mailed.' },
        onError: {
          target: 'open.refused',
          actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) },
          description: "Refused (the gateway's refusal, refunded already, no connection): the message, the dialog stays.",
        },
      },
    },
    refunded: {
      tags: ['open', 'refunded'],
      on: { 'dialog.close': { target: 'closed', actions: 'forget', description: 'Cerrar: back to the list, read again.' } },
    },
  },
});
