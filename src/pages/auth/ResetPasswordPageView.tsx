import { Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { FormField } from '../../features/account/FormField';
import { noPaste } from '../../features/account/numberInputProps';
import { newPasswordRules } from '../../features/account/rules';

export interface ResetPasswordPageViewProps {
  busy?: boolean;
  onSubmit: (password: string) => void;
}

/** /forgot-password/{code} (spec §2): new password and confirmation, errors as the user types. */
export function ResetPasswordPageView({ busy, onSubmit }: ResetPasswordPageViewProps) {
  const form = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: newPasswordRules,
    validateOnChange: true,
    onSubmit: (v) => onSubmit(v.password),
  });
  // Spec §5: errors on the new password and its confirmation show as the user types.
  const typed = (name: 'password' | 'confirmPassword') => Boolean(form.values[name]) || Boolean(form.touched[name]);
  return (
    <section className="vz-page vz-auth-page" aria-labelledby="vz-reset-title" style={{ maxWidth: 420, margin: '0 auto' }}>
      <h1 id="vz-reset-title">Restablecer contraseña</h1>
      <Form component="form" layout="vertical" onSubmitCapture={form.handleSubmit} noValidate aria-label="Nueva contraseña">
        <FormField label="Nueva contraseña" name="reset-password" error={form.errors.password} touched={typed('password')}>
          <Input.Password id="reset-password" name="password" autoComplete="new-password" value={form.values.password} onChange={form.handleChange} onBlur={form.handleBlur} />
        </FormField>
        <FormField label="Confirmar contraseña" name="reset-confirmPassword" error={form.errors.confirmPassword} touched={typed('confirmPassword')}>
          <Input.Password
            id="reset-confirmPassword"
            name="confirmPassword"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            {...noPaste}
          />
        </FormField>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Actualizar contraseña
        </Button>
      </Form>
    </section>
  );
}
