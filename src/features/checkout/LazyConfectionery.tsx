import { lazy, Suspense, useEffect } from 'react';
import { Skeleton } from 'antd';
import { useOpenedOnce } from '../../app/useOpenedOnce';
import type { ComboModalProps, ConfectioneryProps } from './Confectionery';

const loadConfectionery = () => import('./Confectionery');
const Products = lazy(() => loadConfectionery().then((m) => ({ default: m.Confectionery })));
const Combo = lazy(() => loadConfectionery().then((m) => ({ default: m.ComboModal })));

/**
 * Step 1 (products, cart and the combo modal: antd's Card, Modal, InputNumber) stays out of the
 * purchase screen's first load, which a phone opening the screen directly waits on. Its module
 * downloads once the buyer has chosen a seat (LazyComboModal's `near`, mounted on every step).
 */
export function LazyConfectionery(props: ConfectioneryProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Products {...props} />
    </Suspense>
  );
}

/** The combo modal, mounted when first opened (and kept, for its closing animation); downloads step 1 once `near`. */
export function LazyComboModal({ near, ...props }: ComboModalProps & { near: boolean }) {
  useEffect(() => {
    if (near) void loadConfectionery();
  }, [near]);
  const mounted = useOpenedOnce(Boolean(props.product && props.draft));
  return mounted ? (
    <Suspense fallback={null}>
      <Combo {...props} />
    </Suspense>
  ) : null;
}
