// One story per state of the staff sign-in machine (machines/staff/signin), from its snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { StaffSignInContext } from './contexts';
import { StaffSignIn } from './SignInPage';
import { refusedWith, snapshotAfter, storySignInMachine, type StoryEvent } from './story';

const WRONG = 'El correo, la contraseña o el código no son correctos.';
const MANY = 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.';
const BAD = 'La solicitud no es válida.';
const credentials = { email: 'ana@viziona.com.co', password: 'taquilla-norte-2026', secondFactor: '123456' };

function Screen({ events }: { events: StoryEvent<typeof storySignInMachine>[] }) {
  return (
    <StaffSignInContext.Provider logic={storySignInMachine} options={{ snapshot: snapshotAfter(storySignInMachine, events) }}>
      <StaffSignIn />
    </StaffSignInContext.Provider>
  );
}

const meta = { title: 'Staff/Sign-in (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = { type: 'signin.submit', credentials } as const;
const alerts = (text: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text), { timeout: 5000 });
};

export const WithCode: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByLabelText('Código de la aplicación')).toBeVisible(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Usar un código de recuperación' })).toBeVisible();
  },
};
export const WithRecoveryCode: Story = {
  args: { events: [{ type: 'factor.use', factor: 'recovery' }] },
  play: async () => {
    await waitFor(() => expect(screen.getByLabelText('Código de recuperación')).toBeVisible(), { timeout: 5000 });
    expect(screen.queryByLabelText('Código de la aplicación')).toBeNull();
  },
};
export const SigningIn: Story = {
  args: { events: [submit] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: /Ingresando/ })).toBeVisible(), { timeout: 5000 });
  },
};
export const WrongCredentials: Story = { args: { events: [submit, { type: 'xstate.error.actor.staffSignIn', error: refusedWith(401, WRONG) }] }, play: alerts(WRONG) };
export const RateLimited: Story = { args: { events: [submit, { type: 'xstate.error.actor.staffSignIn', error: refusedWith(429, MANY) }] }, play: alerts(MANY) };
export const Failed: Story = { args: { events: [submit, { type: 'xstate.error.actor.staffSignIn', error: refusedWith(400, BAD) }] }, play: alerts(BAD) };
