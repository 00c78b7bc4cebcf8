import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Checkbox, Form, Input, Radio, Typography } from 'antd';
import { Formik } from 'formik';
import { AttachmentsField } from '../forms/AttachmentsField';
import { CaptchaSlot, fieldStatus, RefusalOnFields, touchedFor } from '../forms/FormParts';
import { FormOutcome } from '../forms/FormOutcome';
import type { ReportView } from '../forms/useReport';
import { emptyPqrs, PQR_TYPES, pqrsSchema, texts, type PqrsValues } from '../forms/formRules';
import '../forms/forms.css';

export interface ContactPageViewProps {
  /** Where the PQRS is (machines/report): sending, answered, refused. */
  report: ReportView;
  /** Sends the PQRS, once the form's own rules pass. */
  onSubmit: (values: PqrsValues) => void;
  /** The §8 dialog's OK. */
  onCloseDialog: () => void;
  /** The captcha widget; it reports its answer (null when reset or expired). */
  renderCaptcha: (onChange: (answer: string | null) => void) => ReactNode;
  initialValues?: Partial<PqrsValues>;
  initialErrors?: Partial<Record<keyof PqrsValues, string>>;
}

/** Contáctanos: the PQRS form (spec §2, §5, §8) and links to the billboard and upcoming releases. */
export function ContactPageView({ report, onSubmit, onCloseDialog, renderCaptcha, initialValues, initialErrors }: ContactPageViewProps) {
  return (
    <section className="vz-form">
      <Typography.Title level={1}>Contáctanos</Typography.Title>
      <nav className="vz-form__links" aria-label="Enlaces de interés">
        <Link to="/cartelera">Ver cartelera</Link>
        <Link to="/proximos-estrenos">Próximos estrenos</Link>
      </nav>
      {!report.formShown ? (
        <Alert
          type="success"
          showIcon
          title={texts.pqrsSuccessTitle}
          description={`${texts.pqrsSuccessText}${report.radicado ? ` Número de radicado: ${report.radicado}.` : ''}`}
        />
      ) : (
        <Formik<PqrsValues>
          initialValues={{ ...emptyPqrs, ...initialValues }}
          initialErrors={initialErrors}
          initialTouched={touchedFor(initialErrors)}
          validationSchema={pqrsSchema}
          onSubmit={(values) => onSubmit(values)}
        >
          {({ values, errors, touched, handleChange, handleBlur, handleSubmit, setFieldValue, setFieldTouched }) => {
            const { show, item } = fieldStatus(touched, errors);
            return (
              <Form layout="vertical" onFinish={() => handleSubmit()} noValidate aria-label="Formulario PQRS">
                <RefusalOnFields round={report.refusals} errors={report.fieldErrors} />
                <Typography.Paragraph>Escríbenos tu felicitación, queja, reclamo o sugerencia.</Typography.Paragraph>
                <Form.Item label="Nombre" htmlFor="pqrs-name" {...item('name')}>
                  <Input id="pqrs-name" name="name" value={values.name} onChange={handleChange} onBlur={handleBlur} maxLength={120} />
                </Form.Item>
                <Form.Item label="Correo electrónico" htmlFor="pqrs-email" {...item('email')}>
                  <Input id="pqrs-email" name="email" type="email" value={values.email} onChange={handleChange} onBlur={handleBlur} />
                </Form.Item>
                <Form.Item label="Teléfono" htmlFor="pqrs-phone" {...item('phone')}>
                  <Input
                    id="pqrs-phone"
                    name="phone"
                    inputMode="numeric"
                    value={values.phone}
                    onChange={(e) => setFieldValue('phone', e.target.value.replace(/\D/g, ''))}
                    onBlur={handleBlur}
                    maxLength={15}
                  />
                </Form.Item>
                <Form.Item label="Tipo de PQR" {...item('type_pqr')}>
                  <Radio.Group
                    name="type_pqr"
                    aria-label="Tipo de PQR"
                    value={values.type_pqr}
                    onChange={(e) => setFieldValue('type_pqr', e.target.value)}
                    options={PQR_TYPES.map((t) => ({ label: t, value: t }))}
                  />
                </Form.Item>
                <Form.Item label="Mensaje" htmlFor="pqrs-message" {...item('message')}>
                  <Input.TextArea id="pqrs-message" name="message" rows={4} value={values.message} onChange={handleChange} onBlur={handleBlur} maxLength={2000} />
                </Form.Item>
                <AttachmentsField
                  files={values.attachments}
                  hint="PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, JPG, JPEG, PNG o MP4."
                  error={errors.attachments as string | undefined}
                  onChange={(files) => {
                    setFieldTouched('attachments', true, false);
                    setFieldValue('attachments', files, true);
                  }}
                />
                <Form.Item {...item('accept_terms')}>
                  <Checkbox name="accept_terms" checked={values.accept_terms} onChange={(e) => setFieldValue('accept_terms', e.target.checked)}>
                    {texts.dataPolicy}
                  </Checkbox>
                </Form.Item>
                <CaptchaSlot resetKey={report.captchaRound} error={show('captcha')}>
                  {renderCaptcha((answer) => setFieldValue('captcha', answer ?? '', true))}
                </CaptchaSlot>
                <Button type="primary" htmlType="submit" size="large" loading={report.sending}>
                  {report.sending ? 'Enviando...' : 'Enviar'}
                </Button>
              </Form>
            );
          }}
        </Formik>
      )}
      <FormOutcome dialog={report.dialog} title={texts.pqrsSuccessTitle} subtitle={texts.pqrsSuccessText} onClose={onCloseDialog} />
    </section>
  );
}
