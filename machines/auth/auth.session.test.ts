// What the session keeps and tells, beside the generated paths (auth.paths.test.ts): the answers a
// path does not vary (a session missing only one field or empty, a failure without a message, stored
// data without the cookie), what each request sends, and the selectors only the pages read
// (membership, the verification child).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MembershipStatus, RegisterRequest, Session, User } from '../../openapi/index.ts';
import { ACTIVE_CARD } from '../../openapi/rules.ts';
import { authMachine } from './auth.machine.ts';
import { isUnverified, selectCaptchaRound, selectError, selectIsClubMember, selectMembership, selectSignedIn, selectUser, selectVerification } from './auth.selectors.ts';
import type { AuthInput } from './auth.types.ts';

const user: User = {
  id: 7, username: 'ana@example.com', name: 'Ana', lastname: 'Gómez', fullname: 'Ana Gómez', email: 'ana@example.com',
  email_verified_at: '2026-11-20T15:04:05Z', phone: '3001234567', doc_type: 'CC', doc_number: '1020304050', birthday: '1994-05-17', sex: 'F',
};
const session: Session = { token: 'tok', expires_at: '2026-12-30 22:30:00', user };
const member: MembershipStatus = { Estado: ACTIVE_CARD, CineFan: 'no vigente', Vencimiento: '2027-01-31' };
const nonMember: MembershipStatus = { Estado: 'usuario sin tarjeta', CineFan: 'no vigente', Vencimiento: null };
const GENERIC = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const WRONG = 'El correo o la contraseña no son correctos.';
const never = fromPromise(() => new Promise<never>(() => {}));

/** The session machine with its network answering `login` as given and everything else never; `sent` keeps what each request was given. */
function start(input: AuthInput, login: () => Promise<unknown> = () => new Promise(() => {})) {
  const seen: string[] = [];
  const sent: [string, unknown][] = [];
  const sending = (name: string, answer: () => Promise<unknown> = () => new Promise(() => {})) =>
    fromPromise(({ input: body }: { input: unknown }) => {
      sent.push([name, body]);
      return answer();
    });
  const actor = createActor(
    authMachine.provide({
      actors: {
        login: sending('login', login), register: sending('register'), logout: never, getProfile: never, updateProfile: sending('updateProfile'),
        getMembershipStatus: never, forgotPassword: sending('forgotPassword'), emailVerification: never,
      } as never,
      actions: { logMalformed: () => void seen.push('malformed'), notifySignedIn: () => void seen.push('signedIn'), storeUser: () => void seen.push('stored') },
    }),
    { input },
  ).start();
  return { actor, seen, sent };
}

