import { Button, Modal } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { CheckoutDialog as Dialog } from '../../../machines/checkout/checkout.dialogs';

/**
 * The checkout's dialogs (spec §5, §8), one at a time as the machine says: icon by type, title,
 * subtitle, the server's detail when there is one, and 'Aceptar'. No escape, no backdrop close.
 */
export function CheckoutDialog({ dialog, onClose }: { dialog: Omit<Dialog, 'tag'> | null; onClose(): void }) {
  const { token } = theme.useToken();
  const icons = {
    success: { Icon: CheckCircleFilled, color: token.colorSuccess },
    warning: { Icon: ExclamationCircleFilled, color: token.colorWarning },
    error: { Icon: CloseCircleFilled, color: token.colorError },
  } as const;
  const { Icon, color } = icons[dialog?.type ?? 'warning'];
  return (
    <Modal
      open={dialog !== null}
      centered
      width={420}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      title={
        <div className="vz-status__head">
          <Icon className="vz-status__icon" style={{ color }} aria-hidden="true" />
          <span className="vz-status__title" data-status={dialog?.type}>
            {dialog?.title}
          </span>
        </div>
      }
      footer={
        <div className="vz-status__foot">
          <Button type="primary" size="large" onClick={onClose} autoFocus>
            Aceptar
          </Button>
        </div>
      }
    >
      {dialog?.subtitle ? <p className="vz-status__subtitle">{dialog.subtitle}</p> : null}
      {dialog?.detail ? <p className="vz-status__detail">{dialog.detail}</p> : null}
    </Modal>
  );
}
