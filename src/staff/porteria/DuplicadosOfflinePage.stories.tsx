// One story per state of the duplicate offline entries' machine (machines/staff/porteria/duplicados-offline), from its snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { DuplicadoOffline, PorteriaOptions } from '../../../openapi';
import { duplicadosOfflineMachine, SIN_TEATROS } from '../../../machines/staff/porteria/duplicados-offline/duplicados-offline.machine';
import { DuplicadosOffline, DuplicadosOfflineContext } from './DuplicadosOfflinePage';
import { refusedWith, snapshotAfter, type StoryEvent } from '../story';

const never = fromPromise(() => new Promise<never>(() => {}));
const storyMachine = duplicadosOfflineMachine.provide({ actors: { getPorteriaOptions: never, listDuplicadosOffline: never } as never });

const TODAY = '2026-11-26';
const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const DATES = 'La fecha inicial no puede ser posterior a la final.';
const options: PorteriaOptions = {
  theaters: [
    { id: 1, name: 'Viziona Cinema', rooms: [{ id: 3, name: 'Sala 3' }] },
    { id: 2, name: 'Viziona Norte', rooms: [] },
  ],
  window: { antes_min: 45, despues_min: 30 },
  max_batch: 5000,
  undo_seconds: 60,
};
const items: DuplicadoOffline[] = [
  {
    ticket: { ticket_key: 'VZ1-000123.812.120', bill: 'VZ1-000123', funcion_id: 812, film: 'La última función', room: 'Sala 3', seat: 'F7', starts_at: '2026-11-26T19:00:00-05:00' },
    winner: { nonce: 'a1', at: '2026-11-26T18:40:05-05:00', received_at: '2026-11-26T19:02:00-05:00', door: 'Viziona Cinema · Sala 3', device: 'puerta-norte-01', offline: true },
    duplicate: { nonce: 'b2', at: '2026-11-26T18:41:30-05:00', received_at: '2026-11-26T19:05:10-05:00', door: 'Viziona Cinema · Todas las salas', device: 'puerta-sur-02', offline: true },
  },
  {
    ticket: { ticket_key: 'VZ1-000124.812.121', bill: 'VZ1-000124', funcion_id: 812, film: 'La última función', room: 'Sala 3', seat: 'F8', starts_at: '2026-11-26T19:00:00-05:00' },
    winner: null,
    duplicate: { nonce: 'c3', at: '2026-11-26T18:45:00-05:00', received_at: '2026-11-26T19:06:00-05:00', door: 'Viziona Cinema · Sala 3', device: 'puerta-norte-01', offline: true },
  },
];

function Screen({ events }: { events: StoryEvent<typeof storyMachine>[] }) {
  return (
    <DuplicadosOfflineContext.Provider logic={storyMachine} options={{ snapshot: snapshotAfter(storyMachine, events, { today: TODAY }) }}>
      <DuplicadosOffline />
    </DuplicadosOfflineContext.Provider>
  );
}

const meta = { title: 'Staff/Portería/Entradas duplicadas (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const theaters = { type: 'xstate.done.actor.getPorteriaOptions', output: options } as const;
const read = { type: 'xstate.done.actor.listDuplicadosOffline', output: { items } } as const;
const spinning = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull(), { timeout: 5000 });

export const Opening: Story = {
  play: async ({ canvasElement }) => {
    await spinning(canvasElement);
    expect(within(canvasElement).getByRole('heading', { name: 'Entradas duplicadas' })).toBeVisible();
    expect(within(canvasElement).getByLabelText('Desde')).toBeDisabled();
  },
};
export const Loading: Story = {
  args: { events: [theaters] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await spinning(canvasElement);
    // Today, the first theater.
    expect(canvas.getByLabelText('Desde')).toHaveValue('26/11/2026');
    expect(canvas.getByLabelText('Hasta')).toHaveValue('26/11/2026');
    expect(canvas.getByText('Viziona Cinema')).toBeVisible();
    expect(canvas.queryByText('No hay entradas duplicadas en estas fechas.')).toBeNull();
  },
};
export const Ready: Story = {
  args: { events: [theaters, read] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    const first = within(rows[1]);
    expect(first.getByText('La última función')).toBeVisible();
    expect(first.getByText('F7')).toBeVisible();
    expect(first.getByText('VZ1-000123')).toBeVisible();
    // The entry that counts and the duplicate, each with its door, device and times in Bogotá.
    expect(first.getByText('Viziona Cinema · Sala 3')).toBeVisible();
    expect(first.getByText('puerta-norte-01')).toBeVisible();
    expect(first.getByText('Viziona Cinema · Todas las salas')).toBeVisible();
    expect(first.getByText('puerta-sur-02')).toBeVisible();
    expect(rows[1]).toHaveTextContent(/Hora del dispositivo: 26 (de )?nov (de )?2026, 6:40:05/);
    expect(rows[1]).toHaveTextContent(/Hora del dispositivo: 26 (de )?nov (de )?2026, 6:41:30/);
    expect(rows[1]).toHaveTextContent(/Recibido: 26 (de )?nov (de )?2026, 7:05:10/);
    expect(within(rows[2]).getByText('Se deshizo: ninguno cuenta.')).toBeVisible();
    expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const Filtered: Story = {
  args: { events: [theaters, read, { type: 'duplicados.filter', filters: { theater: 2, from: '2026-11-20', to: '2026-11-26' } }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Reading again: the new filters shown, the last list kept under the spinner.
    await spinning(canvasElement);
    expect(canvas.getByLabelText('Desde')).toHaveValue('20/11/2026');
    expect(canvas.getByText('Viziona Norte')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { events: [theaters, { type: 'xstate.done.actor.listDuplicadosOffline', output: { items: [] } }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No hay entradas duplicadas en estas fechas.')).toBeVisible(), { timeout: 5000 });
  },
};
export const Refused: Story = {
  args: { events: [theaters, { type: 'xstate.error.actor.listDuplicadosOffline', error: refusedWith(400, DATES) }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(DATES), { timeout: 5000 });
    expect(canvas.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
    // The days can be put right from here.
    expect(canvas.getByLabelText('Desde')).toBeEnabled();
  },
};
export const OpeningFailed: Story = {
  args: { events: [{ type: 'xstate.error.actor.getPorteriaOptions', error: refusedWith(500, DOWN) }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(DOWN), { timeout: 5000 });
    expect(within(canvasElement).getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};
export const NoTheaters: Story = {
  args: { events: [{ type: 'xstate.done.actor.getPorteriaOptions', output: { ...options, theaters: [] } }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(SIN_TEATROS), { timeout: 5000 });
  },
};
