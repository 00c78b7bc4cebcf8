import { useEffect } from 'react';
import { selectBusy, selectCaptchaRound, selectError } from '../../../machines/auth/auth.selectors';
import { AuthContext } from '../../app/authContext';
import { renderServerCaptcha } from '../forms/lazyCaptcha';
import { LoginPageView } from './LoginPageView';

/** Iniciar sesión (spec §2). Signing in here goes to / (the guest-only guard does it). */
export default function LoginPage() {
  const { send } = AuthContext.useActorRef();
  const error = AuthContext.useSelector(selectError);
  const busy = AuthContext.useSelector(selectBusy);
  const captchaRound = AuthContext.useSelector(selectCaptchaRound);
  // The server's message stays under the form until the person leaves the page.
  useEffect(() => () => send({ type: 'error.dismiss' }), [send]);
  return (
    <LoginPageView
      error={error}
      busy={busy}
      captchaRound={captchaRound}
      renderCaptcha={renderServerCaptcha}
      onSubmit={(credentials) => send({ type: 'login.submit', credentials })}
      onForgotPassword={() => send({ type: 'forgotPassword.open' })}
    />
  );
}
