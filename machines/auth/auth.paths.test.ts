import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { MembershipStatus, Session, User } from '../../openapi/index.ts';
import { authMachine } from './auth.machine.ts';
import type { AuthEvent, AuthInput } from './auth.types.ts';
import { selectBusy, selectSpinnerText, selectUser } from './auth.selectors.ts';

const user: User = {
  id: 7, username: 'ana@example.com', name: 'Ana', lastname: 'Gómez', fullname: 'Ana Gómez', email: 'ana@example.com',
  email_verified_at: null, phone: '3001234567', doc_type: 'CC', doc_number: '1020304050', birthday: '1994-05-17', sex: 'F',
};
const session: Session = { token: 'tok', expires_at: '2026-12-30 22:30:00', user };
const membership: MembershipStatus = { Estado: 'usuario sin tarjeta', CineFan: 'no vigente', Vencimiento: null };

const events = [
  { type: 'login.submit', credentials: { email: 'ana@example.com', password: 'Cine2026ok' } },
  { type: 'register.submit', registration: {} as never },
  { type: 'logout.request' },
  { type: 'user.update', user: { ...user, email_verified_at: '2026-11-20T15:04:05Z' } },
  { type: 'xstate.done.actor.login', output: session },
  { type: 'xstate.done.actor.login', output: { token: 'tok' } },
  { type: 'xstate.error.actor.login', error: new Error('El correo o la contraseña no son correctos.') },
  { type: 'xstate.done.actor.register', output: session },
  { type: 'xstate.done.actor.register', output: { user } },
  { type: 'xstate.error.actor.register', error: new Error('El correo electrónico ya está registrado.') },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('offline') },
  { type: 'xstate.done.actor.fetchProfile', output: user },
  { type: 'xstate.done.actor.fetchMembership', output: membership },
] as unknown as AuthEvent[];

/** A live actor whose network never answers by itself: the path's events drive it. */
function replay(input: AuthInput, steps: AnyEventObject[]) {
  const effects = {
    storeSession: vi.fn(), clearSession: vi.fn(), goHome: vi.fn(), logMalformed: vi.fn(), storeUser: vi.fn(), storeMembership: vi.fn(), logFailure: vi.fn(),
    notifySignedIn: vi.fn(), notifyRegistered: vi.fn(),
  };
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actor = createActor(
    authMachine.provide({
      actors: { login: never, register: never, logout: never, fetchProfile: never, fetchMembership: never } as never,
      actions: {
        storeSession: (_, p) => effects.storeSession(p),
        clearSession: () => effects.clearSession(),
        goHome: () => effects.goHome(),
        logMalformed: (_, p) => effects.logMalformed(p),
        storeUser: (_, p) => effects.storeUser(p),
        storeMembership: (_, p) => effects.storeMembership(p),
        logFailure: (_, p) => effects.logFailure(p),
        notifySignedIn: (_, p) => effects.notifySignedIn(p),
        notifyRegistered: (_, p) => effects.notifyRegistered(p),
      },
    }),
    { input },
  ).start();
  for (const event of steps) actor.send(event as AuthEvent);
  return { snapshot: actor.getSnapshot(), effects };
}

const inputs: [string, AuthInput][] = [
  ['no cookie', {}],
  ['cookie with stored user', { token: 'old', user }],
  ['cookie without stored user', { token: 'old' }],
];

