import { useCallback } from 'react';
import { useApi } from '../../api/useApi';
import { CaptchaField } from '../forms/CaptchaField';
import { toFormData, type PqrsValues } from '../forms/formRules';
import { sendForm } from '../forms/sendForm';
import { ContactPageView } from './ContactPageView';

/** Contáctanos (spec §2): the captcha settings from the server, and the PQRS sent as multipart (spec §7). */
export default function ContactPage() {
  const captcha = useApi('/captcha/challenge');
  const submit = useCallback(
    ({ name, email, phone, type_pqr, message, accept_terms, captcha: answer, attachments }: PqrsValues) =>
      sendForm('/pqrs', toFormData({ name, email, phone, type_pqr, message, accept_terms: accept_terms ? '1' : '0', captcha: answer }, attachments)),
    [],
  );
  return (
    <ContactPageView
      onSubmit={submit}
      renderCaptcha={(onChange) => <CaptchaField config={captcha.data} failed={Boolean(captcha.error)} onChange={onChange} />}
    />
  );
}
