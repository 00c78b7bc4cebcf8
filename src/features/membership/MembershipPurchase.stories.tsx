import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StateValue } from 'xstate';
import type { MembershipContext } from '../../../machines/membership/membership.types';
import { MembershipPurchase } from './MembershipPurchase';
import { cardBrand, ePaycoBrand, MembershipStoryState } from './MembershipStoryState';

interface MembershipParameters {
  value: StateValue;
  context?: Partial<MembershipContext>;
}

/** Every state of the membership purchase (club page), rendered from the membership machine in that state. */
const meta = {
  title: 'Club/Membership purchase',
  component: MembershipPurchase,
  decorators: [
    (Story, { parameters }) => (
      <MembershipStoryState {...(parameters.membership as MembershipParameters)}>
        <Story />
      </MembershipStoryState>
    ),
  ],
} satisfies Meta<typeof MembershipPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const purchase = { Secuencia: 145, keyPay: 'story' };
const result = (id: number, name: string) => ({ bill: 'VZ1-000145', pay_status: { id, name }, payType: 3, message: '', pay_response_id: 7, pay_method: 'card' as const });

/** The open modal with this title, once its opening animation has shown it. */
async function dialogNamed(name: string) {
  const dialog = await body().findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** A dialog of the workflow (found by its title text, as the checkout's stories do). */
async function dialogSays(title: string, subtitle: string) {
  await waitFor(() => expect(body().getByText(subtitle)).toBeVisible());
  await expect(body().getByText(title)).toBeVisible();
}

export const Closed: Story = {
  parameters: { membership: { value: 'idle' } },
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const BrandPicker: Story = {
  parameters: { membership: { value: 'choosingBrand' } },
  play: async () => {
    const dialog = await dialogNamed('Elige tu medio de pago');
    await expect(within(dialog).getByRole('button', { name: /ePayco/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /Visa \/ Mastercard/ })).toBeVisible();
  },
};

export const Detail: Story = {
  parameters: { membership: { value: 'detail', context: { brand: ePaycoBrand } } },
  play: async () => {
    const dialog = await dialogNamed('Detalle de la compra');
    await expect(within(dialog).getByTestId('vz-membership-total')).toHaveTextContent(/^\$\s63\.000$/);
    await expect(within(dialog).getByText(/^\$\s60\.000$/)).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Términos y condiciones Club Vizionarios' })).toHaveAttribute('href', '/pagina/terminos-y-condiciones-club-vizionarios');
    await expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeEnabled();
  },
};

export const Opening: Story = {
  parameters: { membership: { value: 'opening', context: { brand: ePaycoBrand } } },
  play: async () => {
    const dialog = await dialogNamed('Detalle de la compra');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** Step 1 with a brand that takes cards and PSE: both offered. */
export const MethodStep: Story = {
  parameters: { membership: { value: 'choosingMethod', context: { brand: ePaycoBrand, purchase } } },
  play: async () => {
    const dialog = await dialogNamed('Pago de la membresía');
    await expect(within(dialog).getByRole('button', { name: 'Tarjeta de crédito o débito' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'PSE (débito a cuenta bancaria)' })).toBeVisible();
  },
};

/** Step 1 with a card-only brand: PSE is not offered. */
export const MethodStepCardOnly: Story = {
  parameters: { membership: { value: 'choosingMethod', context: { brand: cardBrand, purchase } } },
  play: async () => {
    const dialog = await dialogNamed('Pago de la membresía');
    await expect(within(dialog).getByRole('button', { name: 'Tarjeta de crédito o débito' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'PSE (débito a cuenta bancaria)' })).toBeNull();
  },
};

export const CardForm: Story = {
  parameters: { membership: { value: 'cardForm', context: { brand: ePaycoBrand, purchase } } },
  play: async () => {
    const dialog = await dialogNamed('Pago de la membresía');
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(form.getByText('El número de tarjeta no es válido')).toBeVisible());
    await expect(form.getByText('El CVC no es válido')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Volver' })).toBeEnabled();
  },
};

export const PseForm: Story = {
  parameters: { membership: { value: 'pseForm', context: { brand: ePaycoBrand, purchase } } },
  play: async () => {
    const dialog = await dialogNamed('Pago de la membresía');
    const form = within(within(dialog).getByRole('form', { name: 'Pago por PSE' }));
    await userEvent.click(form.getByRole('button', { name: 'Ir al banco' }));
    await waitFor(() => expect(form.getByText('El banco es requerido')).toBeVisible());
    await expect(form.getByText('El número de móvil es requerido')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Volver' })).toBeEnabled();
    await expect(within(dialog).queryByText(/muy pronto/)).toBeNull();
  },
};

export const PayingPse: Story = {
  parameters: { membership: { value: 'payingPse', context: { brand: ePaycoBrand, purchase } } },
  play: async () => {
    const dialog = await dialogNamed('Pago de la membresía');
    await expect(within(dialog).getByText('Conectando con tu banco...')).toBeVisible();
    await expect(within(dialog).getByLabelText('Correo electrónico')).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Volver' })).toBeDisabled();
  },
};

export const Redirecting: Story = {
  parameters: { membership: { value: 'redirecting', context: { brand: ePaycoBrand, purchase } } },
  play: async () => {
    await waitFor(() => expect(body().getByText('Te llevamos a tu banco...')).toBeVisible());
  },
};

export const Paid: Story = {
  parameters: { membership: { value: 'paid', context: { result: result(1, 'Aceptada') } } },
  play: () => dialogSays('¡Transaccion exitosa!', 'Tu pago fue procesado correctamente.'),
};

export const Pending: Story = {
  parameters: { membership: { value: 'pending', context: { result: result(3, 'Pendiente') } } },
  play: () => dialogSays('Estado de la transacción', 'Tu pago está pendiente de confirmación.'),
};

export const PaymentRejected: Story = {
  parameters: { membership: { value: 'paymentFailed', context: { result: result(2, 'Rechazada') } } },
  play: () => dialogSays('Estado de la transacción', 'Hubo un error al procesar el pago'),
};

export const PaymentRefused: Story = {
  parameters: {
    membership: { value: 'paymentError', context: { error: 'Ya tienes una compra de la membresía pendiente de confirmación. Espera su resultado antes de intentarlo de nuevo.' } },
  },
  play: async () => {
    await dialogSays('Estado de la transacción', 'Hubo un error al procesar el pago');
    await expect(body().getByText(/Ya tienes una compra de la membresía pendiente/)).toBeVisible();
  },
};
