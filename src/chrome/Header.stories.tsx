import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Header } from './Header';

/** The header container: the menu button really opens the side menu, and its close button closes it. */
const meta = {
  title: 'Chrome/Header (container)',
  component: Header,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensSideMenu: Story = {
  play: async ({ canvasElement }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Abrir menú' });
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(menuButton);
    const menu = await screen.findByRole('dialog');
    await expect(within(menu).getByRole('link', { name: 'Cartelera' })).toHaveAttribute('href', '/cartelera');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(menu).getByRole('button', { name: /cerrar/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};

/** The side menu is a native modal dialog: Escape closes it and focus returns to the menu button. */
export const ClosesSideMenuWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(menuButton);
    const menu = await screen.findByRole('dialog', { name: 'Menú' });
    await expect(within(menu).getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};
