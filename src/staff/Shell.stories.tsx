// One story per state of the staff session machine (machines/staff/session) behind the shell.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { StaffSessionContext } from './contexts';
import { ShellContainer } from './Shell';
import { refusedWith, snapshotAfter, storyMe, storySessionMachine, type StoryEvent } from './story';

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';

function Screen({ events }: { events: StoryEvent<typeof storySessionMachine>[] }) {
  return (
    <StaffSessionContext.Provider logic={storySessionMachine} options={{ snapshot: snapshotAfter(storySessionMachine, events) }}>
      <ShellContainer outlet={false} />
    </StaffSessionContext.Provider>
  );
}

const meta = { title: 'Staff/Shell (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const me = { type: 'xstate.done.actor.getStaffMe', output: storyMe } as const;

export const Loading: Story = {
  play: async () => {
    await waitFor(() => expect(document.querySelector('.ant-spin')).not.toBeNull(), { timeout: 5000 });
  },
};
export const Failed: Story = {
  args: { events: [{ type: 'xstate.error.actor.getStaffMe', error: refusedWith(500, DOWN) }] },
  play: async () => {
    await waitFor(() => expect(screen.getByText(DOWN)).toBeVisible(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};
export const SignedIn: Story = {
  args: { events: [me] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hola, Ana Gómez' })).toBeVisible(), { timeout: 5000 });
    expect(within(screen.getByRole('navigation', { name: 'Área del personal' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['Inicio', 'Programación', 'Salas', 'Películas', 'Precios', 'Confitería', 'Ajustes del sitio', 'Banners', 'Contenidos', 'Portería', 'Entradas duplicadas', 'PQRS', 'Días no hábiles', 'Línea ética', 'Reembolsos', 'Ventas', 'Personal', 'Auditoría']);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  },
};
export const SigningOut: Story = {
  args: { events: [me, { type: 'session.signOut' }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: /Cerrar sesión/ }).className).toMatch(/ant-btn-loading/), { timeout: 5000 });
  },
};
export const SignOutFailed: Story = {
  args: { events: [me, { type: 'session.signOut' }, { type: 'xstate.error.actor.staffSignOut', error: refusedWith(500, DOWN) }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(DOWN), { timeout: 5000 });
  },
};
