import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { HeaderView } from './HeaderView';
import type { ChromeUser } from './user';

export interface HeaderProps {
  /** The signed-in user, when one is loaded (the session machine will provide it). */
  user?: ChromeUser | null;
  onLogout?: () => void;
  /** Opens the login dialog over the page; without it 'Iniciar sesión' just goes to /iniciar-sesion. */
  onLogin?: () => void;
}

/** Header container: owns the side menu's open state and closes it on every route change. */
export function Header({ user, onLogout, onLogin }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <HeaderView
      user={user}
      onLogin={onLogin}
      menuOpen={menuOpen}
      onMenuOpen={() => setMenuOpen(true)}
      onMenuClose={() => setMenuOpen(false)}
      onLogout={() => {
        setMenuOpen(false);
        onLogout?.();
      }}
    />
  );
}
