import { useState } from 'react';
import type { ProfileUpdateRequest } from '../../../openapi';
import { api } from '../../api/client';
import { useApi } from '../../api/useApi';
import { useAuth } from '../../app/auth';
import { useLoadingOverlay, useStatusDialog } from '../../app/feedback';
import { useSession } from '../../app/session';
import { useVerification } from '../../features/account/useVerification';
import { ProfilePageView } from './ProfilePageView';

/** Mi perfil (spec §2). */
export default function ProfilePage() {
  const auth = useAuth();
  const { logout } = useSession();
  const profile = useApi('/profile');
  const overlay = useLoadingOverlay();
  const dialog = useStatusDialog();
  const verification = useVerification();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const user = profile.data ?? auth.user;
  if (!user) return <section className="vz-page" aria-busy="true" />;

  async function save(change: ProfileUpdateRequest) {
    overlay.show('Actualizando informacion personal');
    setSaving(true);
    try {
      const { data } = await api.PUT('/profile', { body: change });
      overlay.hide();
      setSaving(false);
      if (data) auth.updateUser(data);
      setEditing(false);
      await dialog.show({ type: 'success', title: '¡Perfil actualizado exitosamente!', subtitle: 'Tu información personal se ha actualizado correctamente.' });
      await profile.mutate();
    } catch (err) {
      console.error(err);
      overlay.hide();
      setSaving(false);
      await dialog.show({
        type: 'error',
        title: 'Error al actualizar el perfil',
        subtitle: 'Ha ocurrido un problema al actualizar tu información. Por favor, inténtalo nuevamente o contacta a soporte.',
      });
    }
  }

  return (
    <ProfilePageView
      user={user}
      membership={auth.membership}
      editing={editing}
      saving={saving}
      onEdit={() => setEditing(true)}
      onCancel={() => setEditing(false)}
      onSave={save}
      onLogout={logout}
      verification={{ validating: verification.validating, requesting: verification.requesting, onRequestCode: verification.requestCode, onSubmit: verification.submitCode }}
    />
  );
}
