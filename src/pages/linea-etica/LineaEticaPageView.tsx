import type { ReactNode } from 'react';
import { Alert, Button, Form, Input, Radio, Typography } from 'antd';
import { Formik } from 'formik';
import { AttachmentsField } from '../forms/AttachmentsField';
import { CaptchaSlot, fieldStatus, RefusalOnFields, touchedFor } from '../forms/FormParts';
import { FormOutcome } from '../forms/FormOutcome';
import type { ReportView } from '../forms/useReport';
import { emptyEthics, ethicsSchema, texts, WHISTLEBLOWER_TYPES, type EthicsValues } from '../forms/formRules';
import '../forms/forms.css';

export interface LineaEticaPageViewProps {
  /** Where the report is (machines/report): sending, accepted, refused. */
  report: ReportView;
  /** Sends the report, once the form's own rules pass. */
  onSubmit: (values: EthicsValues) => void;
  /** The §8 dialog's OK. */
  onCloseDialog: () => void;
  /** The captcha widget; it reports its answer (null when reset or expired). */
  renderCaptcha: (onChange: (answer: string | null) => void) => ReactNode;
  initialValues?: Partial<EthicsValues>;
  initialErrors?: Partial<Record<keyof EthicsValues, string>>;
}

/** Línea ética: the report form (spec §2, §5, §8). Success resets the form and shows the radicado. */
export function LineaEticaPageView({ report, onSubmit, onCloseDialog, renderCaptcha, initialValues, initialErrors }: LineaEticaPageViewProps) {
  // Each accepted report leaves a new, empty form.
  const fresh = report.formRound === 0;

  return (
    <section className="vz-form">
      <Typography.Title level={1}>Línea ética</Typography.Title>
      <Typography.Paragraph>
        Reporta de forma confidencial cualquier conducta contraria a la ética. Tu nombre y correo son opcionales: puedes reportar de
        forma anónima.
      </Typography.Paragraph>
      {report.radicado ? <Alert type="success" showIcon title={`Tu número de radicado es ${report.radicado}.`} style={{ marginBottom: 24 }} /> : null}
      <Formik<EthicsValues>
        key={report.formRound}
        initialValues={fresh ? { ...emptyEthics, ...initialValues } : emptyEthics}
        initialErrors={fresh ? initialErrors : undefined}
        initialTouched={fresh ? touchedFor(initialErrors) : undefined}
        validationSchema={ethicsSchema}
        onSubmit={(values) => onSubmit(values)}
      >
        {({ values, errors, touched, handleChange, handleBlur, handleSubmit, setFieldValue, setFieldTouched }) => {
          const { show, item } = fieldStatus(touched, errors);
          return (
            <Form layout="vertical" onFinish={() => handleSubmit()} noValidate aria-label="Formulario de la línea ética">
              <RefusalOnFields round={report.refusals} errors={report.fieldErrors} />
              <Form.Item label="Detalle del reporte" htmlFor="ethics-details" {...item('details')}>
                <Input.TextArea id="ethics-details" name="details" rows={6} value={values.details} onChange={handleChange} onBlur={handleBlur} maxLength={5000} />
              </Form.Item>
              <Form.Item label="Entidad a denunciar" htmlFor="ethics-company" {...item('company')}>
                <Input id="ethics-company" name="company" value={values.company} onChange={handleChange} onBlur={handleBlur} maxLength={200} />
              </Form.Item>
              <Form.Item label="Tipo de denunciante" {...item('whistleblower')}>
                <Radio.Group
                  name="whistleblower"
                  aria-label="Tipo de denunciante"
                  value={values.whistleblower}
                  onChange={(e) => setFieldValue('whistleblower', e.target.value)}
                  options={WHISTLEBLOWER_TYPES.map((t) => ({ label: t, value: t }))}
                />
              </Form.Item>
              <Form.Item label="Nombre (opcional)" htmlFor="ethics-name" {...item('name')}>
                <Input id="ethics-name" name="name" value={values.name} onChange={handleChange} onBlur={handleBlur} maxLength={120} />
              </Form.Item>
              <Form.Item label="Correo electrónico (opcional)" htmlFor="ethics-email" {...item('email')}>
                <Input id="ethics-email" name="email" type="email" value={values.email} onChange={handleChange} onBlur={handleBlur} />
              </Form.Item>
              <AttachmentsField
                files={values.attachments}
                hint="PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, JPG, JPEG, PNG o MP4; 5 MB en total."
                error={errors.attachments as string | undefined}
                onChange={(files) => {
                  setFieldTouched('attachments', true, false);
                  setFieldValue('attachments', files, true);
                }}
              />
              <CaptchaSlot resetKey={report.captchaRound} error={show('captcha')}>
                {renderCaptcha((answer) => setFieldValue('captcha', answer ?? '', true))}
              </CaptchaSlot>
              <Button type="primary" htmlType="submit" size="large" loading={report.sending}>
                {report.sending ? 'Enviando...' : 'Enviar reporte'}
              </Button>
            </Form>
          );
        }}
      </Formik>
      <FormOutcome dialog={report.dialog} title={texts.ethicsSuccessTitle} subtitle={report.answerMessage ?? ''} onClose={onCloseDialog} />
    </section>
  );
}
