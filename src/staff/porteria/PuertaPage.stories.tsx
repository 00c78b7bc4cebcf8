// One story per state of the door's machine (machines/staff/porteria/puerta) and one per result, from its
// snapshot; the camera is a still box (the browser test films a real ticket).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { porteriaMachine } from '../../../machines/staff/porteria/puerta/puerta.machine';
import type { Puerta, PuertaOpciones, Veredicto } from '../../../machines/staff/porteria/puerta/puerta.types';
import { Porteria, PorteriaContext } from './PuertaPage';
import { refusedWith, snapshotAfter, type StoryEvent } from '../story';

const never = fromPromise(() => new Promise<never>(() => {}));
// A result stays on screen in a story (1.5 s at the door).
const storyMachine = porteriaMachine.provide({
  actors: { loadPuerta: never, getPorteriaOptions: never, syncPorteria: never, registerIngresos: never, undoIngreso: never } as never,
  delays: { resultado: 10 ** 9, sincronizar: 10 ** 9, deshacer: 10 ** 9 },
});

const opciones: PuertaOpciones = { theaters: [{ id: 1, name: 'Viziona Cinema', rooms: [{ id: 3, name: 'Sala 3' }, { id: 4, name: 'Sala 4' }] }], window: { antes_min: 45, despues_min: 30 }, max_batch: 5000, undo_seconds: 60 };
const puerta: Puerta = { theaterId: 1, theaterName: 'Viziona Cinema', roomId: 3, roomName: 'Sala 3' };
const boleta = { pelicula: 'La última función', sala: 'Sala 3', silla: 'F7', hora: '19:00' };
const veredicto = (resultado: Veredicto['resultado'], mensaje: string, extra: Partial<Veredicto> = {}): Veredicto => ({ resultado, mensaje, nonce: 'n-1', boleta: null, previo: null, decidio: 'servidor', ...extra });

function Screen({ events }: { events: StoryEvent<typeof storyMachine>[] }) {
  return (
    <PorteriaContext.Provider logic={storyMachine} options={{ snapshot: snapshotAfter(storyMachine, events) }}>
      <Porteria camera={false} />
    </PorteriaContext.Provider>
  );
}

