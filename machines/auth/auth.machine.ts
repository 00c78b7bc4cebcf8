import { assertEvent, assign, fromPromise, raise, setup, stateIn, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { LoginRequest, MembershipStatus, ProfileUpdateRequest, RegisterRequest, Session, User } from '../../openapi/index.ts';
import { CAPTCHA_REQUIRED } from '../../openapi/rules.ts';
import { verificationMachine } from '../verification/verification.machine.ts';
import type { AuthEvent, AuthSchema, SessionResponse } from './auth.types.ts';

type Done<T> = { event: DoneActorEvent<T> };
type Failed = { event: ErrorActorEvent };
const output = <T,>({ event }: Done<T>) => event.output;
const failure = ({ event }: Failed) => event.error;

/**
 * Spec §4 'authentication' and the session's workflows, as two regions:
 * - session: unknown → restored or signed out; sign-in, registration and logout with their
 *   spinners; once signed in, the profile (loaded, edited, saved), the membership and, for an
 *   unverified e-mail, the verification machine as a child.
 * - dialog: the login, forgot-password and verification dialogs over any page.
 */
export const authMachine = setup({
  types: {} as AuthSchema,
  actors: {
    // Network work, provided by src/app with machine.provide; named after the contract's operationIds.
    login: fromPromise<SessionResponse, LoginRequest>(async () => {
      throw new Error('login not provided');
    }),
    register: fromPromise<SessionResponse, RegisterRequest>(async () => {
      throw new Error('register not provided');
    }),
    logout: fromPromise<void, void>(async () => {
      throw new Error('logout not provided');
    }),
    getProfile: fromPromise<User, void>(async () => {
      throw new Error('getProfile not provided');
    }),
    updateProfile: fromPromise<User, ProfileUpdateRequest>(async () => {
      throw new Error('updateProfile not provided');
    }),
    getMembershipStatus: fromPromise<MembershipStatus | null, void>(async () => {
      throw new Error('getMembershipStatus not provided');
    }),
    forgotPassword: fromPromise<unknown, string>(async () => {
      throw new Error('forgotPassword not provided');
    }),
    // The e-mail verification workflow; src/app provides it with its network and dialogs.
    emailVerification: verificationMachine,
  },
  actions: {
    rememberSession: assign((_, session: Session) => ({ user: session.user, membership: null, hadSession: true })),
    rememberUser: assign((_, user: User) => ({ user })),
    rememberMembership: assign((_, membership: MembershipStatus | null) => ({ membership })),
    rememberError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
    newCaptcha: assign(({ context }) => ({ captchaRound: context.captchaRound + 1 })),
    forgetSession: assign({ user: null, membership: null, hadSession: false }),
    announceSession: raise((_, user: User) => ({ type: 'session.started' as const, user })),
    announceEnd: raise({ type: 'session.ended' }),
    announceVerified: raise({ type: 'email.verified' }),
    // Side effects, provided by src/app: local storage, navigation, logging.
    storeUser: (_, _user: User) => {},
    storeMembership: (_, _membership: MembershipStatus | null) => {},
    clearSession: () => {},
    goHome: () => {},
    logMalformed: (_, _response: unknown) => {},
    logFailure: (_, _error: unknown) => {},
    // What the person is told, provided by src/app (spec §4, §8).
    notifySignedIn: (_, _user: User) => {},
    notifyRegistered: (_, _user: User) => {},
    notifyProfileSaved: () => {},
    notifyProfileFailed: () => {},
    notifyResetLinkSent: () => {},
    notifyResetLinkFailed: () => {},
  },
  guards: {
    hadSession: ({ context }) => context.hadSession,
    hasUser: ({ context }) => context.user != null,
    hasMembership: ({ context }) => context.membership != null,
    isUnverified: ({ context }) => context.user != null && context.user.email_verified_at == null,
    isVerified: ({ context }) => context.user != null && context.user.email_verified_at != null,
    isUnverifiedUser: (_, user: User) => user.email_verified_at == null,
    isCompleteSession: (_, response: SessionResponse) => Boolean(response?.token && response.expires_at && response.user),
    isSignedOut: stateIn({ session: 'signedOut' }),
    /** The server asks for a captcha answer (the contract's ErrorCode): a 403 without one, a 400 for a used or failed one. */
    isCaptchaRequired: (_, error: unknown) => (error as { code?: unknown } | null | undefined)?.code === CAPTCHA_REQUIRED,
    hasVerifiedUser: (_, user: User | null) => user != null,
  },
}).createMachine({
  id: 'auth',
  type: 'parallel',
  context: ({ input }) => ({
    hadSession: Boolean(input.signedIn),
    user: input.signedIn ? (input.user ?? null) : null,
    membership: input.signedIn ? (input.membership ?? null) : null,
    error: null,
    captchaRound: 0,
  }),
  states: {
    session: {
      initial: 'unknown',
      states: {
        unknown: {
          always: [
            {
              guard: 'hadSession',
              target: 'signedIn',
              description: 'The auth_token cookie exists: signed in (spec §4).',
            },
            { target: 'signedOut', actions: 'clearSession', description: 'No session cookie: nothing of a user is kept.' },
          ],
        },
        signedOut: {
          initial: 'ready',
          on: {
            'register.submit': { target: 'registering', actions: 'clearError', description: 'The registration goes to the server.' },
            'error.dismiss': { actions: 'clearError', description: 'The form is left or opened again.' },
          },
          states: {
            ready: {
              on: { 'login.submit': { target: '#auth.session.signingIn', actions: 'clearError', description: 'Credentials go to the server.' } },
            },
            captchaRequired: {
              tags: 'captchaRequired',
              entry: 'newCaptcha',
              on: {
                'login.submit': {
                  target: '#auth.session.signingInWithCaptcha',
                  actions: 'clearError',
                  description: 'Credentials and the captcha answer go to the server.',
                },
              },
              description:
                "Too many failed logins from this connection: the login form shows a new captcha and the server's message until someone signs in.",
            },
          },
        },
        signingIn: sessionRequest('login', 'notifySignedIn', ['busy', 'signingIn'], credentials, [
          {
            guard: { type: 'isCaptchaRequired', params: failure },
            target: 'signedOut.captchaRequired',
            description: 'Too many failed logins from this connection: the server asks for a captcha (issue 31).',
          },
          { target: 'signedOut', description: "The server's message goes under the form (spec §4, §8)." },
        ]),
        signingInWithCaptcha: sessionRequest('login', 'notifySignedIn', ['busy', 'signingIn'], credentials, [
          {
            target: 'signedOut.captchaRequired',
            description: 'The answer was used up (or refused): a wrong password keeps the form asking, with a new captcha.',
          },
        ]),
        registering: sessionRequest('register', 'notifyRegistered', ['busy', 'registering'], ({ event }) => {
          assertEvent(event, 'register.submit');
          return event.registration;
        }),
        signedIn: {
          type: 'parallel',
          tags: 'signedIn',
          on: {
            'logout.request': { target: 'signingOut', description: 'Cerrar Sesión.' },
          },
          states: {
            profile: {
              initial: 'checking',
              states: {
                checking: {
                  always: [
                    { guard: 'hasUser', target: 'loaded', description: 'The stored user is shown at once.' },
                    { target: 'loading', description: 'No stored user: fetched.' },
                  ],
                },
                loading: {
                  invoke: {
                    id: 'getProfile',
                    src: 'getProfile',
                    onDone: {
                      target: 'loaded',
                      actions: [
                        { type: 'rememberUser', params: output<User> },
                        { type: 'storeUser', params: output<User> },
                      ],
                      description: 'The server’s user replaces the stored one.',
                    },
                    onError: { target: 'loaded', actions: { type: 'logFailure', params: failure }, description: 'Only logged (spec §8).' },
                  },
                },
                loaded: {
                  initial: 'viewing',
                  states: {
                    viewing: {
                      initial: 'current',
                      on: {
                        'profile.edit': { target: 'editing', description: 'Update enables the fields (even while a refresh runs).' },
                      },
                      states: {
                        current: {
                          on: { 'profile.refresh': { target: 'refreshing', description: '/mi-perfil reads the user afresh.' } },
                        },
                        refreshing: {
                          invoke: {
                            id: 'getProfile',
                            src: 'getProfile',
                            onDone: {
                              target: 'current',
                              actions: [
                                { type: 'rememberUser', params: output<User> },
                                { type: 'storeUser', params: output<User> },
                              ],
                            },
                            onError: { target: 'current', actions: { type: 'logFailure', params: failure }, description: 'Only logged; the loaded user stays.' },
                          },
                        },
                      },
                    },
                    editing: {
                      tags: 'editingProfile',
                      on: {
                        'profile.cancel': { target: 'viewing', description: 'Cancelar restores the fields.' },
                        'profile.save': { target: 'saving', description: 'Guardar sends the change.' },
                      },
                    },
                    saving: {
                      tags: ['editingProfile', 'savingProfile', 'busy'],
                      invoke: {
                        id: 'updateProfile',
                        src: 'updateProfile',
                        input: ({ event }) => {
                          assertEvent(event, 'profile.save');
                          return event.change;
                        },
                        onDone: {
                          target: 'viewing',
                          actions: [
                            { type: 'rememberUser', params: output<User> },
                            { type: 'storeUser', params: output<User> },
                            'notifyProfileSaved',
                          ],
                          description: "'¡Perfil actualizado exitosamente!' and the fields lock again.",
                        },
                        onError: {
                          target: 'editing',
                          actions: [{ type: 'logFailure', params: failure }, 'notifyProfileFailed'],
                          description: "'Error al actualizar el perfil'; the fields stay open with what was typed.",
                        },
                      },
                    },
                  },
                },
              },
            },
            membership: {
              initial: 'checking',
              states: {
                checking: {
                  always: [
                    { guard: 'hasMembership', target: 'loaded', description: 'The stored membership is kept.' },
                    { target: 'loading', description: 'Fetched for a signed-in user when none is loaded (spec §4).' },
                  ],
                },
                loading: {
                  invoke: {
                    id: 'getMembershipStatus',
                    src: 'getMembershipStatus',
                    onDone: {
                      target: 'loaded',
                      actions: [
                        { type: 'rememberMembership', params: output<MembershipStatus | null> },
                        { type: 'storeMembership', params: output<MembershipStatus | null> },
                      ],
                    },
                    onError: { target: 'loaded', actions: { type: 'logFailure', params: failure }, description: 'Only logged (spec §8).' },
                  },
                },
                loaded: {
                  on: { 'membership.refresh': { target: 'loading', description: 'After a membership payment (spec §4, type 3).' } },
                },
              },
            },
            verification: {
              initial: 'checking',
              states: {
                checking: {
                  always: [
                    { guard: 'isUnverified', target: 'unverified', description: 'Spec §4, §6: email_verified_at null = unverified.' },
                    { guard: 'isVerified', target: 'verified' },
                  ],
                },
                unverified: {
                  tags: 'unverified',
                  invoke: {
                    id: 'verification',
                    src: 'emailVerification',
                    onDone: [
                      {
                        guard: { type: 'hasVerifiedUser', params: output<User | null> },
                        target: 'verified',
                        actions: [
                          { type: 'rememberUser', params: ({ event }: Done<User | null>) => event.output! },
                          { type: 'storeUser', params: ({ event }: Done<User | null>) => event.output! },
                          'announceVerified',
                        ],
                        description: 'The verified user replaces the loaded one: header and /mi-perfil show it at once.',
                      },
                      { target: 'verified', actions: 'announceVerified', description: 'Verified without a user in the answer.' },
                    ],
                  },
                },
                verified: {},
              },
            },
          },
        },
        signingOut: {
          tags: ['busy', 'signingOut'],
          invoke: {
            id: 'logout',
            src: 'logout',
            onDone: {
              target: 'signedOut',
              actions: ['clearSession', 'forgetSession', 'announceEnd', 'goHome'],
              description: 'Logout clears user data and cookie then goes to / (spec §4).',
            },
            onError: {
              target: 'signedOut',
              description: 'The session is forgotten here even if the server could not be told (spec §8: logged only).',
              actions: [{ type: 'logFailure', params: failure }, 'clearSession', 'forgetSession', 'announceEnd', 'goHome'],
            },
          },
        },
      },
    },
    dialog: {
      initial: 'closed',
      on: {
        'session.ended': { target: '.closed', description: 'Nothing of the session stays open after logout.' },
      },
      states: {
        closed: {
          on: {
            'login.open': { guard: 'isSignedOut', target: 'login', actions: 'clearError', description: 'Inicia Sesión over the current page (spec §2).' },
            'forgotPassword.open': { target: 'forgotPassword', description: 'From the login page.' },
            'verification.open': { guard: 'isUnverified', target: 'verification' },
            'session.started': {
              guard: { type: 'isUnverifiedUser', params: ({ event }) => event.user },
              target: 'verification',
              description: 'Spec §4, §6: right after signing in or registering, an unverified e-mail gets the prompt.',
            },
          },
        },
        login: {
          tags: 'loginDialog',
          on: {
            'dialog.close': { target: 'closed' },
            'forgotPassword.open': { target: 'forgotPassword', description: 'Olvidé mi contraseña.' },
            'session.started': [
              { guard: { type: 'isUnverifiedUser', params: ({ event }) => event.user }, target: 'verification' },
              { target: 'closed', description: 'Signing in from the dialog stays on the originating page.' },
            ],
          },
        },
        forgotPassword: {
          tags: 'forgotPasswordDialog',
          on: {
            'dialog.close': { target: 'closed' },
            'login.open': { target: 'login', actions: 'clearError', description: 'Back to the login.' },
            'forgotPassword.submit': { target: 'sendingResetLink', description: 'Enviar enlace.' },
          },
        },
        sendingResetLink: {
          tags: ['forgotPasswordDialog', 'sendingResetLink'],
          invoke: {
            id: 'forgotPassword',
            src: 'forgotPassword',
            input: ({ event }) => {
              assertEvent(event, 'forgotPassword.submit');
              return event.email;
            },
            onDone: { target: 'closed', actions: 'notifyResetLinkSent', description: "'¡Correo de recuperación enviado!'." },
            onError: {
              target: 'forgotPassword',
              actions: [{ type: 'logFailure', params: failure }, 'notifyResetLinkFailed'],
              description: "'Error en la recuperación de contraseña'; the dialog stays open.",
            },
          },
        },
        verification: {
          tags: 'verificationDialog',
          on: {
            'dialog.close': { target: 'closed' },
            'email.verified': { target: 'closed', description: 'The modal closes once the e-mail is verified.' },
          },
        },
      },
    },
  },
});

function credentials({ event }: { event: AuthEvent }): LoginRequest {
  assertEvent(event, 'login.submit');
  return event.credentials;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
}

/** Where a refused sign-in or registration goes, and when (the last one without a guard). */
type RefusedTo = 'signedOut' | 'signedOut.captchaRequired';
interface Refusal {
  guard?: { type: 'isCaptchaRequired'; params: typeof failure };
  target: RefusedTo;
  description: string;
}

/**
 * Signing in and registering differ only in the actor, its input, the tags, the notice and where a
 * refusal goes: both keep a complete session, log a malformed one, and remember a failure for the
 * form (spec §4).
 */
function sessionRequest<Src extends 'login' | 'register'>(
  src: Src,
  notify: 'notifySignedIn' | 'notifyRegistered',
  tags: ('busy' | 'signingIn' | 'registering')[],
  input: (args: { event: AuthEvent }) => Src extends 'login' ? LoginRequest : RegisterRequest,
  refused: readonly Refusal[] = [{ target: 'signedOut', description: "The server's message goes under the form (spec §4, §8)." }],
) {
  const afterMalformed = refused[refused.length - 1].target;
  const user = ({ event }: Done<SessionResponse>) => (event.output as Session).user;
  return {
    tags,
    invoke: {
      id: src,
      src,
      input,
      onDone: [
        {
          guard: { type: 'isCompleteSession', params: output<SessionResponse> },
          target: 'signedIn',
          actions: [
            { type: 'rememberSession', params: ({ event }: Done<SessionResponse>) => event.output as Session },
            { type: 'storeUser', params: user },
            { type: notify, params: user },
            { type: 'announceSession', params: user },
          ],
          description: 'Token and user present: signed in (the server set the cookie).',
        },
        {
          target: afterMalformed,
          description: 'Token or user missing: malformed, only logged (spec §4).',
          actions: { type: 'logMalformed', params: output<SessionResponse> },
        },
      ],
      onError: refused.map((refusal) => ({
        ...refusal,
        actions: [
          { type: 'rememberError' as const, params: failure },
          { type: 'logFailure' as const, params: failure },
        ],
      })),
    },
  } as const;
}
