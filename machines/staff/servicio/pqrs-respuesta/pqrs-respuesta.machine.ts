import { and, assertEvent, assign, fromPromise, not, setup, stateIn } from 'xstate';
import { refusalOf } from '../../refusal.ts';
import type { DraftRequest, DraftSaved, ExtensionRequest, Prorroga, PqrsRespuestaSchema, RespuestaEnviada, SendRequest } from './pqrs-respuesta.types.ts';

/** What the page says when 'Revisar' is pressed with nothing written (nothing is sent). */
export const RESPUESTA_REQUERIDA = 'Escribe la respuesta antes de revisarla.';
/** What the extension dialog says when a field is missing (nothing is sent). */
export const PRORROGA_INCOMPLETA = 'Escribe el motivo y elige la nueva fecha de vencimiento.';

/**
 * The answer to a PQRS and its term's extension (issue 29), on the PQRS's page of the servicio
 * inbox. Two regions side by side:
 * - answer: the text is written (drafting), saved on the server as a draft and shown as it will be
 *   sent (reviewing), then sent by e-mail naming the radicado (sent: never edited again). A PQRS
 *   closed without a reply has nothing to answer. A refusal keeps the text and shows the server's
 *   Spanish message.
 * - extension: a dialog asks for the reason and the new due date; the server grants it at most
 *   once and never past double the term, and its refusal stays in the dialog. Not once the answer
 *   has left.
 */
