// Generated paths through the staff enrolment machine, each checked at EVERY step against a table
// written from docs/staff/README.md (not from the machine): the state reached, the screen
// the page shows, the server's message, the calls made. A wrong transition target fails here.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { refused } from '../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../testing/paths.ts';
import type { StaffEnrolled, StaffInvitationView } from '../../../openapi/index.ts';
import { NO_TOKEN_MESSAGE, staffEnrolmentMachine } from './enrolment.machine.ts';
import { selectEnrolling, selectEnrolmentScreen, selectRecoveryCodes, selectRefusalMessage, type EnrolmentScreen } from './enrolment.selectors.ts';
import type { StaffEnrolmentEvent, StaffLinkKind } from './enrolment.types.ts';

stopAtFirstFailureWhenMutating();

const GONE = 'Este enlace ya se usó o venció. Pide uno nuevo a un administrador.';
const WRONG = 'El código no es correcto.';
const MANY = 'Demasiados intentos. Espera un momento.';
const TAKEN = 'Ya existe una persona con ese correo.';
const view: StaffInvitationView = {
  kind: 'setup', email: null, name: null, roles: [], expires_at: '2026-11-22T10:00:00',
  enrolment: { uri: 'otpauth://totp/Viziona:x?secret=JBSWY3DPEHPK3PXP', qr: 'data:image/png;base64,AA==', secret: 'JBSWY3DPEHPK3PXP' },
};
const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DD${String.fromCharCode(65 + i)}${String.fromCharCode(65 + i)}`);
const enrolled: StaffEnrolled = {
  person: { id: 1, email: 'ana@viziona.test', name: 'Ana', roles: ['admin'], active: true, created_at: '2026-11-20T10:00:00' },
  recovery_codes: codes, expires_at: '2026-11-20T22:00:00',
};
const details = { email: ' ana@viziona.test ', name: ' Ana ', password: 'taquilla-norte-2026', code: ' 123456 ' };

const events = {
  submit: { type: 'enrolment.submit', details },
  retry: { type: 'link.retry' },
  acknowledge: { type: 'codes.acknowledge' },
  read: { type: 'xstate.done.actor.readStaffInvitation', output: view },
  readGone: { type: 'xstate.error.actor.readStaffInvitation', error: refused(410, GONE) },
  readMany: { type: 'xstate.error.actor.readStaffInvitation', error: refused(429, MANY) },
  setUp: { type: 'xstate.done.actor.completeStaffSetup', output: enrolled },
  setupWrong: { type: 'xstate.error.actor.completeStaffSetup', error: refused(400, WRONG) },
  setupMany: { type: 'xstate.error.actor.completeStaffSetup', error: refused(429, MANY) },
  setupGone: { type: 'xstate.error.actor.completeStaffSetup', error: refused(410, GONE) },
  setupTaken: { type: 'xstate.error.actor.completeStaffSetup', error: refused(409, TAKEN) },
  accepted: { type: 'xstate.done.actor.acceptStaffInvitation', output: enrolled },
  acceptWrong: { type: 'xstate.error.actor.acceptStaffInvitation', error: refused(400, WRONG) },
  acceptMany: { type: 'xstate.error.actor.acceptStaffInvitation', error: refused(429, MANY) },
  acceptGone: { type: 'xstate.error.actor.acceptStaffInvitation', error: refused(410, GONE) },
  acceptOffline: { type: 'xstate.error.actor.acceptStaffInvitation', error: new Error('fetch failed') },
} as const;
type Label = keyof typeof events;

type State = 'reading' | 'readFailed' | 'linkGone' | 'editing' | 'wrongCode' | 'rateLimited' | 'refused' | 'settingUp' | 'accepting' | 'showingCodes' | 'enrolled';
type Expect = [State, string?];

/** By hand: (state, event) → next state and the message then shown. Missing = ignored. */
function tableFor(kind: StaffLinkKind): Record<State, Partial<Record<Label, Expect>>> {
  const submitting: State = kind === 'setup' ? 'settingUp' : 'accepting';
  const form = { submit: [submitting] as Expect };
  return {
    reading: { read: ['editing'], readGone: ['linkGone', GONE], readMany: ['readFailed', MANY] },
    readFailed: { retry: ['reading'] },
    linkGone: {},
    editing: form,
    wrongCode: form,
    rateLimited: form,
    refused: form,
    settingUp: { setUp: ['showingCodes'], setupWrong: ['wrongCode', WRONG], setupMany: ['rateLimited', MANY], setupGone: ['linkGone', GONE], setupTaken: ['refused', TAKEN] },
    accepting: { accepted: ['showingCodes'], acceptWrong: ['wrongCode', WRONG], acceptMany: ['rateLimited', MANY], acceptGone: ['linkGone', GONE], acceptOffline: ['refused', 'Ocurrió un error inesperado. Intenta de nuevo más tarde.'] },
    showingCodes: { acknowledge: ['enrolled'] },
    enrolled: {},
  };
}

const screenOf: Record<State, EnrolmentScreen> = {
  reading: 'reading', readFailed: 'readFailed', linkGone: 'linkGone', editing: 'form', wrongCode: 'form', rateLimited: 'form', refused: 'form',
  settingUp: 'form', accepting: 'form', showingCodes: 'codes', enrolled: 'enrolled',
};
const shownMessage = (state: State, message: string | undefined) => (['wrongCode', 'rateLimited', 'refused', 'linkGone', 'readFailed'].includes(state) ? (message ?? null) : null);

const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));

function live(kind: StaffLinkKind) {
  const calls: { op: string; input: unknown }[] = [];
  const never = (op: string) => fromPromise(async ({ input }: { input: unknown }) => {
    calls.push({ op, input });
    return new Promise<never>(() => {});
  });
  const actor = createActor(
    staffEnrolmentMachine.provide({
      actors: { readStaffInvitation: never('readStaffInvitation'), completeStaffSetup: never('completeStaffSetup'), acceptStaffInvitation: never('acceptStaffInvitation') } as never,
    }),
    { input: { kind, token: 'tok_abcdefghijklmnopqrstuvwxyz' } },
  ).start();
  return { actor, calls };
}

function walk(kind: StaffLinkKind, labels: Label[]) {
  const table = tableFor(kind);
  const { actor, calls } = live(kind);
  let state: State = 'reading';
  let message: string | undefined;
  const expectedCalls: { op: string; input: unknown }[] = [{ op: 'readStaffInvitation', input: 'tok_abcdefghijklmnopqrstuvwxyz' }];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(leaf(s.value), where).toBe(state);
    expect(selectEnrolmentScreen(s), where).toBe(screenOf[state]);
    expect(selectEnrolling(s), where).toBe(state === 'settingUp' || state === 'accepting');
    expect(selectRefusalMessage(s), where).toBe(shownMessage(state, message));
    expect(selectRecoveryCodes(s), where).toEqual(state === 'showingCodes' ? codes : []);
    if (state === 'enrolled') expect(s.context.enrolled?.recovery_codes, `${where}: the codes are forgotten`).toEqual([]);
    expect(s.status === 'done', where).toBe(state === 'enrolled' || state === 'linkGone');
    expect(calls, where).toEqual(expectedCalls);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = table[state][l];
    if (next) {
      state = next[0];
      message = next[1];
      if (state === 'reading') expectedCalls.push({ op: 'readStaffInvitation', input: 'tok_abcdefghijklmnopqrstuvwxyz' });
      if (state === 'settingUp') expectedCalls.push({ op: 'completeStaffSetup', input: { token: 'tok_abcdefghijklmnopqrstuvwxyz', email: 'ana@viziona.test', name: 'Ana', password: 'taquilla-norte-2026', code: '123456' } });
      if (state === 'accepting') expectedCalls.push({ op: 'acceptStaffInvitation', input: { token: 'tok_abcdefghijklmnopqrstuvwxyz', password: 'taquilla-norte-2026', code: '123456' } });
    }
    actor.send(events[l] as unknown as StaffEnrolmentEvent);
    check(`${kind} step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

describe.each(['setup', 'invitation'] as const)('staff enrolment paths (%s link), checked at every step', (kind) => {
  const input = { kind, token: 'tok_abcdefghijklmnopqrstuvwxyz' };
  const { shortest, generated, possible } = pathsThrough(staffEnrolmentMachine.provide({}), events, { simple: true, input });

  it('reaches every state of the table', () => {
    const reachable = Object.keys(tableFor(kind)).filter((s) => s !== (kind === 'setup' ? 'accepting' : 'settingUp'));
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(reachable));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(kind, labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk(kind, [...labels, l]);
  });
});

describe('a link without a token', () => {
  it('reads nothing and says the link is incomplete', () => {
    const calls: string[] = [];
    const actor = createActor(
      staffEnrolmentMachine.provide({ actors: { readStaffInvitation: fromPromise(async () => (calls.push('read'), view)) } as never }),
      { input: { kind: 'invitation', token: null } },
    ).start();
    expect(selectEnrolmentScreen(actor.getSnapshot())).toBe('linkGone');
    expect(selectRefusalMessage(actor.getSnapshot())).toBe(NO_TOKEN_MESSAGE);
    expect(calls).toEqual([]);
  });
});
