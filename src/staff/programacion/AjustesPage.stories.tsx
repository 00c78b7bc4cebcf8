// One story per state of the settings machine (machines/staff/programacion/ajustes), from its snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import type { StaffSettings } from '../../../openapi';
import { StaffSettingsContext } from '../contexts';
import { StaffSettingsForm } from './AjustesPage';
import { refusedWith, snapshotAfter, storySettingsMachine, type StoryEvent } from '../story';

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const RANGE = 'El campo maximo_entradas debe ser menor o igual a 50.';
const settings: StaffSettings = {
  ticket_servicio: 2500, confiteria_servicio: 1000, maximo_entradas: 10, membresia_valor: 60000, membresia_servicio: 3000, limpieza_minutos: 20, ingreso_antes_minutos: 45, ingreso_despues_minutos: 30,
  popup: { imagen: '/media/popup/club-vizionarios.svg', enlace: '/club-vizionarios', destino: '_self' },
};

function Screen({ events }: { events: StoryEvent<typeof storySettingsMachine>[] }) {
  return (
    <StaffSettingsContext.Provider logic={storySettingsMachine} options={{ snapshot: snapshotAfter(storySettingsMachine, events) }}>
      <StaffSettingsForm />
    </StaffSettingsContext.Provider>
  );
}

const meta = { title: 'Staff/Programación/Ajustes (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = { type: 'xstate.done.actor.listStaffSettings', output: settings } as const;
const save = { type: 'settings.save', change: { maximo_entradas: 8 } } as const;

export const Loading: Story = {
  play: async () => {
    await waitFor(() => expect(document.querySelector('.ant-spin')).not.toBeNull(), { timeout: 5000 });
  },
};
export const LoadFailed: Story = {
  args: { events: [{ type: 'xstate.error.actor.listStaffSettings', error: refusedWith(500, DOWN) }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible(), { timeout: 5000 });
  },
};
export const Editing: Story = {
  args: { events: [loaded] },
  play: async () => {
    await waitFor(() => expect(screen.getByLabelText('Máximo de entradas por compra')).toHaveValue('10'), { timeout: 5000 });
    expect(screen.getByLabelText('Imagen del popup')).toHaveValue('/media/popup/club-vizionarios.svg');
  },
};
export const Saving: Story = {
  args: { events: [loaded, save] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: /Guardando/ })).toBeVisible(), { timeout: 5000 });
  },
};
export const Refused: Story = {
  args: { events: [loaded, save, { type: 'xstate.error.actor.changeStaffSettings', error: refusedWith(400, RANGE) }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(RANGE), { timeout: 5000 });
  },
};
export const Saved: Story = {
  args: { events: [loaded, save, { type: 'xstate.done.actor.changeStaffSettings', output: { ...settings, maximo_entradas: 8 } }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ajustes guardados'), { timeout: 5000 });
    expect(screen.getByLabelText('Máximo de entradas por compra')).toHaveValue('8');
  },
};
