import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentPage } from '../fixtures';
import { ContentPageView } from './ContentPageView';

const meta = { title: 'Pages/Content', component: ContentPageView } satisfies Meta<typeof ContentPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Cargando...')).toBeVisible(),
};
export const Empty: Story = {
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('No se encontró contenido.')).toBeVisible(),
};
export const Data: Story = {
  args: { page: contentPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
    await expect(canvas.getByText('Compra de boletas y confitería en línea')).toBeVisible();
    await expect(canvas.getByText('Las boletas no tienen cambio.')).toBeVisible();
    await expect(canvasElement.querySelector('.vz-html img')?.getAttribute('onerror')).toBeFalsy();
  },
};
export const Error: Story = { ...Empty };
