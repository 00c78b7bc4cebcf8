// The network and side effects of the auth and verification machines (machines/), provided here.
// Actors carry the contract's operationIds, so a call reads the same from machine to handler.
import { fromPromise } from 'xstate';
import type { LoginRequest, MembershipStatus, ProfileUpdateRequest, RegisterRequest, User, VerificationResult } from '../../openapi';
import type { AuthInput, SessionResponse } from '../../machines/auth/auth.types';
import { authMachine } from '../../machines/auth/auth.machine';
import { verificationMachine } from '../../machines/verification/verification.machine';
import { api } from '../api/client';
import { hasSession } from '../lib/cookies';
import { policyActor } from './policyActors';

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

/** What the auth machine starts from: whether the server's session cookie exists, and the locally kept user data. */
export function restoredSession(): AuthInput {
  const signedIn = hasSession();
  return { signedIn, user: signedIn ? readStored<User>(USER_KEY) : null, membership: signedIn ? readStored<MembershipStatus>(MEMBERSHIP_KEY) : null };
}

/** What the person is told and where they go, provided to the machines by the AuthProvider. */
export interface AuthNotices {
  goHome(): void;
  signedIn(user: User): void;
  registered(user: User): void;
  profileSaved(): void;
  profileFailed(): void;
  resetLinkSent(): void;
  resetLinkFailed(): void;
  codeSent(): void;
  incomplete(): void;
  invalid(): void;
}

export const authActors = {
  login: fromPromise<SessionResponse, LoginRequest>(async ({ input }) => {
    const session = (await api.POST('/login', { body: input })).data;
    // New versions of the terms or the privacy policy since the last acceptance: the dialog asks (issue 32).
    policyActor.send({ type: 'policies.pending', pending: session?.pending_policies ?? [] });
    return session;
  }),
  register: fromPromise<SessionResponse, RegisterRequest>(async ({ input }) => (await api.POST('/register', { body: input })).data),
  logout: fromPromise<void, void>(async () => {
    await api.GET('/profile/logout');
  }),
  getProfile: fromPromise<User, void>(async () => (await api.GET('/profile')).data!),
  updateProfile: fromPromise<User, ProfileUpdateRequest>(async ({ input }) => (await api.PUT('/profile', { body: input })).data!),
  getMembershipStatus: fromPromise<MembershipStatus | null, void>(async () => (await api.GET('/profile/membership-status')).data?.[0] ?? null),
  forgotPassword: fromPromise<unknown, string>(async ({ input }) => (await api.POST('/forgot', { body: { email: input } })).data),
};

export function providedVerificationMachine(notices: Pick<AuthNotices, 'codeSent' | 'incomplete' | 'invalid'>) {
  return verificationMachine.provide({
    actors: {
      sendVerificationCode: fromPromise<unknown, void>(async () => (await api.POST('/code')).data),
      validateVerificationCode: fromPromise<VerificationResult | null | undefined, string>(
        async ({ input }) => (await api.POST('/code/validate', { body: { code: input } })).data,
      ),
    },
    actions: {
      notifyCodeSent: () => notices.codeSent(),
      notifyIncomplete: () => notices.incomplete(),
      notifyInvalid: () => notices.invalid(),
    },
  });
}

export function providedAuthMachine(notices: AuthNotices) {
  return authMachine.provide({
    actors: { ...authActors, emailVerification: providedVerificationMachine(notices) },
    actions: {
      storeUser: (_, user: User) => store(USER_KEY, user),
      storeMembership: (_, membership: MembershipStatus | null) => store(MEMBERSHIP_KEY, membership),
      // The cookies are the server's to clear (logout); here only what this browser kept.
      clearSession: () => {
        localStorage.removeItem(USER_KEY);
        localStorage.removeItem(MEMBERSHIP_KEY);
      },
      goHome: () => notices.goHome(),
      notifySignedIn: (_, user: User) => notices.signedIn(user),
      notifyRegistered: (_, user: User) => notices.registered(user),
      notifyProfileSaved: () => notices.profileSaved(),
      notifyProfileFailed: () => notices.profileFailed(),
      notifyResetLinkSent: () => notices.resetLinkSent(),
      notifyResetLinkFailed: () => notices.resetLinkFailed(),
      logMalformed: (_, response: unknown) => console.error('Respuesta de sesión incompleta', response),
      logFailure: (_, error: unknown) => console.error(error),
    },
  });
}
