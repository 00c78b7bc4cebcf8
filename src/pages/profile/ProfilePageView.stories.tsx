import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MembershipStatus, User } from '../../../openapi';
import { ProfilePageView, type ProfilePageViewProps } from './ProfilePageView';

const ana: User = {
  id: 7, username: 'ana@example.com', name: 'Ana', lastname: 'Gómez', fullname: 'Ana Gómez', email: 'ana@example.com',
  email_verified_at: '2026-11-20 10:04:05', phone: '3001234567', doc_type: 'CC', doc_number: '1020304050', birthday: '1994-05-17', sex: 'F',
};
const member: MembershipStatus = { Estado: 'usuario con tarjeta activa', CineFan: 'vigente', Vencimiento: '2027-03-31 23:59:59' };

/** Keeps the edit mode like the page does, so Update / Cancel really switch it. */
function StatefulProfile(args: ProfilePageViewProps) {
  const [editing, setEditing] = useState(args.editing);
  return (
    <ProfilePageView
      {...args}
      editing={editing}
      onEdit={() => {
        setEditing(true);
        args.onEdit();
      }}
      onCancel={() => {
        setEditing(false);
        args.onCancel();
      }}
    />
  );
}

const meta = {
  title: 'Pages/Profile',
  component: ProfilePageView,
  render: (args) => <StatefulProfile {...args} />,
  args: { user: ana, membership: null, editing: false, onEdit: fn(), onCancel: fn(), onSave: fn(), onLogout: fn() },
} satisfies Meta<typeof ProfilePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

const editable = ['Nombre', 'Apellido', 'Teléfono', 'Fecha de nacimiento'];
const readOnly = ['Correo electrónico', 'Tipo de documento', 'Número de documento'];

/** Read mode: every field disabled; a join button without an active card; the three tabs. */
export const ReadMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ana Gómez' })).toBeVisible();
    for (const label of [...editable, ...readOnly]) await expect(canvas.getByLabelText(label)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Únete al Club Vizionarios' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Mi perfil', 'Mis tickets', 'Cerrar Sesión']);
    await expect(canvas.queryByRole('region', { name: 'Verifica el correo' })).toBeNull();
  },
};

/** 'Update' enters edit mode and sends nothing (it used to submit the form at once); Cancel restores the values. */
export const UpdateThenCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(canvas.getByLabelText('Nombre')).toBeEnabled());
    for (const label of editable) await expect(canvas.getByLabelText(label)).toBeEnabled();
    for (const label of readOnly) await expect(canvas.getByLabelText(label)).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Nombre'));
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Anita');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(canvas.getByLabelText('Nombre')).toBeDisabled());
    await expect(canvas.getByLabelText('Nombre')).toHaveValue('Ana');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Edit mode: the §3 payload keeps e-mail and document; the password goes only when its box is opened. */
export const Editing: Story = {
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Teléfono'), 'e-+.9');
    await expect(canvas.getByLabelText('Teléfono')).toHaveValue(30012345679);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        name: 'Ana', lastname: 'Gómez', email: 'ana@example.com', phone: '30012345679', doc_type: 'CC', doc_number: '1020304050', birthday: '1994-05-17', sex: 'F',
      }),
    );
  },
};

/** The optional password box: same rules as registration, confirmation required and matching, no pasting. */
export const ChangingPassword: Story = {
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await userEvent.type(canvas.getByLabelText('Nueva contraseña'), 'Perfil2026ok');
    const confirm = canvas.getByLabelText('Confirmar contraseña');
    await userEvent.click(confirm);
    await userEvent.paste('Perfil2026ok');
    await expect(confirm).toHaveValue('');
    await userEvent.type(confirm, 'Perfil2026');
    await waitFor(() => expect(canvas.getByText('Las contraseñas deben coincidir')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(confirm, 'ok');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ password: 'Perfil2026ok' })));
  },
};

export const Saving: Story = {
  args: { editing: true, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Guardar/ })).toHaveClass('ant-btn-loading');
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** A club member: the badge with the expiry date (date part), no join button. */
export const ClubMember: Story = {
  args: { membership: member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Club Vizionarios · Vence el 2027-03-31')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Únete al Club Vizionarios' })).toBeNull();
  },
};

/** A card that has ended: no badge, the join button (to the club page). */
export const ClubMemberExpired: Story = {
  args: { membership: { Estado: 'usuario sin tarjeta', CineFan: 'no vigente', Vencimiento: '2025-03-31 10:00:00' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Club Vizionarios · Vence el/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Únete al Club Vizionarios' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Únete al Club Vizionarios' })).toHaveAttribute('href', '/club-vizionarios');
  },
};

/** Spec §4/§6: an unverified e-mail shows the 'Verifica el correo' screen on the profile. */
export const Unverified: Story = {
  args: { user: { ...ana, email_verified_at: null }, verification: { onSubmit: fn(), onRequestCode: fn() } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement).getByRole('region', { name: 'Verifica el correo' });
    await expect(within(screen).getByRole('button', { name: 'Verificar' })).toBeVisible();
  },
};

/** Cerrar Sesión is a tab that logs out. */
export const LogoutTab: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Cerrar Sesión' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