export const pqrsRespuestaMachine = setup({
  types: {} as PqrsRespuestaSchema,
  actors: {
    // Network work, provided by src/app: the PQRS page with saveServicioPqrsRespuesta,
    // sendServicioPqrsRespuesta and extendServicioPqrs; the ethics report's with saveEticaRespuesta and
    // sendEticaRespuesta (no extension there).
    saveAnswer: fromPromise<DraftSaved, DraftRequest>(async () => {
      throw new Error('saveAnswer not provided');
    }),
    sendAnswer: fromPromise<RespuestaEnviada, SendRequest>(async () => {
      throw new Error('sendAnswer not provided');
    }),
    extendTerm: fromPromise<Prorroga, ExtensionRequest>(async () => {
      throw new Error('extendTerm not provided');
    }),
  },
  actions: {
    write: assign(({ event }) => {
      assertEvent(event, 'answer.change');
      return { draft: event.text };
    }),
    askForText: assign({ refusal: RESPUESTA_REQUERIDA }),
    rememberSaved: assign((_, saved: DraftSaved) => ({ saved: saved.text, refusal: null })),
    rememberSent: assign((_, sent: RespuestaEnviada) => ({ sent, refusal: null })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error).message })),
    forgetRefusal: assign({ refusal: null }),
    askForExtension: assign({ extensionRefusal: PRORROGA_INCOMPLETA }),
    rememberExtension: assign((_, extension: Prorroga) => ({ extension, dueDate: extension.dueDate, extensionRefusal: null })),
    rememberExtensionRefusal: assign((_, { error }: { error: unknown }) => ({ extensionRefusal: refusalOf(error).message })),
    forgetExtensionRefusal: assign({ extensionRefusal: null }),
  },
  guards: {
    alreadySent: ({ context }) => context.sent !== null,
    closedWithoutReply: ({ context }) => context.closed,
    alreadyExtended: ({ context }) => context.extension !== null,
    textGiven: ({ context }) => context.draft.trim() !== '',
    extensionComplete: (_, { reason, dueDate }: { reason: string; dueDate: string }) => reason.trim() !== '' && /^\d{4}-\d{2}-\d{2}$/.test(dueDate),
    stillOpen: and([not(stateIn({ answer: 'sent' })), not(stateIn({ answer: 'closed' }))]),
  },
}).createMachine({
  id: 'pqrsRespuesta',
  type: 'parallel',
  context: ({ input }) => ({
    id: input.id,
    radicado: input.radicado,
    dueDate: input.dueDate,
    draft: input.sent?.text ?? input.draft ?? '',
    saved: input.draft,
    sent: input.sent,
    closed: input.closed,
    extension: input.extension,
    refusal: null,
    extensionRefusal: null,
  }),
  states: {
    answer: {
      initial: 'starting',
      states: {
        starting: {
          always: [
            { guard: 'alreadySent', target: 'sent', description: 'Answered already: the answer as it was sent.' },
            { guard: 'closedWithoutReply', target: 'closed', description: 'Closed without a reply: nothing to write.' },
            { target: 'drafting', description: 'Not answered: the draft the server keeps, or a blank page.' },
          ],
        },
        drafting: {
          tags: 'editing',
          initial: 'writing',
          states: {
            writing: {},
            refused: { tags: 'refused' },
          },
          on: {
            'answer.change': { actions: 'write', description: 'The text changes (kept in the machine; saved on review).' },
            'answer.review': [
              { guard: 'textGiven', target: 'saving', description: 'Revisar: the draft is saved on the server, then shown as it will be sent.' },
              { target: '.refused', actions: 'askForText', description: 'Nothing written: nothing is saved, the page asks for the text.' },
            ],
          },
        },
        saving: {
          tags: ['editing', 'busy'],
          invoke: {
            id: 'saveAnswer',
            src: 'saveAnswer',
            input: ({ context }) => ({ id: context.id, text: context.draft.trim() }),
            onDone: { target: 'reviewing', actions: { type: 'rememberSaved', params: ({ event }) => event.output }, description: 'Saved: the answer as it will be sent.' },
            onError: { target: 'drafting.refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused (answered meanwhile, no connection): the message, the text kept.' },
          },
        },
        reviewing: {
          tags: 'review',
          initial: 'reading',
          states: {
            reading: {},
            refused: { tags: 'refused' },
          },
          on: {
            'answer.edit': { target: 'drafting', actions: 'forgetRefusal', description: 'Editar: back to the text (the saved draft stays until the next review).' },
            'answer.send': { target: 'sending', description: 'Enviar: the saved draft leaves by e-mail, naming the radicado.' },
          },
        },
        sending: {
          tags: ['review', 'busy'],
          invoke: {
            id: 'sendAnswer',
            src: 'sendAnswer',
            input: ({ context }) => ({ id: context.id, text: context.saved ?? context.draft.trim() }),
            onDone: { target: 'sent', actions: { type: 'rememberSent', params: ({ event }) => event.output }, description: 'Sent: the answer is final.' },
            onError: { target: 'reviewing.refused', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused or not sent: the message, the answer still to send.' },
          },
        },
        sent: { tags: 'sent' },
        closed: { tags: 'closed' },
      },
    },
    extension: {
      initial: 'starting',
      states: {
        starting: {
          always: [
            { guard: 'alreadyExtended', target: 'extended', description: 'Extended already: its reason and date.' },
            { target: 'idle', description: 'Not extended yet.' },
          ],
        },
        idle: {
          on: {
            'extension.open': { guard: 'stillOpen', target: 'open', description: 'Prorrogar: the dialog, while the PQRS is not answered or closed.' },
          },
        },
        open: {
          tags: 'extensionOpen',
          initial: 'editing',
          states: {
            editing: {},
            refused: { tags: 'extensionRefused' },
          },
          on: {
            'extension.confirm': [
              { guard: { type: 'extensionComplete', params: ({ event }) => event }, target: 'extending', description: 'Reason and date given: the extension goes to the server.' },
              { target: '.refused', actions: 'askForExtension', description: 'A field missing: nothing is sent, the dialog asks for it.' },
            ],
            'extension.close': { target: 'idle', actions: 'forgetExtensionRefusal', description: 'Cancelar: the term stays as it is.' },
          },
        },
        extending: {
          tags: ['extensionOpen', 'extending'],
          invoke: {
            id: 'extendTerm',
            src: 'extendTerm',
            input: ({ context, event }) => {
              assertEvent(event, 'extension.confirm');
              return { id: context.id, reason: event.reason.trim(), dueDate: event.dueDate };
            },
            onDone: { target: 'extended', actions: { type: 'rememberExtension', params: ({ event }) => event.output }, description: 'Granted: the new due date; the person is told by e-mail.' },
            onError: { target: 'open.refused', actions: { type: 'rememberExtensionRefusal', params: ({ event }) => ({ error: event.error }) }, description: 'Refused (a second extension, past double the term): the server’s message in the dialog.' },
          },
        },
        extended: { tags: 'extended' },
      },
    },
  },
});
