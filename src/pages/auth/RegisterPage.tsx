import { useEffect, useState } from 'react';
import { useAuth } from '../../app/auth';
import { api } from '../../api/client';
import { RegisterPageView } from './RegisterPageView';

/** Registrarme (spec §2). The robot-check token is fetched on load; success goes to / (guest-only guard). */
export default function RegisterPage() {
  const auth = useAuth();
  const { dismissError } = auth;
  const [robotToken, setRobotToken] = useState<string>();
  useEffect(() => {
    let live = true;
    api.POST('/token/register').then(
      ({ data }) => live && setRobotToken(data?.token),
      (err: unknown) => console.error(err),
    );
    return () => {
      live = false;
      dismissError();
    };
  }, [dismissError]);
  return <RegisterPageView robotToken={robotToken} error={auth.error} busy={auth.busy} onSubmit={auth.register} />;
}
