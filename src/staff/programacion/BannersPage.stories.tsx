// One story per state of the banners machine (machines/staff/programacion/banners), from its snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import type { StaffBanner, StaffBannerInput } from '../../../openapi';
import { StaffBannersContext } from '../contexts';
import { StaffBanners } from './BannersPage';
import { refusedWith, snapshotAfter, storyBannersMachine, type StoryEvent } from '../story';

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const IMAGE = 'La imagen /media/x.png no está entre las imágenes subidas: súbela primero.';
const body: StaffBannerInput = { image: '/media/banners/combos.svg', name: 'Combos para compartir', url: '/confiteria', target: '_self' };
const banners: StaffBanner[] = [
  { id: 1, image: '/media/banners/club-vizionarios.svg', name: 'Únete al Club Vizionarios', url: '/club-vizionarios', target: '_self', position: 1 },
  { id: 3, ...body, position: 2 },
];

function Screen({ events }: { events: StoryEvent<typeof storyBannersMachine>[] }) {
  return (
    <StaffBannersContext.Provider logic={storyBannersMachine} options={{ snapshot: snapshotAfter(storyBannersMachine, events) }}>
      <StaffBanners />
    </StaffBannersContext.Provider>
  );
}

const meta = { title: 'Staff/Programación/Banners (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const listed = { type: 'xstate.done.actor.listStaffBanners', output: banners } as const;
const busy = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: /Guardando/ })).toBeVisible(), { timeout: 5000 });
  expect(screen.getByRole('button', { name: 'Subir Combos para compartir' })).toBeDisabled();
};

export const Loading: Story = {
  play: async () => {
    await waitFor(() => expect(document.querySelector('.ant-spin')).not.toBeNull(), { timeout: 5000 });
  },
};
export const LoadFailed: Story = {
  args: { events: [{ type: 'xstate.error.actor.listStaffBanners', error: refusedWith(500, DOWN) }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible(), { timeout: 5000 });
  },
};
export const Listed: Story = {
  args: { events: [listed] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subir Combos para compartir' })).toBeEnabled(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Subir Únete al Club Vizionarios' })).toBeDisabled();
  },
};
export const Creating: Story = { args: { events: [listed, { type: 'banner.create', body }] }, play: busy };
export const Updating: Story = { args: { events: [listed, { type: 'banner.update', id: 3, body }] }, play: busy };
export const Deleting: Story = { args: { events: [listed, { type: 'banner.delete', id: 3 }] }, play: busy };
export const Reordering: Story = { args: { events: [listed, { type: 'banners.reorder', ids: [3, 1] }] }, play: busy };
export const Refused: Story = {
  args: { events: [listed, { type: 'banner.create', body }, { type: 'xstate.error.actor.createBanner', error: refusedWith(400, IMAGE) }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(IMAGE), { timeout: 5000 });
  },
};
