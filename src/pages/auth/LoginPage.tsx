import { useEffect } from 'react';
import { useAuth } from '../../app/auth';
import { LoginPageView } from './LoginPageView';

/** Iniciar sesión (spec §2). Signing in here goes to / (the guest-only guard does it). */
export default function LoginPage() {
  const auth = useAuth();
  const { dismissError } = auth;
  useEffect(() => dismissError, [dismissError]);
  return <LoginPageView error={auth.error} busy={auth.busy} onSubmit={auth.login} onForgotPassword={auth.openForgotPassword} />;
}
