import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/client';
import { useLoadingOverlay, useStatusDialog } from '../../app/feedback';
import { ResetPasswordPageView } from './ResetPasswordPageView';

/** Restablecer contraseña (spec §2): success leads to /iniciar-sesion. */
export default function ResetPasswordPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const overlay = useLoadingOverlay();
  const dialog = useStatusDialog();
  async function submit(password: string) {
    overlay.show('Actualizando Contraseña...');
    try {
      await api.POST('/update-password/{code}', { params: { path: { code } }, body: { password } });
      overlay.hide();
      await dialog.show({
        type: 'success',
        title: '¡Contraseña actualizada exitosamente!',
        subtitle: 'Ahora inicia sesión con tu nueva contraseña.',
        buttonLabel: 'Ok',
        onAction: () => navigate('/iniciar-sesion'),
      });
    } catch (err) {
      console.error(err);
      overlay.hide();
      await dialog.show({
        type: 'error',
        title: 'Error al actualizar la contraseña',
        subtitle: 'No se pudo actualizar tu contraseña. Por favor, inténtalo de nuevo o contacta a soporte si el problema persiste.',
      });
    }
  }
  return <ResetPasswordPageView onSubmit={submit} />;
}
