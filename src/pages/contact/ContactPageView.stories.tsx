import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FakeCaptcha } from '../forms/FakeCaptcha';
import type { PqrsValues } from '../forms/formRules';
import { freshReport } from '../forms/useReport';
import { ContactPageView } from './ContactPageView';

const filled = { name: 'Ana Gómez', email: 'ana@example.com', phone: '3001234567', type_pqr: 'Queja', message: 'La sala 3 estaba fría.', accept_terms: true };
const body = within(document.body);
const captchaRefused = 'El captcha no es válido, expiró o ya fue usado. Por favor, completa el captcha de nuevo.';

const meta = {
  title: 'Pages/Contact',
  component: ContactPageView,
  args: {
    report: freshReport,
    onSubmit: fn<(values: PqrsValues) => void>(),
    onCloseDialog: fn(),
    renderCaptcha: (onChange) => <FakeCaptcha onChange={onChange} />,
  },
} satisfies Meta<typeof ContactPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver cartelera' })).toHaveAttribute('href', '/cartelera');
    await expect(canvas.getByRole('link', { name: 'Próximos estrenos' })).toHaveAttribute('href', '/proximos-estrenos');
    await expect(canvas.getByText('He leído y acepto la Política de Protección de Datos Personales')).toBeVisible();
    await expect(canvas.getByLabelText('Mensaje')).toHaveAttribute('rows', '4');
  },
};

export const Filled: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Nombre')).toHaveValue('Ana Gómez');
    await expect(within(canvasElement).getByRole('radio', { name: 'Queja' })).toBeChecked();
  },
};

export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    for (const text of [
      'El nombre es requerido',
      'El correo electrónico es requerido',
      'El teléfono es requerido',
      'El tipo de PQR es requerido',
      'El mensaje es requerido',
      'Debes aceptar la Política de Protección de Datos Personales',
      'Por favor, completa el captcha',
    ]) {
      await waitFor(() => expect(canvas.getByText(text)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Attachment rules are checked as soon as files are added. */
export const AttachmentErrors: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'programa.exe'));
    await waitFor(() => expect(canvas.getByText('Solo se permiten archivos: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, JPG, JPEG, PNG o MP4.')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar programa.exe' }));
    const six = Array.from({ length: 6 }, (_, i) => new File(['%PDF-'], `doc${i}.PDF`));
    await userEvent.setup({ applyAccept: false }).upload(input, six);
    await waitFor(() => expect(canvas.getByText('Máximo 5 archivos permitidos')).toBeVisible());
  },
};

/** A valid form goes to the report machine with the captcha's answer. */
export const Submit: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('No soy un robot'));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ captcha: 'respuesta-de-prueba', type_pqr: 'Queja', accept_terms: true })));
  },
};

/** sendingPqrs. */
export const Sending: Story = {
  args: { initialValues: filled, report: { ...freshReport, sending: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Enviando/ })).toBeVisible();
  },
};

/** acknowledging: the success dialog over the form. */
export const Accepted: Story = {
  args: { initialValues: filled, report: { ...freshReport, dialog: 'accepted', radicado: 'PQRS-2026-000123', answerMessage: 'Recibido.', captchaRound: 1, formRound: 1 } },
  play: async ({ args }) => {
    await waitFor(() => expect(body.getByText('¡Tu PQR fue enviado con éxito!')).toBeVisible());
    await expect(body.getByText('Gracias por contactarnos. Pronto nos comunicaremos contigo.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Aceptar' }));
    await expect(args.onCloseDialog).toHaveBeenCalledOnce();
  },
};

/** answered: the form closed, its radicado on the page. */
export const Answered: Story = {
  args: { report: { ...freshReport, formShown: false, radicado: 'PQRS-2026-000123', captchaRound: 1, formRound: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('form', { name: 'Formulario PQRS' })).toBeNull();
    await expect(canvas.getByText(/Número de radicado: PQRS-2026-000123\./)).toBeVisible();
  },
};

/** refused: the failure dialog, the server's message on its field and the used captcha answer cleared. */
export const Refused: Story = {
  args: { initialValues: { ...filled, captcha: 'respuesta-usada' }, report: { ...freshReport, dialog: 'refused', refusals: 1, fieldErrors: { captcha: captchaRefused }, captchaRound: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(body.getByText('¡Error al enviar el reporte!')).toBeVisible());
    await expect(body.getByText('Ha ocurrido un problema al procesar tu solicitud. Por favor, intenta nuevamente o contacta a soporte.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Aceptar' }));
    await expect(args.onCloseDialog).toHaveBeenCalledOnce();
    // The form stays, with the server's message on the captcha, whose used answer is gone.
    await expect(canvas.getByText(captchaRefused)).toBeVisible();
    await expect(canvas.getByLabelText('Nombre')).toHaveValue('Ana Gómez');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
