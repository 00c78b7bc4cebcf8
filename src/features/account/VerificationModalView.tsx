import { useState } from 'react';
import { Button, Input, Modal } from 'antd';

export interface VerificationModalViewProps {
  open: boolean;
  validating?: boolean;
  requesting?: boolean;
  onClose: () => void;
  onRequestCode: () => void;
  onSubmit: (code: string) => void;
}

/** The verification modal for signed-in users: send a code by e-mail, then type it. antd's Modal locks page scrolling while open. */
export function VerificationModalView({ open, validating, requesting, onClose, onRequestCode, onSubmit }: VerificationModalViewProps) {
  const [code, setCode] = useState('');
  return (
    <Modal open={open} onCancel={onClose} title="Verifica el correo" width={400} footer={null} destroyOnHidden>
      <p>Te enviaremos un código de verificación a tu correo electrónico.</p>
      <Button block onClick={onRequestCode} loading={requesting}>
        Enviar código
      </Button>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(code);
        }}
        style={{ display: 'flex', gap: 8, marginTop: 16 }}
      >
        <Input aria-label="Código de verificación" value={code} onChange={(e) => setCode(e.target.value)} maxLength={12} />
        <Button type="primary" htmlType="submit" loading={validating}>
          Verificar
        </Button>
      </form>
    </Modal>
  );
}
