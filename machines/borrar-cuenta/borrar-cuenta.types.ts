import type { DeleteAccountRequest } from '../../openapi/index.ts';

export type BorrarCuentaTag = 'closed' | 'asking' | 'busy' | 'ticketsAtStake' | 'deleted';

export interface BorrarCuentaContext {
  /** The password typed, kept only while the deletion is under way or waiting for the tickets' confirmation. */
  password: string;
  /** What the server (or the form) said last: shown in the dialog. */
  error: string | null;
  /** The server's words about the unused tickets to be lost. */
  ticketsMessage: string | null;
  /** The person said they give up their unused tickets. */
  loseTickets: boolean;
}

export type BorrarCuentaEvent =
  | { type: 'deletion.start' }
  | { type: 'deletion.cancel' }
  | { type: 'deletion.submit'; password: string }
  | { type: 'tickets.giveUp' };

export interface BorrarCuentaSchema {
  context: BorrarCuentaContext;
  events: BorrarCuentaEvent;
  tags: BorrarCuentaTag;
}

export type { DeleteAccountRequest };
