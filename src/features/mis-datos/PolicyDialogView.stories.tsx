import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import type { PendingPolicy } from '../../../openapi';
import { aceptarPoliticasMachine } from '../../../machines/aceptar-politicas/aceptar-politicas.machine';
import { selectAccepting, selectPendingPolicies, selectPolicyDialogOpen, selectPolicyError } from '../../../machines/aceptar-politicas/aceptar-politicas.selectors';
import type { AceptarPoliticasEvent } from '../../../machines/aceptar-politicas/aceptar-politicas.types';
import { PolicyDialogView } from './PolicyDialogView';

const never = fromPromise(() => new Promise<never>(() => {}));
const v2: PendingPolicy = { document: 'politica-de-privacidad', title: 'Política de privacidad', version: 2, slug: 'politica-de-privacidad' };
const NEWER = Object.assign(new Error('Se publicó una versión más reciente mientras la leías. Léela y acéptala de nuevo.'), { status: 409 });

/** The dialog as the real machine shows it after these events (the network never answers). */
function PolicyStoryState({ events }: { events: (AceptarPoliticasEvent | { type: `xstate.${string}`; [key: string]: unknown })[] }) {
  const actor = useMemo(() => {
    const a = createActor(aceptarPoliticasMachine.provide({ actors: { acceptPolicies: never, getMisDatos: never } as never })).start();
    for (const e of events) a.send(e as AceptarPoliticasEvent);
    return a;
  }, [events]);
  const open = useSelector(actor, selectPolicyDialogOpen);
  const pending = useSelector(actor, selectPendingPolicies);
  const accepting = useSelector(actor, selectAccepting);
  const error = useSelector(actor, selectPolicyError);
  return open ? <PolicyDialogView pending={pending} accepting={accepting} error={error} onAccept={() => actor.send({ type: 'policies.accept' })} /> : <p>Sin diálogo</p>;
}

const meta = { title: 'Features/Políticas al iniciar sesión', component: PolicyStoryState, args: { events: [] } } satisfies Meta<typeof PolicyStoryState>;
export default meta;
type Story = StoryObj<typeof meta>;
const dialog = () => within(document.body).getByRole('dialog');

/** 'closed': nothing pending, no dialog. */
export const Closed: Story = {
  args: { events: [{ type: 'policies.pending', pending: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sin diálogo')).toBeVisible();
  },
};

/** 'asking': the new version, with its link. */
export const Asking: Story = {
  args: { events: [{ type: 'policies.pending', pending: [v2] }] },
  play: async () => {
    await waitFor(() => expect(within(dialog()).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/pagina/politica-de-privacidad'));
    await waitFor(() => expect(within(dialog()).getByText(/versión 2/)).toBeVisible());
  },
};

/** 'accepting': the button spins. */
export const Accepting: Story = {
  args: { events: [{ type: 'policies.pending', pending: [v2] }, { type: 'policies.accept' }] },
  play: async () => {
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: /He leído y acepto/ })).toHaveClass('ant-btn-loading'));
  },
};

/** 'reloading' after the 409: the server's words while the newest version is read. */
export const NewerPublished: Story = {
  args: { events: [{ type: 'policies.pending', pending: [v2] }, { type: 'policies.accept' }, { type: 'xstate.error.actor.acceptPolicies', error: NEWER }] },
  play: async () => {
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Se publicó una versión más reciente mientras la leías.'));
  },
};
