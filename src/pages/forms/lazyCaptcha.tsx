import { lazy, Suspense } from 'react';

// Loaded only when a form asks for it: the login shows a captcha only after many failed logins from
// one connection, so neither the widget's code nor antd joins the app shell or the login's download.
const ServerCaptcha = lazy(() => import('./ServerCaptcha'));

/** Renders the server's captcha (a form's `renderCaptcha`), its code downloaded on first use. */
export function renderServerCaptcha(onChange: (answer: string | null) => void) {
  return (
    <Suspense fallback={<span role="status">Cargando captcha…</span>}>
      <ServerCaptcha onChange={onChange} />
    </Suspense>
  );
}
