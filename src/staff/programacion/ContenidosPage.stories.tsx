// One story per state of the content editor's machine (machines/staff/programacion/contenidos), from its snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import type { ContentPreview, StaffContent, StaffContentInput } from '../../../openapi';
import type { StaffContentInputArgs } from '../../../machines/staff/programacion/contenidos/contenidos.types';
import { StaffContentContext } from '../contexts';
import { StaffContentEditor } from './ContenidosPage';
import { refusedWith, snapshotAfter, storyContentMachine, type StoryEvent } from '../story';

const TAKEN = 'La dirección horarios-de-diciembre ya la usa otro contenido: elige otra.';
const draft: StaffContentInput = {
  grupo: 'pagina',
  slug: 'horarios-de-diciembre',
  title: 'Horarios de diciembre',
  subtitle: 'Temporada navideña',
  image: null,
  content: '<h2>Diciembre</h2><p>Abrimos todos los días.</p><script>robar()</script>',
};
const clean: ContentPreview = { page: { slug: draft.slug, title: draft.title, subtitle: draft.subtitle, image: null, content: '<h2>Diciembre</h2><p>Abrimos todos los días.</p>' }, problemas: [] };
const dirty: ContentPreview = { ...clean, problemas: ['la etiqueta <script>'] };
const saved: StaffContent = { id: 12, ...draft, content: clean.page.content, position: 4 };
const existing: StaffContent = { ...saved, title: 'Horarios', content: '<p>Antes</p>' };

function Screen({ input, events }: { input: StaffContentInputArgs; events: StoryEvent<typeof storyContentMachine>[] }) {
  return (
    <StaffContentContext.Provider logic={storyContentMachine} options={{ snapshot: snapshotAfter(storyContentMachine, events, input) }}>
      <StaffContentEditor isNew={'new' in input} onClose={() => {}} />
    </StaffContentContext.Provider>
  );
}

const meta = { title: 'Staff/Programación/Contenidos (machine states)', component: Screen, args: { input: { new: 'pagina' }, events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const preview = { type: 'preview.request', draft } as const;
const shows = (text: string | RegExp, role: 'button' | 'alert' | 'heading' = 'heading') => async () => {
  await waitFor(() => expect(screen.getByRole(role, typeof text === 'string' ? { name: text } : { name: text })).toBeVisible(), { timeout: 5000 });
};

export const EditingNew: Story = { play: shows('Nuevo contenido') };
export const EditingExisting: Story = {
  args: { input: { content: existing } },
  play: async () => {
    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveValue('Horarios'), { timeout: 5000 });
  },
};
export const Previewing: Story = { args: { events: [preview] }, play: shows(/Preparando vista previa/, 'button') };
export const PreviewRefused: Story = {
  args: { events: [preview, { type: 'xstate.error.actor.previewContent', error: refusedWith(400, 'El campo slug no tiene un formato válido.') }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('El campo slug no tiene un formato válido.'), { timeout: 5000 });
  },
};
export const Publishable: Story = {
  args: { events: [preview, { type: 'xstate.done.actor.previewContent', output: clean }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Horarios de diciembre', level: 1 })).toBeVisible(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeEnabled();
  },
};
export const Blocked: Story = {
  args: { events: [preview, { type: 'xstate.done.actor.previewContent', output: dirty }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('la etiqueta <script>'), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeDisabled();
  },
};
export const Creating: Story = {
  args: { events: [preview, { type: 'xstate.done.actor.previewContent', output: clean }, { type: 'content.publish' }] },
  play: shows(/Publicando/, 'button'),
};
export const Updating: Story = {
  args: { input: { content: existing }, events: [preview, { type: 'xstate.done.actor.previewContent', output: clean }, { type: 'content.publish' }] },
  play: shows(/Publicando/, 'button'),
};
export const PublishRefused: Story = {
  args: { events: [preview, { type: 'xstate.done.actor.previewContent', output: clean }, { type: 'content.publish' }, { type: 'xstate.error.actor.createContent', error: refusedWith(409, TAKEN) }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TAKEN), { timeout: 5000 });
    expect(screen.getByLabelText('Dirección (slug)')).toHaveValue(draft.slug);
  },
};
export const Published: Story = {
  args: { events: [preview, { type: 'xstate.done.actor.previewContent', output: clean }, { type: 'content.publish' }, { type: 'xstate.done.actor.createContent', output: saved }] },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Contenido publicado')).toBeVisible(), { timeout: 5000 });
    expect(screen.getByRole('link', { name: '/pagina/horarios-de-diciembre' })).toBeVisible();
  },
};
