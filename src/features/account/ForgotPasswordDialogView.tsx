import { Button, Form, Input, Modal } from 'antd';
import { useFormik } from 'formik';
import { FormField } from './FormField';
import { forgotRules } from './rules';

export interface ForgotPasswordDialogViewProps {
  open: boolean;
  busy?: boolean;
  onClose: () => void;
  /** Resolves when the request ended; the form resets after submit (spec §4). */
  onSubmit: (email: string) => Promise<void>;
  onBackToLogin: () => void;
}

/** 'Olvidé mi contraseña' (spec §2): one e-mail field, links back to login. */
export function ForgotPasswordDialogView({ open, busy, onClose, onSubmit, onBackToLogin }: ForgotPasswordDialogViewProps) {
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotRules,
    onSubmit: async (values, helpers) => {
      await onSubmit(values.email.trim().toLowerCase());
      helpers.resetForm();
    },
  });
  return (
    <Modal open={open} onCancel={onClose} title="Olvidé mi contraseña" width={400} footer={null} destroyOnHidden>
      <Form component="form" layout="vertical" onSubmitCapture={form.handleSubmit} noValidate aria-label="Olvidé mi contraseña">
        <FormField label="Correo electrónico" name="forgot-email" error={form.errors.email} touched={form.touched.email}>
          <Input id="forgot-email" name="email" type="email" value={form.values.email} onChange={form.handleChange} onBlur={form.handleBlur} />
        </FormField>
        <Button type="primary" htmlType="submit" block loading={busy || form.isSubmitting}>
          Enviar enlace
        </Button>
        <Button type="link" block onClick={onBackToLogin} style={{ marginTop: 8 }}>
          Volver a Iniciar Sesión
        </Button>
      </Form>
    </Modal>
  );
}
