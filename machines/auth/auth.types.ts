import type { LoginRequest, MembershipStatus, RegisterRequest, Session, User } from '../../openapi/index.ts';

export type AuthTag = 'busy';

/** What the app restored from the auth_token cookie and local storage. */
export interface AuthInput {
  token?: string;
  user?: User | null;
  membership?: MembershipStatus | null;
}

export interface AuthContext {
  token: string | null;
  user: User | null;
  membership: MembershipStatus | null;
  /** The server's message after a failed sign-in or registration, shown under the form. */
  error: string | null;
}

export type AuthEvent =
  | { type: 'login.submit'; credentials: LoginRequest }
  | { type: 'register.submit'; registration: RegisterRequest }
  | { type: 'logout.request' }
  | { type: 'user.update'; user: User }
  | { type: 'error.dismiss' };

/** What a login or register call answers; anything could be missing in a malformed answer. */
export type SessionResponse = Partial<Session> | null | undefined;

export interface AuthSchema {
  context: AuthContext;
  events: AuthEvent;
  input: AuthInput;
  tags: AuthTag;
}
