import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StateValue } from 'xstate';
import type { CheckoutContext } from '../../../machines/checkout/checkout.types';
import { CheckoutStoryState, holding } from '../../features/checkout/CheckoutStoryState';
import { fullStatus, partlySoldStatus, storyQuote, storyRoom, storySeats } from '../../features/checkout/fixtures';
import { PurchaseScreen } from './PurchaseScreen';

interface CheckoutParameters {
  value: StateValue;
  context?: Partial<CheckoutContext>;
}

/** Every state of the purchase screen, rendered from the checkout machine in that state. */
const meta = {
  title: 'Purchase/Checkout',
  component: PurchaseScreen,
  args: { membership: null },
  decorators: [
    (Story, { parameters }) => (
      <CheckoutStoryState {...(parameters.checkout as CheckoutParameters)}>
        <Story />
      </CheckoutStoryState>
    ),
  ],
} satisfies Meta<typeof PurchaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const held = { seats: storySeats, reservation: { score_consecutive: 145, showtime_id: 41, seats: storySeats, expires_at: '2099-11-21T20:40:00Z', seconds_left: 600 }, secondsLeft: 545 };
const withCombo = { ...held, cart: [{ Codigo: 1001, Cantidad: 1, Receta: [5012, 5021] }], quote: storyQuote(false) };
const body = () => within(document.body);

/**
 * The open dialog showing this title. (Found by its text: in tests antd gives every dialog the same
 * generated id, so two dialogs open at once cannot be told apart by their accessible names.)
 */
async function dialogWith(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = body()
      .queryAllByRole('dialog')
      .find((d) => within(d).queryByText(title));
    expect(found).toBeDefined();
  });
  return found!;
}

/** Dialog shown by the machine: checks its title and subtitle. */
async function dialogSays(title: string, subtitle?: string) {
  const dialog = await dialogWith(title);
  await waitFor(() => expect(within(dialog).getByText(title)).toBeVisible());
  if (subtitle) await expect(within(dialog).getByText(subtitle)).toBeVisible();
}

export const Loading: Story = {
  parameters: { checkout: { value: { loading: { room: 'fetching', status: 'fetching', purchase: 'fetching', products: 'fetching', brands: 'fetching' } }, context: { room: null, status: null } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Cargando la función')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Unavailable: Story = {
  parameters: { checkout: { value: 'unavailable' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(within(canvasElement).getByText('No pudimos iniciar tu compra')).toBeVisible();
  },
};

/** Issue 30: B2 B3 chosen leave B1 alone against the wall (the room's aisle mode): explained, 'Continuar' disabled until the choice moves. */
export const LoneSeat: Story = {
  parameters: {
    checkout: {
      value: { selectingSeats: 'choosing' },
      context: {
        room: { ...storyRoom, loneSeats: 'aisle' },
        seats: [2, 3].map((n) => ({ Fila: 2, Columna: n, FilRelativa: 'B', ColRelativa: String(n), Tarifa: 11 })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^La silla B1 quedaría sola/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continuar con la compra' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mejor disponible' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Fila B, silla 1, / }));
    await waitFor(() => expect(canvas.queryByText(/^La silla B1 quedaría sola/)).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Continuar con la compra' })).toBeEnabled();
  },
};

/** The largest room, nothing sold: screen at the top, zones, aisles and wheelchair places; keyboard chooses seats. */
export const SeatMapEmpty: Story = {
  parameters: { checkout: { value: { selectingSeats: 'choosing' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PANTALLA')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continuar con la compra' })).toBeDisabled();
    const wheelchair = canvas.getByRole('button', { name: /Fila A, silla 1, General, .*espacio para silla de ruedas, no disponible/ });
    await expect(wheelchair).toHaveAttribute('aria-disabled', 'true');
    const first = canvas.getByRole('button', { name: /^Fila A, silla 3, General, \$\s14\.000, disponible$/ });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^Fila A, silla 4,/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Fila A, silla 4, .*seleccionada$/ })).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('button', { name: 'Continuar con la compra' })).toBeEnabled();
    // Preferencial seats belong to another zone until that zone is chosen.
    await expect(canvas.getByRole('button', { name: /^Fila L, silla 1, Preferencial, .*de otra zona$/ })).toHaveAttribute('aria-disabled', 'true');
    // Choosing that zone (a radio, by its name and price) makes them free.
    await expect(canvas.getByRole('radio', { name: /^General · \$\s14\.000$/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /^Preferencial · / }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Fila L, silla 1, Preferencial, .*disponible$/ })).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByRole('radio', { name: /^Preferencial · / })).toBeChecked();
  },
};

