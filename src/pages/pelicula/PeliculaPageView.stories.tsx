import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dates, movies } from '../fixtures';
import { PeliculaPageView } from './PeliculaPageView';

const [faro, rio, dragones] = movies;

const meta = {
  title: 'Pages/Película',
  component: PeliculaPageView,
  args: { theater: 'viziona', onSelectDate: fn(), onLogin: fn(), signedIn: false },
} satisfies Meta<typeof PeliculaPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando...')).toBeVisible();
  },
};

export const Data: Story = {
  args: { movie: faro, dates, selectedDate: dates[0].function_date, showtimes: faro.showtimes },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'El último faro' })).toBeVisible();
    await expect(canvas.getByText('Sobre la función')).toBeVisible();
    await expect(canvas.getByText('118 minutos')).toBeVisible();
    await expect(canvas.getByText('13/11/2026')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sinopsis' })).toBeVisible();
    await expect(canvas.getByTitle('Trailer de El último faro')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Vz3kLm9QpXa');
    await expect(canvas.getByRole('button', { name: /sáb 21/ })).toHaveStyle({ width: '160px' });
    await expect(canvas.getByText('3D · Subtitulada · Sala 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '6:30 pm' }));
    await expect(args.onLogin).toHaveBeenCalled();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

export const SignedIn: Story = {
  args: { ...Data.args, signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '8:00 pm' })).toHaveAttribute('href', '/viziona/pelicula/el-ultimo-faro/funcion/13');
  },
};

/** Rated 15 años, watch link given as youtu.be: the age notice and the embedded trailer from the last segment. */
export const AgeRestricted: Story = {
  args: { movie: rio, dates, selectedDate: dates[0].function_date, showtimes: rio.showtimes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('exclusiva para mayores de 15 años');
    await expect(canvas.getByTitle('Trailer de Río de fuego')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Rf8tQw2ZkLm');
  },
};

/** No trailer, malformed poster, a date without showtimes. */
export const Empty: Story = {
  args: { movie: { ...dragones, poster: '' }, dates, selectedDate: dates[1].function_date, showtimes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay funciones disponibles para tu selección. Intenta con otra fecha u horario.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Trailer' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Póster de Dragones de cristal' })).toBeVisible();
  },
};

export const MalformedTrailer: Story = {
  args: { movie: { ...faro, trailer: 'https://youtu.be/<script>' }, dates: [], showtimes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Trailer' })).toBeNull();
    await expect(canvas.getByText('Por el momento, no hay fechas disponibles.')).toBeVisible();
  },
};

/** The showtimes could not be read: the film still shows, with the spec's empty text. */
export const Error: Story = {
  args: { movie: faro, dates: [], showtimes: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Por el momento, no hay fechas disponibles.')).toBeVisible();
  },
};
