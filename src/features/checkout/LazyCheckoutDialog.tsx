import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { useOpenedOnce } from '../../app/useOpenedOnce';
import type { CheckoutDialog as Dialog } from './CheckoutDialog';

const load = () => import('./CheckoutDialog');
const Lazy = lazy(() => load().then((m) => ({ default: m.CheckoutDialog })));

/**
 * The checkout's dialogs (antd's Modal) load apart from the purchase screen's first view: once a
 * seat is chosen (`near`, before any dialog can be needed) or when the first dialog opens, and
 * stay mounted from then on for their closing animation.
 */
export function LazyCheckoutDialog({ near, ...props }: ComponentProps<typeof Dialog> & { near: boolean }) {
  const mounted = useOpenedOnce(props.dialog !== null);
  useEffect(() => {
    if (near) void load();
  }, [near]);
  return mounted ? (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  ) : null;
}
