import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import ReCAPTCHA from 'react-google-recaptcha';
import 'altcha';
import 'altcha/i18n/es-419';
import 'altcha/types/react';
import type { CaptchaChallenge } from '../../../openapi';
import { API_BASE_URL } from '../../api/client';

export interface CaptchaFieldProps {
  /** What GET /captcha/challenge said: ALTCHA (default) or reCAPTCHA with its site key. */
  config?: CaptchaChallenge;
  /** The captcha settings could not be loaded. */
  failed?: boolean;
  /** The answer once solved, null when it expired or was reset. */
  onChange: (answer: string | null) => void;
}

export const CAPTCHA_UNAVAILABLE = 'No pudimos cargar el captcha. Revisa tu conexión y recarga la página para enviar el formulario.';
/** react-google-recaptcha never reports a script that hangs (STACK.md gotcha 13): give up after this. */
const RECAPTCHA_LOAD_TIMEOUT_MS = 10_000;

function AltchaCaptcha({ onChange }: Pick<CaptchaFieldProps, 'onChange'>) {
  const widget = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = widget.current;
    if (!el) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChange(state === 'verified' && payload ? payload : null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [onChange]);
  return <altcha-widget ref={widget} challenge={`${API_BASE_URL}/captcha/challenge`} language="es-419" name="captcha" />;
}

function RecaptchaCaptcha({ siteKey, onChange }: { siteKey: string } & Pick<CaptchaFieldProps, 'onChange'>) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setState('failed'), RECAPTCHA_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      {state === 'failed' ? <Alert type="error" showIcon title={CAPTCHA_UNAVAILABLE} /> : null}
      {state === 'loading' ? <Spin size="small" aria-label="Cargando captcha" /> : null}
      <ReCAPTCHA
        sitekey={siteKey}
        hl="es-419"
        onChange={(token) => onChange(token)}
        onExpired={() => onChange(null)}
        onErrored={() => setState('failed')}
        asyncScriptOnLoad={() => {
          const loaded = typeof window !== 'undefined' && 'grecaptcha' in window;
          setState(loaded ? 'ready' : 'failed');
        }}
      />
    </>
  );
}

/** The anti-bot check: self-hosted ALTCHA by default, reCAPTCHA when the server is configured for it. */
export function CaptchaField({ config, failed, onChange }: CaptchaFieldProps) {
  if (failed) return <Alert type="error" showIcon title={CAPTCHA_UNAVAILABLE} />;
  if (!config) return <Spin size="small" aria-label="Cargando captcha" />;
  if (config.provider === 'recaptcha' && config.siteKey) return <RecaptchaCaptcha siteKey={config.siteKey} onChange={onChange} />;
  return <AltchaCaptcha onChange={onChange} />;
}
