import { assertEvent, assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { ReportAnswer, ReportEvent, ReportSchema } from './report.types.ts';

/** What goes to the server: the values of the form that was submitted. */
const submitted = ({ event }: { event: ReportEvent }) => {
  assertEvent(event, 'report.submit');
  return event.values;
};

/** How a report is answered, whichever operation took it. */
const answered = (acceptance: string) => ({
  onDone: [
    {
      guard: { type: 'isAccepted' as const, params: ({ event }: { event: DoneActorEvent<ReportAnswer> }) => event.output },
      target: 'acknowledging',
      actions: { type: 'rememberAcceptance' as const, params: ({ event }: { event: DoneActorEvent<ReportAnswer> }) => event.output },
      description: acceptance,
    },
    {
      target: 'refused',
      actions: { type: 'rememberRefusal' as const, params: ({ event }: { event: DoneActorEvent<ReportAnswer> }) => (event.output.ok ? undefined : event.output.errors) },
      description: "Refused: '¡Error al enviar el reporte!', the server's messages on their fields.",
    },
  ],
  onError: { target: 'refused', actions: { type: 'rememberRefusal' as const, params: undefined }, description: 'No answer: the same failure dialog.' },
});

/**
 * Spec §2/§5/§8 'Contáctanos' and 'Línea ética': a valid form is sent (the form's own rules are
 * checked before, by the page), then the §8 dialog tells how it went. A refusal keeps the form with
 * the server's messages on its fields and a fresh captcha (an answer cannot be used twice). An
 * accepted PQRS closes the form once its dialog is closed; an accepted ethics report leaves a new,
 * empty form under its radicado, for another report.
 */
export const reportMachine = setup({
  types: {} as ReportSchema,
  actors: {
    // Network work, provided by src/app; named after the contract's operationIds.
    createPqrs: fromPromise<ReportAnswer, object>(async () => {
      throw new Error('createPqrs not provided');
    }),
    createEthicsReport: fromPromise<ReportAnswer, object>(async () => {
      throw new Error('createEthicsReport not provided');
    }),
  },
  actions: {
    rememberAcceptance: assign(({ context }, answer: ReportAnswer) =>
      answer.ok ? { radicado: answer.radicado, message: answer.message, fieldErrors: {}, accepted: context.accepted + 1 } : {},
    ),
    rememberRefusal: assign(({ context }, errors: Record<string, string> | undefined) => ({
      fieldErrors: errors ?? {},
      refusals: context.refusals + 1,
    })),
  },
  guards: {
    isPqrs: ({ context }) => context.form === 'pqrs',
    isAccepted: (_, answer: ReportAnswer) => answer.ok,
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({ form: input.form, radicado: null, message: null, fieldErrors: {}, refusals: 0, accepted: 0 }),
  initial: 'filling',
  states: {
    filling: {
      tags: 'form',
      on: {
        'report.submit': [
          { guard: 'isPqrs', target: 'sendingPqrs', description: 'The valid PQRS goes to the server (createPqrs).' },
          { target: 'sendingEthicsReport', description: 'The valid report goes to the ethics line (createEthicsReport).' },
        ],
      },
    },
    sendingPqrs: {
      tags: ['form', 'busy'],
      invoke: { id: 'createPqrs', src: 'createPqrs', input: submitted, ...answered("A radicado: '¡Tu PQR fue enviado con éxito!' (spec §8).") },
    },
    sendingEthicsReport: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'createEthicsReport',
        src: 'createEthicsReport',
        input: submitted,
        ...answered("A radicado: '¡Envio exitoso!' with the server's message, over a new, empty form (spec §8)."),
      },
    },
    refused: {
      tags: ['form', 'refusedDialog'],
      on: { 'dialog.close': { target: 'filling', description: 'Back to the form, for another try with a new captcha answer.' } },
    },
    acknowledging: {
      tags: ['form', 'acceptedDialog'],
      on: {
        'dialog.close': [
          { guard: 'isPqrs', target: 'answered', description: 'The PQRS form closes; its radicado stays on the page.' },
          { target: 'filling', description: 'The empty ethics form, under the radicado, for another report.' },
        ],
      },
    },
    answered: { type: 'final', tags: 'answered' },
  },
});
