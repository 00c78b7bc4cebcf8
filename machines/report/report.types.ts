/** Which form is sent: the PQRS of Contáctanos or a report to the ethics line (spec §2, §7). */
export type ReportForm = 'pqrs' | 'ethics';

/** The server's answer to a report, as src/app hands it over: a radicado, or a refusal with its messages by field. */
export type ReportAnswer = { ok: true; radicado: string; message: string } | { ok: false; message?: string; errors?: Record<string, string> };

export type ReportTag = 'form' | 'busy' | 'refusedDialog' | 'acceptedDialog' | 'answered';

export interface ReportContext {
  form: ReportForm;
  /** The radicado of the last report accepted. */
  radicado: string | null;
  /** The server's words about the last report accepted (the ethics line's success dialog shows them). */
  message: string | null;
  /** The server's messages, by field, about the last report refused. */
  fieldErrors: Record<string, string>;
  /** Reports refused so far: each one used up its captcha answer and brings its own field messages. */
  refusals: number;
  /** Reports accepted so far: each one used up its captcha answer; the ethics form starts again empty. */
  accepted: number;
}

export type ReportEvent = { type: 'report.submit'; values: object } | { type: 'dialog.close' };

export interface ReportInput {
  form: ReportForm;
}

export interface ReportSchema {
  context: ReportContext;
  events: ReportEvent;
  tags: ReportTag;
  input: ReportInput;
}
