import { createContext, useContext, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { components } from '../../openapi';
import { hasSession } from '../lib/cookies';

type User = components['schemas']['User'];

/** What pages need to know of the session; the auth-session machine backs it. */
export interface Session {
  /** Spec §4: authenticated = the auth_token cookie exists. */
  signedIn: boolean;
  /** The loaded user, or null while unknown / signed out. */
  user: User | null;
  /** A session dialog (login, forgot password, e-mail verification) is open over the page; page popups wait for it. */
  dialogOpen: boolean;
  /** Opens the login dialog over the current page (spec §2); returns there after signing in. */
  openLogin(): void;
  logout(): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of the app; outside a provider, what the companion cookie says, with no user loaded. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  const navigate = useNavigate();
  return (
    session ?? {
      signedIn: hasSession(),
      user: null,
      dialogOpen: false,
      openLogin: () => navigate('/iniciar-sesion'),
      logout: () => navigate('/'),
    }
  );
}
