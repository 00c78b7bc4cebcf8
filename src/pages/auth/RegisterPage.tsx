import { useEffect, useState } from 'react';
import { selectBusy, selectError } from '../../../machines/auth/auth.selectors';
import { AuthContext } from '../../app/authContext';
import { api } from '../../api/client';
import { RegisterPageView } from './RegisterPageView';

/** Registrarme (spec §2). The robot-check token is fetched on load; success goes to / (guest-only guard). */
export default function RegisterPage() {
  const { send } = AuthContext.useActorRef();
  const error = AuthContext.useSelector(selectError);
  const busy = AuthContext.useSelector(selectBusy);
  const [robotToken, setRobotToken] = useState<string>();
  useEffect(() => {
    let live = true;
    api.POST('/token/register').then(
      ({ data }) => live && setRobotToken(data?.token),
      (err: unknown) => console.error(err),
    );
    return () => {
      live = false;
    };
  }, []);
  // The server's message stays under the form until the person leaves the page.
  useEffect(() => () => send({ type: 'error.dismiss' }), [send]);
  return <RegisterPageView robotToken={robotToken} error={error} busy={busy} onSubmit={(registration) => send({ type: 'register.submit', registration })} />;
}
