import type { ActorRefFrom } from 'xstate';
import type { LoginRequest, MembershipStatus, ProfileUpdateRequest, RegisterRequest, Session, User } from '../../openapi/index.ts';
import type { verificationMachine } from '../verification/verification.machine.ts';

/** What views read: each state says what it shows through these (selectors never match state paths). */
export type AuthTag =
  | 'signedIn'
  | 'busy'
  | 'signingIn'
  | 'captchaRequired'
  | 'registering'
  | 'signingOut'
  | 'editingProfile'
  | 'savingProfile'
  | 'unverified'
  | 'loginDialog'
  | 'forgotPasswordDialog'
  | 'sendingResetLink'
  | 'verificationDialog';

/**
 * What the app restored: whether the server says an auth_token cookie exists (its companion
 * cookie; the token itself is HttpOnly) and the locally kept user data.
 */
export interface AuthInput {
  signedIn?: boolean;
  user?: User | null;
  membership?: MembershipStatus | null;
}

export interface AuthContext {
  /** The session cookie existed when the app started (or a session was opened since). */
  hadSession: boolean;
  user: User | null;
  membership: MembershipStatus | null;
  /** The server's message after a failed sign-in or registration, shown under the form. */
  error: string | null;
  /** Counts the captchas the login form was asked to show: a new one each time the server asks (an answer serves once). */
  captchaRound: number;
}

export type AuthEvent =
  | { type: 'login.submit'; credentials: LoginRequest }
  | { type: 'register.submit'; registration: RegisterRequest }
  | { type: 'logout.request' }
  | { type: 'error.dismiss' }
  | { type: 'login.open' }
  | { type: 'forgotPassword.open' }
  | { type: 'forgotPassword.submit'; email: string }
  | { type: 'verification.open' }
  | { type: 'dialog.close' }
  | { type: 'profile.refresh' }
  | { type: 'membership.refresh' }
  | { type: 'profile.edit' }
  | { type: 'profile.cancel' }
  | { type: 'profile.save'; change: ProfileUpdateRequest }
  // Raised by the session region for the dialog region.
  | { type: 'session.started'; user: User }
  | { type: 'session.ended' }
  | { type: 'email.verified' };

/** What a login or register call answers; anything could be missing in a malformed answer. */
export type SessionResponse = Partial<Session> | null | undefined;

export interface AuthSchema {
  context: AuthContext;
  events: AuthEvent;
  input: AuthInput;
  tags: AuthTag;
  children: { verification: 'emailVerification' };
}

export type VerificationActorRef = ActorRefFrom<typeof verificationMachine>;
