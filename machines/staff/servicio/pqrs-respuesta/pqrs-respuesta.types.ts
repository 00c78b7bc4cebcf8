export type PqrsRespuestaTag = 'editing' | 'review' | 'busy' | 'refused' | 'sent' | 'closed' | 'extensionOpen' | 'extending' | 'extensionRefused' | 'extended';

/** An answer sent by e-mail: its text and when it left (never edited again). */
export interface RespuestaEnviada {
  text: string;
  at: string;
}

/** The term's one extension: why, and the new due date ('YYYY-MM-DD'). */
export interface Prorroga {
  reason: string;
  dueDate: string;
}

/** What the page knows of the PQRS when the machine starts (from its detail read). */
export interface PqrsRespuestaInput {
  id: number;
  radicado: string;
  /** The legal due date now ('YYYY-MM-DD', Bogotá). */
  dueDate: string;
  /** The draft the server keeps, if any. */
  draft: string | null;
  sent: RespuestaEnviada | null;
  /** Closed without a reply: nothing can be written or sent. */
  closed: boolean;
  extension: Prorroga | null;
}

export interface PqrsRespuestaContext {
  id: number;
  radicado: string;
  dueDate: string;
  /** The text being written. */
  draft: string;
  /** The draft as the server saved it (what 'Enviar' sends). */
  saved: string | null;
  sent: RespuestaEnviada | null;
  closed: boolean;
  extension: Prorroga | null;
  /** The answer's refusal: the server's Spanish message, or what is missing. */
  refusal: string | null;
  /** The extension dialog's refusal. */
  extensionRefusal: string | null;
}

export type PqrsRespuestaEvent =
  | { type: 'answer.change'; text: string }
  | { type: 'answer.review' }
  | { type: 'answer.edit' }
  | { type: 'answer.send' }
  | { type: 'extension.open' }
  | { type: 'extension.confirm'; reason: string; dueDate: string }
  | { type: 'extension.close' };

export interface PqrsRespuestaSchema {
  context: PqrsRespuestaContext;
  events: PqrsRespuestaEvent;
  tags: PqrsRespuestaTag;
  input: PqrsRespuestaInput;
}

/** What the network actors are asked and answer (the app maps them onto the contract's operations). */
export interface DraftRequest {
  id: number;
  text: string;
}
export interface DraftSaved {
  text: string;
}
export interface SendRequest {
  id: number;
  text: string;
}
export interface ExtensionRequest {
  id: number;
  reason: string;
  dueDate: string;
}
