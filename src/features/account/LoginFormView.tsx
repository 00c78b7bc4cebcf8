import { useCallback, useEffect, type ReactNode } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import type { LoginRequest } from '../../../openapi';
import { FormField } from './FormField';
import { loginRules, loginWithCaptchaRules } from './rules';

export interface LoginFormViewProps {
  /** The server's message after a failed sign-in (spec §4: shown under the form). */
  error?: string | null;
  busy?: boolean;
  /**
   * The server asks for a captcha (too many failed logins from this connection): which one, a new
   * widget each round (an answer serves once); null or absent while it does not.
   */
  captchaRound?: number | null;
  /** The captcha widget, given where to put its answer (null once it expires). */
  renderCaptcha?: (onChange: (answer: string | null) => void) => ReactNode;
  onSubmit: (credentials: LoginRequest) => void;
  onForgotPassword: () => void;
}

/** E-mail and password with the rules of spec §5, and the captcha when the server asks for it. */
export function LoginFormView({ error, busy, captchaRound = null, renderCaptcha, onSubmit, onForgotPassword }: LoginFormViewProps) {
  const asked = captchaRound !== null && renderCaptcha !== undefined;
  const form = useFormik({
    initialValues: { email: '', password: '', captcha: '' },
    validationSchema: asked ? loginWithCaptchaRules : loginRules,
    onSubmit: (values) =>
      onSubmit({ email: values.email.trim().toLowerCase(), password: values.password, ...(asked ? { captcha: values.captcha } : {}) }),
  });
  const { setFieldValue, setFieldTouched } = form;
  // Each round is a new widget: the last answer was used up (or never given).
  useEffect(() => {
    void setFieldValue('captcha', '', false);
    void setFieldTouched('captcha', false, false);
  }, [captchaRound, setFieldValue, setFieldTouched]);
  const onCaptcha = useCallback((answer: string | null) => void setFieldValue('captcha', answer ?? '', true), [setFieldValue]);
  const captchaError = form.touched.captcha ? form.errors.captcha : undefined;
  return (
    <Form component="form" layout="vertical" onSubmitCapture={form.handleSubmit} noValidate aria-label="Iniciar sesión">
      <FormField label="Correo electrónico" name="login-email" error={form.errors.email} touched={form.touched.email}>
        <Input id="login-email" name="email" type="email" autoComplete="email" value={form.values.email} onChange={form.handleChange} onBlur={form.handleBlur} />
      </FormField>
      <FormField label="Contraseña" name="login-password" error={form.errors.password} touched={form.touched.password}>
        <Input.Password id="login-password" name="password" autoComplete="current-password" value={form.values.password} onChange={form.handleChange} onBlur={form.handleBlur} />
      </FormField>
      {asked ? (
        <Form.Item validateStatus={captchaError ? 'error' : undefined} help={captchaError} layout="vertical">
          <div key={captchaRound} role="group" aria-label="Captcha">
            {renderCaptcha(onCaptcha)}
          </div>
        </Form.Item>
      ) : null}
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
