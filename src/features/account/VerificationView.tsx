import { useState } from 'react';
import { Button, Input } from 'antd';

export interface VerificationViewProps {
  validating?: boolean;
  requesting?: boolean;
  onSubmit: (code: string) => void;
  onRequestCode: () => void;
}

/** 'Verifica el correo' (spec §2): code input, 'Verificar' (spinner while loading), link to request a new code. */
export function VerificationView({ validating, requesting, onSubmit, onRequestCode }: VerificationViewProps) {
  const [code, setCode] = useState('');
  return (
    <section className="vz-verification" aria-labelledby="vz-verification-title">
      <h2 id="vz-verification-title">Verifica el correo</h2>
      <p>Ingresa el código que enviamos a tu correo electrónico.</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(code);
        }}
        style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}
      >
        <Input aria-label="Código de verificación" value={code} onChange={(e) => setCode(e.target.value)} maxLength={12} style={{ maxWidth: 200 }} autoComplete="one-time-code" />
        <Button type="primary" htmlType="submit" loading={validating}>
          Verificar
        </Button>
      </form>
      <Button type="link" onClick={onRequestCode} loading={requesting} style={{ paddingLeft: 0 }}>
        Solicitar un nuevo código
      </Button>
    </section>
  );
}
