import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithText: Story = {
  args: { text: 'Ingresando...' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Ingresando...');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const WithoutText: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando...' })).toBeInTheDocument();
  },
};
