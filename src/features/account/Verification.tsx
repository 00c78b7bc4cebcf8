import { useVerification } from './useVerification';
import { VerificationView } from './VerificationView';

/** The 'Verifica el correo' screen for a signed-in user whose e-mail is not verified. */
export function Verification() {
  const verification = useVerification();
  return (
    <VerificationView
      validating={verification.validating}
      requesting={verification.requesting}
      onRequestCode={verification.requestCode}
      onSubmit={verification.submitCode}
    />
  );
}
