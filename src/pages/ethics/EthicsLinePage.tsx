import { useCallback } from 'react';
import { useApi } from '../../api/useApi';
import { CaptchaField } from '../forms/CaptchaField';
import { toFormData, type EthicsValues } from '../forms/formRules';
import { sendForm } from '../forms/sendForm';
import { EthicsLinePageView } from './EthicsLinePageView';

/** Línea ética (spec §2): name and e-mail are sent only when given (spec §5). */
export default function EthicsLinePage() {
  const captcha = useApi('/captcha/challenge');
  const submit = useCallback(
    ({ details, company, whistleblower, name, email, captcha: answer, attachments }: EthicsValues) =>
      sendForm('/ethics', toFormData({ details, company, whistleblower, name, email, captcha: answer }, attachments)),
    [],
  );
  return (
    <EthicsLinePageView
      onSubmit={submit}
      renderCaptcha={(onChange) => <CaptchaField config={captcha.data} failed={Boolean(captcha.error)} onChange={onChange} />}
    />
  );
}
