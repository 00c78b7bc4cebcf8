import { Alert, Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import type { LoginRequest } from '../../../openapi';
import { FormField } from './FormField';
import { loginRules } from './rules';

export interface LoginFormViewProps {
  /** The server's message after a failed sign-in (spec §4: shown under the form). */
  error?: string | null;
  busy?: boolean;
  onSubmit: (credentials: LoginRequest) => void;
  onForgotPassword: () => void;
}

/** E-mail and password with the rules of spec §5. */
export function LoginFormView({ error, busy, onSubmit, onForgotPassword }: LoginFormViewProps) {
  const form = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginRules,
    onSubmit: (values) => onSubmit({ email: values.email.trim().toLowerCase(), password: values.password }),
  });
  return (
    <Form component="form" layout="vertical" onSubmitCapture={form.handleSubmit} noValidate aria-label="Iniciar sesión">
      <FormField label="Correo electrónico" name="login-email" error={form.errors.email} touched={form.touched.email}>
        <Input id="login-email" name="email" type="email" autoComplete="email" value={form.values.email} onChange={form.handleChange} onBlur={form.handleBlur} />
      </FormField>
      <FormField label="Contraseña" name="login-password" error={form.errors.password} touched={form.touched.password}>
        <Input.Password id="login-password" name="password" autoComplete="current-password" value={form.values.password} onChange={form.handleChange} onBlur={form.handleBlur} />
      </FormField>
      {error ? <Alert type="error" title={error} role="alert" showIcon style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={busy}>
        Ingresar
      </Button>
      <Button type="link" block onClick={onForgotPassword} style={{ marginTop: 8 }}>
        Olvidé mi contraseña
      </Button>
    </Form>
  );
}
