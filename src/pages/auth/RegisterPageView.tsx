import { Alert, Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import type { RegisterRequest } from '../../../openapi';
import { FormField } from '../../features/account/FormField';
import { noPaste, numberInputProps } from '../../features/account/numberInputProps';
import { DOC_TYPES, SEXES, registerRules } from '../../features/account/rules';

export interface RegisterPageViewProps {
  /** The robot-check token fetched on load; undefined while it is not there. */
  robotToken?: string;
  error?: string | null;
  busy?: boolean;
  onSubmit: (registration: RegisterRequest) => void;
}

const initialValues = {
  name: '',
  lastname: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  doc_type: '',
  doc_number: '',
  confirmDocNumber: '',
  phone: '',
  birthday: '',
  sex: '',
  device: 'web',
  accept_terms: false,
  accept_privacy: false,
  register_token: '',
};
type Values = typeof initialValues;

/** /registrarme (spec §2, §5): every field, rule and message. */
export function RegisterPageView({ robotToken, error, busy, onSubmit }: RegisterPageViewProps) {
  const form = useFormik<Values>({
    initialValues,
    validationSchema: registerRules,
    onSubmit: (v) =>
      onSubmit({
        name: v.name.trim(),
        lastname: v.lastname.trim(),
        email: v.email.trim().toLowerCase(),
        password: v.password,
        doc_type: v.doc_type as RegisterRequest['doc_type'],
        doc_number: String(v.doc_number).trim(),
        phone: String(v.phone).trim(),
        birthday: v.birthday,
        sex: v.sex as RegisterRequest['sex'],
        device: 'web',
        register_token: v.register_token,
      }),
  });
  const field = (name: keyof Values) => ({
    id: `register-${name}`,
    name,
    value: form.values[name] as string,
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  });
  const err = (name: keyof Values) => ({ name: `register-${name}`, error: form.errors[name], touched: Boolean(form.touched[name]) });

  return (
    <section className="vz-page vz-auth-page" aria-labelledby="vz-register-title" style={{ maxWidth: 760, margin: '0 auto' }}>
      <h1 id="vz-register-title">REGISTRARME</h1>
      <p>
        ¿Ya tienes cuenta? <Link to="/iniciar-sesion">Iniciar sesión</Link>
      </p>
      <Form component="form" layout="vertical" onSubmitCapture={form.handleSubmit} noValidate aria-label="Registro">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FormField label="Nombre" {...err('name')}>
              <Input {...field('name')} autoComplete="given-name" />
            </FormField>
          </Col>
          <Col xs={24} md={12}>
            <FormField label="Apellido" {...err('lastname')}>
              <Input {...field('lastname')} autoComplete="family-name" />
            </FormField>
          </Col>
          <Col xs={24} md={12}>
            <FormField label="Correo electrónico" {...err('email')}>
              <Input {...field('email')} type="email" autoComplete="email" />
            </FormField>
          </Col>
          <Col xs={24} md={12}>
            <FormField label="Confirmar correo electrónico" {...err('confirmEmail')}>
              <Input {...field('confirmEmail')} type="email" autoComplete="off" {...noPaste} />
            </FormField>
          </Col>
          <Col xs={24} md={12}>
            <FormField label="Contraseña" {...err('password')}>
              <Input.Password {...field('password')} autoComplete="new-password" />
            </FormField>
          </Col>
          <Col xs={24} md={12}>
            <FormField label="Confirmar contraseña" {...err('confirmPassword')}>
              <Input.Password {...field('confirmPassword')} autoComplete="new-password" {...noPaste} />
            </FormField>
          </Col>
          <Col xs={24} md={8}>
            <FormField label="Tipo de documento" {...err('doc_type')}>
              <Select
                id="register-doc_type"
                value={form.values.doc_type || undefined}
                placeholder="Selecciona"
                options={[...DOC_TYPES]}
                onChange={(value) => void form.setFieldValue('doc_type', value)}
                onBlur={() => void form.setFieldTouched('doc_type')}
              />
            </FormField>
          </Col>
          <Col xs={24} md={8}>
            <FormField label="Número de documento" {...err('doc_number')}>
              <Input {...field('doc_number')} {...numberInputProps} />
            </FormField>
          </Col>
          <Col xs={24} md={8}>
            <FormField label="Confirmar número de documento" {...err('confirmDocNumber')}>
              <Input {...field('confirmDocNumber')} {...numberInputProps} {...noPaste} />
            </FormField>
          </Col>
          <Col xs={24} md={8}>
            <FormField label="Teléfono" {...err('phone')}>
              <Input {...field('phone')} {...numberInputProps} autoComplete="tel" />
            </FormField>
          </Col>
          <Col xs={24} md={8}>
            <FormField label="Fecha de nacimiento" {...err('birthday')}>
              <Input {...field('birthday')} type="date" autoComplete="bday" />
            </FormField>
          </Col>
          <Col xs={24} md={8}>
            <FormField label="Sexo" {...err('sex')}>
              <Select
                id="register-sex"
                value={form.values.sex || undefined}
                placeholder="Selecciona"
                options={[...SEXES]}
                onChange={(value) => void form.setFieldValue('sex', value)}
                onBlur={() => void form.setFieldTouched('sex')}
              />
            </FormField>
          </Col>
        </Row>
        <FormField label={null} {...err('accept_terms')}>
          <Checkbox name="accept_terms" checked={form.values.accept_terms} onChange={(e) => void form.setFieldValue('accept_terms', e.target.checked)}>
            Acepto los <Link to="/pagina/terminos-y-condiciones">Términos y Condiciones</Link>
          </Checkbox>
        </FormField>
        <FormField label={null} {...err('accept_privacy')}>
          <Checkbox name="accept_privacy" checked={form.values.accept_privacy} onChange={(e) => void form.setFieldValue('accept_privacy', e.target.checked)}>
            Acepto la <Link to="/pagina/politica-de-privacidad">Política de Privacidad</Link>
          </Checkbox>
        </FormField>
        <FormField label={null} {...err('register_token')}>
          <Checkbox
            name="robot"
            disabled={!robotToken}
            checked={Boolean(form.values.register_token)}
            onChange={(e) => void form.setFieldValue('register_token', e.target.checked ? (robotToken ?? '') : '')}
          >
            No soy un robot
          </Checkbox>
        </FormField>
        {error ? <Alert type="error" title={error} role="alert" showIcon style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" loading={busy} block>
          Registrarme
        </Button>
      </Form>
    </section>
  );
}
