import type { StaffSession } from '../../../openapi/index.ts';
import type { StaffRefusal } from '../refusal.ts';

export type StaffSignInTag = 'form' | 'busy' | 'refused' | 'signedIn';

/** The second factor the person gives: the app's code or one recovery code. */
export type StaffSecondFactor = 'code' | 'recovery';

export interface StaffSignInContext {
  factor: StaffSecondFactor;
  refusal: StaffRefusal | null;
  session: StaffSession | null;
}

export interface StaffCredentials {
  email: string;
  password: string;
  /** The app's 6 digits, or a recovery code, as `factor` says. */
  secondFactor: string;
}

export type StaffSignInEvent =
  | { type: 'factor.use'; factor: StaffSecondFactor }
  | { type: 'signin.submit'; credentials: StaffCredentials };

export interface StaffSignInSchema {
  context: StaffSignInContext;
  events: StaffSignInEvent;
  tags: StaffSignInTag;
}
