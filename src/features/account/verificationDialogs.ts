import type { StatusDialogApi } from '../../app/feedback';

/** The dialogs of spec §8 for the e-mail verification machine's notices. */
export function verificationDialogs(dialog: StatusDialogApi) {
  return {
    codeSent: () => void dialog.show({ type: 'success', title: '¡Listo!', subtitle: 'Código enviado a tu correo' }),
    incomplete: () => void dialog.show({ type: 'warning', title: '¡Datos incompletos!', subtitle: 'Por favor, ingresa el código de verificación' }),
    invalid: () =>
      void dialog.show({ type: 'error', title: '¡Código inválido!', subtitle: 'El código que ingresaste no es correcto o ha expirado, solicita uno nuevo.' }),
  };
}
