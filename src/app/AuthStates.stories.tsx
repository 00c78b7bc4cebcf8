// One story per state of the auth session and e-mail verification machines, each rendered by the
// real containers from the machine started in that state (inMachineState), not from hand-set props.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import LoginPage from '../pages/auth/LoginPage';
import RegisterPage from '../pages/auth/RegisterPage';
import ProfilePage from '../pages/profile/ProfilePage';
import { SessionDialogs, SessionSpinner } from './auth';
import { inMachineState, signedInEvents, storyUser, verifiedStoryUser, type MachineState } from './authStory';

const WRONG = 'El correo o la contraseña no son correctos.';
const TAKEN = 'El correo electrónico ya está registrado.';
const credentials = { email: 'ana@example.com', password: 'Cine2026ok' };
const verifiedIn: MachineState = { input: { signedIn: true, user: verifiedStoryUser, membership: { Estado: 'usuario sin tarjeta', CineFan: 'no vigente', Vencimiento: null } } };
const unverifiedIn: MachineState = { input: { signedIn: true, user: storyUser, membership: { Estado: 'usuario sin tarjeta', CineFan: 'no vigente', Vencimiento: null } } };

function Screen({ page }: { page: 'login' | 'register' | 'profile' | 'none' }) {
  return (
    <>
      {page === 'login' ? <LoginPage /> : page === 'register' ? <RegisterPage /> : page === 'profile' ? <ProfilePage /> : null}
      <SessionSpinner />
      <SessionDialogs />
    </>
  );
}

const meta = {
  title: 'Account/Machine states',
  component: Screen,
  args: { page: 'login' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const shows = (text: string | RegExp) => async () => {
  await waitFor(() => expect(screen.getAllByText(text)[0]).toBeVisible(), { timeout: 5000 });
};

// ── auth: session region ──────────────────────────────────────────────────────────────────
export const SignedOut: Story = { decorators: [inMachineState({})], play: shows('INICIAR SESIÓN') };

export const LoginRefused: Story = {
  decorators: [inMachineState({ events: [{ type: 'login.submit', credentials }, { type: 'xstate.error.actor.login', error: new Error(WRONG) }] })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(WRONG));
  },
};

export const SigningIn: Story = { decorators: [inMachineState({ events: [{ type: 'login.submit', credentials }] })], play: shows('Ingresando...') };

export const Registering: Story = {
  args: { page: 'register' },
  decorators: [inMachineState({ events: [{ type: 'register.submit', registration: {} as never }] })],
  play: shows('Registrando usuario...'),
};

export const RegistrationRefused: Story = {
  args: { page: 'register' },
  decorators: [inMachineState({ events: [{ type: 'register.submit', registration: {} as never }, { type: 'xstate.error.actor.register', error: new Error(TAKEN) }] })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TAKEN));
  },
};

export const SignedIn: Story = {
  args: { page: 'profile' },
  decorators: [inMachineState(verifiedIn)],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeVisible(), { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Verifica el correo' })).toBeNull();
  },
};

export const LoadingProfile: Story = {
  args: { page: 'profile' },
  decorators: [inMachineState({ input: { signedIn: true } })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const EditingProfile: Story = {
  args: { page: 'profile' },
  decorators: [inMachineState({ ...verifiedIn, events: [{ type: 'profile.edit' }] })],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeVisible(), { timeout: 5000 });
  },
};

export const SavingProfile: Story = {
  args: { page: 'profile' },
  decorators: [inMachineState({ ...verifiedIn, events: [{ type: 'profile.edit' }, { type: 'profile.save', change: {} as never }] })],
  play: shows('Actualizando informacion personal'),
};

export const SigningOut: Story = {
  args: { page: 'none' },
  decorators: [inMachineState({ ...verifiedIn, events: [{ type: 'logout.request' }] })],
  play: shows('Cerrando sesión...'),
};

// ── auth: dialog region ───────────────────────────────────────────────────────────────────
export const LoginDialog: Story = {
  args: { page: 'none' },
  decorators: [inMachineState({ events: [{ type: 'login.open' }] })],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Inicia Sesión' })).toBeVisible(), { timeout: 5000 });
  },
};

export const LoginDialogRefused: Story = {
  args: { page: 'none' },
  decorators: [inMachineState({ events: [{ type: 'login.open' }, { type: 'login.submit', credentials }, { type: 'xstate.error.actor.login', error: new Error(WRONG) }] })],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Inicia Sesión' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(WRONG));
  },
};

export const ForgotPasswordDialog: Story = {
  args: { page: 'none' },
  decorators: [inMachineState({ events: [{ type: 'forgotPassword.open' }] })],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Olvidé mi contraseña' })).toBeVisible(), { timeout: 5000 });
  },
};

export const SendingResetLink: Story = {
  args: { page: 'none' },
  decorators: [inMachineState({ events: [{ type: 'forgotPassword.open' }, { type: 'forgotPassword.submit', email: 'ana@example.com' }] })],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Olvidé mi contraseña' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Enviar enlace/ })).toHaveClass('ant-btn-loading'));
  },
};

export const VerificationDialog: Story = {
  args: { page: 'none' },
  decorators: [inMachineState({ events: signedInEvents() })],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Verifica el correo' })).toBeVisible(), { timeout: 5000 });
  },
};

// ── verification (the session's child while the e-mail is unverified), on /mi-perfil ─────────
export const WaitingForCode: Story = {
  args: { page: 'profile' },
  decorators: [inMachineState(unverifiedIn)],
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Verifica el correo' }, { timeout: 5000 });
    await expect(within(region).getByRole('button', { name: 'Verificar' })).not.toHaveClass('ant-btn-loading');
  },
};

export const RequestingCode: Story = {
  args: { page: 'profile' },
  decorators: [inMachineState({ ...unverifiedIn, verificationEvents: [{ type: 'code.request' }] })],
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Verifica el correo' }, { timeout: 5000 });
    await waitFor(() => expect(within(region).getByRole('button', { name: /nuevo código/ })).toHaveClass('ant-btn-loading'));
  },
};

export const ValidatingCode: Story = {
  args: { page: 'profile' },
  decorators: [inMachineState({ ...unverifiedIn, verificationEvents: [{ type: 'code.submit', code: '482913' }] })],
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Verifica el correo' }, { timeout: 5000 });
    await waitFor(() => expect(within(region).getByRole('button', { name: /Verificar/ })).toHaveClass('ant-btn-loading'));
  },
};

export const Verified: Story = {
  args: { page: 'profile' },
  decorators: [
    inMachineState({
      ...unverifiedIn,
      verificationEvents: [
        { type: 'code.submit', code: '482913' },
        { type: 'xstate.done.actor.validateVerificationCode', output: { valid: true, user: verifiedStoryUser } },
      ],
    }),
  ],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeVisible(), { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Verifica el correo' })).toBeNull();
  },
};
