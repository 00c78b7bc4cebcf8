import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyBill } from '../../features/checkout/fixtures';
import { BillStatusView } from './BillStatusView';

/** /estado-transaccion/{bill} and /pay-status/{type}/{bill}: one story per payment outcome. */
const meta = {
  title: 'Purchase/Payment status',
  component: BillStatusView,
  args: { title: 'Estado del pago', bill: storyBill({ id: 1, name: 'Aceptada' }) },
} satisfies Meta<typeof BillStatusView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aceptada')).toBeVisible();
    await expect(canvas.getByText('VZ-000145')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'VER MIS CÓDIGOS QR' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'VOLVER A INTENTAR' })).toBeNull();
  },
};

export const Rejected: Story = {
  args: { bill: storyBill({ id: 2, name: 'Rechazada' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rechazada')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'VOLVER A INTENTAR' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'VER MIS CÓDIGOS QR' })).toBeNull();
  },
};

export const Pending: Story = {
  args: { bill: storyBill({ id: 3, name: 'Pendiente' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pendiente')).toBeVisible();
    await expect(canvas.getByText('Estamos esperando la respuesta de tu banco. Esta página se actualizará sola.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'VOLVER A INTENTAR' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'VER MIS CÓDIGOS QR' })).toBeNull();
  },
};

export const Failed: Story = { args: { bill: storyBill({ id: 4, name: 'Fallida' }) } };

export const Loading: Story = { args: { bill: undefined, loading: true } };

export const NotFound: Story = {
  args: { bill: undefined, error: 'No encontramos este pago.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No encontramos este pago.')).toBeVisible();
  },
};
