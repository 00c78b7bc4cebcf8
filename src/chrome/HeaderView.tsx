import { Link } from 'react-router-dom';
import { LogoutIcon, MenuIcon } from './icons';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';
import { isSignedIn, type ChromeUser } from './user';

export interface HeaderViewProps {
  user?: ChromeUser | null;
  menuOpen: boolean;
  onMenuOpen: () => void;
  onMenuClose: () => void;
  onLogout?: () => void;
  /** Opens the login dialog instead of leaving the page (spec §2: returns to the originating page). */
  onLogin?: () => void;
}

/** Site header of spec §2: menu button, logo, and the session links. */
export function HeaderView({ user, menuOpen, onMenuOpen, onMenuClose, onLogout, onLogin }: HeaderViewProps) {
  const signedIn = isSignedIn(user);
  return (
    <header className="vz-header">
      <div className="vz-header__inner">
        <button
          type="button"
          className="vz-icon-button vz-header__menu"
          aria-label="Abrir menú"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={onMenuOpen}
        >
          <MenuIcon />
        </button>
        <Logo />
        <div className="vz-header__session">
          {signedIn ? (
            <>
              <Link to="/mi-perfil" className="vz-header__link">
                {user.name || user.fullname}
              </Link>
              <Link to="/mis-tickets" className="vz-header__link">
                Mis Compras
              </Link>
              <button type="button" className="vz-icon-button vz-header__logout" aria-label="Cerrar Sesión" onClick={onLogout}>
                <LogoutIcon />
              </button>
            </>
          ) : (
            <>
              <Link
                to="/iniciar-sesion"
                className="vz-header__link"
                onClick={(event) => {
                  if (!onLogin || event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  onLogin();
                }}
              >
                Iniciar sesión
              </Link>
              <Link to="/registrarme" className="vz-header__link vz-header__link--strong">
                Registrarme
              </Link>
            </>
          )}
        </div>
      </div>
      <SideMenu open={menuOpen} onClose={onMenuClose} user={user} onLogout={onLogout} />
    </header>
  );
}
