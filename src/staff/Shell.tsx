import { Suspense } from 'react';
import { Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectDesks, selectSessionLoading, selectSessionProblem, selectSignedOut, selectSigningOut, selectStaffPerson } from '../../machines/staff/session/session.selectors';
import { providedStaffSessionMachine } from '../app/staffActors';
import { StaffSessionContext } from './contexts';
import { StaffHome, ShellView } from './ShellView';

/** The desk of the menu the page belongs to: the longest desk path the address starts with. */
const currentDesk = (desks: readonly { path: string }[], pathname: string) => {
  const path = pathname.replace(/\/$/, '');
  return desks.filter((d) => path === d.path || path.startsWith(`${d.path}/`)).sort((a, b) => b.path.length - a.path.length)[0]?.path ?? path;
};

/** Subscribes to the staff session; without one (or after signing out) the sign-in page opens. */
export function ShellContainer({ outlet = true }: { outlet?: boolean }) {
  const { send } = StaffSessionContext.useActorRef();
  const { pathname } = useLocation();
  const loading = StaffSessionContext.useSelector(selectSessionLoading);
  const signedOut = StaffSessionContext.useSelector(selectSignedOut);
  const person = StaffSessionContext.useSelector(selectStaffPerson);
  const desks = StaffSessionContext.useSelector(selectDesks);
  const signingOut = StaffSessionContext.useSelector(selectSigningOut);
  const problem = StaffSessionContext.useSelector(selectSessionProblem);
  if (signedOut) return <Navigate to="/staff/ingresar" replace />;
  return (
    <ShellView
      loading={loading}
      person={person}
      desks={desks}
      current={currentDesk(desks, pathname)}
      signingOut={signingOut}
      problem={problem}
      onSignOut={() => send({ type: 'session.signOut' })}
      onRetry={() => send({ type: 'session.retry' })}
    >
      {outlet ? (
        <Suspense fallback={<Spin aria-label="Cargando..." />}>
          <Outlet />
        </Suspense>
      ) : undefined}
    </ShellView>
  );
}

export default function Shell() {
  return (
    <StaffSessionContext.Provider logic={providedStaffSessionMachine}>
      <ShellContainer />
    </StaffSessionContext.Provider>
  );
}

/** /staff itself: who is here and with which roles. */
export function HomeRoute() {
  const person = StaffSessionContext.useSelector(selectStaffPerson);
  return person ? <StaffHome person={person} /> : null;
}
