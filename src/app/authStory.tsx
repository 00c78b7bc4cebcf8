// Stories from machine states: a decorator that renders a view inside the real auth session
// machine started in a given state (reached by sending it events; the network never answers, so
// the state holds). Designers review each state of the auth and verification machines this way.
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { User } from '../../openapi';
import { authMachine } from '../../machines/auth/auth.machine';
import type { AuthEvent, AuthInput } from '../../machines/auth/auth.types';
import { verificationMachine } from '../../machines/verification/verification.machine';
import type { VerificationEvent } from '../../machines/verification/verification.types';
import { AuthContext } from './authContext';
import { FeedbackProvider } from './feedback';
import { SessionProvider } from './session';

const never = fromPromise(() => new Promise<never>(() => {}));

/** The session machine with no network: every call stays pending, every notice is silent. */
export const storyAuthMachine = authMachine.provide({
  actors: {
    login: never, register: never, logout: never, getProfile: never, updateProfile: never, getMembershipStatus: never, forgotPassword: never,
    emailVerification: verificationMachine.provide({ actors: { sendVerificationCode: never, validateVerificationCode: never } as never }),
  } as never,
});

export const storyUser: User = {
  id: 7, username: 'ana@example.com', name: 'Ana', lastname: 'Gómez', fullname: 'Ana Gómez', email: 'ana@example.com',
  email_verified_at: null, phone: '3001234567', doc_type: 'CC', doc_number: '1020304050', birthday: '1994-05-17', sex: 'F',
};
export const verifiedStoryUser: User = { ...storyUser, email_verified_at: '2026-11-20T15:04:05Z' };

export interface MachineState {
  input?: AuthInput;
  /** Sent to the session machine, in order, to reach the state. */
  events?: (AuthEvent | { type: `xstate.${string}`; [key: string]: unknown })[];
  /** Then sent to the running e-mail verification (the session's child). */
  verificationEvents?: (VerificationEvent | { type: `xstate.${string}`; [key: string]: unknown })[];
}

/** The persisted snapshot of the session machine after these events. */
export function snapshotIn({ input = {}, events = [], verificationEvents = [] }: MachineState) {
  const actor = createActor(storyAuthMachine, { input }).start();
  for (const event of events) actor.send(event as AuthEvent);
  const child = actor.getSnapshot().children.verification as AnyActorRef | undefined;
  for (const event of verificationEvents) child?.send(event);
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return snapshot;
}

/** Renders the story inside the session machine started in the given state. */
export function InMachineState({ state, children }: { state: MachineState; children: ReactNode }) {
  return (
    <FeedbackProvider>
      <AuthContext.Provider logic={storyAuthMachine} options={{ snapshot: snapshotIn(state), input: state.input ?? {} }}>
        <StorySession>{children}</StorySession>
      </AuthContext.Provider>
    </FeedbackProvider>
  );
}

function StorySession({ children }: { children: ReactNode }) {
  const { send } = AuthContext.useActorRef();
  const signedIn = AuthContext.useSelector((s) => s.hasTag('signedIn'));
  const user = AuthContext.useSelector((s) => (s.hasTag('signedIn') ? s.context.user : null));
  return (
    <SessionProvider value={{ signedIn, user, dialogOpen: false, openLogin: () => send({ type: 'login.open' }), logout: () => send({ type: 'logout.request' }) }}>
      {children}
    </SessionProvider>
  );
}

/** Story decorator: `decorators: [inMachineState({ events: [...] })]`. */
export const inMachineState =
  (state: MachineState): Decorator =>
  (Story) => (
    <InMachineState state={state}>
      <Story />
    </InMachineState>
  );

/** Events that sign an unverified person in (registration answered), for states after it. */
export const signedInEvents = (user: User = storyUser): MachineState['events'] => [
  { type: 'register.submit', registration: {} as never },
  { type: 'xstate.done.actor.register', output: { token: 'tok', expires_at: '2026-12-30 22:30:00', user } },
  { type: 'xstate.done.actor.getMembershipStatus', output: null },
];
