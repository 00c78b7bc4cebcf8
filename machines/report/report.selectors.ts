import type { SnapshotFrom } from 'xstate';
import type { reportMachine } from './report.machine.ts';

type ReportSnapshot = SnapshotFrom<typeof reportMachine>;

/** The form is on the page (everything but the closed PQRS). */
export const selectFormShown = (s: ReportSnapshot) => s.hasTag('form');
/** 'Enviando...' while the report is on its way. */
export const selectSending = (s: ReportSnapshot) => s.hasTag('busy');
/** The §8 dialog open: the report's acceptance or its refusal. */
export const selectDialog = (s: ReportSnapshot): 'accepted' | 'refused' | null =>
  s.hasTag('acceptedDialog') ? 'accepted' : s.hasTag('refusedDialog') ? 'refused' : null;
export const selectRadicado = (s: ReportSnapshot) => s.context.radicado;
export const selectAnswerMessage = (s: ReportSnapshot) => s.context.message;
/** The server's messages by field about the last refusal. */
export const selectFieldErrors = (s: ReportSnapshot) => s.context.fieldErrors;
/** Which refusal the field messages belong to: the form takes each refusal's once. */
export const selectRefusals = (s: ReportSnapshot) => s.context.refusals;
/** A captcha answer is used up by every report answered: a new widget for each. */
export const selectCaptchaRound = (s: ReportSnapshot) => s.context.refusals + s.context.accepted;
/** The ethics form starts again empty after each accepted report. */
export const selectFormRound = (s: ReportSnapshot) => s.context.accepted;
