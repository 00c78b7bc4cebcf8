import { Navigate } from 'react-router-dom';
import { selectSecondFactor, selectSignedIn, selectSigningIn, selectSignInRefusal } from '../../machines/staff/signin/signin.selectors';
import { providedStaffSignInMachine } from '../app/staffActors';
import { StaffSignInContext } from './contexts';
import { SignInPageView } from './SignInPageView';

export function StaffSignIn() {
  const { send } = StaffSignInContext.useActorRef();
  const factor = StaffSignInContext.useSelector(selectSecondFactor);
  const message = StaffSignInContext.useSelector(selectSignInRefusal);
  const signingIn = StaffSignInContext.useSelector(selectSigningIn);
  const signedIn = StaffSignInContext.useSelector(selectSignedIn);
  if (signedIn) return <Navigate to="/staff" replace />;
  return (
    <SignInPageView
      factor={factor}
      message={message}
      signingIn={signingIn}
      onSubmit={(credentials) => send({ type: 'signin.submit', credentials })}
      onFactor={(f) => send({ type: 'factor.use', factor: f })}
    />
  );
}

export default function SignInPage() {
  return (
    <StaffSignInContext.Provider logic={providedStaffSignInMachine}>
      <StaffSignIn />
    </StaffSignInContext.Provider>
  );
}