describe.each(inputs)('auth session paths (%s)', (_, input) => {
  const paths = getShortestPaths(authMachine, { input, events });
  const simple = getSimplePaths(authMachine, { input, events, limit: 2000 });

  it('reaches every top-level state', () => {
    const reached = new Set(paths.map((p) => Object.keys(typeof p.state.value === 'string' ? { [p.state.value]: 1 } : p.state.value)[0]));
    expect([...reached].sort()).toEqual(['registering', 'signedIn', 'signedOut', 'signingIn', 'signingOut']);
  });

  it.each(paths.map((p) => [JSON.stringify(p.state.value), p] as const))('replays the shortest path to %s on a live actor', (_, path) => {
    const { snapshot } = replay(input, path.steps.map((s) => s.event));
    expect(snapshot.value).toEqual(path.state.value);
  });

  it('keeps its promises on every simple path', () => {
    for (const path of simple) {
      const { snapshot, effects } = replay(input, path.steps.map((s) => s.event));
      // Spinner texts exactly while busy (spec §4).
      expect(selectBusy(snapshot)).toBe(selectSpinnerText(snapshot) !== null);
      // Signed out means nothing of the user is kept.
      if (snapshot.matches('signedOut')) expect([snapshot.context.user, snapshot.context.token]).toEqual([null, null]);
      // Signed in always has a token; a user unless it is still being fetched.
      if (snapshot.matches('signedIn')) {
        expect(snapshot.context.token).toBeTruthy();
        if (snapshot.matches({ signedIn: { profile: 'loaded' } }) && effects.logFailure.mock.calls.length === 0) expect(selectUser(snapshot)).not.toBeNull();
      }
      // A malformed answer is only logged: nothing stored.
      const last = path.steps.at(-1)?.event as { type: string; output?: Partial<Session> } | undefined;
      if (last?.type.startsWith('xstate.done.actor.') && last.output && 'token' in last.output !== ('user' in last.output)) {
        expect(effects.logMalformed).toHaveBeenCalledTimes(1);
        expect(snapshot.matches('signedOut')).toBe(true);
      }
      // Every logout clears the cookie and goes to / (spec §4).
      const logouts = path.steps.filter((s) => /^xstate\.(done|error)\.actor\.logout$/.test(s.event.type)).length;
      expect(effects.goHome).toHaveBeenCalledTimes(logouts);
      // Each complete session answer is announced once, with its user (the verification prompt hangs on it).
      const complete = (kind: string) => path.steps.filter((s) => s.event.type === `xstate.done.actor.${kind}` && (s.event as { output?: Session }).output === session).length;
      expect(effects.notifySignedIn.mock.calls).toEqual(Array.from({ length: complete('login') }, () => [user]));
      expect(effects.notifyRegistered.mock.calls).toEqual(Array.from({ length: complete('register') }, () => [user]));
    }
    expect(simple.length).toBeGreaterThan(10);
  });
});

describe('auth session with network answers', () => {
  const provided = (over: Partial<Record<'login' | 'logout' | 'fetchProfile' | 'fetchMembership', () => Promise<unknown>>>) => {
    const calls = { storeSession: vi.fn(), clearSession: vi.fn(), goHome: vi.fn(), logMalformed: vi.fn(), fetchMembership: vi.fn() };
    const machine = authMachine.provide({
      actors: {
        login: fromPromise(over.login ?? (async () => session)),
        logout: fromPromise(over.logout ?? (async () => undefined)),
        fetchProfile: fromPromise(over.fetchProfile ?? (async () => user)),
        fetchMembership: fromPromise(async () => {
          calls.fetchMembership();
          return (over.fetchMembership ?? (async () => membership))();
        }),
      } as never,
      actions: {
        storeSession: (_, p) => calls.storeSession(p),
        clearSession: () => calls.clearSession(),
        goHome: () => calls.goHome(),
        logMalformed: (_, p) => calls.logMalformed(p),
      },
    });
    return { machine, calls };
  };

  it('signs in, stores the session and loads the membership once', async () => {
    const { machine, calls } = provided({});
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'login.submit', credentials: { email: 'ana@example.com', password: 'Cine2026ok' } });
    expect(selectSpinnerText(actor.getSnapshot())).toBe('Ingresando...');
    await vi.waitFor(() => expect(actor.getSnapshot().context.membership).toEqual(membership));
    expect(calls.storeSession).toHaveBeenCalledWith(session);
    expect(calls.fetchMembership).toHaveBeenCalledTimes(1);
  });

  it('does not fetch the membership when one is already loaded', async () => {
    const { machine, calls } = provided({});
    const actor = createActor(machine, { input: { token: 'old', user, membership } }).start();
    expect(actor.getSnapshot().matches({ signedIn: { membership: 'loaded' } })).toBe(true);
    expect(calls.fetchMembership).not.toHaveBeenCalled();
  });

  it('treats a login answer without user as malformed: logged, nothing stored', async () => {
    const { machine, calls } = provided({ login: async () => ({ token: 'x' }) });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'login.submit', credentials: { email: 'a@b.co', password: 'Cine2026ok' } });
    await vi.waitFor(() => expect(calls.logMalformed).toHaveBeenCalled());
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(calls.storeSession).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps the server message of a failed login for the form', async () => {
    const { machine } = provided({ login: async () => Promise.reject(new Error('El correo o la contraseña no son correctos.')) });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'login.submit', credentials: { email: 'a@b.co', password: 'Cine2026ok' } });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('El correo o la contraseña no son correctos.'));
  });

  it('logs out: spinner, clears the session and goes home even when the server fails', async () => {
    const { machine, calls } = provided({ logout: async () => Promise.reject(new Error('offline')) });
    const actor = createActor(machine, { input: { token: 'old', user, membership } }).start();
    actor.send({ type: 'logout.request' });
    expect(selectSpinnerText(actor.getSnapshot())).toBe('Cerrando sesión...');
    await vi.waitFor(() => expect(actor.getSnapshot().matches('signedOut')).toBe(true));
    expect(calls.clearSession).toHaveBeenCalled();
    expect(calls.goHome).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});
