import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTicket } from '../../features/checkout/fixtures';
import { TicketPageView } from './TicketPageView';

const meta = {
  title: 'Purchase/Ticket',
  component: TicketPageView,
  args: { ticket: storyTicket },
} satisfies Meta<typeof TicketPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One QR per seat, labelled SILLA, drawn by our server; the film's details and the confectionery. */
export const Ticket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dragones de cristal' })).toBeVisible();
    const qrs = canvas.getAllByRole('img', { name: /^Código QR de la silla/ });
    await expect(qrs).toHaveLength(2);
    await expect(qrs[0].getAttribute('src')).toMatch(/^\/api\/v1\/tickets\/qr\/VZ1\./);
    await expect(canvas.getByText('SILLA F7')).toBeVisible();
    await expect(canvas.getByText('Confiteria')).toBeVisible();
  },
};

export const Loading: Story = { args: { ticket: undefined, loading: true } };
export const NotFound: Story = { args: { ticket: undefined, error: 'No encontramos este ticket.' } };
