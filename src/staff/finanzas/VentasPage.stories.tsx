// The daily sales page's view: a month's report with its chart (loaded in its own chunk), the days
// and funciones tables, the CSV link; and the server's refusal of an inverted range.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { SalesDay, SalesReport } from '../../../openapi';
import { VentasPageView } from './VentasPageView';

const days: SalesDay[] = Array.from({ length: 30 }, (_, i) => {
  const tickets = i === 0 ? 0 : 40 + ((i * 37) % 60);
  return { date: `2026-11-${String(i + 1).padStart(2, '0')}`, tickets, combos: Math.floor(tickets / 3), memberships: i % 7 === 0 ? 1 : 0, gross: tickets * 17500 + (i % 7 === 0 ? 63000 : 0), service: tickets * 2500, bills: Math.ceil(tickets / 2.5), refunds: i === 12 ? 1 : 0, refunded: i === 12 ? 53000 : 0 };
});
const sum = (k: keyof Omit<SalesDay, 'date'>) => days.reduce((a, d) => a + d[k], 0);
const report: SalesReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  days,
  rows: [
    { date: '2026-11-30', theater_id: 1, theater: 'Viziona', funcion: { id: 812, film: 'La última función', room: 'Sala 1', starts_at: '2026-11-30T19:00:00-05:00', capacity: 160 }, tickets: 58, combos: 19, memberships: 0, gross: 1015000, service: 145000, occupancy: 363 },
    { date: '2026-11-30', theater_id: 1, theater: 'Viziona', funcion: null, tickets: 0, combos: 0, memberships: 1, gross: 63000, service: 3000, occupancy: null },
  ],
  totals: { tickets: sum('tickets'), combos: sum('combos'), memberships: sum('memberships'), gross: sum('gross'), service: sum('service'), bills: sum('bills'), refunds: sum('refunds'), refunded: sum('refunded') },
};
const href = '/api/v1/staff/finanzas/ventas/csv?from=2026-11-01&to=2026-11-30';

const meta = {
  title: 'Staff/Finanzas/Ventas por día',
  component: VentasPageView,
  args: { range: { from: '2026-11-01', to: '2026-11-30' }, report, loading: false, problem: null, csvHref: href, onRange: () => {} },
} satisfies Meta<typeof VentasPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ventas por día', level: 1 })).toBeVisible(), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute('href', href);
    const totals = screen.getByLabelText('Totales del rango');
    expect(totals).toHaveTextContent(/^Bruto\$\s35\.577\.500Servicio\$\s5\.037\.500Boletas2\.015Combos662Membresías5Reembolsos1 \(\$\s53\.000\)$/);
    // The chart arrives in its own chunk.
    await waitFor(() => expect(screen.getByRole('figure', { name: /Ventas de los últimos días/ })).toBeVisible(), { timeout: 10000 });
    const funciones = screen.getByRole('table', { name: 'Ventas por teatro y función' });
    expect(within(funciones).getByText('36,3 %')).toBeVisible();
    expect(within(funciones).getByText('Membresías Club Vizionarios')).toBeVisible();
  },
};
export const InvertedRange: Story = {
  args: { range: { from: '2026-11-30', to: '2026-11-01' }, report: undefined, problem: 'La fecha inicial (30/11/2026) es posterior a la final (01/11/2026).' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('La fecha inicial (30/11/2026) es posterior a la final (01/11/2026).'), { timeout: 5000 });
    expect(screen.queryByRole('figure')).toBeNull();
  },
};
