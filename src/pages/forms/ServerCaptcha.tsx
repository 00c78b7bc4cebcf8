import { useApi } from '../../api/useApi';
import { CaptchaField } from './CaptchaField';

/** The captcha the server hands out (GET /captcha/challenge): ALTCHA, or reCAPTCHA with its site key. */
export default function ServerCaptcha({ onChange }: { onChange: (answer: string | null) => void }) {
  const captcha = useApi('/captcha/challenge');
  return <CaptchaField config={captcha.data} failed={Boolean(captcha.error)} onChange={onChange} />;
}
