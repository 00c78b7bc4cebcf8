// Generated paths through the answer and extension of a PQRS (issue 29), each checked at EVERY step
// against a model written from the issue: the answer is written, saved as a draft and reviewed,
// then sent by e-mail and never edited again; nothing empty is ever sent; a refusal keeps the text
// and shows the server's Spanish message; the term is extended once, with a reason and a new date,
// and the server's refusal stays in the dialog; no extension once answered or closed.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { PRORROGA_INCOMPLETA, pqrsRespuestaMachine, RESPUESTA_REQUERIDA } from './pqrs-respuesta.machine.ts';
import {
  selectAnswerBusy,
  selectAnswerRefusal,
  selectCanExtend,
  selectClosedWithoutReply,
  selectDraft,
  selectDueDate,
  selectExtending,
  selectExtension,
  selectExtensionOpen,
  selectExtensionRefusal,
  selectReviewing,
  selectSavedDraft,
  selectSentAnswer,
  selectWriting,
} from './pqrs-respuesta.selectors.ts';
import type { PqrsRespuestaEvent, PqrsRespuestaInput, Prorroga, RespuestaEnviada } from './pqrs-respuesta.types.ts';

stopAtFirstFailureWhenMutating();

const TEXT = 'Cordial saludo. Le devolvimos el valor del segundo cobro a su tarjeta.';
const ANSWERED = 'La PQRS PQRS-2026-000012 ya fue respondida: su respuesta no se puede cambiar.';
const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const TOO_FAR = 'La nueva fecha no puede pasar del doble del término: a más tardar el 2027-01-12.';
const fresh: PqrsRespuestaInput = { id: 12, radicado: 'PQRS-2026-000012', dueDate: '2026-12-16', draft: null, sent: null, closed: false, extension: null };
const sentAnswer: RespuestaEnviada = { text: TEXT, at: '2026-11-26T10:30:00' };
const granted: Prorroga = { reason: 'Requiere el concepto del área técnica.', dueDate: '2027-01-05' };

const events = {
  change: { type: 'answer.change', text: `  ${TEXT} ` },
  changeBlank: { type: 'answer.change', text: '   ' },
  review: { type: 'answer.review' },
  edit: { type: 'answer.edit' },
  send: { type: 'answer.send' },
  saved: { type: 'xstate.done.actor.saveAnswer', output: { text: TEXT } },
  saveRefused: { type: 'xstate.error.actor.saveAnswer', error: refused(409, ANSWERED) },
  delivered: { type: 'xstate.done.actor.sendAnswer', output: sentAnswer },
  sendRefused: { type: 'xstate.error.actor.sendAnswer', error: refused(500, DOWN) },
  extOpen: { type: 'extension.open' },
  extConfirm: { type: 'extension.confirm', reason: ` ${granted.reason} `, dueDate: granted.dueDate },
  extConfirmBlank: { type: 'extension.confirm', reason: '  ', dueDate: granted.dueDate },
  extConfirmNoDate: { type: 'extension.confirm', reason: granted.reason, dueDate: '' },
  extClose: { type: 'extension.close' },
  extGranted: { type: 'xstate.done.actor.extendTerm', output: granted },
  extRefused: { type: 'xstate.error.actor.extendTerm', error: refused(409, TOO_FAR) },
} as const;
type Label = keyof typeof events;
type Answer = 'writing' | 'writingRefused' | 'saving' | 'reviewing' | 'reviewingRefused' | 'sending' | 'sent' | 'closed';
type Extension = 'idle' | 'editing' | 'editingRefused' | 'extending' | 'extended';

/** The model's next answer state: the "draft → review → sent", nothing empty sent. */
function answerAfter(a: Answer, l: Label, draft: string): Answer {
  if ((a === 'writing' || a === 'writingRefused') && l === 'review') return draft.trim() ? 'saving' : 'writingRefused';
  if (a === 'saving' && l === 'saved') return 'reviewing';
  if (a === 'saving' && l === 'saveRefused') return 'writingRefused';
  if ((a === 'reviewing' || a === 'reviewingRefused') && l === 'edit') return 'writing';
  if ((a === 'reviewing' || a === 'reviewingRefused') && l === 'send') return 'sending';
  if (a === 'sending' && l === 'delivered') return 'sent';
  if (a === 'sending' && l === 'sendRefused') return 'reviewingRefused';
  return a;
}

/** The model's next extension state: once, with reason and date, never after the answer or closing. */
function extensionAfter(e: Extension, l: Label, a: Answer): Extension {
  if (e === 'idle' && l === 'extOpen') return a === 'sent' || a === 'closed' ? 'idle' : 'editing';
  if ((e === 'editing' || e === 'editingRefused') && l === 'extConfirm') return 'extending';
  if ((e === 'editing' || e === 'editingRefused') && (l === 'extConfirmBlank' || l === 'extConfirmNoDate')) return 'editingRefused';
  if ((e === 'editing' || e === 'editingRefused') && l === 'extClose') return 'idle';
  if (e === 'extending' && l === 'extGranted') return 'extended';
  if (e === 'extending' && l === 'extRefused') return 'editingRefused';
  return e;
}

