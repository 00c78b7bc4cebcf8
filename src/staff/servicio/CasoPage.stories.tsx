// One story per state of a PQRS's answer and extension (machines/staff/servicio/pqrs-respuesta), on the page of the
// servicio inbox, rendered by the page's container from the machine's snapshot; and an anonymous
// ethics report, which shows nothing that identifies its author.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { bandejaGestionMachine } from '../../../machines/staff/servicio/bandeja-gestion/bandeja-gestion.machine';
import { pqrsRespuestaMachine } from '../../../machines/staff/servicio/pqrs-respuesta/pqrs-respuesta.machine';
import type { EticaReporte, ServicioPqrs } from './bandejaContrato';
import { casoDePqrs, casoDeReporte, respuestaInput, type Caso } from './bandeja';
import { PqrsRespuestaContext } from '../contexts';
import { CasoDesk } from './CasoDesk';
import { refusedWith, snapshotAfter, type StoryEvent } from '../story';

const never = fromPromise(() => new Promise<never>(() => {}));
const storyRespuestaMachine = pqrsRespuestaMachine.provide({ actors: { saveAnswer: never, sendAnswer: never, extendTerm: never } as never });
const storyWrite = bandejaGestionMachine.provide({ actors: { write: never } as never });
const writers = { nota: storyWrite, estado: storyWrite, asignacion: storyWrite };

const ana = { id: 2, name: 'Ana Servicio' };
const TEXT = 'Cordial saludo, Lucía. Revisamos su caso y devolvimos el valor del segundo cobro a su tarjeta.';
const TOO_FAR = 'La nueva fecha no puede pasar del doble del término inicial (2027-01-12).';
const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const storyPqrs: ServicioPqrs = {
  id: 12, radicado: 'PQRS-2026-000012', type_pqr: 'Reclamo', name: 'Lucía Restrepo', email: 'lucia@example.com', received_at: '2026-11-20T09:15:00', due_date: '2026-12-14',
  state: 'en_tramite', deadline: 'en_plazo', assigned_to: ana, extended: false, phone: '3109876543', message: 'Me cobraron dos veces la boleta de la función del sábado.',
  original_due_date: '2026-12-14', extension: null, extension_limit: '2027-01-12', closure: null, answer: null,
  attachments: [{ id: 5, name: 'factura.pdf', mime: 'application/pdf', size: 48_213 }],
  notes: [{ id: 1, text: 'Llamé a la persona: confirma el doble cobro.', at: '2026-11-21T10:00:00', by: ana }],
  history: [
    { at: '2026-11-20T09:15:00', action: 'radicar', by: null, summary: 'Radicada por el formulario de Contáctanos.' },
    { at: '2026-11-21T09:58:00', action: 'servicio.pqrs.asignar', by: ana, summary: 'Asignada a Ana Servicio.' },
  ],
};
const storyReporte: EticaReporte = {
  id: 3, radicado: 'ETICA-2026-000003', company: 'Proveedor de Confitería S.A.S.', whistleblower: 'Proveedor', received_at: '2026-11-22T18:00:00', state: 'radicada', anonymous: true, has_email: false,
  details: 'Un proveedor ofreció dinero a un empleado.', name: null, email: null, closure: null, answer: null, attachments: [], notes: [],
  history: [{ at: '2026-11-22T18:00:00', action: 'radicar', by: null, summary: 'Radicado por la línea ética.' }],
};

function Screen({ events, caso = casoDePqrs(storyPqrs) }: { events: StoryEvent<typeof storyRespuestaMachine>[]; caso?: Caso }) {
  return (
    <PqrsRespuestaContext.Provider logic={storyRespuestaMachine} options={{ snapshot: snapshotAfter(storyRespuestaMachine, events, respuestaInput(caso)) }}>
      <CasoDesk caso={caso} people={[ana, { id: 3, name: 'Luis Pérez' }]} writers={writers} onChanged={() => {}} />
    </PqrsRespuestaContext.Provider>
  );
}

