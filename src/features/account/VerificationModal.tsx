import { useVerification } from './useVerification';
import { VerificationModalView } from './VerificationModalView';

export function VerificationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const verification = useVerification(onClose);
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
