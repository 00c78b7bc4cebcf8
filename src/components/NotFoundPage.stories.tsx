import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFoundPage from './NotFoundPage';

const meta = {
  title: 'Components/NotFoundPage',
  component: NotFoundPage,
  parameters: { route: '/una-ruta-que-no-existe' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Ups!! no hemos encontrado la pagina que estas buscando' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
  },
};
