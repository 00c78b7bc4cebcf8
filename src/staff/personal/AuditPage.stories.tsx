// One story per state of the audit log's machine (machines/staff/personal/audit), from its snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { AuditEntry, AuditPage, StaffPerson } from '../../../openapi';
import { staffAuditMachine } from '../../../machines/staff/personal/audit/audit.machine';
import { StaffAudit, StaffAuditContext } from './AuditPage';
import { refusedWith, snapshotAfter, type StoryEvent } from '../story';

const never = fromPromise(() => new Promise<never>(() => {}));
const storyAuditMachine = staffAuditMachine.provide({ actors: { listStaff: never, listStaffAudit: never } as never });

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const DATES = 'La fecha inicial no puede ser posterior a la final.';
const ana: StaffPerson = { id: 1, email: 'ana@viziona.com.co', name: 'Ana Gómez', roles: ['admin'], active: true, created_at: '2026-11-20T10:00:00' };
const who = { id: 1, name: 'Ana Gómez', email: 'ana@viziona.com.co' };
const entries: AuditEntry[] = [
  { id: 12, at: '2026-11-25T16:04:05', person: who, role: 'admin', action: 'staff.deactivate', target: 'staff_person:2', before: { active: true, roles: ['porteria'] }, after: { active: false }, address: '203.0.113.7' },
  { id: 11, at: '2026-11-25T16:02:00', person: who, role: 'admin', action: 'staff.roles.change', target: 'staff_person:2', before: { roles: ['porteria'] }, after: { roles: ['porteria', 'servicio'] }, address: '203.0.113.7' },
  { id: 10, at: '2026-11-25T15:58:30', person: who, role: 'admin', action: 'staff.invite', target: 'staff_invitation:4', before: null, after: { email: 'luis@viziona.com.co', name: 'Luis Pérez', roles: ['porteria'] }, address: '203.0.113.7' },
  { id: 9, at: '2026-11-25T15:50:00', person: who, role: null, action: 'staff.signin', target: 'staff_person:1', before: null, after: null, address: '203.0.113.7' },
];
const page: AuditPage = { entries, next: 9 };

function Screen({ events }: { events: StoryEvent<typeof storyAuditMachine>[] }) {
  return (
    <StaffAuditContext.Provider logic={storyAuditMachine} options={{ snapshot: snapshotAfter(storyAuditMachine, events) }}>
      <StaffAudit />
    </StaffAuditContext.Provider>
  );
}

const meta = { title: 'Staff/Personal/Auditoría (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const people = { type: 'xstate.done.actor.listStaff', output: { people: [ana] } } as const;
const read = { type: 'xstate.done.actor.listStaffAudit', output: page } as const;

export const Opening: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull(), { timeout: 5000 });
  },
};
export const Loading: Story = {
  args: { events: [people] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull(), { timeout: 5000 });
    expect(within(canvasElement).getByLabelText('Desde')).toBeVisible();
  },
};
export const Ready: Story = {
  args: { events: [people, read] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByText('Cambio de roles')).toBeVisible();
    expect(within(table).getByText('staff.roles.change')).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Más antiguos' })).toBeEnabled();
    expect(canvas.getByRole('button', { name: 'Más recientes' })).toBeDisabled();
    // The values before and after, in a row opened from the keyboard.
    const row = within(table).getByText('staff.roles.change').closest('tr')!;
    await userEvent.click(within(row as HTMLElement).getByRole('button'));
    const changes = await canvas.findByRole('table', { name: 'Valores de la entrada 11' }, { timeout: 5000 });
    expect(within(changes).getByRole('row', { name: /Roles Portería Portería, Servicio al cliente/ })).toBeVisible();
  },
};
export const OlderPage: Story = {
  args: { events: [people, read, { type: 'audit.next' }, { type: 'xstate.done.actor.listStaffAudit', output: { entries: entries.slice(3), next: null } }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Página 2')).toBeVisible(), { timeout: 5000 });
    expect(canvas.getByRole('button', { name: 'Más antiguos' })).toBeDisabled();
    expect(canvas.getByRole('button', { name: 'Más recientes' })).toBeEnabled();
  },
};
export const Filtered: Story = {
  args: { events: [people, read, { type: 'audit.filter', filters: { action: 'staff.roles.change', from: '2026-11-25', to: '2026-11-25' } }, { type: 'xstate.done.actor.listStaffAudit', output: { entries: [entries[1]], next: null } }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Acción')).toHaveValue('staff.roles.change'), { timeout: 5000 });
    expect(canvas.getByLabelText('Desde')).toHaveValue('2026-11-25');
    expect(canvas.queryByText('staff.invite')).toBeNull();
  },
};
export const Empty: Story = {
  args: { events: [people, { type: 'xstate.done.actor.listStaffAudit', output: { entries: [], next: null } }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No hay entradas con estos filtros.')).toBeVisible(), { timeout: 5000 });
  },
};
export const Failed: Story = {
  args: { events: [people, { type: 'xstate.error.actor.listStaffAudit', error: refusedWith(400, DATES) }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(DATES), { timeout: 5000 });
    expect(within(canvasElement).getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};
export const OpeningFailed: Story = {
  args: { events: [{ type: 'xstate.error.actor.listStaff', error: refusedWith(500, DOWN) }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(DOWN), { timeout: 5000 });
  },
};