describe('the session machine beside its paths', () => {
  it.each([
    ['token', { expires_at: session.expires_at, user }],
    ['expiry', { token: session.token, user }],
    ['user', { token: session.token, expires_at: session.expires_at }],
  ])('a login answer without its %s is malformed: only logged, nobody signed in', async (_, answer) => {
    const { actor, seen } = start({}, async () => answer);
    actor.send({ type: 'login.submit', credentials: { email: 'ana@example.com', password: 'Cine2026ok' } });
    await waitFor(actor, (s) => s.matches({ session: 'signedOut' }));
    expect(seen).toEqual(['malformed']);
    expect(selectSignedIn(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it.each([null, undefined])('an empty login answer (%s) is malformed too', async (answer) => {
    const { actor, seen } = start({}, async () => answer);
    actor.send({ type: 'login.submit', credentials: { email: 'ana@example.com', password: 'Cine2026ok' } });
    await waitFor(actor, (s) => s.matches({ session: 'signedOut' }));
    expect(seen).toEqual(['malformed']);
    expect(selectSignedIn(actor.getSnapshot())).toBe(false);
  });

  it('a complete login answer signs in (the three fields are enough)', async () => {
    const { actor, seen } = start({}, async () => session);
    actor.send({ type: 'login.submit', credentials: { email: 'ana@example.com', password: 'Cine2026ok' } });
    await waitFor(actor, selectSignedIn);
    expect(seen).toEqual(['stored', 'signedIn']);
    expect(selectUser(actor.getSnapshot())).toEqual(user);
    // A session is now open; its membership is read afresh.
    expect(actor.getSnapshot().context).toMatchObject({ hadSession: true, membership: null, error: null });
  });

  it('each request sends what the person gave: credentials, registration, profile change, e-mail for the reset link', () => {
    const credentials = { email: 'ana@example.com', password: 'Cine2026ok' };
    const registration = { email: 'ana@example.com', password: 'Cine2026ok', name: 'Ana' } as RegisterRequest;
    const { lastname, email, phone, doc_type, doc_number, birthday, sex } = user;
    const change = { name: 'Anita', lastname, email, phone, doc_type, doc_number, birthday, sex };
    const out = start({});
    out.actor.send({ type: 'login.submit', credentials });
    const reg = start({});
    reg.actor.send({ type: 'register.submit', registration });
    const signedIn = start({ signedIn: true, user, membership: member });
    signedIn.actor.send({ type: 'profile.edit' });
    signedIn.actor.send({ type: 'profile.save', change });
    const forgot = start({});
    forgot.actor.send({ type: 'forgotPassword.open' });
    forgot.actor.send({ type: 'forgotPassword.submit', email: 'ana@example.com' });
    expect([...out.sent, ...reg.sent, ...signedIn.sent, ...forgot.sent]).toEqual([
      ['login', credentials],
      ['register', registration],
      ['updateProfile', change],
      ['forgotPassword', 'ana@example.com'],
    ]);
  });

  it('a refusal with the captcha code asks for a captcha; its answer goes with the credentials, and any refusal then asks for a new one', async () => {
    const NEEDS = 'Hubo muchos intentos fallidos desde tu conexión. Resuelve el captcha para continuar.';
    const answers = [
      () => Promise.reject(Object.assign(new Error(NEEDS), { status: 403, code: 'captcha_required' })),
      () => Promise.reject(Object.assign(new Error(WRONG), { status: 401 })),
      async () => session,
    ];
    const { actor, sent } = start({}, () => answers.shift()!());
    const credentials = { email: 'ana@example.com', password: 'Cine2026ok' };
    actor.send({ type: 'login.submit', credentials });
    await waitFor(actor, (s) => selectCaptchaRound(s) === 1);
    expect(selectError(actor.getSnapshot())).toBe(NEEDS);
    actor.send({ type: 'login.submit', credentials: { ...credentials, captcha: 'respuesta-1' } });
    await waitFor(actor, (s) => selectCaptchaRound(s) === 2);
    expect(selectError(actor.getSnapshot())).toBe(WRONG);
    actor.send({ type: 'login.submit', credentials: { ...credentials, captcha: 'respuesta-2' } });
    await waitFor(actor, selectSignedIn);
    expect(sent).toEqual([
      ['login', credentials],
      ['login', { ...credentials, captcha: 'respuesta-1' }],
      ['login', { ...credentials, captcha: 'respuesta-2' }],
    ]);
    expect(selectCaptchaRound(actor.getSnapshot())).toBeNull();
  });

  it.each([
    ['a failure that is not an Error', () => Promise.reject('offline')],
    ['an Error without a message', () => Promise.reject(new Error(''))],
  ])('%s puts the generic text under the form', async (_, login) => {
    const { actor } = start({}, login);
    actor.send({ type: 'login.submit', credentials: { email: 'ana@example.com', password: 'Cine2026ok' } });
    await waitFor(actor, (s) => s.matches({ session: 'signedOut' }));
    expect(selectError(actor.getSnapshot())).toBe(GENERIC);
  });

  it('without the session cookie, a stored user and membership are not kept', () => {
    const { actor } = start({ user, membership: member });
    const s = actor.getSnapshot();
    expect(s.context).toEqual({ hadSession: false, user: null, membership: null, error: null, captchaRound: 0 });
    expect(selectUser(s)).toBeNull();
    expect(selectMembership(s)).toBeNull();
  });

  it('a Club Vizionarios member is one whose card is active, and only while signed in', () => {
    const { actor } = start({ signedIn: true, user, membership: member });
    expect(selectMembership(actor.getSnapshot())).toEqual(member);
    expect(selectIsClubMember(actor.getSnapshot())).toBe(true);
    // Logging out: the membership is still in the context until the server answers, but no page shows it.
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().context.membership).toEqual(member);
    expect(selectMembership(actor.getSnapshot())).toBeNull();
    expect(selectIsClubMember(actor.getSnapshot())).toBe(false);

    const other = start({ signedIn: true, user, membership: nonMember }).actor;
    expect(selectMembership(other.getSnapshot())).toEqual(nonMember);
    expect(selectIsClubMember(other.getSnapshot())).toBe(false);
  });

  it('the verification runs as a child only while the e-mail is unverified', () => {
    const unverified = start({ signedIn: true, user: { ...user, email_verified_at: null }, membership: member }).actor;
    expect(selectVerification(unverified.getSnapshot())).toBeDefined();
    const verified = start({ signedIn: true, user, membership: member }).actor;
    expect(selectVerification(verified.getSnapshot())).toBeUndefined();
  });
});

describe('isUnverified (spec §4, §6)', () => {
  it('a user whose email_verified_at is null; nobody, or a verified user, is not', () => {
    expect([isUnverified({ ...user, email_verified_at: null }), isUnverified(user), isUnverified(null), isUnverified(undefined)]).toEqual([true, false, false, false]);
  });
});