const meta = { title: 'Staff/Servicio/PQRS (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const write = { type: 'answer.change', text: TEXT } as const;
const review = { type: 'answer.review' } as const;
const saved = { type: 'xstate.done.actor.saveAnswer', output: { text: TEXT } } as const;
const send = { type: 'answer.send' } as const;
const open = { type: 'extension.open' } as const;
const confirm = { type: 'extension.confirm', reason: 'Requiere el concepto del área técnica.', dueDate: '2027-01-20' } as const;
const heading = () => screen.findByRole('heading', { name: 'PQRS PQRS-2026-000012', level: 1 }, { timeout: 5000 });
const dialog = () => screen.findByRole('dialog', { name: 'Prorrogar el plazo de PQRS-2026-000012' }, { timeout: 5000 });

export const Writing: Story = {
  args: { events: [write] },
  play: async () => {
    await heading();
    expect(screen.getByLabelText('Texto de la respuesta')).toHaveValue(TEXT);
    expect(screen.getByRole('link', { name: 'Descargar factura.pdf' })).toHaveAttribute('href', '/api/v1/staff/servicio/pqrs/12/adjuntos/5');
    expect(screen.getByText('Llamé a la persona: confirma el doble cobro.')).toBeVisible();
    expect(screen.getByText('Asignada a Ana Servicio.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Prorrogar el plazo' })).toBeEnabled();
  },
};
export const NothingWritten: Story = {
  args: { events: [review] },
  play: async () => {
    await heading();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Escribe la respuesta antes de revisarla.'), { timeout: 5000 });
  },
};
export const Saving: Story = {
  args: { events: [write, review] },
  play: async () => {
    await heading();
    expect(screen.getByLabelText('Texto de la respuesta')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Guardar y revisar/ }).className).toMatch(/ant-btn-loading/);
  },
};
export const Reviewing: Story = {
  args: { events: [write, review, saved] },
  play: async () => {
    await heading();
    expect(screen.getByText(/Así sale por correo a lucia@example\.com, con el radicado PQRS-2026-000012/)).toBeVisible();
    expect(screen.getByTestId('respuesta-revision')).toHaveTextContent(TEXT);
    expect(screen.getByRole('button', { name: 'Enviar por correo' })).toBeEnabled();
    expect(screen.queryByLabelText('Texto de la respuesta')).toBeNull();
  },
};
export const Sending: Story = {
  args: { events: [write, review, saved, send] },
  play: async () => {
    await heading();
    expect(screen.getByRole('button', { name: /Enviando/ }).className).toMatch(/ant-btn-loading/);
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();
  },
};
export const SendRefused: Story = {
  args: { events: [write, review, saved, send, { type: 'xstate.error.actor.sendAnswer', error: refusedWith(500, DOWN) }] },
  play: async () => {
    await heading();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(DOWN), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Enviar por correo' })).toBeEnabled();
  },
};
export const Sent: Story = {
  args: { events: [write, review, saved, send, { type: 'xstate.done.actor.sendAnswer', output: { text: TEXT, at: '2026-11-26T10:30:00' } }] },
  play: async () => {
    await heading();
    await waitFor(() => expect(screen.getByText(/Enviada por correo el .*Ya no se puede editar\./)).toBeVisible(), { timeout: 5000 });
    expect(screen.getByTestId('respuesta-enviada')).toHaveTextContent(TEXT);
    expect(screen.queryByLabelText('Texto de la respuesta')).toBeNull();
    expect(screen.getByRole('button', { name: 'Prorrogar el plazo' })).toBeDisabled();
  },
};
export const ExtensionAsked: Story = {
  args: { events: [open] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByText(/a más tardar el/)).toBeVisible(), { timeout: 5000 });
    expect(within(d).getByLabelText('Nueva fecha límite')).toBeVisible();
    expect(within(d).queryByRole('alert')).toBeNull();
  },
};
export const Extending: Story = {
  args: { events: [open, confirm] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('button', { name: /Prorrogar/ }).className).toMatch(/ant-btn-loading/), { timeout: 5000 });
  },
};
export const ExtensionRefused: Story = {
  args: { events: [open, confirm, { type: 'xstate.error.actor.extendTerm', error: refusedWith(422, TOO_FAR) }] },
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('alert')).toHaveTextContent(TOO_FAR), { timeout: 5000 });
  },
};
export const ClosedWithoutReply: Story = {
  args: { events: [], caso: casoDePqrs({ ...storyPqrs, state: 'cerrada', deadline: 'atendida', closure: { reason: 'Duplicada de PQRS-2026-000011.', at: '2026-11-23T08:00:00' } }) },
  play: async () => {
    await heading();
    expect(screen.getByText(/Cerrada sin respuesta el .*Motivo: Duplicada de PQRS-2026-000011\./)).toBeVisible();
    expect(screen.getByText('Cerrada sin respuesta: no se envía ninguna.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Prorrogar el plazo' })).toBeNull();
  },
};
export const AnonymousReport: Story = {
  args: { events: [], caso: casoDeReporte(storyReporte) },
  play: async () => {
    await screen.findByRole('heading', { name: 'Reporte ETICA-2026-000003', level: 1 }, { timeout: 5000 });
    expect(screen.getByText('Anónimo')).toBeVisible();
    expect(screen.queryByText('Correo')).toBeNull();
    expect(screen.getByText('Quien reportó no dio un correo: no se le puede responder.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Prorrogar el plazo' })).toBeNull();
    expect(screen.queryByLabelText('Responsable')).toBeNull();
  },
};
