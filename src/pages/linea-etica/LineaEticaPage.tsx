import { useApi } from '../../api/useApi';
import { providedReportMachine } from '../../app/reportActors';
import { CaptchaField } from '../forms/CaptchaField';
import type { EthicsValues } from '../forms/formRules';
import { ReportActorContext } from '../forms/ReportContext';
import { useReport } from '../forms/useReport';
import { LineaEticaPageView } from './LineaEticaPageView';

/** Línea ética (spec §2): the report (machines/report; name and e-mail sent only when given, spec §5). */
export default function LineaEticaPage() {
  return (
    <ReportActorContext.Provider logic={providedReportMachine} options={{ input: { form: 'ethics' } }}>
      <EthicsLine />
    </ReportActorContext.Provider>
  );
}

function EthicsLine() {
  const captcha = useApi('/captcha/challenge');
  return (
    <LineaEticaPageView
      {...useReport<EthicsValues>()}
      renderCaptcha={(onChange) => <CaptchaField config={captcha.data} failed={Boolean(captcha.error)} onChange={onChange} />}
    />
  );
}
