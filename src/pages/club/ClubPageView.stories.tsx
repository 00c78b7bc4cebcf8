import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClubPageView } from './ClubPageView';

const meta = { title: 'Pages/Club', component: ClubPageView, args: { canPurchase: false, onPurchase: fn() } } satisfies Meta<typeof ClubPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Settings still loading: no price yet, the page is there. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Valor de la membresía/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Inicia sesión para comprar tu membresía' })).toHaveAttribute('href', '/iniciar-sesion');
  },
};
export const Empty: Story = { ...Loading };
export const Data: Story = {
  args: { price: 63000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Valor de la membresía: $ 63.000')).toBeVisible();
    await expect(canvas.getByText('Descuento de hasta el 20 % en boletas, en máximo 6 boletas y 6 combos al día.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Comprar membresía' })).toBeNull();
  },
};
export const SignedInWithName: Story = {
  args: { price: 63000, canPurchase: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Comprar membresía' }));
    await expect(args.onPurchase).toHaveBeenCalled();
    await expect(canvas.queryByRole('link', { name: 'Inicia sesión para comprar tu membresía' })).toBeNull();
  },
};
export const Error: Story = { ...Loading };

/** Signed in without a name: no purchase button, the way to Mi perfil. */
export const SignedInWithoutName: Story = {
  args: { price: 63000, needsName: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Comprar membresía' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Completa tu nombre en Mi perfil' })).toHaveAttribute('href', '/mi-perfil');
  },
};

/** A member: the card's end, and buying again extends it. */
export const ActiveMember: Story = {
  args: { price: 63000, canPurchase: true, activeUntil: '2027-11-23' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Tu membresía está activa hasta el 2027-11-23/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Comprar membresía' })).toBeVisible();
  },
};
