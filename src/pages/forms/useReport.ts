import {
  selectAnswerMessage,
  selectCaptchaRound,
  selectDialog,
  selectFieldErrors,
  selectFormRound,
  selectFormShown,
  selectRadicado,
  selectRefusals,
  selectSending,
} from '../../../machines/report/report.selectors';
import { ReportActorContext } from './ReportContext';

/** What a report page shows of its machine (machines/report). */
export interface ReportView {
  formShown: boolean;
  sending: boolean;
  dialog: 'accepted' | 'refused' | null;
  radicado: string | null;
  /** The server's words about the accepted report. */
  answerMessage: string | null;
  /** The server's messages by field about the last refusal, and which refusal it was. */
  refusals: number;
  fieldErrors: Record<string, string>;
  /** Changes whenever a captcha answer was used up: the widget starts again. */
  captchaRound: number;
  /** Changes whenever the form must start again empty. */
  formRound: number;
}

/** Nothing sent yet: the form, empty. */
export const freshReport: ReportView = {
  formShown: true,
  sending: false,
  dialog: null,
  radicado: null,
  answerMessage: null,
  refusals: 0,
  fieldErrors: {},
  captchaRound: 0,
  formRound: 0,
};

/** The report machine's state for a view, and the events it sends. */
export function useReport<V extends object>(): { report: ReportView; onSubmit: (values: V) => void; onCloseDialog: () => void } {
  const actor = ReportActorContext.useActorRef();
  const report: ReportView = {
    formShown: ReportActorContext.useSelector(selectFormShown),
    sending: ReportActorContext.useSelector(selectSending),
    dialog: ReportActorContext.useSelector(selectDialog),
    radicado: ReportActorContext.useSelector(selectRadicado),
    answerMessage: ReportActorContext.useSelector(selectAnswerMessage),
    refusals: ReportActorContext.useSelector(selectRefusals),
    fieldErrors: ReportActorContext.useSelector(selectFieldErrors),
    captchaRound: ReportActorContext.useSelector(selectCaptchaRound),
    formRound: ReportActorContext.useSelector(selectFormRound),
  };
  return {
    report,
    onSubmit: (values) => actor.send({ type: 'report.submit', values }),
    onCloseDialog: () => actor.send({ type: 'dialog.close' }),
  };
}