function walk(labels: Label[], input: PqrsRespuestaInput = fresh) {
  const asked: unknown[] = [];
  const answer = (name: string) => fromPromise(async ({ input: sent }: { input: unknown }) => (asked.push([name, sent]), new Promise<never>(() => {})));
  const actor = createActor(pqrsRespuestaMachine.provide({ actors: { saveAnswer: answer('saveAnswer'), sendAnswer: answer('sendAnswer'), extendTerm: answer('extendTerm') } as never }), { input }).start();
  let a: Answer = input.sent ? 'sent' : input.closed ? 'closed' : 'writing';
  let e: Extension = input.extension ? 'extended' : 'idle';
  let draft = input.sent?.text ?? input.draft ?? '';
  let saved: string | null = input.draft;
  let sent = input.sent;
  let extension = input.extension;
  let answerMessage: string | null = null;
  let extensionMessage: string | null = null;
  const expected: unknown[] = [];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(selectWriting(s), where).toBe(a === 'writing' || a === 'writingRefused');
    expect(selectReviewing(s), where).toBe(['reviewing', 'reviewingRefused', 'sending'].includes(a));
    expect(selectAnswerBusy(s), where).toBe(a === 'saving' || a === 'sending');
    expect(selectDraft(s), where).toBe(draft);
    expect(selectSavedDraft(s), where).toBe(['reviewing', 'reviewingRefused', 'sending'].includes(a) ? saved : null);
    expect(selectAnswerRefusal(s), where).toBe(a === 'writingRefused' || a === 'reviewingRefused' ? answerMessage : null);
    expect(selectSentAnswer(s), where).toEqual(a === 'sent' ? sent : null);
    expect(selectClosedWithoutReply(s), where).toBe(a === 'closed');
    expect(selectCanExtend(s), where).toBe(e === 'idle' && a !== 'sent' && a !== 'closed');
    expect(selectExtensionOpen(s), where).toBe(e === 'editing' || e === 'editingRefused' || e === 'extending');
    expect(selectExtending(s), where).toBe(e === 'extending');
    expect(selectExtensionRefusal(s), where).toBe(e === 'editingRefused' ? extensionMessage : null);
    expect(selectExtension(s), where).toEqual(e === 'extended' ? extension : null);
    expect(selectDueDate(s), where).toBe(extension?.dueDate ?? input.dueDate);
    // Only what the person wrote, trimmed, ever goes to the server; the answer sent is the one saved.
    expect(asked, where).toEqual(expected);
  };
  check('at start');
  labels.forEach((l, i) => {
    const [a0, e0] = [a, e];
    a = answerAfter(a, l, draft);
    e = extensionAfter(e, l, a0);
    if ((a0 === 'writing' || a0 === 'writingRefused') && (l === 'change' || l === 'changeBlank')) draft = events[l].text;
    if (a0 !== a) {
      if (a === 'writingRefused') answerMessage = l === 'review' ? RESPUESTA_REQUERIDA : ANSWERED;
      if (a === 'reviewingRefused') answerMessage = DOWN;
      if (a === 'saving') expected.push(['saveAnswer', { id: 12, text: draft.trim() }]);
      if (a === 'reviewing') saved = TEXT;
      if (a === 'sending') expected.push(['sendAnswer', { id: 12, text: saved }]);
      if (a === 'sent') sent = sentAnswer;
    }
    if (e0 !== e || (l.startsWith('extConfirm') && e === 'editingRefused')) {
      if (e === 'editingRefused') extensionMessage = l === 'extRefused' ? TOO_FAR : PRORROGA_INCOMPLETA;
      if (e === 'extending') expected.push(['extendTerm', { id: 12, reason: granted.reason, dueDate: granted.dueDate }]);
      if (e === 'extended') extension = granted;
    }
    actor.send(events[l] as unknown as PqrsRespuestaEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

// What the guards and the page read: the states, whether a text is written and which.
const serializeState = (s: { value: unknown; context: { draft: string; saved: string | null } }) => JSON.stringify([s.value, s.context.draft.trim() !== '', s.context.saved !== null]);
const { shortest, generated, possible } = pathsThrough(pqrsRespuestaMachine, events, { serializeState, input: fresh });
const leaves = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string' ? [`${prefix}${value}`] : Object.entries(value as object).flatMap(([k, v]) => leaves(v, `${prefix}${k}.`));

describe('the answer and extension of a PQRS, checked at every step against the model', () => {
  it('reaches every state of both regions', () => {
    const reached = new Set(shortest.flatMap((p) => leaves(p.state.value)));
    for (const s of ['answer.drafting.writing', 'answer.drafting.refused', 'answer.saving', 'answer.reviewing.reading', 'answer.reviewing.refused', 'answer.sending', 'answer.sent', 'extension.idle', 'extension.open.editing', 'extension.open.refused', 'extension.extending', 'extension.extended'])
      expect(reached, s).toContain(s);
  });

  it('writes, reviews, edits, reviews again and sends; then nothing more can be written or extended', () => {
    const end = walk(['change', 'review', 'saved', 'edit', 'review', 'saved', 'send', 'delivered', 'extOpen', 'review', 'change']);
    expect(end.matches({ answer: 'sent', extension: 'idle' })).toBe(true);
  });

  it('starts from what the server says: a draft kept, an answer sent, closed without reply, extended', () => {
    walk(['review', 'saved', 'send'], { ...fresh, draft: TEXT });
    expect(walk(['change', 'review', 'extOpen'], { ...fresh, sent: sentAnswer }).matches({ answer: 'sent', extension: 'idle' })).toBe(true);
    expect(walk(['change', 'review', 'extOpen'], { ...fresh, closed: true }).matches({ answer: 'closed', extension: 'idle' })).toBe(true);
    expect(walk(['extOpen', 'change', 'review'], { ...fresh, extension: granted, dueDate: granted.dueDate }).matches({ answer: 'saving', extension: 'extended' })).toBe(true);
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
