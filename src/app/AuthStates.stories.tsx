// One story per state of the auth session and e-mail verification machines, each rendered by the
// real containers from the machine started in that state (inMachineState), not from hand-set props.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig, unstable_serialize } from 'swr';
import type { CaptchaChallenge } from '../../openapi';
import LoginPage from '../pages/auth/LoginPage';
import RegisterPage from '../pages/auth/RegisterPage';
import ProfilePage from '../pages/profile/ProfilePage';
import { SessionDialogs, SessionSpinner } from './auth';
import { inMachineState, signedInEvents, storyUser, verifiedStoryUser, type MachineState } from './authStory';

const WRONG = 'El correo o la contraseña no son correctos.';
const TAKEN = 'El correo electrónico ya está registrado.';
const credentials = { email: 'ana@example.com', password: 'Cine2026ok' };
const NEEDS_CAPTCHA = 'Hubo muchos intentos fallidos desde tu conexión. Resuelve el captcha para continuar.';
/** The server's answer past the failed logins of this connection, as the API client throws it (src/api/errors.ts). */
const needsCaptcha = [
  { type: 'login.submit' as const, credentials },
  { type: 'xstate.error.actor.login' as const, error: Object.assign(new Error(NEEDS_CAPTCHA), { status: 403, code: 'captcha_required' }) },
];
/** GET /captcha/challenge as already read (no server here): the self-hosted ALTCHA, whose widget fetches its own challenge only when ticked. */
const altcha: CaptchaChallenge = { provider: 'altcha', parameters: { algorithm: 'SHA-256', nonce: 'n', salt: 's', cost: 8, keyLength: 32, keyPrefix: '00' }, signature: 'firma' };
const withCaptchaSettings: Decorator = (Story) => (
  <SWRConfig value={{ fallback: { [unstable_serialize(['/captcha/challenge', undefined])]: altcha }, revalidateOnMount: false }}>
    <Story />
  </SWRConfig>
);
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

/** Too many failed logins from this connection (issue 31): the server's message and the captcha, which the form asks for before sending. */
export const LoginNeedsCaptcha: Story = {
  decorators: [withCaptchaSettings, inMachineState({ events: needsCaptcha })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(NEEDS_CAPTCHA));
    const captcha = canvas.getByRole('group', { name: 'Captcha' });
    await waitFor(() => expect(captcha.querySelector('altcha-widget')).not.toBeNull(), { timeout: 5000 });
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'Cine2026ok');
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(canvas.getByText('Por favor, completa el captcha')).toBeVisible());
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

export const LoginDialogNeedsCaptcha: Story = {
  args: { page: 'none' },
  decorators: [withCaptchaSettings, inMachineState({ events: [{ type: 'login.open' }, ...needsCaptcha] })],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Inicia Sesión' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(NEEDS_CAPTCHA));
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Captcha' }).querySelector('altcha-widget')).not.toBeNull(), { timeout: 5000 });
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
