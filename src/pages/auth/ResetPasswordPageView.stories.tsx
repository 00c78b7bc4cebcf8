import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordPageView } from './ResetPasswordPageView';

const meta = {
  title: 'Pages/ResetPassword',
  component: ResetPasswordPageView,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §5: errors show as the user types; the confirmation refuses pasting. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nueva contraseña', { selector: 'input' }), 'corta');
    await waitFor(() =>
      expect(
        canvas.getByText('La contraseña debe tener de 8 a 12 caracteres, incluir al menos una letra mayúscula, una minúscula, un número y no contener caracteres especiales'),
      ).toBeVisible(),
    );
    await userEvent.clear(canvas.getByLabelText('Nueva contraseña', { selector: 'input' }));
    await userEvent.type(canvas.getByLabelText('Nueva contraseña', { selector: 'input' }), 'Nueva2026ok');
    const confirm = canvas.getByLabelText('Confirmar contraseña');
    await userEvent.click(confirm);
    await userEvent.paste('Nueva2026ok');
    await expect(confirm).toHaveValue('');
    await userEvent.type(confirm, 'Nueva2026o');
    await waitFor(() => expect(canvas.getByText('Las contraseñas deben coincidir')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar contraseña' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(confirm, 'k');
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar contraseña' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Nueva2026ok'));
  },
};
