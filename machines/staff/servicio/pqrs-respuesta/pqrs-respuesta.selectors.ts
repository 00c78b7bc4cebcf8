import type { SnapshotFrom } from 'xstate';
import type { pqrsRespuestaMachine } from './pqrs-respuesta.machine.ts';

type RespuestaSnapshot = SnapshotFrom<typeof pqrsRespuestaMachine>;

/** The answer's text can be written (not while it is being saved). */
export const selectWriting = (s: RespuestaSnapshot) => s.hasTag('editing') && !s.hasTag('busy');
/** The answer as it will be sent, with 'Editar' and 'Enviar'. */
export const selectReviewing = (s: RespuestaSnapshot) => s.hasTag('review');
/** A call of the answer is under way (saving or sending). */
export const selectAnswerBusy = (s: RespuestaSnapshot) => s.hasTag('busy');
export const selectDraft = (s: RespuestaSnapshot) => s.context.draft;
/** The draft the server saved (what is reviewed and sent). */
export const selectSavedDraft = (s: RespuestaSnapshot) => (s.hasTag('review') ? s.context.saved : null);
export const selectAnswerRefusal = (s: RespuestaSnapshot) => (s.hasTag('refused') ? s.context.refusal : null);
/** The answer sent by e-mail (read only). */
export const selectSentAnswer = (s: RespuestaSnapshot) => (s.hasTag('sent') ? s.context.sent : null);
export const selectClosedWithoutReply = (s: RespuestaSnapshot) => s.hasTag('closed');
/** 'Prorrogar el plazo' can be pressed: not extended yet, not answered, not closed. */
export const selectCanExtend = (s: RespuestaSnapshot) => s.can({ type: 'extension.open' });
export const selectExtensionOpen = (s: RespuestaSnapshot) => s.hasTag('extensionOpen');
export const selectExtending = (s: RespuestaSnapshot) => s.hasTag('extending');
export const selectExtensionRefusal = (s: RespuestaSnapshot) => (s.hasTag('extensionRefused') ? s.context.extensionRefusal : null);
/** The extension granted (now or before). */
export const selectExtension = (s: RespuestaSnapshot) => (s.hasTag('extended') ? s.context.extension : null);
export const selectDueDate = (s: RespuestaSnapshot) => s.context.dueDate;
export const selectRadicado = (s: RespuestaSnapshot) => s.context.radicado;
