import { useEffect, type ReactNode } from 'react';
import { useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import { fieldOf } from './formRules';

/** antd Form.Item status and help for a formik field: its error once touched. */
export function fieldStatus<V>(touched: FormikTouched<V>, errors: FormikErrors<V>) {
  const show = (field: keyof V) => (touched[field] && errors[field] ? (errors[field] as string) : undefined);
  const item = (field: keyof V) => ({ validateStatus: show(field) ? ('error' as const) : undefined, help: show(field) });
  return { show, item };
}

/** Formik's initial touched state for a story or a page opened with errors. */
export const touchedFor = (errors?: object) => (errors ? Object.fromEntries(Object.keys(errors).map((k) => [k, true])) : undefined);

/** The captcha widget (remounted when `resetKey` changes) and its inline error. */
export function CaptchaSlot({ resetKey, error, children }: { resetKey: number; error?: string; children: ReactNode }) {
  return (
    <div className="vz-form__captcha">
      <div key={resetKey}>{children}</div>
      <InlineError error={error} />
    </div>
  );
}

/** A form part's own error, announced when it appears. */
export function InlineError({ error }: { error?: string }) {
  return error ? (
    <div role="alert" className="vz-form__error">
      {error}
    </div>
  ) : null;
}

/**
 * The server's messages about a refused report, put on the form's fields once per refusal (`round`),
 * with the captcha answer it used up cleared: the form library keeps the fields, the report machine
 * the refusals.
 */
export function RefusalOnFields({ round, errors }: { round: number; errors: Record<string, string> }) {
  const { setErrors, setFieldValue, setTouched, touched } = useFormikContext<{ captcha: string }>();
  useEffect(() => {
    if (round === 0) return;
    const onFields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [fieldOf(field), message]));
    void setFieldValue('captcha', '', false);
    void setTouched({ ...touched, ...touchedFor(onFields) }, false);
    setErrors(onFields);
    // Once per refusal (round alone): the fields' own validation takes over as soon as the person edits them.
  }, [round]);
  return null;
}
