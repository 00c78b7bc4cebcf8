// The network and side effects of the auth and verification machines (machines/), provided here.
import { fromPromise } from 'xstate';
import type { LoginRequest, MembershipStatus, RegisterRequest, Session, User, VerificationResult } from '../../openapi';
import type { SessionResponse } from '../../machines/auth/auth.types';
import { authMachine } from '../../machines/auth/auth.machine';
import { verificationMachine } from '../../machines/verification/verification.machine';
import { api } from '../api/client';
import { deleteAuthToken, readAuthToken, writeAuthToken } from '../lib/cookies';
import { parseApiDateTime } from '../lib/apiDateTime';

const USER_KEY = 'vz_user';
const MEMBERSHIP_KEY = 'vz_membership';

function readStored<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}
const store = (key: string, value: unknown) => {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* private mode: the cookie still holds the session */
  }
};

/** What the auth machine starts from: the auth_token cookie and the locally kept user data. */
export function restoredSession() {
  const token = readAuthToken();
  return { token, user: token ? readStored<User>(USER_KEY) : null, membership: token ? readStored<MembershipStatus>(MEMBERSHIP_KEY) : null };
}

/** What the person is told and where they go, provided to the auth machine by the AuthProvider. */
export interface AuthNotices {
  goHome(): void;
  signedIn(user: User): void;
  registered(user: User): void;
}

export function providedAuthMachine(notices: AuthNotices) {
  return authMachine.provide({
    actors: {
      login: fromPromise<SessionResponse, LoginRequest>(async ({ input }) => (await api.POST('/login', { body: input })).data),
      register: fromPromise<SessionResponse, RegisterRequest>(async ({ input }) => (await api.POST('/register', { body: input })).data),
      logout: fromPromise(async () => {
        await api.GET('/profile/logout');
      }),
      fetchProfile: fromPromise(async () => (await api.GET('/profile')).data!),
      fetchMembership: fromPromise(async () => (await api.GET('/profile/membership-status')).data?.[0] ?? null),
    },
    actions: {
      storeSession: (_, session: Session) => {
        writeAuthToken(session.token, parseApiDateTime(session.expires_at) ?? new Date(Date.now() + 86_400_000));
        store(USER_KEY, session.user);
      },
      storeUser: (_, user: User) => store(USER_KEY, user),
      storeMembership: (_, membership: MembershipStatus | null) => store(MEMBERSHIP_KEY, membership),
      clearSession: () => {
        deleteAuthToken();
        localStorage.removeItem(USER_KEY);
        localStorage.removeItem(MEMBERSHIP_KEY);
      },
      goHome: () => notices.goHome(),
      notifySignedIn: (_, user: User) => notices.signedIn(user),
      notifyRegistered: (_, user: User) => notices.registered(user),
      logMalformed: (_, response: unknown) => console.error('Respuesta de sesión incompleta', response),
      logFailure: (_, error: unknown) => console.error(error),
    },
  });
}

export interface VerificationNotices {
  codeSent(): void;
  incomplete(): void;
  invalid(): void;
  verified(user: User | null): void;
}

export function providedVerificationMachine(notices: VerificationNotices) {
  return verificationMachine.provide({
    actors: {
      sendCode: fromPromise<unknown, void>(async () => (await api.POST('/code')).data),
      validateCode: fromPromise<VerificationResult | null | undefined, string>(async ({ input }) => (await api.POST('/code/validate', { body: { code: input } })).data),
    },
    actions: {
      notifyCodeSent: () => notices.codeSent(),
      notifyIncomplete: () => notices.incomplete(),
      notifyInvalid: () => notices.invalid(),
      notifyVerified: (_, user: User | null) => notices.verified(user),
    },
  });
}
