import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { LoginDialogView } from './LoginDialogView';

const meta = {
  title: 'Account/LoginDialog',
  component: LoginDialogView,
  args: { open: true, onClose: fn(), onSubmit: fn(), onForgotPassword: fn() },
} satisfies Meta<typeof LoginDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Inicia Sesión' over any page, width 400, linking to registration (spec §2). */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Inicia Sesión' });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
    await expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('400px');
    await expect(within(dialog).getByRole('link', { name: 'Registrarme' })).toHaveAttribute('href', '/registrarme');
  },
};

export const WithError: Story = {
  args: { error: 'El correo o la contraseña no son correctos.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Inicia Sesión' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('El correo o la contraseña no son correctos.');
  },
};
