import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyBill } from '../../features/checkout/fixtures';
import { MyPurchasesPageView } from './MyPurchasesPageView';

const accepted = storyBill({ id: 1, name: 'Aceptada' });
const rejected = { ...storyBill({ id: 2, name: 'Rechazada' }), bill: 'VZ-000146' };
const membership = { ...storyBill({ id: 1, name: 'Aceptada' }), bill: 'VZ-000147', showtime: null };

const meta = {
  title: 'Purchase/Mis Compras',
  component: MyPurchasesPageView,
  args: { bills: [accepted, rejected, membership] },
} satisfies Meta<typeof MyPurchasesPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accepted → its ticket; the others → their payment status; a purchase without función is skipped. */
export const Purchases: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['/ticket/VZ-000145', '/pay-status/card/VZ-000146']);
  },
};

export const Empty: Story = {
  args: { bills: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tienes tickets disponibles.')).toBeVisible();
  },
};

export const Loading: Story = { args: { bills: undefined, loading: true } };
