// Generated paths through the admin's Personal page machine, each checked at EVERY step against a
// table written from docs/staff/README.md (invitations, roles, the last admin): the state,
// what the page shows (table, dialog, message, notice) and what is sent to the server.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StaffInvitation, StaffPerson } from '../../../../openapi/index.ts';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { staffPersonalMachine } from './people.machine.ts';
import { selectCanRetry, selectDialog, selectListProblem, selectNotice, selectPeople, selectPeopleLoading, selectRefusal, selectSelected, selectSending, selectSent } from './people.selectors.ts';
import type { StaffPersonalEvent } from './people.types.ts';

stopAtFirstFailureWhenMutating();

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const TAKEN = 'Ese correo ya pertenece a una persona del personal.';
const ESCALATION = 'No puedes entregar el rol etica: no lo tienes.';
const LAST = 'Es el último administrador activo: antes, da el rol admin a otra persona.';
const ana: StaffPerson = { id: 1, email: 'ana@viziona.test', name: 'Ana', roles: ['admin'], active: true, created_at: '2026-11-20T10:00:00' };
const luis: StaffPerson = { id: 2, email: 'luis@viziona.test', name: 'Luis', roles: ['porteria'], active: true, created_at: '2026-11-21T10:00:00' };
const luisServicio: StaffPerson = { ...luis, roles: ['porteria', 'servicio'] };
const luisOff: StaffPerson = { ...luis, active: false };
const invitation = { name: 'Marta', email: 'marta@viziona.test', roles: ['servicio' as const] };
const sentInvitation: StaffInvitation = { id: 9, ...invitation, expires_at: '2026-11-28T10:00:00' };

const events = {
  listed: { type: 'xstate.done.actor.listStaff', output: { people: [ana, luis] } },
  listDown: { type: 'xstate.error.actor.listStaff', error: refused(500, DOWN) },
  retryList: { type: 'list.retry' },
  invite: { type: 'invitation.open' },
  submitInvitation: { type: 'invitation.submit', invitation },
  invited: { type: 'xstate.done.actor.createStaffInvitation', output: sentInvitation },
  taken: { type: 'xstate.error.actor.createStaffInvitation', error: Object.assign(refused(409, TAKEN), { errors: { email: TAKEN } }) },
  inviteDown: { type: 'xstate.error.actor.createStaffInvitation', error: refused(0, DOWN) },
  openRoles: { type: 'roles.open', person: luis },
  submitRoles: { type: 'roles.submit', roles: ['porteria', 'servicio'] },
  rolesChanged: { type: 'xstate.done.actor.changeStaffRoles', output: luisServicio },
  escalation: { type: 'xstate.error.actor.changeStaffRoles', error: refused(403, ESCALATION) },
  rolesDown: { type: 'xstate.error.actor.changeStaffRoles', error: refused(503, DOWN) },
  openDeactivation: { type: 'deactivation.open', person: luis },
  confirm: { type: 'deactivation.confirm' },
  deactivated: { type: 'xstate.done.actor.deactivateStaff', output: luisOff },
  lastAdmin: { type: 'xstate.error.actor.deactivateStaff', error: refused(409, LAST) },
  deactivateDown: { type: 'xstate.error.actor.deactivateStaff', error: refused(500, DOWN) },
  retry: { type: 'request.retry' },
  close: { type: 'dialog.close' },
} as const;
type Label = keyof typeof events;
type State =
  | 'loading' | 'loadFailed' | 'ready'
  | 'invitation.editing' | 'invitation.sending' | 'invitation.refused' | 'invitation.failed' | 'invitation.sent'
  | 'roles.editing' | 'roles.saving' | 'roles.refused' | 'roles.failed'
  | 'deactivation.asking' | 'deactivation.working' | 'deactivation.refused' | 'deactivation.failed';

