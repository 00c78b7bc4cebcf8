// One story per state of the Confitería page's edit machine (machines/staff/programacion/confiteria), rendered by
// the page's container from the machine's snapshot, with the products as the server lists them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import type { StaffProductInput } from '../../../openapi';
import { StaffConfiteriaContext } from '../contexts';
import { StaffConfiteria } from './ConfiteriaPage';
import { refusedWith, snapshotAfter, storyConfiteriaMachine, storyProducts, type StoryEvent } from '../story';

const TAKEN = 'El código A001 ya es de otro producto.';
const [combo] = storyProducts;
const { id: _id, ...input } = combo;
const edit = { type: 'producto.edit', product: combo } as const;
const save = { type: 'producto.save', input: input as StaffProductInput } as const;

function Screen({ events }: { events: StoryEvent<typeof storyConfiteriaMachine>[] }) {
  return (
    <StaffConfiteriaContext.Provider logic={storyConfiteriaMachine} options={{ snapshot: snapshotAfter(storyConfiteriaMachine, events) }}>
      <StaffConfiteria products={storyProducts} loadError={null} reload={() => {}} />
    </StaffConfiteriaContext.Provider>
  );
}

const meta = { title: 'Staff/Programación/Confitería (machine states)', component: Screen, args: { events: [] } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (text: string | RegExp) => waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 5000 });

export const Listing: Story = {
  play: async () => {
    await shown('Combo Personal');
    expect(screen.getByText('$ 19.000')).toBeVisible();
    expect(screen.getByText('Sabor de las crispetas (2), Bebida (1)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar Agua' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  },
};
export const NewProduct: Story = {
  args: { events: [{ type: 'producto.new' }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Nuevo producto o combo' })).toBeVisible(), { timeout: 5000 });
    expect(screen.getByLabelText('Código')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Nuevo producto o combo' })).toBeDisabled();
  },
};
export const EditingCombo: Story = {
  args: { events: [edit] },
  play: async () => {
    await shown('Editar Combo Personal');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Combo Personal');
    expect(screen.getByLabelText('Opción 2 del grupo 1')).toHaveValue('Crispetas de caramelo');
    // The form takes the list's place.
    expect(screen.queryByRole('button', { name: 'Editar Agua' })).toBeNull();
  },
};
export const Saving: Story = {
  args: { events: [edit, save] },
  play: async () => {
    await shown('Editar Combo Personal');
    await waitFor(() => expect(screen.getByLabelText('Descripción')).toBeDisabled(), { timeout: 5000 });
  },
};
export const Saved: Story = {
  args: { events: [edit, save, { type: 'xstate.done.actor.changeStaffProduct', output: combo }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Producto guardado: Combo Personal.'), { timeout: 5000 });
    expect(screen.queryByText('Editar Combo Personal')).toBeNull();
  },
};
export const Refused: Story = {
  args: { events: [{ type: 'producto.new' }, save, { type: 'xstate.error.actor.createStaffProduct', error: refusedWith(409, TAKEN) }] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TAKEN), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  },
};
