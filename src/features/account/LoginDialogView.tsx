import { Modal } from 'antd';
import { Link } from 'react-router-dom';
import { LoginFormView, type LoginFormViewProps } from './LoginFormView';

export interface LoginDialogViewProps extends LoginFormViewProps {
  open: boolean;
  onClose: () => void;
}

/** 'Inicia Sesión' over any page (spec §2), width 400, linking to registration. */
export function LoginDialogView({ open, onClose, ...form }: LoginDialogViewProps) {
  return (
    <Modal open={open} onCancel={onClose} title="Inicia Sesión" width={400} footer={null} destroyOnHidden>
      <LoginFormView {...form} />
      <p style={{ textAlign: 'center', marginTop: 12 }}>
        ¿No tienes cuenta?{' '}
        <Link to="/registrarme" onClick={onClose}>
          Registrarme
        </Link>
      </p>
    </Modal>
  );
}