// What each event does in each state, from docs/staff/README.md: [next state, the message the dialog shows].
const inviteForm: Partial<Record<Label, [State, string?]>> = { submitInvitation: ['invitation.sending'], close: ['ready'] };
const rolesForm: Partial<Record<Label, [State, string?]>> = { submitRoles: ['roles.saving'], close: ['ready'] };
const asking: Partial<Record<Label, [State, string?]>> = { confirm: ['deactivation.working'], close: ['ready'] };
const table: Record<State, Partial<Record<Label, [State, string?]>>> = {
  loading: { listed: ['ready'], listDown: ['loadFailed'] },
  loadFailed: { retryList: ['loading'] },
  ready: { invite: ['invitation.editing'], openRoles: ['roles.editing'], openDeactivation: ['deactivation.asking'] },
  'invitation.editing': inviteForm,
  'invitation.refused': inviteForm,
  'invitation.failed': { ...inviteForm, retry: ['invitation.sending'] },
  'invitation.sending': { invited: ['invitation.sent'], taken: ['invitation.refused', TAKEN], inviteDown: ['invitation.failed', DOWN] },
  'invitation.sent': { close: ['ready'] },
  'roles.editing': rolesForm,
  'roles.refused': rolesForm,
  'roles.failed': { ...rolesForm, retry: ['roles.saving'] },
  'roles.saving': { rolesChanged: ['ready'], escalation: ['roles.refused', ESCALATION], rolesDown: ['roles.failed', DOWN] },
  'deactivation.asking': asking,
  'deactivation.refused': asking,
  'deactivation.failed': asking,
  'deactivation.working': { deactivated: ['ready'], lastAdmin: ['deactivation.refused', LAST], deactivateDown: ['deactivation.failed', DOWN] },
};
const leaf = (value: unknown): string => (typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${leaf(v)}`)[0]);

function walk(labels: Label[]) {
  const sent: unknown[] = [];
  const answer = (name: string) => fromPromise(async ({ input }: { input: unknown }) => (sent.push([name, input]), new Promise<never>(() => {})));
  const actor = createActor(
    staffPersonalMachine.provide({
      actors: { listStaff: answer('listStaff'), createStaffInvitation: answer('createStaffInvitation'), changeStaffRoles: answer('changeStaffRoles'), deactivateStaff: answer('deactivateStaff') } as never,
    }),
  ).start();
  let state: State = 'loading';
  let message: string | undefined;
  let people: StaffPerson[] = [];
  let selected: StaffPerson | null = null;
  let notice: string | null = null;
  let sentInvitationSeen: StaffInvitation | null = null;
  const expectedSent: unknown[] = [['listStaff', undefined]];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(leaf(s.value), where).toBe(state);
    expect(selectPeopleLoading(s), where).toBe(state === 'loading');
    expect(selectListProblem(s), where).toBe(state === 'loadFailed' ? DOWN : null);
    expect(selectPeople(s), where).toEqual(people);
    expect(selectDialog(s), where).toBe(state.includes('.') ? state.split('.')[0] : null);
    expect(selectSelected(s), where).toEqual(state.startsWith('roles.') || state.startsWith('deactivation.') ? selected : null);
    expect(selectSending(s), where).toBe(['invitation.sending', 'roles.saving', 'deactivation.working'].includes(state));
    expect(selectRefusal(s)?.message ?? null, where).toBe(/\.(refused|failed)$/.test(state) ? message : null);
    expect(selectRefusal(s)?.fields ?? null, where).toEqual(state === 'invitation.refused' ? { email: TAKEN } : /\.(refused|failed)$/.test(state) ? {} : null);
    expect(selectCanRetry(s), where).toBe(state.endsWith('.failed'));
    expect(selectSent(s), where).toEqual(state === 'invitation.sent' ? sentInvitationSeen : null);
    expect(selectNotice(s), where).toBe(state === 'ready' ? notice : null);
    expect(sent, where).toEqual(expectedSent);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = table[state][l];
    if (next) {
      const before = state;
      [state, message] = next;
      if (l === 'listed') people = [ana, luis];
      if (l === 'invite') notice = null;
      if (l === 'openRoles' || l === 'openDeactivation') [selected, notice] = [luis, null];
      if (l === 'invited') sentInvitationSeen = sentInvitation;
      if (l === 'rolesChanged') [people, notice] = [people.map((p) => (p.id === 2 ? luisServicio : p)), 'Se cambiaron los roles de Luis.'];
      if (l === 'deactivated') [people, notice] = [people.map((p) => (p.id === 2 ? luisOff : p)), 'Se desactivó a Luis: ya no puede iniciar sesión.'];
      if (state === 'loading') expectedSent.push(['listStaff', undefined]);
      if (state === 'invitation.sending') expectedSent.push(['createStaffInvitation', invitation]);
      if (state === 'roles.saving') expectedSent.push(['changeStaffRoles', { id: 2, roles: ['porteria', 'servicio'] }]);
      if (state === 'deactivation.working') expectedSent.push(['deactivateStaff', { id: 2 }]);
      if (before !== state && state === 'ready') selected = null;
    }
    actor.send(events[l] as unknown as StaffPersonalEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

// States are told apart by their value alone: the people, the notice and the refusal are checked by the walk.
const serializeState = (s: { value: unknown }) => JSON.stringify(s.value);
const { shortest, generated, possible } = pathsThrough(staffPersonalMachine, events, { simple: true, serializeState });

describe('the Personal page paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
