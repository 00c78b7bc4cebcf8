import { lazy, Suspense, useEffect } from 'react';
import { useOpenedOnce } from '../../app/useOpenedOnce';
import type { CheckoutPanelProps } from './CheckoutPanel';

const load = () => import('./CheckoutPanel');
const Panel = lazy(() => load().then((m) => ({ default: m.CheckoutPanel })));

/**
 * The checkout panel with its payment forms (formik, yup, antd's Form, Input and Select: ~300 KB of
 * JavaScript) stays out of the purchase screen's first load, where evaluating it blocked a phone's
 * main thread: it downloads once the buyer reaches the confectionery (`near`) and mounts when it
 * first opens, keeping its closing animation after.
 */
export function LazyCheckoutPanel({ near, ...props }: CheckoutPanelProps & { near: boolean }) {
  const mounted = useOpenedOnce(props.open);
  useEffect(() => {
    if (near) void load();
  }, [near]);
  return mounted ? (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  ) : null;
}
