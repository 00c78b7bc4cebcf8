import type { StaffMe } from '../../../openapi/index.ts';

export type StaffSessionTag = 'loading' | 'signedIn' | 'signedOut' | 'busy' | 'failed';

export interface StaffSessionContext {
  me: StaffMe | null;
  /** The message of a failed read of the session or a failed sign-out. */
  problem: string | null;
}

export type StaffSessionEvent = { type: 'session.retry' } | { type: 'session.signOut' };

export interface StaffSessionSchema {
  context: StaffSessionContext;
  events: StaffSessionEvent;
  tags: StaffSessionTag;
}
