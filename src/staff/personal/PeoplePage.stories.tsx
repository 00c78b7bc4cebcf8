// One story per state of the Personal page's machine (machines/staff/personal/people), from its snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { StaffInvitation, StaffInvitationRequest, StaffPerson } from '../../../openapi';
import { staffPersonalMachine } from '../../../machines/staff/personal/people/people.machine';
import { StaffPersonal, StaffPersonalContext } from './PeoplePage';
import { refusedWith, snapshotAfter, type StoryEvent } from '../story';

const never = fromPromise(() => new Promise<never>(() => {}));
const storyPersonalMachine = staffPersonalMachine.provide({ actors: { listStaff: never, createStaffInvitation: never, changeStaffRoles: never, deactivateStaff: never } as never });

const DOWN = 'No pudimos conectarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const TAKEN = 'Ese correo ya pertenece a una persona del personal.';
const ESCALATION = 'No puedes entregar el rol etica: no lo tienes.';
const LAST = 'Es el último administrador activo: antes, da el rol admin a otra persona.';
const ana: StaffPerson = { id: 1, email: 'ana@viziona.com.co', name: 'Ana Gómez', roles: ['admin', 'programacion'], active: true, created_at: '2026-11-20T10:00:00' };
const luis: StaffPerson = { id: 2, email: 'luis@viziona.com.co', name: 'Luis Pérez', roles: ['porteria'], active: true, created_at: '2026-11-21T15:30:00' };
const marta: StaffPerson = { id: 3, email: 'marta@viziona.com.co', name: 'Marta Ruiz', roles: ['servicio'], active: false, created_at: '2026-11-22T09:00:00' };
const invitation = { name: 'Carlos Díaz', email: 'carlos@viziona.com.co', roles: ['finanzas'] } satisfies StaffInvitationRequest;
const sent: StaffInvitation = { id: 7, ...invitation, expires_at: '2026-11-28T10:00:00' };

function Screen({ events }: { events: StoryEvent<typeof storyPersonalMachine>[] }) {
  return (
    <StaffPersonalContext.Provider logic={storyPersonalMachine} options={{ snapshot: snapshotAfter(storyPersonalMachine, events) }}>
      <StaffPersonal />
    </StaffPersonalContext.Provider>
  );
}

const meta = { title: 'Staff/Personal/Personas (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Events = StoryEvent<typeof storyPersonalMachine>[];
const listed = { type: 'xstate.done.actor.listStaff' as const, output: { people: [ana, luis, marta] } };
const invite: Events = [listed, { type: 'invitation.open' }];
const inviteSent: Events = [...invite, { type: 'invitation.submit', invitation }];
const roles: Events = [listed, { type: 'roles.open', person: luis }];
const rolesSent: Events = [...roles, { type: 'roles.submit', roles: ['porteria', 'etica'] }];
const deactivation: Events = [listed, { type: 'deactivation.open', person: ana }];
const confirmed: Events = [...deactivation, { type: 'deactivation.confirm' }];

/** The open dialog, once its opening animation has ended (antd zooms it in from transparent). */
async function dialog() {
  const d = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await waitFor(() => expect(d.closest('.ant-modal')?.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)).toEqual([]), { timeout: 5000 });
  await waitFor(() => expect(within(d).getAllByRole('button').at(-1)).toBeVisible(), { timeout: 5000 });
  return d;
}
const dialogAlerts = (text: string) => async () => {
  await waitFor(async () => expect(within(await dialog()).getByRole('alert')).toHaveTextContent(text), { timeout: 5000 });
};

