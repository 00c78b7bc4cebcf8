import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { selectEnrolling, selectEnrolmentScreen, selectLinkView, selectRecoveryCodes, selectRefusalMessage } from '../../machines/staff/enrolment/enrolment.selectors';
import type { StaffLinkKind } from '../../machines/staff/enrolment/enrolment.types';
import { providedStaffEnrolmentMachine } from '../app/staffActors';
import { StaffEnrolmentContext } from './contexts';
import { EnrolmentPageView } from './EnrolmentPageView';

/** The token after `#` (never sent in a URL; the page sends it in a request body). */
const tokenIn = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')).trim() || null;

/** Subscribes to the enrolment machine and maps it to the view; signed in, the staff area opens. */
export function StaffEnrolment({ kind }: { kind: StaffLinkKind }) {
  const { send } = StaffEnrolmentContext.useActorRef();
  const screen = StaffEnrolmentContext.useSelector(selectEnrolmentScreen);
  const link = StaffEnrolmentContext.useSelector(selectLinkView);
  const message = StaffEnrolmentContext.useSelector(selectRefusalMessage);
  const enrolling = StaffEnrolmentContext.useSelector(selectEnrolling);
  const codes = StaffEnrolmentContext.useSelector(selectRecoveryCodes);
  if (screen === 'enrolled') return <Navigate to="/staff" replace />;
  return (
    <EnrolmentPageView
      kind={kind}
      screen={screen}
      link={link}
      message={message}
      enrolling={enrolling}
      codes={codes}
      onSubmit={(details) => send({ type: 'enrolment.submit', details })}
      onRetry={() => send({ type: 'link.retry' })}
      onAcknowledge={() => send({ type: 'codes.acknowledge' })}
    />
  );
}

export function EnrolmentPage({ kind }: { kind: StaffLinkKind }) {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenIn(hash));
  // Once taken, the token leaves the address bar and the history entry.
  useEffect(() => {
    if (hash) void navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);
  return (
    <StaffEnrolmentContext.Provider logic={providedStaffEnrolmentMachine} options={{ input: { kind, token } }}>
      <StaffEnrolment kind={kind} />
    </StaffEnrolmentContext.Provider>
  );
}

export const SetupPage = () => <EnrolmentPage kind="setup" />;
export const InvitationPage = () => <EnrolmentPage kind="invitation" />;