export const SeatMapPartlySold: Story = {
  parameters: { checkout: { value: { selectingSeats: 'choosing' }, context: { status: partlySoldStatus, seats: storySeats.slice(0, 1) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Fila E, silla 6, General, .*ocupada$/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /^Fila F, silla 7, .*seleccionada$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('F7')).toBeVisible();
  },
};

export const SeatMapFull: Story = {
  parameters: { checkout: { value: { selectingSeats: 'choosing' }, context: { status: fullStatus } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button', { name: /, disponible$/ })).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Continuar con la compra' })).toBeDisabled();
  },
};

export const SeatLimit: Story = {
  parameters: { checkout: { value: { selectingSeats: 'seatLimit' }, context: { seats: storySeats } } },
  play: () => dialogSays('¡Lo Sentimos!', 'Solo puedes seleccionar 10 asientos.'),
};

export const ShowtimeStarted: Story = {
  parameters: { checkout: { value: { selectingSeats: 'showtimeStarted' }, context: { seats: storySeats } } },
  play: () => dialogSays('Lo sentimos', 'No es posible reservar asientos en funciones en curso. Por favor, selecciona otro horario.'),
};

export const Reserving: Story = {
  parameters: { checkout: { value: 'reserving', context: { seats: storySeats } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Continuar con la compra/ })).toBeDisabled();
  },
};

export const ReserveFailed: Story = {
  parameters: { checkout: { value: 'reserveFailed', context: { seats: storySeats, error: 'Las sillas ya están reservadas.' } } },
  play: () => dialogSays('Hubo un error al resevar', 'Las sillas ya están reservadas.'),
};

export const Confectionery: Story = {
  parameters: { checkout: { value: holding('confectionery', 'browsing'), context: withCombo } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('00:09:05')).toBeVisible();
    await expect(canvas.getByText(/Tiempo restante:/)).toBeVisible();
    await expect(canvas.getAllByText(/te habrías ahorrado/).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Finalizar compra' })).toBeEnabled();
    await expect(await canvas.findByRole('button', { name: /Quitar uno de Combo pareja/ })).toBeDisabled();
  },
};

export const ConfectioneryMember: Story = {
  args: { membership: { Estado: 'usuario con tarjeta activa', CineFan: 'no vigente' } },
  parameters: { checkout: { value: holding('confectionery', 'browsing'), context: { ...withCombo, quote: storyQuote(true) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/Precio Club Vizionarios: ahorras/).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/te habrías ahorrado/)).toBeNull();
  },
};

export const Quoting: Story = {
  parameters: { checkout: { value: holding('confectionery', 'quoting'), context: held } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
  },
};