export const Loading: Story = {
  play: async () => {
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull(), { timeout: 5000 });
  },
};
export const LoadFailed: Story = {
  args: { events: [{ type: 'xstate.error.actor.listStaff', error: refusedWith(0, DOWN) }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(DOWN), { timeout: 5000 });
    expect(within(canvasElement).getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};
export const Ready: Story = {
  args: { events: [listed] },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByText('Luis Pérez')).toBeVisible();
    expect(within(table).getByText('Portería')).toBeVisible();
    expect(within(table).getByText('Desactivada')).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Desactivar a Luis Pérez' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Desactivar a Marta Ruiz' })).toBeNull();
  },
};
export const InvitationEditing: Story = {
  args: { events: invite },
  play: async () => {
    const d = await dialog();
    expect(within(d).getByLabelText('Correo electrónico')).toBeVisible();
    expect(within(d).getByRole('checkbox', { name: 'Línea ética' })).not.toBeChecked();
  },
};
export const InvitationSending: Story = {
  args: { events: inviteSent },
  play: async () => {
    await waitFor(async () => expect(within(await dialog()).getByRole('button', { name: /Enviando/ })).toBeVisible(), { timeout: 5000 });
  },
};
export const InvitationRefused: Story = {
  args: { events: [...inviteSent, { type: 'xstate.error.actor.createStaffInvitation', error: Object.assign(refusedWith(409, TAKEN), { errors: { email: TAKEN } }) }] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByText(TAKEN)).toBeVisible(), { timeout: 5000 });
    expect(within(d).getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(within(d).getByLabelText('Correo electrónico')).toHaveAccessibleDescription(TAKEN);
  },
};
export const InvitationEscalation: Story = {
  args: { events: [...inviteSent, { type: 'xstate.error.actor.createStaffInvitation', error: refusedWith(403, ESCALATION) }] },
  play: dialogAlerts(ESCALATION),
};
export const InvitationFailed: Story = {
  args: { events: [...inviteSent, { type: 'xstate.error.actor.createStaffInvitation', error: refusedWith(0, DOWN) }] },
  play: async () => {
    await dialogAlerts(DOWN)();
    expect(within(await dialog()).getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};
export const InvitationSent: Story = {
  args: { events: [...inviteSent, { type: 'xstate.done.actor.createStaffInvitation', output: sent }] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByText('Invitación enviada')).toBeVisible(), { timeout: 5000 });
    expect(within(d).getByText(/carlos@viziona\.com\.co/)).toBeVisible();
  },
};
export const RolesEditing: Story = {
  args: { events: roles },
  play: async () => {
    const d = await dialog();
    expect(within(d).getByText('Roles de Luis Pérez')).toBeVisible();
    expect(within(d).getByRole('checkbox', { name: 'Portería' })).toBeChecked();
    expect(within(d).getByRole('checkbox', { name: 'Finanzas' })).not.toBeChecked();
  },
};
export const RolesSaving: Story = {
  args: { events: rolesSent },
  play: async () => {
    await waitFor(async () => expect(within(await dialog()).getByRole('button', { name: /Guardando/ })).toBeVisible(), { timeout: 5000 });
  },
};
export const RolesRefused: Story = {
  args: { events: [...rolesSent, { type: 'xstate.error.actor.changeStaffRoles', error: refusedWith(403, ESCALATION) }] },
  play: dialogAlerts(ESCALATION),
};
export const RolesFailed: Story = {
  args: { events: [...rolesSent, { type: 'xstate.error.actor.changeStaffRoles', error: refusedWith(503, DOWN) }] },
  play: async () => {
    await dialogAlerts(DOWN)();
    expect(within(await dialog()).getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};
export const RolesChanged: Story = {
  args: { events: [...rolesSent, { type: 'xstate.done.actor.changeStaffRoles', output: { ...luis, roles: ['porteria', 'etica'] } }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Se cambiaron los roles de Luis Pérez.'), { timeout: 5000 });
    expect(within(canvasElement).getByText('Línea ética')).toBeVisible();
  },
};
export const DeactivationAsking: Story = {
  args: { events: deactivation },
  play: async () => {
    const d = await dialog();
    expect(within(d).getByText('¿Desactivar a Ana Gómez?')).toBeVisible();
    expect(within(d).getByRole('button', { name: 'Desactivar' })).toBeVisible();
  },
};
export const DeactivationWorking: Story = {
  args: { events: confirmed },
  play: async () => {
    await waitFor(async () => expect(within(await dialog()).getByRole('button', { name: /Desactivar/ }).className).toMatch(/ant-btn-loading/), { timeout: 5000 });
  },
};
export const DeactivationRefused: Story = {
  args: { events: [...confirmed, { type: 'xstate.error.actor.deactivateStaff', error: refusedWith(409, LAST) }] },
  play: dialogAlerts(LAST),
};
export const DeactivationFailed: Story = {
  args: { events: [...confirmed, { type: 'xstate.error.actor.deactivateStaff', error: refusedWith(500, DOWN) }] },
  play: dialogAlerts(DOWN),
};
export const Deactivated: Story = {
  args: { events: [listed, { type: 'deactivation.open', person: luis }, { type: 'deactivation.confirm' }, { type: 'xstate.done.actor.deactivateStaff', output: { ...luis, active: false } }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Se desactivó a Luis Pérez'), { timeout: 5000 });
    expect(within(canvasElement).queryByRole('button', { name: 'Desactivar a Luis Pérez' })).toBeNull();
  },
};
