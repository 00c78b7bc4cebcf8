import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FooterView } from './FooterView';

const meta = {
  title: 'Chrome/Footer',
  component: FooterView,
  args: { year: 2026 },
} satisfies Meta<typeof FooterView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContent: Story = {
  args: {
    firstGroup: [
      { id: 1, slug: 'preguntas-frecuentes', title: 'Preguntas frecuentes' },
      { id: 2, slug: 'trabaja-con-nosotros', title: 'Trabaja con nosotros' },
    ],
    secondGroup: [
      { id: 3, slug: 'terminos-y-condiciones', title: 'Términos y condiciones' },
      { id: 4, slug: 'politica-de-privacidad', title: 'Política de privacidad' },
      { id: 5, slug: 'terminos-y-condiciones-club-vizionarios', title: 'Términos y condiciones Club Vizionarios' },
    ],
  },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'servicioalcliente@viziona.com.co' })).toHaveAttribute(
      'href',
      'mailto:servicioalcliente@viziona.com.co',
    );
    await expect(footer.getByRole('link', { name: 'Línea ética' })).toHaveAttribute('href', '/linea-etica');
    await expect(footer.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/pagina/terminos-y-condiciones',
    );
    for (const network of ['Facebook', 'Instagram', 'TikTok', 'YouTube']) {
      await expect(footer.getByRole('link', { name: network })).toHaveAttribute('target', '_blank');
    }
    await expect(footer.getByText('© 2026 Viziona. Todos los derechos reservados.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'Cartelera' })).toHaveAttribute('href', '/cartelera');
    await expect(footer.queryByRole('navigation', { name: 'Legal' })).toBeNull();
  },
};

/** The content service failed: only the fixed links show (the failure is only logged, spec §8). */
export const WithoutContent: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getAllByRole('navigation')).toHaveLength(1);
    await expect(footer.getByRole('link', { name: 'Corporativo' })).toHaveAttribute('href', '/corporativo');
  },
};
