// One story per state of the Precios page's save machine (machines/staff/programacion/precios), rendered by the
// page's container from the machine's snapshot, with the prices as the server lists them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { StaffPreciosContext } from '../contexts';
import { StaffPrecios } from './PreciosPage';
import { refusedWith, snapshotAfter, storyPreciosMachine, storyTarifas, type StoryEvent } from '../story';

const NEGATIVE = 'El campo tarifas.0.valor debe ser mayor o igual a 1.';
const tarifas = [{ zone_id: 1, format: '2D' as const, valor: 13_000, club_valor: 11_000, cliente_frecuente: true }];
const saveTarifas = { type: 'tarifas.save', roomId: 1, tarifas } as const;

function Screen({ events, loadError = null, read = true }: { events: StoryEvent<typeof storyPreciosMachine>[]; loadError?: string | null; read?: boolean }) {
  return (
    <StaffPreciosContext.Provider logic={storyPreciosMachine} options={{ snapshot: snapshotAfter(storyPreciosMachine, events) }}>
      <StaffPrecios data={read ? storyTarifas : undefined} loadError={loadError} reload={() => {}} />
    </StaffPreciosContext.Provider>
  );
}

const meta = { title: 'Staff/Programación/Precios (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (text: string | RegExp) => waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 5000 });

export const Editing: Story = {
  play: async () => {
    await shown('Tarifas por sala');
    // Prices as people read them: es-CO pesos, no decimals.
    expect(screen.getByText('$ 12.000 · club $ 11.200')).toBeVisible();
    expect(screen.getByLabelText('Precio general General 2D')).toHaveValue('12000');
    expect(screen.getByRole('button', { name: 'Guardar tarifas de Sala 1' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  },
};
export const Saving: Story = {
  args: { events: [saveTarifas] },
  play: async () => {
    await shown('Tarifas por sala');
    await waitFor(() => expect(screen.getByRole('button', { name: /Guardar cargos/ })).toBeDisabled(), { timeout: 5000 });
    expect(screen.getByLabelText('Precio general General 2D')).toBeDisabled();
  },
};
export const Saved: Story = {
  args: { events: [saveTarifas, { type: 'xstate.done.actor.changeStaffRoomTarifas', output: storyTarifas.salas[0] }] },
  play: async () => {
    await waitFor(() => expect(within(screen.getByRole('status')).getByText('Tarifas guardadas. Rigen para las compras que se coticen desde ahora.')).toBeVisible(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Guardar tarifas de Sala 1' })).toBeEnabled();
  },
};
export const Failed: Story = {
  args: { events: [saveTarifas, { type: 'xstate.error.actor.changeStaffRoomTarifas', error: refusedWith(400, NEGATIVE) }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NEGATIVE), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Guardar tarifas de Sala 1' })).toBeEnabled();
  },
};
export const ServiceFeesSaved: Story = {
  args: { events: [{ type: 'servicio.save', fees: storyTarifas.servicio }, { type: 'xstate.done.actor.changeStaffServiceFees', output: storyTarifas.servicio }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargos por servicio guardados.'), { timeout: 5000 });
  },
};
export const MembershipRefused: Story = {
  args: { events: [{ type: 'membresia.save', price: storyTarifas.membresia }, { type: 'xstate.error.actor.changeStaffMembershipPrice', error: refusedWith(400, 'El campo valor debe ser mayor o igual a 0.') }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('El campo valor debe ser mayor o igual a 0.'), { timeout: 5000 });
  },
};
export const ReadFailed: Story = {
  args: { read: false, loadError: 'Tu cuenta del personal no tiene el rol para esta operación.' },
  play: async () => {
    await shown('No pudimos leer los precios');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};
