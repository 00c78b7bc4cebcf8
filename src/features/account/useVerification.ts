import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { selectRequesting, selectValidating } from '../../../machines/verification/verification.selectors';
import { providedVerificationMachine } from '../../app/authActors';
import { useStatusDialog } from '../../app/feedback';
import { useAuth } from '../../app/auth';

/** The e-mail verification machine with the dialogs of spec §8. */
export function useVerification(onVerified?: () => void) {
  const dialog = useStatusDialog();
  const { updateUser } = useAuth();
  const [machine] = useState(() =>
    providedVerificationMachine({
      codeSent: () => void dialog.show({ type: 'success', title: '¡Listo!', subtitle: 'Código enviado a tu correo' }),
      incomplete: () => void dialog.show({ type: 'warning', title: '¡Datos incompletos!', subtitle: 'Por favor, ingresa el código de verificación' }),
      invalid: () =>
        void dialog.show({ type: 'error', title: '¡Código inválido!', subtitle: 'El código que ingresaste no es correcto o ha expirado, solicita uno nuevo.' }),
      verified: (user) => {
        if (user) updateUser(user);
        onVerified?.();
      },
    }),
  );
  const actor = useActorRef(machine);
  return {
    validating: useSelector(actor, selectValidating),
    requesting: useSelector(actor, selectRequesting),
    requestCode: () => actor.send({ type: 'code.request' }),
    submitCode: (code: string) => actor.send({ type: 'code.submit', code }),
  };
}
