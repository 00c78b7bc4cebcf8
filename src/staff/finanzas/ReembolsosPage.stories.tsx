// One story per state of the dialog that refunds a flagged bill (machines/staff/finanzas/reembolso), over the
// list of bills waiting for their refund, rendered by the page's container from the machine's snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { StaffRefundDone, StaffRefundItem } from '../../../openapi';
import { reembolsoMachine } from '../../../machines/staff/finanzas/reembolso/reembolso.machine';
import { ReembolsoContext } from '../contexts';
import { ReembolsosDesk } from './ReembolsosPage';
import { refusedWith, snapshotAfter, type StoryEvent } from '../story';

const storyReembolsoMachine = reembolsoMachine.provide({ actors: { refundStaffBill: fromPromise(() => new Promise<never>(() => {})) } as never });
const GATEWAY_SAID = 'La pasarela rechazó el reembolso de la factura VZ1-001004: La pasarela de pruebas rechazó el reembolso de esta transacción. La factura sigue pendiente de reembolso.';

const refunds: StaffRefundItem[] = [
  {
    bill_id: 44,
    number: 'VZ1-001004',
    buyer: { name: 'Ana Gómez', email: 'ana@example.com' },
    amount: 53000,
    method: 'card',
    cause: 'funcion_cancelada',
    reason: 'Función cancelada: el pago se devuelve.',
    flagged_at: '2026-11-25T10:00:00-05:00',
    theater: 'Viziona',
    funcion: { id: 812, film: 'La última función', room: 'Sala 1', starts_at: '2026-11-25T19:00:00-05:00' },
    gateway: true,
    last_refusal: null,
  },
  {
    bill_id: 47,
    number: 'VZ1-001007',
    buyer: { name: 'Luis Pérez', email: 'luis@example.com' },
    amount: 35000,
    method: 'pse',
    cause: 'pago_tardio',
    reason: 'Pago aceptado sin sillas disponibles (sillas 120, 121).',
    flagged_at: '2026-11-25T11:30:00-05:00',
    theater: 'Viziona',
    funcion: { id: 815, film: 'Cielo de agosto', room: 'Sala 3', starts_at: '2026-11-25T21:00:00-05:00' },
    gateway: true,
    last_refusal: 'La pasarela de pruebas rechazó el reembolso de esta transacción.',
  },
];
const done: StaffRefundDone = { bill_id: 44, number: 'VZ1-001004', via: 'pasarela', amount: 53000, reference: 'R123456789', refunded_at: '2026-11-26T09:00:00-05:00', message: 'Factura VZ1-001004 reembolsada: $ 53.000 (referencia R123456789).' };

function Screen({ events }: { events: StoryEvent<typeof storyReembolsoMachine>[] }) {
  return (
    <ReembolsoContext.Provider logic={storyReembolsoMachine} options={{ snapshot: snapshotAfter(storyReembolsoMachine, events) }}>
      <ReembolsosDesk refunds={refunds} loading={false} problem={null} onRefunded={() => {}} />
    </ReembolsoContext.Provider>
  );
}

const meta = { title: 'Staff/Finanzas/Reembolsos (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = { type: 'refund.open', bill: refunds[0] } as const;
const gateway = { type: 'refund.confirm', via: 'pasarela', reference: '' } as const;
const dialog = () => screen.findByRole('dialog', { name: 'Reembolsar la factura VZ1-001004' }, { timeout: 5000 });

export const List: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Reembolsos pendientes' })).toBeVisible(), { timeout: 5000 });
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('ana@example.com')).toBeVisible();
    expect(within(rows[1]).getByText('$ 53.000')).toBeVisible();
    expect(within(rows[1]).getByText('Función cancelada')).toBeVisible();
    expect(within(rows[2]).getByText('PSE')).toBeVisible();
    expect(within(rows[2]).getByText(/Rechazado por la pasarela/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};
export const Choosing: Story = {
  args: { events: [open] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByText('Ana Gómez (ana@example.com)')).toBeVisible(), { timeout: 5000 });
    expect(within(d).getByRole('radio', { name: 'Por la pasarela de pagos' })).toBeChecked();
    expect(within(d).getByRole('button', { name: /^Reembolsar \$\s53\.000$/ })).toBeVisible();
    expect(within(d).queryByRole('alert')).toBeNull();
  },
};
export const ReferenceMissing: Story = {
  args: { events: [open, { type: 'refund.confirm', via: 'externo', reference: ' ' }] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('alert')).toHaveTextContent('Escribe la referencia con la que devolviste el dinero (transferencia, consignación…).'), { timeout: 5000 });
  },
};
export const Refunding: Story = {
  args: { events: [open, gateway] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('button', { name: /Reembolsando/ }).className).toMatch(/ant-btn-loading/), { timeout: 5000 });
  },
};
export const RefusedByTheGateway: Story = {
  args: { events: [open, gateway, { type: 'xstate.error.actor.refundStaffBill', error: refusedWith(409, GATEWAY_SAID) }] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('alert')).toHaveTextContent(GATEWAY_SAID), { timeout: 5000 });
  },
};
export const Refunded: Story = {
  args: { events: [open, gateway, { type: 'xstate.done.actor.refundStaffBill', output: done }] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByText('Reembolso hecho')).toBeVisible(), { timeout: 5000 });
    expect(within(d).getByText(/Factura VZ1-001004 reembolsada: \$ 53\.000 \(referencia R123456789\)\. Al comprador le llega un correo\./)).toBeVisible();
    expect(within(d).getByRole('button', { name: 'Volver a la lista' })).toBeVisible();
  },
};
