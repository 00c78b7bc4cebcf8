// One story per state of the dialog that cancels a función (machines/staff/programacion/cancelar-funcion), over the
// list of funciones, rendered by the page's container from the machine's snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { CancelarFuncionContext } from '../contexts';
import { FuncionesDesk } from './FuncionesPage';
import { refusedWith, snapshotAfter, storyCancelled, storyCancelMachine, storyFunciones, storyOptions, type StoryEvent } from '../story';

const ALREADY = 'La función 812 (Sala 1, martes 1 de diciembre de 2026, 19:00) ya fue cancelada: Falla del proyector.';

function Screen({ events }: { events: StoryEvent<typeof storyCancelMachine>[] }) {
  return (
    <CancelarFuncionContext.Provider logic={storyCancelMachine} options={{ snapshot: snapshotAfter(storyCancelMachine, events) }}>
      <FuncionesDesk filters={{ from: '2026-11-30', to: '2026-12-06' }} options={storyOptions} funciones={storyFunciones} loading={false} problem={null} onFilters={() => {}} onCancelled={() => {}} />
    </CancelarFuncionContext.Provider>
  );
}

const meta = { title: 'Staff/Programación/Funciones programadas (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = { type: 'funcion.cancel', funcion: storyFunciones[0] } as const;
const confirm = { type: 'cancel.confirm', reason: 'Falla del proyector de la sala.' } as const;
const dialog = () => screen.findByRole('dialog', { name: 'Cancelar la función 812' }, { timeout: 5000 });

export const List: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Funciones programadas' })).toBeVisible(), { timeout: 5000 });
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('Programada')).toBeVisible();
    expect(within(rows[1]).getByRole('button', { name: /^Cancelar la función 812:/ })).toBeVisible();
    // A cancelled función says why, and offers no cancel.
    expect(within(rows[2]).getByText('Mantenimiento de la sala.')).toBeVisible();
    expect(within(rows[2]).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};
export const Asking: Story = {
  args: { events: [open] },
  play: async () => {
    const d = await dialog();
    // Once the dialog has zoomed in.
    await waitFor(() => expect(within(d).getByText('2 vendidas, 1 apartada')).toBeVisible(), { timeout: 5000 });
    expect(within(d).getByLabelText('Motivo de la cancelación')).toBeVisible();
    expect(within(d).queryByRole('alert')).toBeNull();
  },
};
export const ReasonMissing: Story = {
  args: { events: [open, { type: 'cancel.confirm', reason: '  ' }] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('alert')).toHaveTextContent('Escribe el motivo de la cancelación.'), { timeout: 5000 });
  },
};
export const Cancelling: Story = {
  args: { events: [open, confirm] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('button', { name: /Cancelando/ }).className).toMatch(/ant-btn-loading/), { timeout: 5000 });
  },
};
export const Refused: Story = {
  args: { events: [open, confirm, { type: 'xstate.error.actor.cancelFuncion', error: refusedWith(409, ALREADY) }] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('alert')).toHaveTextContent(ALREADY), { timeout: 5000 });
  },
};
export const Cancelled: Story = {
  args: { events: [open, confirm, { type: 'xstate.done.actor.cancelFuncion', output: storyCancelled }] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByText('Función cancelada')).toBeVisible(), { timeout: 5000 });
    expect(within(d).getByText(/2 compras pagadas quedaron con reembolso pendiente; a cada comprador le llega un correo\. 1 silla apartada se liberó\./)).toBeVisible();
    expect(within(d).getByRole('button', { name: 'Volver a la lista' })).toBeVisible();
  },
};
