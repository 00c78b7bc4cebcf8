import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { releases } from '../fixtures';
import { EstrenosPageView } from './EstrenosPageView';

const meta = { title: 'Pages/Próximos estrenos', component: EstrenosPageView } satisfies Meta<typeof EstrenosPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Cargando...')).toBeVisible(),
};
export const Empty: Story = {
  args: { releases: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Por el momento, no hay próximos estrenos.')).toBeVisible(),
};
export const Data: Story = {
  args: { releases },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Código Amazonas/ })).toHaveAttribute('href', '/viziona/pelicula/codigo-amazonas');
    await expect(canvas.getByText('Estreno: 18/12/2026')).toBeVisible();
  },
};
export const Error: Story = {
  args: { releases: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('heading', { name: 'Próximos estrenos' })).toBeVisible(),
};
