import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { dates, movies, rooms } from '../fixtures';
import { SalaPageView } from './SalaPageView';

const meta = {
  title: 'Pages/Sala',
  component: SalaPageView,
  args: { onSelectDate: fn(), onLogin: fn(), signedIn: false },
} satisfies Meta<typeof SalaPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Cargando...')).toBeVisible(),
};

/** Unknown slug. */
export const Empty: Story = {
  args: {},
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('No se encontró contenido.')).toBeVisible(),
};

export const Data: Story = {
  args: { room: rooms[0], dates, selectedDate: dates[0].function_date, movies },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sala 1' })).toBeVisible();
    await expect(canvas.getByText('sonido envolvente')).toBeVisible();
    // The description's script was removed by the sanitizer.
    await expect(canvasElement.querySelector('.vz-html script')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Sala 1, otra vista' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '2:00 pm' })[0]).toBeVisible();
  },
};

/** One image only and a date without showtimes. */
export const OneImageNoShowtimes: Story = {
  args: { room: rooms[1], dates, selectedDate: dates[2].function_date, movies: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByText('No hay funciones disponibles para tu selección. Intenta con otra fecha u horario.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { room: rooms[1], dates: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Por el momento, no hay fechas disponibles.')).toBeVisible(),
};
