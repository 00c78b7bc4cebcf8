import { NavLink } from 'react-router-dom';
import { mainNavigation } from './navigation';
import { isSignedIn, type ChromeUser } from './user';

export interface MainNavProps {
  user?: ChromeUser | null;
  onLogout?: () => void;
  /** Called after a link was followed (the side menu closes). */
  onNavigate?: () => void;
}

/** Main navigation of spec §2, ending with 'Iniciar Sesión' or 'Cerrar Sesión'. */
export function MainNav({ user, onLogout, onNavigate }: MainNavProps) {
  return (
    <nav aria-label="Menú principal" className="vz-main-nav">
      <ul>
        {mainNavigation.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/'} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          {isSignedIn(user) ? (
            <button type="button" className="vz-main-nav__session" onClick={onLogout}>
              Cerrar Sesión
            </button>
          ) : (
            <NavLink to="/iniciar-sesion" onClick={onNavigate}>
              Iniciar Sesión
            </NavLink>
          )}
        </li>
      </ul>
    </nav>
  );
}
