import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { banners, dates, movies, releases, rooms } from '../fixtures';
import { HomePageView } from './HomePageView';
import { mixSlides } from './slides';

const meta = {
  title: 'Pages/Home',
  component: HomePageView,
  args: { onSelectDate: fn(), onLogin: fn(), onPopupClose: fn(), popupOpen: false, signedIn: false },
} satisfies Meta<typeof HomePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { datesLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Espera un momento mientras cargamos las fechas.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '¿Cómo comprar?' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { slides: [], dates: [], releases: [], rooms: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Por el momento, no hay fechas disponibles.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Próximos estrenos' })).toBeNull();
  },
};

export const Data: Story = {
  args: { slides: mixSlides(banners, movies), dates, selectedDate: dates[0].function_date, movies, releases, rooms },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Destacados' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /sáb 21/ })).toHaveStyle({ width: '150px' });
    await userEvent.click(canvas.getAllByRole('button', { name: '9:00 pm' })[0]);
    await expect(args.onLogin).toHaveBeenCalled();
    await expect(canvas.getAllByRole('link', { name: /Sala 1/ })[0]).toHaveAttribute('href', '/sala/sala-1');
    await expect(canvas.getByText('Hasta 20 % de descuento en máximo 6 boletas y 6 combos al día.')).toBeVisible();
  },
};

export const WithPopup: Story = {
  args: { ...Data.args, popup: { image: banners[0].image, link: '/club-vizionarios', target: '_self' }, popupOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Anuncio' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar anuncio' }));
    await expect(args.onPopupClose).toHaveBeenCalled();
  },
};

/** Every list failed (only logged, spec §8): the page keeps its fixed sections. */
export const Error: Story = {
  args: { dates: [], movies: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Por el momento, no hay fechas disponibles.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Club Vizionarios' })).toBeVisible();
  },
};
