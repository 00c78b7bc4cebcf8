import type { User, VerificationResult } from '../../openapi/index.ts';

export type VerificationTag = 'busy' | 'requesting';

export interface VerificationContext {
  /** The verified user, once a valid code came back. */
  user: User | null;
}

export type VerificationEvent = { type: 'code.request' } | { type: 'code.submit'; code: string };

export interface VerificationSchema {
  context: VerificationContext;
  events: VerificationEvent;
  tags: VerificationTag;
}

export type { VerificationResult };
