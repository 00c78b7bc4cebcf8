import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { corporate, gallery } from '../fixtures';
import { CorporatePageView } from './CorporatePageView';

const meta = { title: 'Pages/Corporate', component: CorporatePageView } satisfies Meta<typeof CorporatePageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Cargando...')).toBeVisible(),
};
export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Corporativo' })).toBeVisible();
    await expect(canvas.getByText('Mínimo 50 personas y 50 combos.')).toBeVisible();
  },
};
export const Data: Story = {
  args: { sections: corporate, gallery },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Viziona para empresas' })).toBeVisible();
    for (const title of ['Alquiler de sala', 'Bonos', 'Bonos de regalo', 'Activación de marca', 'Branding']) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(canvas.getByText('Bonos de regalo desde $ 25.000, con vigencia de 6 meses.')).toBeVisible();
    await expect(canvas.getByText('Reserva con 10 días hábiles de anticipación.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Galería de activaciones' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('section.vz-corporate-section')).toHaveLength(5);
  },
};
export const Error: Story = { ...Empty };
