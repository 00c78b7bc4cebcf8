// Generated paths through the auth session machine, each checked at EVERY step against a model of
// spec §2/§4/§6/§8 written by hand, not from the machine: the region states reached, the tags and
// selectors the views read, the user kept, the error under the form and what the person is told.
// A wrong transition target fails here.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { MembershipStatus, Session, User } from '../../openapi/index.ts';
import { authMachine } from './auth.machine.ts';
import {
  selectBusy,
  selectCaptchaRound,
  selectDialogOpen,
  selectEditingProfile,
  selectError,
  selectForgotPasswordDialogOpen,
  selectLoginDialogOpen,
  selectNeedsVerification,
  selectSavingProfile,
  selectSendingResetLink,
  selectSignedIn,
  selectSpinnerText,
  selectUser,
  selectVerificationDialogOpen,
} from './auth.selectors.ts';
import type { AuthEvent, AuthInput } from './auth.types.ts';
import { canArrive } from '../testing/arriving.ts';

const base: User = {
  id: 7, username: 'ana@example.com', name: 'Ana', lastname: 'Gómez', fullname: 'Ana Gómez', email: 'ana@example.com',
  email_verified_at: null, phone: '3001234567', doc_type: 'CC', doc_number: '1020304050', birthday: '1994-05-17', sex: 'F',
};
const unverified = base;
const verified: User = { ...base, email_verified_at: '2026-11-20T15:04:05Z' };
const saved: User = { ...verified, name: 'Anita', fullname: 'Anita Gómez' };
const session = (user: User): Session => ({ token: 'tok', expires_at: '2026-12-30 22:30:00', user });
const membership: MembershipStatus = { Estado: 'usuario sin tarjeta', CineFan: 'no vigente', Vencimiento: null };
const WRONG = 'El correo o la contraseña no son correctos.';
const TAKEN = 'El correo electrónico ya está registrado.';
const NEEDS_CAPTCHA = 'Hubo muchos intentos fallidos desde tu conexión. Resuelve el captcha para continuar.';
/** What the API client throws for an answer with the contract's `code` (src/api/errors.ts). */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

// Under npm run test:mutation, the first failure settles the file (the mutant is killed).
let failed = false;
afterEach((ctx) => {
  if (ctx.task.result?.state === 'fail') failed = true;
});
beforeEach((ctx) => {
  if (failed && process.env.MUTATION) ctx.skip();
});

const events = {
  loginSubmit: { type: 'login.submit', credentials: { email: 'ana@example.com', password: 'Cine2026ok' } },
  registerSubmit: { type: 'register.submit', registration: { email: 'ana@example.com' } },
  logout: { type: 'logout.request' },
  dismiss: { type: 'error.dismiss' },
  openLogin: { type: 'login.open' },
  openForgot: { type: 'forgotPassword.open' },
  submitForgot: { type: 'forgotPassword.submit', email: 'ana@example.com' },
  openVerification: { type: 'verification.open' },
  close: { type: 'dialog.close' },
  refresh: { type: 'profile.refresh' },
  membershipRefresh: { type: 'membership.refresh' },
  edit: { type: 'profile.edit' },
  cancel: { type: 'profile.cancel' },
  save: { type: 'profile.save', change: { name: 'Anita' } },
  loginDone: { type: 'xstate.done.actor.login', output: session(verified) },
  loginMalformed: { type: 'xstate.done.actor.login', output: { token: 'tok' } },
  loginFailed: { type: 'xstate.error.actor.login', error: new Error(WRONG) },
  loginNeedsCaptcha: { type: 'xstate.error.actor.login', error: withCode(NEEDS_CAPTCHA, 'captcha_required') },
  registerDone: { type: 'xstate.done.actor.register', output: session(unverified) },
  registerMalformed: { type: 'xstate.done.actor.register', output: { user: unverified } },
  registerFailed: { type: 'xstate.error.actor.register', error: new Error(TAKEN) },
  logoutDone: { type: 'xstate.done.actor.logout' },
  logoutFailed: { type: 'xstate.error.actor.logout', error: new Error('offline') },
  profileDone: { type: 'xstate.done.actor.getProfile', output: unverified },
  profileFailed: { type: 'xstate.error.actor.getProfile', error: new Error('500') },
  savedDone: { type: 'xstate.done.actor.updateProfile', output: saved },
  saveFailed: { type: 'xstate.error.actor.updateProfile', error: new Error('500') },
  membershipDone: { type: 'xstate.done.actor.getMembershipStatus', output: membership },
  membershipFailed: { type: 'xstate.error.actor.getMembershipStatus', error: new Error('500') },
  resetSent: { type: 'xstate.done.actor.forgotPassword', output: { message: 'ok' } },
  resetFailed: { type: 'xstate.error.actor.forgotPassword', error: new Error('500') },
  verifiedDone: { type: 'xstate.done.actor.verification', output: verified },
  verifiedWithoutUser: { type: 'xstate.done.actor.verification', output: null },
} as const;
type Label = keyof typeof events;
const labels = Object.keys(events) as Label[];

