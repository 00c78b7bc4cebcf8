import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rooms } from '../fixtures';
import { SalasPageView } from './SalasPageView';

const meta = { title: 'Pages/Salas', component: SalasPageView } satisfies Meta<typeof SalasPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Cargando...')).toBeVisible(),
};
export const Empty: Story = {
  args: { rooms: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Por el momento, no hay salas disponibles.')).toBeVisible(),
};
export const Data: Story = {
  args: { rooms },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const figure of ['9 salas', 'Más de 1.300 sillas', '3.5 horas de parqueadero gratis']) await expect(canvas.getByText(figure)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Sala 2/ })[0]).toHaveAttribute('href', '/sala/sala-2');
  },
};
export const Error: Story = {
  args: { rooms: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('9 salas')).toBeVisible(),
};
