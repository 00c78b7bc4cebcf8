import { useVerification } from './useVerification';
import { VerificationModalView } from './VerificationModalView';

/** The verification modal over any page; the session machine opens and closes it. */
export function VerificationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const verification = useVerification();
  return (
    <VerificationModalView
      open={open}
      onClose={onClose}
      validating={verification.validating}
      requesting={verification.requesting}
      onRequestCode={verification.requestCode}
      onSubmit={verification.submitCode}
    />
  );
}
