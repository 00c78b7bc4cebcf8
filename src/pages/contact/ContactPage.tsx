import { useApi } from '../../api/useApi';
import { providedReportMachine } from '../../app/reportActors';
import { CaptchaField } from '../forms/CaptchaField';
import type { PqrsValues } from '../forms/formRules';
import { ReportActorContext } from '../forms/ReportContext';
import { useReport } from '../forms/useReport';
import { ContactPageView } from './ContactPageView';

/** Contáctanos (spec §2): the PQRS (machines/report, sent as multipart, spec §7) and the captcha settings from the server. */
export default function ContactPage() {
  return (
    <ReportActorContext.Provider logic={providedReportMachine} options={{ input: { form: 'pqrs' } }}>
      <Contact />
    </ReportActorContext.Provider>
  );
}

function Contact() {
  const captcha = useApi('/captcha/challenge');
  return (
    <ContactPageView
      {...useReport<PqrsValues>()}
      renderCaptcha={(onChange) => <CaptchaField config={captcha.data} failed={Boolean(captcha.error)} onChange={onChange} />}
    />
  );
}
