// Generated paths through the admin's audit log machine, each checked at EVERY step against a table
// written from the contract's listStaffAudit (newest first, pages by cursor, filters) and the
// docs/staff/README.md: the state, what the page shows and what is asked of the server.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AuditEntry, AuditPage, StaffPerson } from '../../../../openapi/index.ts';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { AUDIT_PAGE_SIZE, staffAuditMachine } from './audit.machine.ts';
import { selectAuditEntries, selectAuditFilters, selectAuditLoading, selectAuditPageNumber, selectAuditPeople, selectAuditProblem, selectHasNewer, selectHasOlder } from './audit.selectors.ts';
import type { StaffAuditEvent, StaffAuditFilters } from './audit.types.ts';

stopAtFirstFailureWhenMutating();

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const DATES = 'La fecha inicial no puede ser posterior a la final.';
const ana: StaffPerson = { id: 1, email: 'ana@viziona.test', name: 'Ana', roles: ['admin'], active: true, created_at: '2026-11-20T10:00:00' };
const entry = (id: number): AuditEntry => ({ id, at: '2026-11-25T10:00:00', person: { id: 1, name: 'Ana', email: 'ana@viziona.test' }, role: 'admin', action: 'staff.invite', target: `staff_invitation:${id}`, before: null, after: { roles: ['porteria'] }, address: '127.0.0.1' });
const newest: AuditPage = { entries: [entry(30), entry(29)], next: 29 };
const older: AuditPage = { entries: [entry(28)], next: null };
const filters: StaffAuditFilters = { person: 1, action: 'staff.', target: 'staff_person:2', from: '2026-11-01', to: '2026-11-30' };

const events = {
  people: { type: 'xstate.done.actor.listStaff', output: { people: [ana] } },
  peopleDown: { type: 'xstate.error.actor.listStaff', error: refused(500, DOWN) },
  page: { type: 'xstate.done.actor.listStaffAudit', output: newest },
  lastPage: { type: 'xstate.done.actor.listStaffAudit', output: older },
  pageRefused: { type: 'xstate.error.actor.listStaffAudit', error: refused(400, DATES) },
  filter: { type: 'audit.filter', filters },
  next: { type: 'audit.next' },
  previous: { type: 'audit.previous' },
  retry: { type: 'audit.retry' },
} as const;
type Label = keyof typeof events;
type State = 'opening' | 'loading' | 'ready' | 'failed';

function walk(labels: Label[]) {
  const asked: unknown[] = [];
  const answer = (name: string) => fromPromise(async ({ input }: { input: unknown }) => (asked.push([name, input]), new Promise<never>(() => {})));
  const actor = createActor(staffAuditMachine.provide({ actors: { listStaff: answer('listStaff'), listStaffAudit: answer('listStaffAudit') } as never })).start();
  // The model, from the contract: the page shown, its cursor stack, the filters.
  let state: State = 'opening';
  let people: StaffPerson[] | null = null;
  let shown: AuditPage = { entries: [], next: null };
  let cursors: (number | null)[] = [null];
  let used: StaffAuditFilters = {};
  let problem: string | null = null;
  const expected: unknown[] = [['listStaff', undefined]];
  const ask = () => {
    const before = cursors.at(-1);
    expected.push(['listStaffAudit', { ...used, ...(before === null ? {} : { before }), limit: AUDIT_PAGE_SIZE }]);
  };
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(s.value, where).toBe(state);
    expect(selectAuditLoading(s), where).toBe(state === 'opening' || state === 'loading');
    expect(selectAuditPeople(s), where).toEqual(people ?? []);
    expect(selectAuditEntries(s), where).toEqual(shown.entries);
    expect(selectAuditFilters(s), where).toEqual(used);
    expect(selectAuditProblem(s), where).toBe(state === 'failed' ? problem : null);
    expect(selectHasOlder(s), where).toBe(state === 'ready' && shown.next !== null);
    expect(selectHasNewer(s), where).toBe(state === 'ready' && cursors.length > 1);
    expect(selectAuditPageNumber(s), where).toBe(cursors.length);
    expect(asked, where).toEqual(expected);
  };
  check('at start');
  labels.forEach((l, i) => {
    const from = state;
    if (state === 'opening' && l === 'people') [state, people] = ['loading', [ana]];
    else if (state === 'opening' && l === 'peopleDown') [state, problem] = ['failed', DOWN];
    else if (state === 'loading' && (l === 'page' || l === 'lastPage')) [state, shown] = ['ready', l === 'page' ? newest : older];
    else if (state === 'loading' && l === 'pageRefused') [state, problem] = ['failed', DATES];
    else if ((state === 'ready' || (state === 'failed' && people)) && l === 'filter') [state, used, cursors] = ['loading', filters, [null]];
    else if (state === 'ready' && l === 'next' && shown.next !== null) [state, cursors] = ['loading', [...cursors, shown.next]];
    else if (state === 'ready' && l === 'previous' && cursors.length > 1) [state, cursors] = ['loading', cursors.slice(0, -1)];
    else if (state === 'failed' && l === 'retry') state = people ? 'loading' : 'opening';
    // Entering 'loading' asks for the page, entering 'opening' for the staff.
    if (state !== from && state === 'loading') ask();
    if (state !== from && state === 'opening') expected.push(['listStaff', undefined]);
    actor.send(events[l] as unknown as StaffAuditEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

// What the guards read: the state, whether the staff are known, whether there are newer and older pages
// (the cursor stack itself grows without end: older, newer, older…).
const serializeState = (s: { value: unknown; context: { people: unknown; cursors: unknown[]; next: unknown } }) =>
  JSON.stringify([s.value, s.context.people !== null, s.context.cursors.length > 1, s.context.next !== null]);
const { shortest, generated, possible } = pathsThrough(staffAuditMachine, events, { simple: true, serializeState });

describe('the audit log paths, checked at every step against the contract', () => {
  it('reaches every state', () => {
    expect(new Set(shortest.map((p) => p.state.value))).toEqual(new Set(['opening', 'loading', 'ready', 'failed']));
  });

  it('pages older and back, keeping the filters', () => {
    walk(['people', 'page', 'filter', 'page', 'next', 'lastPage', 'previous', 'page']);
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) walk([...labels, l]);
  });
});
