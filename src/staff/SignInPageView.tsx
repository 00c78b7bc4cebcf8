import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import type { StaffCredentials, StaffSecondFactor } from '../../machines/staff/signin/signin.types';

export interface SignInPageViewProps {
  factor: StaffSecondFactor;
  message: string | null;
  signingIn: boolean;
  onSubmit(credentials: StaffCredentials): void;
  onFactor(factor: StaffSecondFactor): void;
}

/** Staff sign-in: e-mail, password and the app's code, or a recovery code instead. */
export function SignInPageView({ factor, message, signingIn, onSubmit, onFactor }: SignInPageViewProps) {
  return (
    <main className="vz-staff-card" id="contenido">
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          Área del personal
        </Typography.Title>
        {message ? <Alert type="error" role="alert" showIcon title={message} style={{ marginBottom: 16 }} /> : null}
        <Form<StaffCredentials> layout="vertical" onFinish={onSubmit} requiredMark={false} disabled={signingIn}>
          <Form.Item label="Correo electrónico" name="email" rules={[{ required: true, type: 'email', message: 'Escribe un correo válido.' }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="Contraseña" name="password" rules={[{ required: true, message: 'Escribe tu contraseña.' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {factor === 'code' ? (
            <Form.Item key="code" label="Código de la aplicación" name="secondFactor" extra="Los 6 dígitos que muestra ahora tu aplicación de autenticación." rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Escribe los 6 dígitos.' }]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
          ) : (
            <Form.Item key="recovery" label="Código de recuperación" name="secondFactor" extra="Uno de tus diez códigos; cada uno sirve una sola vez." rules={[{ required: true, pattern: /^\s*[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}\s*$/, message: 'Escribe un código de recuperación (16 caracteres).' }]}>
              <Input autoComplete="off" />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={signingIn} block>
            {signingIn ? 'Ingresando...' : 'Ingresar'}
          </Button>
        </Form>
        <Button type="link" style={{ marginTop: 8, paddingInline: 0 }} disabled={signingIn} onClick={() => onFactor(factor === 'code' ? 'recovery' : 'code')}>
          {factor === 'code' ? 'Usar un código de recuperación' : 'Usar el código de la aplicación'}
        </Button>
      </Card>
    </main>
  );
}
