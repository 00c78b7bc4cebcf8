// One story per state of the staff enrolment machine (machines/staff/enrolment), rendered by the
// page's container from the machine's snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { StaffLinkKind } from '../../machines/staff/enrolment/enrolment.types';
import { StaffEnrolmentContext } from './contexts';
import { StaffEnrolment } from './EnrolmentPage';
import { refusedWith, snapshotAfter, storyEnrolled, storyEnrolmentMachine, storyInvitation, storySetupLink, type StoryEvent } from './story';

const GONE = 'Este enlace ya se usó o venció. Pide uno nuevo a un administrador.';
const WRONG = 'El código de la aplicación no es correcto.';
const MANY = 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.';
const TAKEN = 'Ya existe una persona del personal con ese correo.';
const details = { email: 'ana@viziona.com.co', name: 'Ana Gómez', password: 'taquilla-norte-2026', code: '123456' };

function Screen({ kind, events }: { kind: StaffLinkKind; events: StoryEvent<typeof storyEnrolmentMachine>[] }) {
  const input = { kind, token: 'tok_abcdefghijklmnopqrstuvwxyz' };
  return (
    <StaffEnrolmentContext.Provider logic={storyEnrolmentMachine} options={{ input, snapshot: snapshotAfter(storyEnrolmentMachine, events, input) }}>
      <StaffEnrolment kind={kind} />
    </StaffEnrolmentContext.Provider>
  );
}

const meta = { title: 'Staff/Enrolment (machine states)', component: Screen, args: { kind: 'setup', events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const readSetup = { type: 'xstate.done.actor.readStaffInvitation', output: storySetupLink } as const;
const readInvitation = { type: 'xstate.done.actor.readStaffInvitation', output: storyInvitation } as const;
const submit = { type: 'enrolment.submit', details } as const;
const shows = (text: string | RegExp) => async () => {
  await waitFor(() => expect(screen.getAllByText(text)[0]).toBeVisible(), { timeout: 5000 });
};
const alerts = (text: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text), { timeout: 5000 });
};

export const Reading: Story = { play: shows('Leyendo el enlace...') };
export const ReadFailed: Story = {
  args: { events: [{ type: 'xstate.error.actor.readStaffInvitation', error: refusedWith(429, MANY) }] },
  play: async () => {
    await shows(MANY)();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};
export const LinkGone: Story = { args: { events: [{ type: 'xstate.error.actor.readStaffInvitation', error: refusedWith(410, GONE) }] }, play: shows(GONE) };
export const SetupForm: Story = {
  args: { events: [readSetup] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('img', { name: 'Código QR para la aplicación de autenticación' })).toBeVisible(), { timeout: 5000 });
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    expect(screen.getByLabelText('Nombre')).toBeVisible();
    expect(screen.getByLabelText('Correo electrónico')).toBeVisible();
  },
};
export const InvitationForm: Story = {
  args: { kind: 'invitation', events: [readInvitation] },
  play: async () => {
    await shows(/Luis Pérez, te invitaron .* Portería, Servicio al cliente/)();
    expect(screen.queryByLabelText('Nombre')).toBeNull();
    expect(screen.getByLabelText('Contraseña')).toBeVisible();
  },
};
export const SettingUp: Story = { args: { events: [readSetup, submit] }, play: shows('Creando la cuenta...') };
export const Accepting: Story = { args: { kind: 'invitation', events: [readInvitation, submit] }, play: shows('Creando la cuenta...') };
export const WrongCode: Story = { args: { events: [readSetup, submit, { type: 'xstate.error.actor.completeStaffSetup', error: refusedWith(400, WRONG) }] }, play: alerts(WRONG) };
export const RateLimited: Story = { args: { kind: 'invitation', events: [readInvitation, submit, { type: 'xstate.error.actor.acceptStaffInvitation', error: refusedWith(429, MANY) }] }, play: alerts(MANY) };
export const Refused: Story = { args: { events: [readSetup, submit, { type: 'xstate.error.actor.completeStaffSetup', error: refusedWith(409, TAKEN) }] }, play: alerts(TAKEN) };
export const LinkGoneOnSubmit: Story = { args: { kind: 'invitation', events: [readInvitation, submit, { type: 'xstate.error.actor.acceptStaffInvitation', error: refusedWith(410, GONE) }] }, play: shows(GONE) };
export const RecoveryCodes: Story = {
  args: { events: [readSetup, submit, { type: 'xstate.done.actor.completeStaffSetup', output: storyEnrolled }] },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Códigos de recuperación' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('checkbox', { name: 'Guardé mis códigos de recuperación' })).not.toBeChecked();
  },
};
