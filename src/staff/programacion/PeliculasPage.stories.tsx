// One story per state of the film drawer's machine (machines/staff/programacion/pelicula), from its snapshot,
// over the programming desk's table of films.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { StaffImage, StaffPelicula } from '../../../openapi';
import { POSTER_MISSING } from '../../../machines/staff/programacion/pelicula/pelicula.machine';
import type { PeliculaFormValues } from '../../../machines/staff/programacion/pelicula/pelicula.types';
import { StaffPeliculaContext } from '../contexts';
import { StaffPeliculas } from './PeliculasPage';
import { refusedWith, snapshotAfter, storyPeliculaMachine, type StoryEvent } from '../story';

const poster = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';
const faro: StaffPelicula = {
  id: 1, title: 'El último faro', original_title: 'El último faro', slug: 'el-ultimo-faro', synopsis: 'Lucía regresa a la isla para cerrar el faro de su padre.',
  rating: '12 años', duration: 112, genres: ['Drama'], language: 'Español', director: 'Mariana Restrepo', country: 'Colombia', poster, backdrop: null,
  trailer: 'https://www.youtube.com/watch?v=Vz3kLm9QpXa', date_release: '2026-11-20', state: 'en_cartelera', preventa: false, retired_at: null,
};
const peliculas: StaffPelicula[] = [
  faro,
  { ...faro, id: 2, title: 'Río de fuego', slug: 'rio-de-fuego', state: 'proximo_estreno', preventa: true, date_release: '2026-12-18' },
  { ...faro, id: 3, title: 'La casa del páramo', slug: 'la-casa-del-paramo', state: 'retirada', retired_at: '2026-11-25 18:00:00' },
];
const values: PeliculaFormValues = {
  title: 'La noche del cóndor', slug: 'la-noche-del-condor', synopsis: 'Un guardaparques sigue al último cóndor.', rating: 'Todos', duration: 104,
  genres: ['Drama'], language: 'Español', trailer: null, date_release: '2026-12-04', state: 'proximo_estreno', preventa: false,
};
const uploaded: StaffImage = { id: 9, url: poster, mime: 'image/png', size: 68 };
const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'poster.png', { type: 'image/png' });
const NOT_IMAGE = 'El archivo poster.png no es una imagen JPEG, PNG o WebP.';
const TAKEN = 'El slug «el-ultimo-faro» ya lo usa la película «El último faro». Elige otro.';

type Event = StoryEvent<typeof storyPeliculaMachine>;
function Screen({ events }: { events: Event[] }) {
  return (
    <StaffPeliculaContext.Provider logic={storyPeliculaMachine} options={{ snapshot: snapshotAfter(storyPeliculaMachine, events) }}>
      <StaffPeliculas peliculas={peliculas} loading={false} listError={null} />
    </StaffPeliculaContext.Provider>
  );
}

const meta = { title: 'Staff/Programación/Películas (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const open: Event = { type: 'pelicula.new' };
const upload: Event = { type: 'image.upload', field: 'poster', file };
const withPoster: Event[] = [open, upload, { type: 'xstate.done.actor.uploadStaffImage', output: uploaded }];
const save: Event = { type: 'pelicula.save', values };
const alerts = (text: string) => async () => {
  await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(text), { timeout: 5000 });
};

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar El último faro' })).toBeVisible(), { timeout: 5000 });
    expect(canvas.getByText('Retirada')).toBeVisible();
    expect(canvas.getByText('Preventa')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};
export const Saved: Story = {
  args: { events: [...withPoster, save, { type: 'xstate.done.actor.createPelicula', output: { ...faro, id: 4, title: 'La noche del cóndor' } }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Película «La noche del cóndor» guardada.'), { timeout: 5000 });
  },
};
export const NewFilm: Story = {
  args: { events: [open] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Nueva película' })).toBeVisible(), { timeout: 5000 });
    expect(screen.getByLabelText('Título')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subir póster' })).toBeVisible();
  },
};
export const EditFilm: Story = {
  args: { events: [{ type: 'pelicula.edit', pelicula: faro }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Editar «El último faro»' })).toBeVisible(), { timeout: 5000 });
    expect(screen.getByLabelText('Título')).toHaveValue('El último faro');
    expect(screen.getByRole('img', { name: 'Póster' })).toBeVisible();
  },
};
export const Uploading: Story = {
  args: { events: [open, upload] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: /Subiendo/ })).toBeVisible(), { timeout: 5000 });
  },
};
export const UploadRefused: Story = { args: { events: [open, upload, { type: 'xstate.error.actor.uploadStaffImage', error: refusedWith(400, NOT_IMAGE) }] }, play: alerts(NOT_IMAGE) };
export const PosterMissing: Story = { args: { events: [open, save] }, play: alerts(POSTER_MISSING) };
export const Creating: Story = {
  args: { events: [...withPoster, save] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: /Guardando/ })).toBeVisible(), { timeout: 5000 });
  },
};
export const Updating: Story = {
  args: { events: [{ type: 'pelicula.edit', pelicula: faro }, save] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: /Guardando/ })).toBeVisible(), { timeout: 5000 });
  },
};
export const SaveRefused: Story = {
  args: { events: [...withPoster, save, { type: 'xstate.error.actor.createPelicula', error: Object.assign(refusedWith(409, TAKEN), { errors: { slug: TAKEN } }) }] },
  play: alerts(TAKEN),
};
