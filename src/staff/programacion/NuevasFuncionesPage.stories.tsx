// One story per state of the bulk-programming wizard (machines/staff/programacion/nuevas-funciones), rendered by the
// page's container from the machine's snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ProgramacionMasivaContext } from '../contexts';
import { ProgramacionNueva } from './NuevasFuncionesPage';
import { refusedWith, snapshotAfter, storyConflicted, storyCreated, storyCross, storyOptions, storyPreview, storySolicitud, storyWizardMachine, type StoryEvent } from '../story';

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const OFFLINE = 'No pudimos conectarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const NO_ROOM = 'La sala 99 no existe.';
const SAVE_CROSS = 'Sala 1, miércoles 2 de diciembre de 2026, 19:00: se cruza con la función 901 de Wicked (18:30, sala libre a las 21:15).';

function Screen({ events }: { events: StoryEvent<typeof storyWizardMachine>[] }) {
  return (
    <ProgramacionMasivaContext.Provider logic={storyWizardMachine} options={{ snapshot: snapshotAfter(storyWizardMachine, events) }}>
      <ProgramacionNueva />
    </ProgramacionMasivaContext.Provider>
  );
}

const meta = { title: 'Staff/Programación/Programar funciones (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const options = { type: 'xstate.done.actor.getProgramacionOptions', output: storyOptions } as const;
const preview = { type: 'solicitud.preview', solicitud: storySolicitud } as const;
const clean = { type: 'xstate.done.actor.previewFunciones', output: storyPreview } as const;
const conflicted = { type: 'xstate.done.actor.previewFunciones', output: storyConflicted } as const;
const save = { type: 'funciones.save' } as const;
const withErrors = (status: number, message: string, errors: Record<string, string>) => Object.assign(refusedWith(status, message), { errors });
const shows = (text: string | RegExp) => async () => {
  await waitFor(() => expect(screen.getAllByText(text)[0]).toBeVisible(), { timeout: 5000 });
};
const alerts = (text: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await waitFor(() => expect(within(canvasElement).getAllByRole('alert').map((a) => a.textContent).join(' ')).toContain(text), { timeout: 5000 });
};
const saveButton = () => screen.getByRole('button', { name: /Guardar 3 funciones|Guardando/ });

export const LoadingOptions: Story = { play: shows('Cargando películas y salas...') };
export const OptionsFailed: Story = {
  args: { events: [{ type: 'xstate.error.actor.getProgramacionOptions', error: refusedWith(500, DOWN) }] },
  play: async () => {
    await shows(DOWN)();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};
export const Choosing: Story = {
  args: { events: [options] },
  play: async () => {
    await waitFor(() => expect(screen.getByLabelText('Película')).toBeVisible(), { timeout: 5000 });
    expect(screen.getByRole('group', { name: 'Días de la semana' })).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Días de la semana' })).getAllByRole('checkbox')).toHaveLength(7);
    expect(screen.getByLabelText('Hora 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ver las funciones' })).toBeEnabled();
  },
};
export const Previewing: Story = { args: { events: [options, preview] }, play: shows('Revisando...') };
export const PreviewRefused: Story = {
  args: { events: [options, preview, { type: 'xstate.error.actor.previewFunciones', error: withErrors(400, NO_ROOM, { roomIds: NO_ROOM }) }] },
  play: async (ctx) => {
    await alerts(NO_ROOM)(ctx);
    // On its field too, and the form keeps the request.
    await waitFor(() => expect(screen.getAllByText(NO_ROOM)).toHaveLength(2), { timeout: 5000 });
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-30');
  },
};
export const PreviewClean: Story = {
  args: { events: [options, preview, clean] },
  play: async () => {
    await shows(/3 funciones de/)();
    expect(screen.getAllByText('Ninguno')).toHaveLength(3);
    expect(saveButton()).toBeEnabled();
  },
};
export const PreviewConflicted: Story = {
  args: { events: [options, preview, conflicted] },
  play: async (ctx) => {
    await alerts('1 función tiene conflictos')(ctx);
    expect(screen.getByText(storyCross)).toBeVisible();
    expect(saveButton()).toBeDisabled();
  },
};
export const Saving: Story = {
  args: { events: [options, preview, clean, save] },
  play: async () => {
    await waitFor(() => expect(saveButton().className).toMatch(/ant-btn-loading/), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Volver a editar' })).toBeDisabled();
  },
};
export const SaveFailed: Story = {
  args: { events: [options, preview, clean, save, { type: 'xstate.error.actor.createFunciones', error: refusedWith(0, OFFLINE) }] },
  play: async (ctx) => {
    await alerts(OFFLINE)(ctx);
    expect(saveButton()).toBeEnabled();
  },
};
export const SaveConflicted: Story = {
  args: {
    events: [options, preview, clean, save, { type: 'xstate.error.actor.createFunciones', error: withErrors(409, `No se guardó ninguna función: hay un conflicto. ${SAVE_CROSS}`, { 'funciones[2]': SAVE_CROSS }) }],
  },
  play: async (ctx) => {
    await alerts('No se guardó ninguna función')(ctx);
    // Named on its función's row, and a fresh preview is offered instead of saving.
    expect(within(screen.getAllByRole('row')[3]).getByText(SAVE_CROSS)).toBeVisible();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Revisar de nuevo' })).toBeVisible();
  },
};
export const Saved: Story = {
  args: { events: [options, preview, clean, save, { type: 'xstate.done.actor.createFunciones', output: storyCreated }] },
  play: async () => {
    await shows('Se programaron 3 funciones')();
    expect(screen.getByRole('link', { name: 'Ver las funciones programadas' })).toHaveAttribute('href', '/staff/programacion?from=2026-11-30&to=2026-12-02&film_id=4');
    expect(screen.getByRole('button', { name: 'Programar más funciones' })).toBeVisible();
  },
};
