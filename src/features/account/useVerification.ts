import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useSWRConfig } from 'swr';
import { selectRequesting, selectValidating } from '../../../machines/verification/verification.selectors';
import { providedVerificationMachine } from '../../app/authActors';
import { useStatusDialog } from '../../app/feedback';
import { useAuth } from '../../app/auth';
import type { ApiKey } from '../../api/useApi';
import { verificationDialogs } from './verificationDialogs';

const profileKey: ApiKey<'/profile'> = ['/profile', undefined];

/** The e-mail verification machine with the dialogs of spec §8. */
export function useVerification(onVerified?: () => void) {
  const dialog = useStatusDialog();
  const { updateUser } = useAuth();
  const { mutate } = useSWRConfig();
  const [machine] = useState(() =>
    providedVerificationMachine({
      ...verificationDialogs(dialog),
      verified: (user) => {
        if (user) {
          // The header (auth user) and /mi-perfil (swr's /profile) both show the verified user at once.
          updateUser(user);
          void mutate(profileKey, user, { revalidate: false });
        }
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
