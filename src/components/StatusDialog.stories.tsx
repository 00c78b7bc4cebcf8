import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatusDialog, type StatusDialogProps } from './StatusDialog';

/** The dialog once its opening animation ended (antd zooms it in from opacity 0). */
async function openDialog() {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
  return dialog;
}

/** Stories keep the dialog's open state, so pressing the button really closes it. */
function StatefulDialog(args: StatusDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <StatusDialog
      {...args}
      open={open}
      onClose={() => {
        setOpen(false);
        args.onClose();
      }}
    />
  );
}

const meta = {
  title: 'Components/StatusDialog',
  component: StatusDialog,
  render: (args) => <StatefulDialog {...args} />,
  args: { open: true, type: 'success', title: '¡Transaccion exitosa!', onClose: fn(), onAction: fn() },
} satisfies Meta<typeof StatusDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText('¡Transaccion exitosa!')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};

export const Warning: Story = {
  args: { type: 'warning', title: 'Debes seleccionar la receta del combo' },
  play: async ({ args }) => {
    const dialog = await openDialog();
    // Neither escape nor the backdrop dismisses it, and there is no close icon.
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const ErrorStatus: Story = {
  name: 'Error',
  args: { type: 'error', title: '¡Código inválido!' },
};

export const WithSubtitle: Story = {
  args: {
    type: 'success',
    title: '¡Contraseña actualizada exitosamente!',
    subtitle: 'Ahora inicia sesión con tu nueva contraseña.',
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText('Ahora inicia sesión con tu nueva contraseña.')).toBeVisible();
  },
};

export const WithButtonLabel: Story = {
  args: {
    type: 'error',
    title: 'Estado de la transacción',
    subtitle: 'Hubo un error al procesar el pago',
    buttonLabel: 'Ok',
  },
};