// ── The model: spec §2/§4/§6/§8 as plain data, one step at a time ─────────────────────────────
// captchaRequired: signed out, with too many failed logins from this connection (issue 31).
type SessionState = 'signedOut' | 'captchaRequired' | 'signingIn' | 'signingInWithCaptcha' | 'registering' | 'signedIn' | 'signingOut';
type Profile = 'loading' | 'viewing' | 'refreshing' | 'editing' | 'saving';
type DialogState = 'closed' | 'login' | 'forgotPassword' | 'sendingResetLink' | 'verification';
type Effect = 'signedIn' | 'registered' | 'malformed' | 'goHome' | 'profileSaved' | 'profileFailed' | 'resetSent' | 'resetFailed';
interface Model {
  session: SessionState;
  profile: Profile;
  membership: 'loading' | 'loaded';
  verification: 'checking' | 'unverified' | 'verified';
  dialog: DialogState;
  user: User | null;
  hasMembership: boolean;
  error: string | null;
  /** The captchas the login form was asked to show. */
  captchaRound: number;
  effects: Effect[];
}

function start(input: AuthInput): Model {
  const m: Model = {
    session: 'signedOut', profile: 'loading', membership: 'loading', verification: 'checking', dialog: 'closed',
    user: null, hasMembership: false, error: null, captchaRound: 0, effects: [],
  };
  if (input.signedIn) enterSignedIn(m, input.user ?? null, Boolean(input.membership));
  return m;
}

function enterSignedIn(m: Model, user: User | null, hasMembership: boolean) {
  m.session = 'signedIn';
  m.user = user;
  m.hasMembership = hasMembership;
  m.profile = user ? 'viewing' : 'loading';
  m.membership = hasMembership ? 'loaded' : 'loading';
  m.verification = 'checking';
  settleVerification(m);
}

/** The verification check waits for a user, then decides once. */
function settleVerification(m: Model) {
  if (m.session === 'signedIn' && m.verification === 'checking' && m.user) m.verification = m.user.email_verified_at == null ? 'unverified' : 'verified';
}

function signOut(m: Model) {
  m.session = 'signedOut';
  m.user = null;
  m.hasMembership = false;
  m.dialog = 'closed';
  m.effects.push('goHome');
}

/** A session began (login or registration): the login dialog closes, an unverified e-mail gets the prompt. */
function sessionStarted(m: Model, user: User) {
  const needsPrompt = user.email_verified_at == null;
  if (m.dialog === 'closed' && needsPrompt) m.dialog = 'verification';
  else if (m.dialog === 'login') m.dialog = needsPrompt ? 'verification' : 'closed';
}

/** The login form asks for a captcha, a new one (an answer serves once). */
function askCaptcha(m: Model) {
  m.session = 'captchaRequired';
  m.captchaRound++;
}

