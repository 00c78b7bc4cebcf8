import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { VerificationResult } from '../../../openapi';
import { verificationMachine } from '../../../machines/verification/verification.machine';
import { selectRequesting, selectValidating, selectVerified } from '../../../machines/verification/verification.selectors';
import { FeedbackProvider, useStatusDialog } from '../../app/feedback';
import { verificationDialogs } from './verificationDialogs';
import { VerificationView } from './VerificationView';

const VALID_CODE = '482913';
const validated = fn();

/** The view driven by the real verification machine and dialogs; only the network is replaced (no request leaves). */
function WithMachine({ onValidate }: { onValidate: (code: string) => void }) {
  const dialog = useStatusDialog();
  const [machine] = useState(() =>
    verificationMachine.provide({
      actors: {
        sendVerificationCode: fromPromise<unknown, void>(async () => ({ message: 'Código enviado a tu correo' })),
        validateVerificationCode: fromPromise<VerificationResult | null | undefined, string>(async ({ input }) => {
          onValidate(input);
          return input === VALID_CODE ? { valid: true } : { valid: false };
        }),
      },
      actions: (() => {
        const notices = verificationDialogs(dialog);
        return { notifyCodeSent: notices.codeSent, notifyIncomplete: notices.incomplete, notifyInvalid: notices.invalid };
      })(),
    }),
  );
  const actor = useActorRef(machine);
  const verified = useSelector(actor, selectVerified);
  const validating = useSelector(actor, selectValidating);
  const requesting = useSelector(actor, selectRequesting);
  if (verified) return <p>Correo verificado</p>;
  return (
    <VerificationView
      validating={validating}
      requesting={requesting}
      onRequestCode={() => actor.send({ type: 'code.request' })}
      onSubmit={(code) => actor.send({ type: 'code.submit', code })}
    />
  );
}

const meta = {
  title: 'Account/Verification',
  component: VerificationView,
  args: { onSubmit: fn(), onRequestCode: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof VerificationView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function acknowledge(title: string, subtitle: string) {
  // The status dialog's code downloads the first time one is shown: allow for a loaded machine.
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  await expect(within(dialog).getByText(subtitle)).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull(), { timeout: 5000 });
}

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Verifica el correo' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Código de verificación'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar un nuevo código' }));
    await expect(args.onRequestCode).toHaveBeenCalledOnce();
  },
};

/** 'Verificar' spins while the code is checked. */
export const Validating: Story = {
  args: { validating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Verificar/ })).toHaveClass('ant-btn-loading');
  },
};

export const RequestingCode: Story = {
  args: { requesting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Solicitar un nuevo código/ })).toHaveClass('ant-btn-loading');
  },
};

/** Spec §5, §8: an empty code (after trimming) gets '¡Datos incompletos!' and is not sent; a new code gets '¡Listo!'. */
export const EmptyCode: Story = {
  render: () => (
    <FeedbackProvider>
      <WithMachine onValidate={validated} />
    </FeedbackProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Código de verificación'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await acknowledge('¡Datos incompletos!', 'Por favor, ingresa el código de verificación');
    await expect(validated).not.toHaveBeenCalled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Solicitar un nuevo código' }, { timeout: 5000 }));
    await acknowledge('¡Listo!', 'Código enviado a tu correo');
  },
};

/** Spec §8: a wrong code gets '¡Código inválido!'; the right one verifies. */
export const InvalidThenValidCode: Story = {
  render: () => (
    <FeedbackProvider>
      <WithMachine onValidate={() => {}} />
    </FeedbackProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Código de verificación'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await acknowledge('¡Código inválido!', 'El código que ingresaste no es correcto o ha expirado, solicita uno nuevo.');
    const field = canvas.getByLabelText('Código de verificación');
    // The closed dialog hands the focus back first.
    await waitFor(() => {
      field.focus();
      expect(field).toHaveFocus();
    });
    await userEvent.clear(field);
    await userEvent.type(field, ` ${VALID_CODE} `);
    await userEvent.click(await canvas.findByRole('button', { name: /Verificar/ }, { timeout: 5000 }));
    await waitFor(() => expect(canvas.getByText('Correo verificado')).toBeVisible(), { timeout: 5000 });
  },
};
