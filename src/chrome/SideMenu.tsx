import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useModalDialog } from '../components/useModalDialog';
import { CloseIcon } from './icons';
import { MainNav } from './MainNav';
import { isSignedIn, type ChromeUser } from './user';

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  user?: ChromeUser | null;
  onLogout?: () => void;
}

/**
 * The side menu the header's menu button opens: who is signed in, and the main navigation.
 * A native modal <dialog> (focus kept inside, Escape closes, focus returns to the menu button);
 * a click on the backdrop closes it too. Its content exists only while it is open.
 */
export function SideMenu({ open, onClose, user, onLogout }: SideMenuProps) {
  const signedIn = isSignedIn(user);
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="vz-side-menu"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        // The browser's own Escape handling (cancel) only follows real key presses.
        if (event.key === 'Escape') onClose();
      }}
    >
      {open ? (
      <div className="vz-side-menu__panel">
        <div className="vz-side-menu__head">
          <h2 id={titleId} className="vz-side-menu__title">
            Menú
          </h2>
          <button type="button" className="vz-icon-button vz-side-menu__close" aria-label="Cerrar menú" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {signedIn ? (
          <div className="vz-side-menu__user">
            <p className="vz-side-menu__name">{user.fullname || user.name}</p>
            <Link to="/mi-perfil" onClick={onClose}>
              Ver Perfil
            </Link>
          </div>
        ) : null}
        <MainNav user={user} onLogout={onLogout} onNavigate={onClose} />
      </div>
      ) : null}
    </dialog>
  );
}
