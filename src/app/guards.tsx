import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from './session';

/** Signed-in pages (spec §2): without a stored session, go to /iniciar-sesion. */
export function RequireSession() {
  return useSession().signedIn ? <Outlet /> : <Navigate to="/iniciar-sesion" replace />;
}

/** Guest-only pages (spec §2): someone signed in goes to /. */
export function GuestOnly() {
  return useSession().signedIn ? <Navigate to="/" replace /> : <Outlet />;
}
