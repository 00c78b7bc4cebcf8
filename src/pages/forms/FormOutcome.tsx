import { StatusDialog } from '../../components/StatusDialog';
import type { ReportAnswer } from '../../../machines/report/report.types';
import { texts } from './formRules';

/** The server's answer to a PQRS or ethics report (machines/report). */
export type SubmitResult = ReportAnswer;

/** The §8 dialog of a report: its acceptance (title and text by form) or its refusal; OK runs `onClose`. */
export function FormOutcome({ dialog, title, subtitle, onClose }: { dialog: 'accepted' | 'refused' | null; title: string; subtitle: string; onClose: () => void }) {
  if (!dialog) return null;
  return dialog === 'accepted' ? (
    <StatusDialog open type="success" title={title} subtitle={subtitle} onClose={onClose} />
  ) : (
    <StatusDialog open type="warning" title={texts.failureTitle} subtitle={texts.failureText} onClose={onClose} />
  );
}