function step(m: Model, l: Label): void {
  const wasSignedOut = m.session === 'signedOut' || m.session === 'captchaRequired';
  // Session region.
  switch (m.session) {
    case 'signedOut':
    case 'captchaRequired':
      if (l === 'loginSubmit') [m.session, m.error] = [m.session === 'signedOut' ? 'signingIn' : 'signingInWithCaptcha', null];
      if (l === 'registerSubmit') [m.session, m.error] = ['registering', null];
      if (l === 'dismiss') m.error = null;
      break;
    case 'signingIn':
    case 'signingInWithCaptcha':
    case 'registering': {
      const kind = m.session === 'registering' ? 'register' : 'login';
      // Once a captcha was asked for, every refusal of the login asks for a new one.
      const refused = m.session === 'signingInWithCaptcha' ? () => askCaptcha(m) : () => void (m.session = 'signedOut');
      if (l === `${kind}Done`) {
        const user = (events[l] as { output: Session }).output.user;
        enterSignedIn(m, user, false);
        m.effects.push(kind === 'login' ? 'signedIn' : 'registered');
        sessionStarted(m, user);
      }
      if (l === `${kind}Malformed`) {
        refused();
        m.effects.push('malformed');
      }
      if (l === `${kind}Failed`) {
        refused();
        m.error = kind === 'login' ? WRONG : TAKEN;
      }
      if (kind === 'login' && l === 'loginNeedsCaptcha') {
        askCaptcha(m);
        m.error = NEEDS_CAPTCHA;
      }
      break;
    }
    case 'signingOut':
      if (l === 'logoutDone' || l === 'logoutFailed') signOut(m);
      break;
    case 'signedIn':
      if (l === 'logout') {
        m.session = 'signingOut';
        break;
      }
      if (m.profile === 'loading' && l === 'profileDone') [m.profile, m.user] = ['viewing', unverified];
      else if (m.profile === 'loading' && l === 'profileFailed') m.profile = 'viewing';
      else if (m.profile === 'viewing' && l === 'edit') m.profile = 'editing';
      else if (m.profile === 'viewing' && l === 'refresh') m.profile = 'refreshing';
      else if (m.profile === 'refreshing' && l === 'edit') m.profile = 'editing';
      else if (m.profile === 'refreshing' && l === 'profileDone') [m.profile, m.user] = ['viewing', unverified];
      else if (m.profile === 'refreshing' && l === 'profileFailed') m.profile = 'viewing';
      else if (m.profile === 'editing' && l === 'cancel') m.profile = 'viewing';
      else if (m.profile === 'editing' && l === 'save') m.profile = 'saving';
      else if (m.profile === 'saving' && l === 'savedDone') [m.profile, m.user, m.effects] = ['viewing', saved, [...m.effects, 'profileSaved']];
      else if (m.profile === 'saving' && l === 'saveFailed') [m.profile, m.effects] = ['editing', [...m.effects, 'profileFailed']];
      if (m.membership === 'loaded' && l === 'membershipRefresh') m.membership = 'loading';
      else if (m.membership === 'loading' && (l === 'membershipDone' || l === 'membershipFailed')) {
        m.membership = 'loaded';
        if (l === 'membershipDone') m.hasMembership = true;
      }
      if (m.verification === 'unverified' && (l === 'verifiedDone' || l === 'verifiedWithoutUser')) {
        m.verification = 'verified';
        // The verified user replaces the loaded one; an answer without one leaves it as it was.
        if (l === 'verifiedDone') m.user = verified;
        if (m.dialog === 'verification') m.dialog = 'closed';
      }
      settleVerification(m);
      break;
  }
  // Dialog region (the session's own announcements were applied above).
  const unverifiedUser = m.user != null && m.user.email_verified_at == null;
  switch (m.dialog) {
    case 'closed':
      if (l === 'openLogin' && wasSignedOut) [m.dialog, m.error] = ['login', null];
      if (l === 'openForgot') m.dialog = 'forgotPassword';
      if (l === 'openVerification' && unverifiedUser) m.dialog = 'verification';
      break;
    case 'login':
      if (l === 'close') m.dialog = 'closed';
      if (l === 'openForgot') m.dialog = 'forgotPassword';
      break;
    case 'forgotPassword':
      if (l === 'close') m.dialog = 'closed';
      if (l === 'openLogin') [m.dialog, m.error] = ['login', null];
      if (l === 'submitForgot') m.dialog = 'sendingResetLink';
      break;
    case 'sendingResetLink':
      if (l === 'resetSent') [m.dialog, m.effects] = ['closed', [...m.effects, 'resetSent']];
      if (l === 'resetFailed') [m.dialog, m.effects] = ['forgotPassword', [...m.effects, 'resetFailed']];
      break;
    case 'verification':
      if (l === 'close') m.dialog = 'closed';
      break;
  }
}

