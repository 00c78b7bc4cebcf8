import type { User, VerificationResult } from '../../openapi/index.ts';

export type VerificationTag = 'waitingForCode' | 'busy' | 'requesting' | 'verified';

export interface VerificationContext {
  /** The verified user, once a valid code came back. */
  user: User | null;
}

export type VerificationEvent = { type: 'code.request' } | { type: 'code.submit'; code: string };

export interface VerificationSchema {
  context: VerificationContext;
  events: VerificationEvent;
  tags: VerificationTag;
  /** The verified user, handed to the session (null when the server sent none). */
  output: User | null;
}

export type { VerificationResult };
