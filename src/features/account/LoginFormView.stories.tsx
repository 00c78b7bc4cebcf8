import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FakeCaptcha } from '../../pages/forms/FakeCaptcha';
import { LoginFormView } from './LoginFormView';

const meta = {
  title: 'Account/LoginForm',
  component: LoginFormView,
  args: { onSubmit: fn(), onForgotPassword: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof LoginFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), '  Ana@Example.com ');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'Cine2026ok');
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'Cine2026ok' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Olvidé mi contraseña' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
  },
};

/** Spec §5: nothing is sent while a rule fails. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(canvas.getByText('El correo electrónico es requerido')).toBeVisible());
    await expect(canvas.getByText('La contraseña es requerida')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'corta');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('Correo electrónico inválido')).toBeVisible());
    await expect(
      canvas.getByText('La contraseña debe tener de 8 a 12 caracteres, incluir al menos una letra mayúscula, una minúscula, un número y no contener caracteres especiales'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Ingresar/ });
    await expect(button).toHaveClass('ant-btn-loading');
  },
};

/** Spec §4: the server's message under the form. */
export const Error: Story = {
  args: { error: 'El correo o la contraseña no son correctos.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('El correo o la contraseña no son correctos.');
  },
};

const NEEDS_CAPTCHA = 'Hubo muchos intentos fallidos desde tu conexión. Resuelve el captcha para continuar.';

/** Too many failed logins from this connection (issue 31): nothing is sent until the captcha is solved, then its answer goes along. */
export const CaptchaRequired: Story = {
  args: { error: NEEDS_CAPTCHA, captchaRound: 1, renderCaptcha: (onChange) => <FakeCaptcha onChange={onChange} /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(NEEDS_CAPTCHA);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'Cine2026ok');
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(canvas.getByText('Por favor, completa el captcha')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'No soy un robot' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'Cine2026ok', captcha: 'respuesta-de-prueba' }));
  },
};