const meta = { title: 'Staff/Portería/Puerta (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fresh = { type: 'xstate.done.actor.loadPuerta', output: { puerta: null, opciones: null, sincronizado: null, pendientes: 0 } } as const;
const stored = { type: 'xstate.done.actor.loadPuerta', output: { puerta, opciones, sincronizado: '2026-11-26T23:55:00Z', pendientes: 0 } } as const;
const synced = { type: 'xstate.done.actor.syncPorteria', output: { sincronizado: '2026-11-27T00:00:00Z', pendientes: 0, noGuardados: 0 } } as const;
const read = { type: 'scan.decoded', code: 'VZ1.abc.def', source: 'manual', at: 0 } as const;
const decided = (v: Veredicto) => [stored, synced, read, { type: 'xstate.done.actor.registerIngresos', output: v }] as StoryEvent<typeof storyMachine>[];

/** The verdict fills the screen with its title, and screen readers hear it. */
const showsVerdict = (title: string, ...texts: string[]): Story['play'] =>
  async ({ canvasElement }) => {
    const verdict = await within(canvasElement).findByTestId('veredicto', {}, { timeout: 5000 });
    expect(verdict).toHaveTextContent(title);
    for (const text of texts) expect(verdict).toHaveTextContent(text);
    expect(within(canvasElement).getByRole('status')).toHaveTextContent(title);
  };

export const Opening: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull(), { timeout: 5000 });
  },
};
export const ChoosingTheDoor: Story = {
  args: { events: [fresh, { type: 'xstate.done.actor.getPorteriaOptions', output: opciones }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: '¿En qué puerta estás?' }, { timeout: 5000 });
    expect(canvas.getByRole('radio', { name: 'Todas las salas' })).toBeChecked();
    expect(canvas.getByRole('radio', { name: 'Sala 3' })).not.toBeChecked();
    expect(canvas.getByRole('button', { name: 'Usar esta puerta' })).toBeEnabled();
  },
};
export const OptionsFailed: Story = {
  args: { events: [fresh, { type: 'xstate.error.actor.getPorteriaOptions', error: refusedWith(0, 'No pudimos conectarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.') }] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Intentar de nuevo' }, { timeout: 5000 });
  },
};
export const RoleRemoved: Story = {
  args: { events: [stored, { type: 'xstate.error.actor.syncPorteria', error: refusedWith(403, 'No tienes permiso.') }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(/Ya no tienes el rol de portería/)).toBeVisible(), { timeout: 5000 });
  },
};
export const NeverSyncedOffline: Story = {
  args: { events: [fresh, { type: 'xstate.done.actor.getPorteriaOptions', output: opciones }, { type: 'door.choose', puerta }, { type: 'xstate.error.actor.syncPorteria', error: refusedWith(0, 'Sin red') }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(/aún no tiene los datos de la puerta/)).toBeVisible(), { timeout: 5000 });
    expect(within(canvasElement).getByTestId('conexion')).toHaveTextContent('Sin conexión');
  },
};
export const Scanning: Story = {
  args: { events: [stored, synced] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Viziona Cinema · Sala 3' }, { timeout: 5000 });
    expect(canvas.getByTestId('camara')).toBeVisible();
    expect(canvas.getByTestId('conexion')).toHaveTextContent('En línea');
    expect(canvas.getByRole('button', { name: 'Revisar' })).toBeEnabled();
    expect(canvas.queryByRole('button', { name: 'Deshacer último ingreso' })).toBeNull();
  },
};
export const Valido: Story = {
  args: { events: decided(veredicto('valido', 'Puede entrar.', { boleta })) },
  play: showsVerdict('Bienvenido', 'La última función', 'Sala 3 · Silla F7 · 19:00'),
};
export const ValidoOffline: Story = {
  args: { events: [stored, { type: 'xstate.error.actor.syncPorteria', error: refusedWith(0, 'Sin red') }, read, { type: 'xstate.done.actor.registerIngresos', output: veredicto('valido', 'Puede entrar.', { boleta: { ...boleta, silla: '#345' }, decidio: 'dispositivo' }) }] },
  play: async (ctx) => {
    await showsVerdict('Bienvenido', 'Revisado sin conexión')!(ctx as never);
    expect(within(ctx.canvasElement).getByTestId('conexion')).toHaveTextContent('Sin conexión · 1 ingreso por enviar');
    expect(within(ctx.canvasElement).getByRole('button', { name: 'Deshacer último ingreso' })).toBeVisible();
  },
};
export const YaUsado: Story = {
  args: { events: decided(veredicto('ya_usado', 'Este ticket ya entró: a las 19:01 por Sala 3.', { boleta, previo: { at: '2026-11-27T00:01:00Z', puerta: 'Sala 3' } })) },
  play: showsVerdict('Ya ingresó', 'Entró a las 19:01 por Sala 3'),
};
export const FirmaInvalida: Story = {
  args: { events: decided(veredicto('firma_invalida', 'Código no válido: no es un ticket de Viziona, fue alterado o su llave se retiró.')) },
  play: showsVerdict('Código no válido', 'fue alterado'),
};
export const Anulado: Story = {
  args: { events: decided(veredicto('anulado', 'Ticket anulado: la compra fue rechazada o reembolsada, o la función se canceló.')) },
  play: showsVerdict('Boleta anulada', 'reembolsada'),
};
export const OtroTeatro: Story = {
  args: { events: decided(veredicto('otro_teatro', 'Este ticket es de otro teatro.')) },
  play: showsVerdict('Otro teatro', 'Este ticket es de otro teatro.'),
};
export const OtraSala: Story = {
  args: { events: decided(veredicto('otra_sala', 'Este ticket es de otra sala.')) },
  play: showsVerdict('Otra sala', 'Este ticket es de otra sala.'),
};
export const FueraDeHorario: Story = {
  args: { events: decided(veredicto('fuera_de_horario', 'Fuera de horario: se entra de 18:15 a 19:30.')) },
  play: showsVerdict('Fuera de horario', 'se entra de 18:15 a 19:30'),
};
export const Undone: Story = {
  args: { events: [...decided(veredicto('valido', 'Puede entrar.', { boleta })), { type: 'scan.undo' }, { type: 'xstate.done.actor.undoIngreso', output: undefined }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Ingreso anulado: la boleta puede volver a entrar.')).toBeVisible(), { timeout: 5000 });
    expect(within(canvasElement).queryByRole('button', { name: 'Deshacer último ingreso' })).toBeNull();
  },
};
/** A queued scan the device could not write: kept in memory, and said until a sync sends it. */
export const ScanNotKept: Story = {
  args: { events: [stored, synced, { type: 'queue.failed' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(/Un ingreso no quedó guardado en este dispositivo: se enviará al sincronizar/)).toBeVisible(), { timeout: 5000 });
  },
};
