import { Drawer } from 'antd';
import { Link } from 'react-router-dom';
import { MainNav } from './MainNav';
import { isSignedIn, type ChromeUser } from './user';

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  user?: ChromeUser | null;
  onLogout?: () => void;
}

/** The side menu the header's menu button opens: who is signed in, and the main navigation. */
export function SideMenu({ open, onClose, user, onLogout }: SideMenuProps) {
  const signedIn = isSignedIn(user);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={300}
      title="Menú"
      rootClassName="vz-side-menu"
    >
      {signedIn ? (
        <div className="vz-side-menu__user">
          <p className="vz-side-menu__name">{user.fullname || user.name}</p>
          <Link to="/mi-perfil" onClick={onClose}>
            Ver Perfil
          </Link>
        </div>
      ) : null}
      <MainNav user={user} onLogout={onLogout} onNavigate={onClose} />
    </Drawer>
  );
}