/** The machine's state value the model stands for. */
function valueOf(m: Model) {
  const profile = {
    loading: 'loading',
    viewing: { loaded: { viewing: 'current' } },
    refreshing: { loaded: { viewing: 'refreshing' } },
    editing: { loaded: 'editing' },
    saving: { loaded: 'saving' },
  }[m.profile];
  const session =
    m.session === 'signedIn'
      ? { signedIn: { profile, membership: m.membership, verification: m.verification } }
      : m.session === 'signedOut'
        ? { signedOut: 'ready' }
        : m.session === 'captchaRequired'
          ? { signedOut: 'captchaRequired' }
          : m.session;
  return { session, dialog: m.dialog };
}

const spinnerOf = (m: Model) =>
  ({ registering: 'Registrando usuario...', signingIn: 'Ingresando...', signingInWithCaptcha: 'Ingresando...', signingOut: 'Cerrando sesión...' })[m.session as string] ??
  (m.session === 'signedIn' && m.profile === 'saving' ? 'Actualizando informacion personal' : null);

// ── Driving a live actor side by side with the model ─────────────────────────────────────────
function live(input: AuthInput) {
  const effects: Effect[] = [];
  const never = fromPromise(() => new Promise<never>(() => {}));
  const record = (effect: Effect) => () => void effects.push(effect);
  const actor = createActor(
    authMachine.provide({
      actors: {
        login: never, register: never, logout: never, getProfile: never, updateProfile: never, getMembershipStatus: never, forgotPassword: never,
        emailVerification: never,
      } as never,
      actions: {
        notifySignedIn: record('signedIn'),
        notifyRegistered: record('registered'),
        logMalformed: record('malformed'),
        goHome: record('goHome'),
        notifyProfileSaved: record('profileSaved'),
        notifyProfileFailed: record('profileFailed'),
        notifyResetLinkSent: record('resetSent'),
        notifyResetLinkFailed: record('resetFailed'),
      },
    }),
    { input },
  ).start();
  return { actor, effects };
}

/** An actor's answer arrives only while that actor runs; people's events at any time. */
const possible = (children: Record<string, AnyActorRef | undefined>) => (l: Label) => canArrive(events[l].type, children);

