import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { HeaderView } from './HeaderView';

const laura = { id: 7, name: 'Laura', fullname: 'Laura Gómez Restrepo' };

const meta = {
  title: 'Chrome/Header',
  component: HeaderView,
  args: { user: null, menuOpen: false, onMenuOpen: fn(), onMenuClose: fn(), onLogout: fn() },
} satisfies Meta<typeof HeaderView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/iniciar-sesion');
    await expect(within(header).getByRole('link', { name: 'Registrarme' })).toHaveAttribute('href', '/registrarme');
    await expect(within(header).getByRole('link', { name: 'Viziona, ir al inicio' })).toHaveAttribute('href', '/');
    await userEvent.click(within(header).getByRole('button', { name: 'Abrir menú' }));
    await expect(args.onMenuOpen).toHaveBeenCalledOnce();
  },
};

export const SignedIn: Story = {
  args: { user: laura },
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Laura' })).toHaveAttribute('href', '/mi-perfil');
    await expect(within(header).getByRole('link', { name: 'Mis Compras' })).toHaveAttribute('href', '/mis-tickets');
    await expect(within(header).queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const SideMenuOpen: Story = {
  args: { user: laura, menuOpen: true },
  play: async ({ args }) => {
    const menu = await screen.findByRole('dialog');
    await expect(within(menu).getByText('Laura Gómez Restrepo')).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Ver Perfil' })).toHaveAttribute('href', '/mi-perfil');
    const nav = within(menu).getByRole('navigation', { name: 'Menú principal' });
    const labels = within(nav).getAllByRole('listitem').map((item) => item.textContent);
    await expect(labels).toEqual([
      'Home',
      'Cartelera',
      'Próximos estrenos',
      'Salas',
      'Confitería',
      'Club Vizionarios',
      'Corporativo',
      'Contáctanos',
      'Cerrar Sesión',
    ]);
    await userEvent.click(within(nav).getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const SideMenuOpenSignedOut: Story = {
  args: { menuOpen: true },
  play: async () => {
    const menu = await screen.findByRole('dialog');
    await expect(within(menu).getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/iniciar-sesion');
    await expect(within(menu).queryByRole('link', { name: 'Ver Perfil' })).toBeNull();
  },
};
