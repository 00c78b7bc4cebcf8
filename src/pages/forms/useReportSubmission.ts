import { useState } from 'react';
import type { FormikErrors, FormikHelpers } from 'formik';
import type { Outcome, SubmitResult } from './FormOutcome';
import { fieldOf } from './formRules';

/**
 * What the PQRS and ethics forms share around sending: the §8 dialog to show, a fresh captcha
 * after a refusal (a used answer cannot be sent again), and the server's messages on the fields.
 */
export function useReportSubmission<V extends { captcha: string }>(
  send: (values: V) => Promise<SubmitResult>,
  succeeded: (result: Extract<SubmitResult, { ok: true }>, helpers: FormikHelpers<V>) => Outcome,
) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    const result = await send(values);
    if (result.ok) {
      setOutcome(succeeded(result, helpers));
      return;
    }
    await helpers.setFieldValue('captcha', '', false);
    setCaptchaKey((k) => k + 1);
    if (result.errors) helpers.setErrors(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [fieldOf(k), v])) as FormikErrors<V>);
    setOutcome({ kind: 'failure' });
  };

  return { outcome, setOutcome, captchaKey, setCaptchaKey, submit };
}
