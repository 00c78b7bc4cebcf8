import { Checkbox } from 'antd';

/** Stand-in for the captcha widget in stories (no network): ticking it gives an answer. */
export function FakeCaptcha({ onChange }: { onChange: (answer: string | null) => void }) {
  return <Checkbox onChange={(e) => onChange(e.target.checked ? 'respuesta-de-prueba' : null)}>No soy un robot</Checkbox>;
}
