import { assign, fromPromise, setup } from 'xstate';
import type { LoginRequest, MembershipStatus, RegisterRequest, Session, User } from '../../openapi/index.ts';
import type { AuthSchema, SessionResponse } from './auth.types.ts';

/** Spec §4 'authentication': unknown → restored or signed out; sign-in, registration and logout with their spinners. */
export const authMachine = setup({
  types: {} as AuthSchema,
  actors: {
    // Network work, provided by src/app with machine.provide.
    login: fromPromise<SessionResponse, LoginRequest>(async () => {
      throw new Error('login not provided');
    }),
    register: fromPromise<SessionResponse, RegisterRequest>(async () => {
      throw new Error('register not provided');
    }),
    logout: fromPromise<void, void>(async () => {
      throw new Error('logout not provided');
    }),
    fetchProfile: fromPromise<User, void>(async () => {
      throw new Error('fetchProfile not provided');
    }),
    fetchMembership: fromPromise<MembershipStatus | null, void>(async () => {
      throw new Error('fetchMembership not provided');
    }),
  },
  actions: {
    rememberSession: assign((_, session: Session) => ({ token: session.token, user: session.user, membership: null })),
    rememberUser: assign((_, user: User) => ({ user })),
    rememberMembership: assign((_, membership: MembershipStatus | null) => ({ membership })),
    rememberError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
    forgetSession: assign({ token: null, user: null, membership: null }),
    // Side effects, provided by src/app: the cookie and local storage, navigation, logging.
    storeSession: (_, _session: Session) => {},
    storeUser: (_, _user: User) => {},
    storeMembership: (_, _membership: MembershipStatus | null) => {},
    clearSession: () => {},
    goHome: () => {},
    logMalformed: (_, _response: unknown) => {},
    logFailure: (_, _error: unknown) => {},
    // What the person is told, provided by src/app: 'Inicio de sesión exitoso.' / 'Registro exitoso.' and, for an
    // unverified e-mail, the verification prompt (spec §4, §6).
    notifySignedIn: (_, _user: User) => {},
    notifyRegistered: (_, _user: User) => {},
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    hasUser: ({ context }) => context.user != null,
    hasMembership: ({ context }) => context.membership != null,
    isCompleteSession: (_, response: SessionResponse) => Boolean(response?.token && response.expires_at && response.user),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    token: input.token ?? null,
    user: input.token ? (input.user ?? null) : null,
    membership: input.token ? (input.membership ?? null) : null,
    error: null,
  }),
  initial: 'unknown',
  states: {
    unknown: {
      always: [
        { guard: 'hasToken', target: 'signedIn', description: 'The auth_token cookie exists: signed in (spec §4).' },
        { target: 'signedOut', actions: 'clearSession' },
      ],
    },
    signedOut: {
      on: {
        'login.submit': { target: 'signingIn', actions: 'clearError' },
        'register.submit': { target: 'registering', actions: 'clearError' },
        'error.dismiss': { actions: 'clearError' },
      },
    },
    signingIn: sessionRequest('login', 'notifySignedIn', (event) => (event as { credentials: LoginRequest }).credentials),
    registering: sessionRequest('register', 'notifyRegistered', (event) => (event as { registration: RegisterRequest }).registration),
    signedIn: {
      type: 'parallel',
      on: {
        'logout.request': { target: 'signingOut' },
        'user.update': {
          actions: [
            { type: 'rememberUser', params: ({ event }) => event.user },
            { type: 'storeUser', params: ({ event }) => event.user },
          ],
          description: 'A profile update or a verified e-mail changes the loaded user.',
        },
      },
      states: {
        profile: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasUser', target: 'loaded' }, { target: 'loading' }] },
            loading: {
              invoke: {
                id: 'fetchProfile',
                src: 'fetchProfile',
                onDone: {
                  target: 'loaded',
                  actions: [
                    { type: 'rememberUser', params: ({ event }) => event.output },
                    { type: 'storeUser', params: ({ event }) => event.output },
                  ],
                },
                onError: { target: 'loaded', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
              },
            },
            loaded: {},
          },
        },
        membership: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                { guard: 'hasMembership', target: 'loaded' },
                { target: 'loading', description: 'Fetched for a signed-in user when none is loaded (spec §4).' },
              ],
            },
            loading: {
              invoke: {
                id: 'fetchMembership',
                src: 'fetchMembership',
                onDone: {
                  target: 'loaded',
                  actions: [
                    { type: 'rememberMembership', params: ({ event }) => event.output },
                    { type: 'storeMembership', params: ({ event }) => event.output },
                  ],
                },
                onError: { target: 'loaded', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
              },
            },
            loaded: {},
          },
        },
      },
    },
    signingOut: {
      tags: 'busy',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut', actions: ['clearSession', 'forgetSession', 'goHome'] },
        onError: {
          target: 'signedOut',
          description: 'The session is forgotten here even if the server could not be told (spec §8: logged only).',
          actions: [{ type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, 'clearSession', 'forgetSession', 'goHome'],
        },
      },
    },
  },
});

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
}

/**
 * Signing in and registering differ only in the actor, its input and the notice: both store a
 * complete session, log a malformed one, and remember a failure (spec §4).
 */
function sessionRequest<Src extends 'login' | 'register'>(
  src: Src,
  notify: 'notifySignedIn' | 'notifyRegistered',
  input: (event: unknown) => Src extends 'login' ? LoginRequest : RegisterRequest,
) {
  return {
    tags: 'busy',
    invoke: {
      id: src,
      src,
      input: ({ event }: { event: unknown }) => input(event),
      onDone: [
        {
          guard: { type: 'isCompleteSession', params: ({ event }: { event: { output: SessionResponse } }) => event.output },
          target: 'signedIn',
          actions: [
            { type: 'rememberSession', params: ({ event }: { event: { output: SessionResponse } }) => event.output as Session },
            { type: 'storeSession', params: ({ event }: { event: { output: SessionResponse } }) => event.output as Session },
            { type: notify, params: ({ event }: { event: { output: SessionResponse } }) => (event.output as Session).user },
          ],
        },
        {
          target: 'signedOut',
          description: 'Token or user missing: malformed, only logged (spec §4).',
          actions: { type: 'logMalformed', params: ({ event }: { event: { output: unknown } }) => event.output },
        },
      ],
      onError: {
        target: 'signedOut',
        actions: [
          { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => event.error },
          { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
        ],
      },
    },
  } as const;
}
