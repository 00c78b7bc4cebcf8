// One story per state of the sala machine (machines/staff/programacion/sala), from its snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import type { LayoutSeat, StaffSala } from '../../../openapi';
import { StaffSalaContext } from '../contexts';
import { StaffSalaDesk } from './SalaPage';
import { refusedWith, snapshotAfter, storySalaMachine, type StoryEvent } from '../story';

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const GONE = 'La sala 2 no existe.';
// Rows A–F: 4 seats, an aisle, 8 seats, an aisle, 4 seats; row A's ends are wheelchair places.
const layout: LayoutSeat[] = 'ABCDEF'.split('').flatMap((fila, r) => {
  let n = 0;
  return [...'...._........_....'].map((ch, c) => {
    const wheelchair = r === 0 && (c === 0 || c === 17);
    const tipo = ch === '_' ? 'Pasillo' : wheelchair ? 'Discapacitado' : 'Normal';
    if (tipo === 'Normal') n++;
    return { FilaTotal: r + 1, ColumnaTotal: c + 1, FilaRelativa: fila, ColumnaRelativa: tipo === 'Normal' ? String(n) : '', TipoSilla: tipo, TipoZona: 'General' } as LayoutSeat;
  });
});
const sala: StaffSala = { id: 2, name: 'Sala 2', loneSeats: 'aisle', focusFila: 0.6667, focusColumna: 0.5, layout };

function Screen({ events }: { events: StoryEvent<typeof storySalaMachine>[] }) {
  return (
    <StaffSalaContext.Provider logic={storySalaMachine} options={{ input: { salaId: 2 }, snapshot: snapshotAfter(storySalaMachine, events, { salaId: 2 }) }}>
      <StaffSalaDesk />
    </StaffSalaContext.Provider>
  );
}

const meta = { title: 'Staff/Programación/Sala (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = { type: 'xstate.done.actor.getSala', output: sala } as const;
const strict = { type: 'mode.choose', mode: 'strict' } as const;
const save = { type: 'sala.save' } as const;
const focused = () => screen.getByTestId('punto-focal');

export const Loading: Story = {
  play: async () => {
    await waitFor(() => expect(document.querySelector('.ant-spin')).not.toBeNull(), { timeout: 5000 });
  },
};
export const LoadFailed: Story = {
  args: { events: [{ type: 'xstate.error.actor.getSala', error: refusedWith(404, GONE) }] },
  play: async () => {
    await waitFor(() => expect(screen.getByText(GONE)).toBeVisible(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};
export const Editing: Story = {
  args: { events: [loaded] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sala 2', level: 1 })).toBeVisible(), { timeout: 5000 });
    expect(screen.getByRole('radio', { name: /Permitir una silla sola junto al pasillo/ })).toBeChecked();
    // Two thirds back of rows A–F is row D; the centre of 18 cells falls on D8.
    expect(focused()).toHaveTextContent('Punto focal: silla D8');
    expect(screen.getByRole('button', { name: 'Silla D8' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  },
};
export const Chosen: Story = {
  args: { events: [loaded, strict, { type: 'focus.choose', focusFila: 0.2, focusColumna: 0 }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('radio', { name: /Estricta: ninguna silla sola/ })).toBeChecked(), { timeout: 5000 });
    expect(focused()).toHaveTextContent('Punto focal: silla B1');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  },
};
export const Saving: Story = {
  args: { events: [loaded, strict, save] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: /Guardando/ })).toBeVisible(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Silla D8' })).toBeDisabled();
  },
};
export const Refused: Story = {
  args: { events: [loaded, strict, save, { type: 'xstate.error.actor.updateSala', error: refusedWith(500, DOWN) }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(DOWN), { timeout: 5000 });
    // The choice stays, ready to save again.
    expect(screen.getByRole('radio', { name: /Estricta/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  },
};
export const Saved: Story = {
  args: { events: [loaded, strict, save, { type: 'xstate.done.actor.updateSala', output: { id: 2, name: 'Sala 2', loneSeats: 'strict', focusFila: 0.6667, focusColumna: 0.5 } }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Regla guardada'), { timeout: 5000 });
    expect(screen.getByRole('radio', { name: /Estricta/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  },
};
