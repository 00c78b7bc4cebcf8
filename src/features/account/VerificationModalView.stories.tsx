import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VerificationModalView } from './VerificationModalView';

const meta = {
  title: 'Account/VerificationModal',
  component: VerificationModalView,
  args: { open: true, onClose: fn(), onRequestCode: fn(), onSubmit: fn() },
} satisfies Meta<typeof VerificationModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openModal() {
  const dialog = await screen.findByRole('dialog', { name: 'Verifica el correo' });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
  return within(dialog);
}

/** Send a code by e-mail, type it; the page behind cannot scroll while it is open (spec §2). */
export const Open: Story = {
  play: async ({ args }) => {
    const modal = await openModal();
    await expect(getComputedStyle(document.body).overflowY).toBe('hidden');
    await userEvent.click(modal.getByRole('button', { name: 'Enviar código' }));
    await expect(args.onRequestCode).toHaveBeenCalledOnce();
    await userEvent.type(modal.getByLabelText('Código de verificación'), '482913');
    await userEvent.click(modal.getByRole('button', { name: 'Verificar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('482913');
  },
};

export const SendingCode: Story = {
  args: { requesting: true },
  play: async () => {
    const modal = await openModal();
    await expect(modal.getByRole('button', { name: /Enviar código/ })).toHaveClass('ant-btn-loading');
  },
};

export const Validating: Story = {
  args: { validating: true },
  play: async () => {
    const modal = await openModal();
    await expect(modal.getByRole('button', { name: /Verificar/ })).toHaveClass('ant-btn-loading');
  },
};

/** Closed: nothing over the page and scrolling is free again. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog', { name: 'Verifica el correo' })).toBeNull();
    await expect(getComputedStyle(document.body).overflowY).not.toBe('hidden');
  },
};
