import { Alert, Button, Card, Checkbox, Form, Input, Result, Spin, Typography } from 'antd';
import type { StaffInvitationView } from '../../openapi';
import type { EnrolmentScreen } from '../../machines/staff/enrolment/enrolment.selectors';
import type { StaffEnrolmentDetails, StaffLinkKind } from '../../machines/staff/enrolment/enrolment.types';
import { ROLE_LABELS } from './roles';

export interface EnrolmentPageViewProps {
  kind: StaffLinkKind;
  screen: EnrolmentScreen;
  link: StaffInvitationView | null;
  message: string | null;
  enrolling: boolean;
  codes: string[];
  onSubmit(details: StaffEnrolmentDetails): void;
  onRetry(): void;
  onAcknowledge(): void;
}

const title = (kind: StaffLinkKind) => (kind === 'setup' ? 'Crear el primer administrador' : 'Aceptar la invitación');

/** The page of a one-time link: the setup link of the first admin or an invitation. */
export function EnrolmentPageView(props: EnrolmentPageViewProps) {
  const { kind, screen, message } = props;
  return (
    <main className="vz-staff-card" id="contenido">
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {title(kind)}
        </Typography.Title>
        {screen === 'reading' || screen === 'enrolled' ? (
          <Spin tip={screen === 'reading' ? 'Leyendo el enlace...' : 'Entrando...'}>
            <div style={{ minHeight: 120 }} />
          </Spin>
        ) : screen === 'linkGone' ? (
          <Result status="warning" title="Este enlace ya no sirve" subTitle={message} />
        ) : screen === 'readFailed' ? (
          <Result
            status="error"
            title="No pudimos leer el enlace"
            subTitle={message}
            extra={
              <Button type="primary" onClick={props.onRetry}>
                Intentar de nuevo
              </Button>
            }
          />
        ) : screen === 'codes' ? (
          <RecoveryCodes codes={props.codes} onAcknowledge={props.onAcknowledge} />
        ) : (
          <EnrolmentForm {...props} />
        )}
      </Card>
    </main>
  );
}

function EnrolmentForm({ kind, link, message, enrolling, onSubmit }: EnrolmentPageViewProps) {
  return (
    <>
      {link && kind === 'invitation' ? (
        <Typography.Paragraph>
          {link.name}, te invitaron al área del personal de Viziona ({link.email}) con {link.roles.length === 1 ? 'el rol' : 'los roles'}{' '}
          {link.roles.map((role) => ROLE_LABELS[role]).join(', ')}.
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph>Este enlace crea la cuenta del primer administrador del personal, con todos los roles.</Typography.Paragraph>
      )}
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        1. Inscribe tu aplicación de autenticación
      </Typography.Title>
      <Typography.Paragraph>Escanea este código QR con tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, FreeOTP…).</Typography.Paragraph>
      {link ? (
        <>
          <img className="vz-staff-qr" src={link.enrolment.qr} alt="Código QR para la aplicación de autenticación" width={200} height={200} />
          <Typography.Paragraph>
            Si no puedes escanearlo, escribe esta clave en la aplicación: <span className="vz-staff-secret" data-testid="totp-secret">{link.enrolment.secret}</span>
          </Typography.Paragraph>
        </>
      ) : null}
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        2. {kind === 'setup' ? 'Tus datos' : 'Tu contraseña'}
      </Typography.Title>
      {message ? <Alert type="error" role="alert" showIcon title={message} style={{ marginBottom: 16 }} /> : null}
      <Form<StaffEnrolmentDetails> layout="vertical" onFinish={onSubmit} requiredMark={false} disabled={enrolling}>
        {kind === 'setup' ? (
          <>
            <Form.Item label="Nombre" name="name" rules={[{ required: true, whitespace: true, message: 'Escribe tu nombre.' }, { max: 120 }]}>
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item label="Correo electrónico" name="email" rules={[{ required: true, type: 'email', message: 'Escribe un correo válido.' }]}>
              <Input autoComplete="email" />
            </Form.Item>
          </>
        ) : null}
        <Form.Item label="Contraseña" name="password" extra="De 12 a 128 caracteres." rules={[{ required: true, message: 'Escribe una contraseña.' }, { min: 12, max: 128, message: 'La contraseña debe tener de 12 a 128 caracteres.' }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Código de la aplicación" name="code" extra="Los 6 dígitos que muestra ahora tu aplicación." rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Escribe los 6 dígitos.' }]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={enrolling} block>
          {enrolling ? 'Creando la cuenta...' : 'Crear la cuenta'}
        </Button>
      </Form>
    </>
  );
}

function RecoveryCodes({ codes, onAcknowledge }: { codes: string[]; onAcknowledge(): void }) {
  return (
    <section aria-labelledby="vz-staff-codes-title">
      <Typography.Title level={2} id="vz-staff-codes-title" style={{ fontSize: 18 }}>
        Tus códigos de recuperación
      </Typography.Title>
      <Alert type="warning" showIcon title="Guárdalos ahora en un lugar seguro: solo se muestran esta vez." description="Cada código sirve una sola vez para entrar si no tienes tu aplicación de autenticación." />
      <ol className="vz-staff-codes" aria-label="Códigos de recuperación">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Form layout="vertical" onFinish={onAcknowledge} requiredMark={false}>
        <Form.Item name="saved" valuePropName="checked" rules={[{ validator: (_, value) => (value ? Promise.resolve() : Promise.reject(new Error('Confirma que guardaste los códigos.'))) }]}>
          <Checkbox>Guardé mis códigos de recuperación</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          Continuar
        </Button>
      </Form>
    </section>
  );
}
