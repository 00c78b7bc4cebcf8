import { Alert, Button, Modal } from 'antd';
import type { PendingPolicy } from '../../../openapi';

// Above any other dialog (antd's modals stack at 1000): the e-mail verification, say, opens at the
// same sign-in and would otherwise cover this one, which has to be answered first.
const POLICY_Z = 1100;

export interface PolicyDialogViewProps {
  pending: PendingPolicy[];
  accepting: boolean;
  error: string | null;
  onAccept: () => void;
}

/** At sign-in, new versions of the terms or the privacy policy to accept (issue 32). */
export function PolicyDialogView({ pending, accepting, error, onAccept }: PolicyDialogViewProps) {
  return (
    <Modal open title="Actualizamos nuestras políticas" closable={false} maskClosable={false} keyboard={false} footer={null} zIndex={POLICY_Z}>
      <p>Publicamos una versión nueva de:</p>
      <ul>
        {pending.map((p) => (
          <li key={p.document}>
            <a href={`/pagina/${p.slug}`} target="_blank" rel="noreferrer">
              {p.title}
            </a>{' '}
            (versión {p.version})
          </li>
        ))}
      </ul>
      {error ? <Alert type="warning" role="alert" style={{ marginBottom: 12 }} title={error} /> : null}
      <Button type="primary" loading={accepting} onClick={onAccept}>
        He leído y acepto
      </Button>
    </Modal>
  );
}