export const CountdownNearZero: Story = {
  parameters: { checkout: { value: holding('confectionery', 'browsing'), context: { ...withCombo, secondsLeft: 4 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('Tiempo restante: 00:00:04');
  },
};

export const ComboModal: Story = {
  parameters: { checkout: { value: holding('confectionery', 'comboOpen'), context: { ...withCombo, draft: { Codigo: 1001, choices: [null, null] } } } },
  play: async () => {
    const dialog = await dialogWith('Combo pareja');
    await expect(within(dialog).getByRole('radio', { name: 'Gaseosa 32 oz' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await dialogSays('Debes seleccionar la receta del combo');
  },
};

export const RecipeIncomplete: Story = {
  parameters: { checkout: { value: holding('confectionery', 'recipeIncomplete'), context: { ...withCombo, draft: { Codigo: 1001, choices: [5012, null] } } } },
  play: () => dialogSays('Debes seleccionar la receta del combo'),
};

export const ComboLimit: Story = {
  parameters: { checkout: { value: holding('confectionery', 'comboLimit'), context: withCombo } },
  play: () => dialogSays('¡Lo Sentimos!', 'Solo puedes seleccionar 10 combos en total.'),
};

export const Expired: Story = {
  parameters: { checkout: { value: 'expired', context: { ...withCombo, secondsLeft: 0 } } },
  play: () => dialogSays('El tiempo de tu reserva ha expirado'),
};

export const BrandPicker: Story = {
  parameters: { checkout: { value: holding('checkout', 'choosingBrand'), context: withCombo } },
  play: async () => {
    const panel = await body().findByRole('dialog', { name: 'Resumen de tu compra' });
    await expect(within(panel).getByRole('button', { name: /ePayco/ })).toBeVisible();
    await expect(within(panel).getByTestId('vz-total')).toHaveTextContent(/^\$\s66\.000$/);
  },
};

/** Past the club's daily limit (spec §1): the panel names what goes at general price. */
export const ClubDailyLimit: Story = {
  parameters: {
    checkout: {
      value: holding('checkout', 'choosingBrand'),
      context: {
        ...withCombo,
        quote: {
          ...storyQuote(true),
          tickets: storyQuote(true).tickets.map((t, i) => (i === 1 ? { ...t, valor: t.general, limite_diario: true } : t)),
          products: [{ ...storyQuote(true).products[0], valor: 32000, total: 32000, limite_diario: true }],
        },
      },
    },
  },
  play: async () => {
    const panel = await body().findByRole('dialog', { name: 'Resumen de tu compra' });
    await expect(within(panel).getByText('Límite diario del Club Vizionarios')).toBeVisible();
    await expect(
      within(panel).getByText('Los precios del club aplican a 6 boletas y 6 combos por día. A precio general: silla F8, 1 x Combo pareja (Gaseosa 32 oz, Crispetas grandes de sal).'),
    ).toBeVisible();
    await expect(within(panel).getByText(/Silla F8.*precio general/)).toBeVisible();
  },
};

export const Confirmation: Story = {
  parameters: { checkout: { value: holding('checkout', 'confirming'), context: { ...withCombo, brand: { id: 2, name: 'Visa / Mastercard', image: '/media/medios-de-pago/visa-mastercard.svg', payment_method: { score_payment_method: 2, pay_with_card: true, pay_with_pse: false } } } } },
  play: async () => {
    const dialog = await dialogWith('Confirma tu medio de pago');
    await expect(within(dialog).getByRole('link', { name: 'Términos y Condiciones' })).toHaveAttribute('href', '/pagina/terminos-y-condiciones');
  },
};

export const CardForm: Story = {
  parameters: { checkout: { value: holding('checkout', 'cardForm'), context: { ...withCombo, brand: { id: 2, name: 'Visa / Mastercard', image: '/x.svg', payment_method: { score_payment_method: 2, pay_with_card: true, pay_with_pse: false } } } } },
  play: async () => {
    const panel = await body().findByRole('dialog', { name: 'Resumen de tu compra' });
    const form = within(panel);
    await userEvent.click(form.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(form.getByText('El número de tarjeta no es válido')).toBeVisible());
    await expect(form.getByText('Ingrese un mes válido (01-12)')).toBeVisible();
    await expect(form.getByText('Ingrese un año válido')).toBeVisible();
    await expect(form.getByText('El CVC no es válido')).toBeVisible();
    const number = form.getByLabelText('Número de tarjeta');
    await userEvent.type(number, '45e7.5-+');
    await expect(number).toHaveValue(4575);
    // Dues default to 1 (spec §5).
    await expect(form.getByLabelText('Cuotas').closest('.ant-select')).toHaveTextContent(/^1$/);
  },
};

export const Paying: Story = {
  parameters: { checkout: { value: holding('paying'), context: { ...withCombo, brand: { id: 2, name: 'Visa / Mastercard', image: '/x.svg', payment_method: { score_payment_method: 2, pay_with_card: true, pay_with_pse: false } } } } },
  play: async () => {
    const panel = await body().findByRole('dialog', { name: 'Resumen de tu compra' });
    await expect(within(panel).getByLabelText('Número de tarjeta')).toBeDisabled();
    await expect(within(panel).getByRole('button', { name: 'Volver' })).toBeDisabled();
  },
};

const result = (id: number, name: string) => ({ bill: 'VZ-000145', pay_status: { id, name }, payType: 1, message: '', pay_response_id: 7, pay_method: 'card' as const });

export const Paid: Story = {
  parameters: { checkout: { value: 'paid', context: { ...withCombo, result: result(1, 'Aceptada') } } },
  play: () => dialogSays('¡Transaccion exitosa!', 'Tu pago fue procesado correctamente.'),
};

export const PaymentRejected: Story = {
  parameters: { checkout: { value: 'paymentFailed', context: { ...withCombo, result: result(2, 'Rechazada') } } },
  play: () => dialogSays('Estado de la transacción', 'Hubo un error al procesar el pago'),
};

export const PaymentRefused: Story = {
  parameters: { checkout: { value: 'paymentError', context: { ...withCombo, error: 'Tu reserva expiró. Elige tus sillas de nuevo.' } } },
  play: async () => {
    await dialogSays('Estado de la transacción', 'Hubo un error al procesar el pago');
    await expect(body().getByText('Tu reserva expiró. Elige tus sillas de nuevo.')).toBeVisible();
  },
};

const both = { id: 1, name: 'ePayco', image: '/x.svg', payment_method: { score_payment_method: 1, pay_with_card: true, pay_with_pse: true } };

export const PseForm: Story = {
  parameters: { checkout: { value: holding('checkout', 'pseForm'), context: { ...withCombo, brand: both } } },
  play: async () => {
    const panel = await body().findByRole('dialog', { name: 'Resumen de tu compra' });
    const form = within(panel);
    await expect(form.getByRole('heading', { name: 'Pago por PSE · ePayco' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Ir al banco' }));
    await waitFor(() => expect(form.getByText('El número de móvil es requerido')).toBeVisible());
    for (const message of ['El tipo de persona es requerido', 'El banco es requerido', 'El nombre es requerido', 'El apellido es requerido', 'El tipo de documento es requerido', 'El número de documento es requerido', 'El correo electrónico es requerido']) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await userEvent.type(form.getByLabelText('Correo electrónico'), 'ana@');
    await userEvent.tab();
    await waitFor(() => expect(form.getByText('Correo electrónico inválido')).toBeVisible());
    // A brand that takes both methods offers the switch back to the card.
    await expect(form.getByText('Tarjeta')).toBeVisible();
  },
};

export const PayingPse: Story = {
  parameters: { checkout: { value: holding('payingPse'), context: { ...withCombo, brand: both } } },
  play: async () => {
    const panel = await body().findByRole('dialog', { name: 'Resumen de tu compra' });
    await expect(within(panel).getByLabelText('Número de móvil')).toBeDisabled();
    await expect(within(panel).getByRole('button', { name: 'Volver' })).toBeDisabled();
  },
};

export const PseError: Story = {
  parameters: { checkout: { value: 'pseError', context: { ...withCombo, brand: both, error: 'No pudimos comunicarnos con el banco. Inténtalo de nuevo.' } } },
  play: async () => {
    await dialogSays('Estado de la transacción', 'Hubo un error al procesar el pago');
    await expect(body().getByText('No pudimos comunicarnos con el banco. Inténtalo de nuevo.')).toBeVisible();
  },
};

export const AbandoningPse: Story = {
  parameters: { checkout: { value: 'abandoningPse', context: { ...withCombo, brand: both } } },
};
