import { useSelector } from '@xstate/react';
import { selectVerification } from '../../../machines/auth/auth.selectors';
import { selectRequesting, selectValidating } from '../../../machines/verification/verification.selectors';
import { AuthContext } from '../../app/authContext';

/**
 * The session's e-mail verification (a child of the auth machine while the e-mail is unverified):
 * what the code views show, and the events they send. Verifying updates the session in the machine.
 */
export function useVerification() {
  const verification = AuthContext.useSelector(selectVerification);
  return {
    validating: useSelector(verification, selectValidating),
    requesting: useSelector(verification, selectRequesting),
    requestCode: () => verification?.send({ type: 'code.request' }),
    submitCode: (code: string) => verification?.send({ type: 'code.submit', code }),
  };
}
