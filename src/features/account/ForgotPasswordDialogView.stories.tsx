import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { ForgotPasswordDialogView, type ForgotPasswordDialogViewProps } from './ForgotPasswordDialogView';

/** Busy while a request runs, as the session machine's sendingResetLink state makes it. */
function WithRequest(props: ForgotPasswordDialogViewProps) {
  const [busy, setBusy] = useState(false);
  return (
    <ForgotPasswordDialogView
      {...props}
      busy={busy}
      onSubmit={(email) => {
        props.onSubmit(email);
        setBusy(true);
        setTimeout(() => setBusy(false), 50);
      }}
    />
  );
}

const meta = {
  title: 'Account/ForgotPasswordDialog',
  component: ForgotPasswordDialogView,
  args: { open: true, onClose: fn(), onSubmit: fn(), onBackToLogin: fn() },
} satisfies Meta<typeof ForgotPasswordDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One e-mail field; bad input gets the §5 messages and sends nothing; the form resets after sending. */
export const Open: Story = {
  render: (args) => <WithRequest {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Olvidé mi contraseña' });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: /Enviar enlace/ }));
    await waitFor(() => expect(d.getByText('El correo es requerido')).toBeVisible());
    await userEvent.type(d.getByLabelText('Correo electrónico'), 'ana@');
    await userEvent.click(d.getByRole('button', { name: /Enviar enlace/ }));
    await waitFor(() => expect(d.getByText('Correo inválido')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(d.getByLabelText('Correo electrónico'));
    await userEvent.type(d.getByLabelText('Correo electrónico'), 'Ana@Example.com');
    await userEvent.click(d.getByRole('button', { name: /Enviar enlace/ }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('ana@example.com'));
    await waitFor(() => expect(d.getByLabelText('Correo electrónico')).toHaveValue(''));
    await userEvent.click(d.getByRole('button', { name: 'Volver a Iniciar Sesión' }));
    await expect(args.onBackToLogin).toHaveBeenCalledOnce();
  },
};

export const Sending: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Olvidé mi contraseña' });
    await expect(within(dialog).getByRole('button', { name: /Enviar enlace/ })).toHaveClass('ant-btn-loading');
  },
};