function walk(input: AuthInput, path: Label[]) {
  const { actor, effects } = live(input);
  const m = start(input);
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(s.value, where).toEqual(valueOf(m));
    expect(selectSignedIn(s), where).toBe(m.session === 'signedIn');
    expect(selectUser(s), where).toEqual(m.session === 'signedIn' ? m.user : null);
    expect(selectError(s), where).toBe(m.error);
    expect(selectBusy(s), where).toBe(['signingIn', 'signingInWithCaptcha', 'registering'].includes(m.session));
    expect(selectCaptchaRound(s), where).toBe(m.session === 'captchaRequired' ? m.captchaRound : null);
    expect(selectSpinnerText(s), where).toBe(spinnerOf(m));
    expect(selectLoginDialogOpen(s), where).toBe(m.dialog === 'login');
    expect(selectForgotPasswordDialogOpen(s), where).toBe(m.dialog === 'forgotPassword' || m.dialog === 'sendingResetLink');
    expect(selectSendingResetLink(s), where).toBe(m.dialog === 'sendingResetLink');
    const prompt = m.session === 'signedIn' && m.verification === 'unverified';
    expect(selectNeedsVerification(s), where).toBe(prompt);
    expect(selectVerificationDialogOpen(s), where).toBe(prompt && m.dialog === 'verification');
    expect(selectDialogOpen(s), where).toBe(['login', 'forgotPassword', 'sendingResetLink'].includes(m.dialog) || (prompt && m.dialog === 'verification'));
    expect(selectEditingProfile(s), where).toBe(m.session === 'signedIn' && (m.profile === 'editing' || m.profile === 'saving'));
    expect(selectSavingProfile(s), where).toBe(m.session === 'signedIn' && m.profile === 'saving');
    expect(s.context.membership != null, where).toBe(m.hasMembership);
    expect(effects, where).toEqual(m.effects);
  };
  check('at start');
  path.forEach((l, i) => {
    expect(possible(actor.getSnapshot().children)(l), `${l} cannot happen here`).toBe(true);
    step(m, l);
    actor.send(events[l] as unknown as AuthEvent);
    check(`step ${i + 1}: ${path.slice(0, i + 1).join(' → ')}`);
  });
  return actor.getSnapshot();
}

const inputs: [string, AuthInput][] = [
  ['no session cookie', {}],
  ['session cookie, stored unverified user and membership', { signedIn: true, user: unverified, membership }],
  ['session cookie, nothing stored', { signedIn: true }],
];

describe.each(inputs)('auth paths from %s, checked at every step against the model', (_, input) => {
  const eventsIn = (state: { children: Record<string, AnyActorRef | undefined> }) =>
    labels.filter(possible(state.children)).map((l) => events[l]) as unknown as AuthEvent[];
  // States that differ only in data no guard reads (the membership, the error's text) count as one.
  const serializeState = (s: { value: unknown; context: { user: User | null; error: string | null } }) =>
    JSON.stringify([s.value, s.context.user ? s.context.user.email_verified_at != null : null, s.context.error != null]);
  const paths = getShortestPaths(authMachine, { input, events: eventsIn, serializeState: serializeState as never });
  const byEvent = new Map<unknown, Label>(labels.map((l) => [events[l], l]));
  const generated = paths.map((p) => p.steps.filter((s) => (s.event.type as string) !== 'xstate.init').map((s) => byEvent.get(s.event)!));

  it('reaches every session and dialog state', () => {
    const top = new Set(paths.map((p) => { const v = (p.state.value as { session: string | object }).session; return typeof v === 'string' ? v : Object.keys(v)[0]; }));
    const signedOut = new Set(paths.flatMap((p) => { const v = (p.state.value as { session: string | { signedOut?: string } }).session; return typeof v === 'object' && v.signedOut ? [v.signedOut] : []; }));
    const dialogs = new Set(paths.map((p) => (p.state.value as { dialog: string }).dialog));
    expect([...top].sort()).toEqual(['registering', 'signedIn', 'signedOut', 'signingIn', 'signingInWithCaptcha', 'signingOut']);
    expect([...signedOut].sort()).toEqual(['captchaRequired', 'ready']);
    expect([...dialogs].sort()).toEqual(['closed', 'forgotPassword', 'login', 'sendingResetLink', 'verification']);
  });

  // Every (state, event) pair once: from the first path to end in each state (value, and whether
  // the user is verified, which guards decide on), one more step with each event possible there.
  const extended = new Set<string>();
  it.each(generated.map((path) => [path.join(' → ') || '(start)', path] as const))('%s', (_, path) => {
    const end = walk(input, path);
    const key = serializeState(end);
    if (extended.has(key)) return;
    extended.add(key);
    for (const l of labels.filter(possible(end.children))) walk(input, [...path, l]);
  });
});
