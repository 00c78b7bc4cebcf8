import { Navigate, Outlet } from 'react-router-dom';
import { hasSession } from '../lib/cookies';

/** Signed-in pages (spec §2): without a stored session, go to /iniciar-sesion. */
export function RequireSession() {
  return hasSession() ? <Outlet /> : <Navigate to="/iniciar-sesion" replace />;
}

/** Guest-only pages (spec §2): someone signed in goes to /. */
export function GuestOnly() {
  return hasSession() ? <Navigate to="/" replace /> : <Outlet />;
}
