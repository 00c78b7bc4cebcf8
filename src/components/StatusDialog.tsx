import { Button, Modal, theme } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';

export type StatusType = 'success' | 'warning' | 'error';

export interface StatusDialogProps {
  open: boolean;
  type: StatusType;
  title: string;
  subtitle?: string;
  /** Label of the only button; 'Aceptar' unless told otherwise. */
  buttonLabel?: string;
  /** Closes the dialog. */
  onClose: () => void;
  /** Follow-up that runs after the button closed the dialog. */
  onAction?: () => void;
  /** Called when the closing animation ended. */
  afterClose?: () => void;
}

const icons = {
  success: { Icon: CheckCircleFilled, token: 'colorSuccess' },
  warning: { Icon: ExclamationCircleFilled, token: 'colorWarning' },
  error: { Icon: CloseCircleFilled, token: 'colorError' },
} as const;

/**
 * The global status dialog (spec §2): icon by type, title, optional subtitle and one button.
 * It cannot be dismissed with escape or the backdrop, and has no close icon.
 */
export function StatusDialog({ open, type, title, subtitle, buttonLabel = 'Aceptar', onClose, onAction, afterClose }: StatusDialogProps) {
  const { Icon, token: colorToken } = icons[type];
  const color = theme.useToken().token[colorToken];
  const confirm = () => {
    onClose();
    onAction?.();
  };
  return (
    <Modal
      open={open}
      centered
      width={420}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      afterClose={afterClose}
      title={
        <div className="vz-status__head">
          <Icon className="vz-status__icon" style={{ color }} aria-hidden="true" />
          <span className="vz-status__title" data-status={type}>
            {title}
          </span>
        </div>
      }
      footer={
        <div className="vz-status__foot">
          <Button type="primary" size="large" onClick={confirm} autoFocus>
            {buttonLabel}
          </Button>
        </div>
      }
    >
      {subtitle ? <p className="vz-status__subtitle">{subtitle}</p> : null}
    </Modal>
  );
}
