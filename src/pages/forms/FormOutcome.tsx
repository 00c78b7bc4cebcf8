import { StatusDialog } from '../../components/StatusDialog';
import { texts } from './formRules';

/** How a submission ended, as the dialogs of spec §8 tell it. */
export type Outcome = { kind: 'success'; title: string; subtitle: string } | { kind: 'failure' };

export type SubmitResult = { ok: true; radicado: string; message: string } | { ok: false; message?: string; errors?: Record<string, string> };

/** The success or failure dialog of a PQRS or ethics submission; OK runs `onClose`. */
export function FormOutcome({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  if (!outcome) return null;
  return outcome.kind === 'success' ? (
    <StatusDialog open type="success" title={outcome.title} subtitle={outcome.subtitle} onClose={onClose} />
  ) : (
    <StatusDialog open type="warning" title={texts.failureTitle} subtitle={texts.failureText} onClose={onClose} />
  );
}
