// The session actor's React context, apart from its provider (auth.tsx) so that what the provider
// loads (the verification modal) can read the session without importing the provider back.
import { createActorContext } from '@xstate/react';
import { authMachine } from '../../machines/auth/auth.machine';

/** The session actor: `AuthContext.useSelector(selectX)` to read, `AuthContext.useActorRef().send(…)` to act. */
export const AuthContext = createActorContext(authMachine);
