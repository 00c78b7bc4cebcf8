import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MisDatos } from '../../../openapi';
import { MisDatosStoryState } from './MisDatosStoryState';

const datos: MisDatos = {
  generated_at: '2026-11-26 10:00:00',
  profile: {
    id: 7, username: 'ana@example.com', name: 'Ana', lastname: 'Gómez', fullname: 'Ana Gómez', email: 'ana@example.com',
    email_verified_at: '2026-11-20 10:04:05', phone: '3001234567', doc_type: 'CC', doc_number: '1020304050', birthday: '1994-05-17', sex: 'F',
  },
  sessions: [
    { id: 2, started_at: '2026-11-26 09:00:00', expires_at: '2026-12-26 09:00:00', current: true },
    { id: 1, started_at: '2026-11-20 18:00:00', expires_at: '2026-12-20 18:00:00', current: false },
  ],
  purchases: [],
  membership: { Estado: 'usuario sin tarjeta', CineFan: 'no vigente', Vencimiento: null },
  pqrs: [],
  authorizations: [
    { document: 'terminos-y-condiciones', title: 'Términos y condiciones', version: 1, via: 'registro', accepted_at: '2026-11-20 10:00:00', address: '181.50.12.4' },
    { document: 'politica-de-privacidad', title: 'Política de privacidad', version: 2, via: 'registro', accepted_at: '2026-11-20 10:00:00', address: '181.50.12.4' },
  ],
  pending_policies: [],
  marketing: 'Viziona solo te escribe sobre tus compras y tu cuenta.',
};
const member: MisDatos = { ...datos, membership: { Estado: 'usuario con tarjeta activa', CineFan: 'vigente', Vencimiento: '2027-03-31 23:59:59' } };
const LIMITED = Object.assign(new Error('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.'), { status: 429 });
const WRONG = Object.assign(new Error('La contraseña no es correcta. Tu cuenta sigue activa.'), { status: 400 });
const TICKETS = Object.assign(new Error('Tienes 2 entradas sin usar para funciones que aún no han pasado.'), { status: 409, code: 'entradas_futuras' });

const meta = { title: 'Features/Mis datos', component: MisDatosStoryState, args: { datos } } satisfies Meta<typeof MisDatosStoryState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** descargar-datos 'ready', borrar-cuenta 'closed': what is held, the authorizations with their versions. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Política de privacidad')).toBeVisible();
    await expect(c.getAllByText('181.50.12.4')).toHaveLength(2);
    await expect(c.getByText(/\(esta sesión\)/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Descargar en JSON' })).toBeEnabled();
  },
};

/** cerrar-sesiones 'closing': the button spins while the server closes the other sessions. */
export const ClosingSessions: Story = {
  args: { sesiones: [{ type: 'sessions.close' }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: /Cerrar todas las demás sesiones/ })).toHaveClass('ant-btn-loading');
  },
};

/** cerrar-sesiones 'closed': the server's count is shown, and the button can close sessions opened since. */
export const SessionsClosed: Story = {
  args: { sesiones: [{ type: 'sessions.close' }, { type: 'xstate.done.actor.closeOtherSessions', output: { message: 'Cerramos 1 sesión más.', closed: 1 } }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Cerramos 1 sesión más.');
    await userEvent.click(c.getByRole('button', { name: /Cerrar todas las demás sesiones/ }));
    await waitFor(() => expect(c.getByRole('button', { name: /Cerrar todas las demás sesiones/ })).toHaveClass('ant-btn-loading'));
  },
};

/** cerrar-sesiones 'refused': the server's refusal in its words under the button. */
export const SessionsRefused: Story = {
  args: { sesiones: [{ type: 'sessions.close' }, { type: 'xstate.error.actor.closeOtherSessions', error: Object.assign(new Error('Tu sesión terminó. Inicia sesión de nuevo.'), { status: 401 }) }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Tu sesión terminó. Inicia sesión de nuevo.');
  },
};

/** descargar-datos 'downloading': the chosen button spins, the other waits. */
export const Downloading: Story = {
  args: { descarga: [{ type: 'download.request', formato: 'html' }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: /Descargar resumen legible/ })).toHaveClass('ant-btn-loading');
    await expect(c.getByRole('button', { name: 'Descargar en JSON' })).toBeDisabled();
  },
};

/** descargar-datos 'refused': the server's 429 in Spanish, with a retry. */
export const DownloadRefused: Story = {
  args: { descarga: [{ type: 'download.request', formato: 'json' }, { type: 'xstate.error.actor.downloadMisDatos', error: LIMITED }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.');
    await userEvent.click(c.getByRole('button', { name: 'Intentar de nuevo' }));
    await waitFor(() => expect(c.getByRole('button', { name: /Descargar en JSON/ })).toHaveClass('ant-btn-loading'));
  },
};

/** borrar-cuenta 'asking', with an active membership: the warning is shown before confirming. */
export const DeletionAskingMember: Story = {
  args: { datos: member, borrado: [{ type: 'deletion.start' }] },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(/la pierdes al eliminar tu cuenta/)).toBeVisible());
    await expect(within(dialog).getByLabelText('Contraseña')).toBeEnabled();
  },
};

/** borrar-cuenta 'asking' after a wrong password: the server's words. */
export const DeletionWrongPassword: Story = {
  args: { borrado: [{ type: 'deletion.start' }, { type: 'deletion.submit', password: 'x' }, { type: 'xstate.error.actor.deleteAccount', error: WRONG }] },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('La contraseña no es correcta. Tu cuenta sigue activa.');
    await expect(within(dialog).queryByText(/la pierdes al eliminar/)).toBeNull();
  },
};

/** borrar-cuenta 'deleting': the button spins, the password is locked. */
export const Deleting: Story = {
  args: { borrado: [{ type: 'deletion.start' }, { type: 'deletion.submit', password: 'Cine2026ok' }] },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /Eliminar mi cuenta/ })).toHaveClass('ant-btn-loading');
    await expect(within(dialog).getByLabelText('Contraseña')).toBeDisabled();
  },
};

/** borrar-cuenta 'confirmingTickets': unused future tickets must be given up explicitly. */
export const DeletionTicketsAtStake: Story = {
  args: { borrado: [{ type: 'deletion.start' }, { type: 'deletion.submit', password: 'Cine2026ok' }, { type: 'xstate.error.actor.deleteAccount', error: TICKETS }] },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Tienes 2 entradas sin usar para funciones que aún no han pasado.')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Perder mis entradas y eliminar la cuenta' })).toBeEnabled();
  },
};
