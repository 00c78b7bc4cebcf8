import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegisterPageView } from './RegisterPageView';

const meta = {
  title: 'Pages/Register',
  component: RegisterPageView,
  args: { robotToken: 'token-robot', onSubmit: fn() },
} satisfies Meta<typeof RegisterPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every §5 message when nothing is filled in; nothing is sent. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Registrarme' }));
    for (const text of [
      'El nombre es requerido',
      'El apellido es requerido',
      'El correo electrónico es requerido',
      'Debes confirmar tu correo',
      'La contraseña es requerida',
      'Debes confirmar tu contraseña',
      'El tipo de documento es requerido',
      'El número de documento es requerido',
      'Debes confirmar tu número de documento',
      'El teléfono es requerido',
      'La fecha de nacimiento es requerida',
      'El sexo es requerido',
      'Debes aceptar los Términos y Condiciones',
      'Debes aceptar la Política de Privacidad',
      'Debes confirmar que no eres un robot',
    ]) {
      await waitFor(() => expect(canvas.getByText(text)).toBeVisible());
    }
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText('Confirmar correo electrónico'), 'ana@example.co');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'Cine2026ok');
    await userEvent.type(canvas.getByLabelText('Confirmar contraseña'), 'Cine2026o');
    await userEvent.type(canvas.getByLabelText('Número de documento'), '1020');
    await userEvent.type(canvas.getByLabelText('Confirmar número de documento'), '1021');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('Los correos electrónicos no coinciden')).toBeVisible());
    await expect(canvas.getByText('Las contraseñas no coinciden')).toBeVisible();
    await expect(canvas.getByText('Los números de documento no coinciden')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec §5: pasting into the confirmation fields is blocked; number inputs block e, E, '.', '-', '+'. */
export const BlockedInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Confirmar correo electrónico', 'Confirmar contraseña', 'Confirmar número de documento']) {
      const field = canvas.getByLabelText(label);
      await userEvent.click(field);
      await userEvent.paste('pegado1234');
      await expect(field).toHaveValue(label === 'Confirmar número de documento' ? null : '');
    }
    // The paste still works where it is allowed.
    await userEvent.click(canvas.getByLabelText('Nombre'));
    await userEvent.paste('Ana');
    await expect(canvas.getByLabelText('Nombre')).toHaveValue('Ana');
    for (const label of ['Teléfono', 'Número de documento']) {
      const field = canvas.getByLabelText(label);
      await userEvent.type(field, '3e0E0.1-2+3');
      await expect(field).toHaveValue(300123);
    }
  },
};

/** The 'not a robot' checkbox waits for the token fetched on load. */
export const RobotTokenLoading: Story = {
  args: { robotToken: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'No soy un robot' })).toBeDisabled();
  },
};

/** A complete registration: the §3 payload (lowercased e-mail, device 'web', no confirmation fields). */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Ana');
    await userEvent.type(canvas.getByLabelText('Apellido'), 'Gómez');
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'Ana@Example.com');
    await userEvent.type(canvas.getByLabelText('Confirmar correo electrónico'), 'Ana@Example.com');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'Cine2026ok');
    await userEvent.type(canvas.getByLabelText('Confirmar contraseña'), 'Cine2026ok');
    await userEvent.click(canvas.getByLabelText('Tipo de documento'));
    await userEvent.click(await body.findByTitle('Pasaporte'));
    await userEvent.type(canvas.getByLabelText('Número de documento'), '1020304050');
    await userEvent.type(canvas.getByLabelText('Confirmar número de documento'), '1020304050');
    await userEvent.type(canvas.getByLabelText('Teléfono'), '3001234567');
    await userEvent.type(canvas.getByLabelText('Fecha de nacimiento'), '1994-05-17');
    await userEvent.click(canvas.getByLabelText('Sexo'));
    await userEvent.click(await body.findByTitle('Femenino'));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Términos y Condiciones/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Política de Privacidad/ }));
    const robot = canvas.getByRole('checkbox', { name: 'No soy un robot' });
    await userEvent.click(robot);
    await userEvent.click(robot);
    await expect(robot).not.toBeChecked();
    await userEvent.click(robot);
    await userEvent.click(canvas.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Ana', lastname: 'Gómez', email: 'ana@example.com', password: 'Cine2026ok', doc_type: 'PPN', doc_number: '1020304050',
        phone: '3001234567', birthday: '1994-05-17', sex: 'F', device: 'web', register_token: 'token-robot',
      }),
    );
  },
};

export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Registrarme/ })).toHaveClass('ant-btn-loading');
  },
};

/** Spec §8: the server's message under the form (e.g. a taken e-mail). */
export const ServerError: Story = {
  args: { error: 'El correo electrónico ya está registrado.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('El correo electrónico ya está registrado.');
  },
};
