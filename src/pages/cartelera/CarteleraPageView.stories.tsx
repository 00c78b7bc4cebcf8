import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dates, movies } from '../fixtures';
import { CarteleraPageView } from './CarteleraPageView';

const meta = {
  title: 'Pages/Cartelera',
  component: CarteleraPageView,
  args: { onSelectDate: fn(), onLogin: fn(), signedIn: false },
} satisfies Meta<typeof CarteleraPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { datesLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cartelera' })).toBeVisible();
    await expect(canvas.getByText('Espera un momento mientras cargamos las fechas.')).toBeVisible();
    await expect(canvas.getByLabelText('Cargando funciones')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { dates: [], carouselMovies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Por el momento, no hay fechas disponibles.')).toBeVisible();
  },
};

/** A date with no showtimes. */
export const DateWithoutShowtimes: Story = {
  args: { dates, selectedDate: dates[1].function_date, movies: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No hay funciones disponibles para tu selección. Intenta con otra fecha u horario.'),
    ).toBeVisible();
  },
};

export const Data: Story = {
  args: { dates, selectedDate: dates[0].function_date, movies, carouselMovies: movies },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /sáb 21/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /dom 22/ }));
    await expect(args.onSelectDate).toHaveBeenCalledWith('2026-11-22');
    // A visitor's showtime is a button that opens the login dialog.
    await userEvent.click(canvas.getAllByRole('button', { name: '2:00 pm' })[0]);
    await expect(args.onLogin).toHaveBeenCalled();
    await expect(canvas.getAllByText('2D · Doblada · Sala 1')[0]).toBeVisible();
    await expect(canvas.getAllByText('Preventa').length).toBeGreaterThan(0);
  },
};

export const SignedIn: Story = {
  args: { dates, selectedDate: dates[0].function_date, movies, signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '2:00 pm' })).toHaveAttribute(
      'href',
      '/viziona/pelicula/el-ultimo-faro/funcion/11',
    );
  },
};

/** The API failed: failures are only logged (spec §8), the page shows the empty texts. */
export const Error: Story = {
  args: { dates: [], movies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Por el momento, no hay fechas disponibles.')).toBeVisible();
  },
};
