import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FakeCaptcha } from '../forms/FakeCaptcha';
import type { EthicsValues } from '../forms/formRules';
import { freshReport } from '../forms/useReport';
import { LineaEticaPageView } from './LineaEticaPageView';

const filled = { details: 'Un proveedor ofreció regalos.', company: 'Proveedor S.A.S.', whistleblower: 'Empleado' };
const body = within(document.body);

const meta = {
  title: 'Pages/Línea ética',
  component: LineaEticaPageView,
  args: {
    report: freshReport,
    onSubmit: fn<(values: EthicsValues) => void>(),
    onCloseDialog: fn(),
    renderCaptcha: (onChange) => <FakeCaptcha onChange={onChange} />,
  },
} satisfies Meta<typeof LineaEticaPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Línea ética' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Otro interesado' })).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { initialValues: { ...filled, name: 'José Núñez', email: 'jose@example.com' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Entidad a denunciar')).toHaveValue('Proveedor S.A.S.');
  },
};

export const Errors: Story = {
  args: { initialValues: { name: 'Agente 007' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar reporte' }));
    for (const text of [
      'El detalle del reporte es requerido',
      'La entidad a denunciar es requerida',
      'El tipo de denunciante es requerido',
      'Solo se permiten letras',
      'Por favor, completa el captcha',
    ]) {
      await waitFor(() => expect(canvas.getByText(text)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 6 MB of attachments are refused as soon as they are added. */
export const AttachmentErrors: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    const mb = new Uint8Array(2 * 1024 * 1024);
    await userEvent.setup({ applyAccept: false }).upload(input, [new File([mb], 'a.pdf'), new File([mb], 'b.pdf'), new File([mb], 'c.pdf')]);
    await waitFor(() => expect(canvas.getByText('El tamaño total de los archivos no debe superar 5 MB')).toBeVisible());
  },
};

/** A valid form goes to the report machine with the captcha's answer. */
export const Submit: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('No soy un robot'));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar reporte' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ captcha: 'respuesta-de-prueba', company: 'Proveedor S.A.S.' })));
  },
};

/** sendingEthicsReport. */
export const Sending: Story = {
  args: { initialValues: filled, report: { ...freshReport, sending: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Enviando/ })).toBeVisible();
  },
};

/** acknowledging: the server's message in the success dialog, over a new, empty form under the radicado. */
export const Accepted: Story = {
  args: {
    initialValues: filled,
    report: { ...freshReport, dialog: 'accepted', radicado: 'ETICA-2026-000045', answerMessage: 'Gracias por tu reporte. Tu número de radicado es ETICA-2026-000045.', captchaRound: 1, formRound: 1 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(body.getByText('¡Envio exitoso!')).toBeVisible());
    await expect(body.getByText('Gracias por tu reporte. Tu número de radicado es ETICA-2026-000045.')).toBeVisible();
    await expect(canvas.getByLabelText('Entidad a denunciar')).toHaveValue('');
    await expect(canvas.getByText('Tu número de radicado es ETICA-2026-000045.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Aceptar' }));
    await expect(args.onCloseDialog).toHaveBeenCalledOnce();
  },
};

/** refused: the failure dialog; the form keeps what was written. */
export const Refused: Story = {
  args: { initialValues: filled, report: { ...freshReport, dialog: 'refused', refusals: 1, captchaRound: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(body.getByText('¡Error al enviar el reporte!')).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Aceptar' }));
    await expect(args.onCloseDialog).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText('Entidad a denunciar')).toHaveValue('Proveedor S.A.S.');
  },
};
