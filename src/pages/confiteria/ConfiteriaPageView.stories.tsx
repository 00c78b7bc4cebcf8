import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { confectionery } from '../fixtures';
import { ConfiteriaPageView } from './ConfiteriaPageView';
import { visibleConfectionery } from './visible';

const meta = { title: 'Pages/Confitería', component: ConfiteriaPageView } satisfies Meta<typeof ConfiteriaPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Cargando...')).toBeVisible(),
};
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Por el momento, no hay productos disponibles.')).toBeVisible(),
};
export const Data: Story = {
  args: { items: visibleConfectionery(confectionery) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Combo Personal').length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/aval/i)).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Bebidas' })).toBeVisible();
  },
};
export const Error: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('heading', { name: 'Confitería' })).toBeVisible(),
};
