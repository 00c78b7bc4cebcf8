import { useEffect } from 'react';
import { selectEditingProfile, selectMembership, selectSavingProfile, selectUser } from '../../../machines/auth/auth.selectors';
import { AuthContext } from '../../app/authContext';
import { useVerification } from '../../features/account/useVerification';
import { MisDatos } from '../../features/mis-datos/MisDatos';
import { ProfilePageView } from './ProfilePageView';

/** Mi perfil (spec §2): the session machine's user, its editing and saving states. */
export default function ProfilePage() {
  const { send } = AuthContext.useActorRef();
  const user = AuthContext.useSelector(selectUser);
  const membership = AuthContext.useSelector(selectMembership);
  const editing = AuthContext.useSelector(selectEditingProfile);
  const saving = AuthContext.useSelector(selectSavingProfile);
  const verification = useVerification();
  // The user is read afresh on arrival; an edit left unsaved is dropped on leaving.
  useEffect(() => {
    send({ type: 'profile.refresh' });
    return () => send({ type: 'profile.cancel' });
  }, [send]);
  if (!user) return <section className="vz-page" aria-busy="true" />;

  return (
    <ProfilePageView
      user={user}
      membership={membership}
      editing={editing}
      saving={saving}
      onEdit={() => send({ type: 'profile.edit' })}
      onCancel={() => send({ type: 'profile.cancel' })}
      onSave={(change) => send({ type: 'profile.save', change })}
      onLogout={() => send({ type: 'logout.request' })}
      misDatos={<MisDatos />}
      verification={{ validating: verification.validating, requesting: verification.requesting, onRequestCode: verification.requestCode, onSubmit: verification.submitCode }}
    />
  );
}
