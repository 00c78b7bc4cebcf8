import type { ReactNode } from 'react';
import type { FormikErrors, FormikTouched } from 'formik';

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
