import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackProvider, useLoadingOverlay, useStatusDialog } from './feedback';

/** A screen that uses the app-wide feedback API the way pages and machine actors will. */
function Demo({ onAction }: { onAction: () => void }) {
  const dialog = useStatusDialog();
  const overlay = useLoadingOverlay();
  const [settled, setSettled] = useState(false);
  return (
    <div style={{ padding: 24, display: 'flex', gap: 12 }}>
      <button
        type="button"
        onClick={() =>
          void dialog
            .show({
              type: 'success',
              title: '¡Contraseña actualizada exitosamente!',
              subtitle: 'Ahora inicia sesión con tu nueva contraseña.',
              onAction,
            })
            .then(() => setSettled(true))
        }
      >
        Mostrar diálogo
      </button>
      <button
        type="button"
        onClick={() => {
          overlay.show('Ingresando...');
          setTimeout(overlay.hide, 300);
        }}
      >
        Mostrar carga
      </button>
      {settled ? <output>cerrado</output> : null}
    </div>
  );
}

const meta = {
  title: 'App/Feedback',
  component: Demo,
  args: { onAction: fn() },
  decorators: [(Story) => <FeedbackProvider>{Story()}</FeedbackProvider>],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DialogRunsFollowUp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar diálogo' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('cerrado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};

export const OverlayWhileWorking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar carga' }));
    await expect(screen.getByRole('status')).toHaveTextContent('Ingresando...');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 2000 });
  },
};
