import { useEffect, useRef } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useFormik } from 'formik';
import { FormField } from './FormField';
import { forgotRules } from './rules';

export interface ForgotPasswordDialogViewProps {
  open: boolean;
  /** The link is being requested; the form resets when that ends (spec §4). */
  busy?: boolean;
  onClose: () => void;
  onSubmit: (email: string) => void;
  onBackToLogin: () => void;
}

/** 'Olvidé mi contraseña' (spec §2): one e-mail field, links back to login. */
export function ForgotPasswordDialogView({ open, busy, onClose, onSubmit, onBackToLogin }: ForgotPasswordDialogViewProps) {
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotRules,
    onSubmit: (values) => onSubmit(values.email.trim().toLowerCase()),
  });
  const wasBusy = useRef(busy);
  const { resetForm } = form;
  useEffect(() => {
    if (wasBusy.current && !busy) resetForm();
    wasBusy.current = busy;
  }, [busy, resetForm]);
  return (
    <Modal open={open} onCancel={onClose} title="Olvidé mi contraseña" width={400} footer={null} destroyOnHidden>
      <Form component="form" layout="vertical" onSubmitCapture={form.handleSubmit} noValidate aria-label="Olvidé mi contraseña">
        <FormField label="Correo electrónico" name="forgot-email" error={form.errors.email} touched={form.touched.email}>
          <Input id="forgot-email" name="email" type="email" value={form.values.email} onChange={form.handleChange} onBlur={form.handleBlur} />
        </FormField>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Enviar enlace
        </Button>
        <Button type="link" block onClick={onBackToLogin} style={{ marginTop: 8 }}>
          Volver a Iniciar Sesión
        </Button>
      </Form>
    </Modal>
  );
}
