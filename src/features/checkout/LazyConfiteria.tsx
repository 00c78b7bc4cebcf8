import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { lazyWhenOpened } from '../../app/lazyWhenOpened';
import type { ConfiteriaProps } from './Confiteria';

const loadConfiteria = () => import('./Confiteria');
const Products = lazy(() => loadConfiteria().then((m) => ({ default: m.Confiteria })));

/**
 * Step 1 (products, cart and the combo modal: antd's Card, Modal, InputNumber) stays out of the
 * purchase screen's first load, which a phone opening the screen directly waits on. Its module
 * downloads once the buyer has chosen a seat (LazyComboModal's `near`, mounted on every step).
 */
export function LazyConfiteria(props: ConfiteriaProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Products {...props} />
    </Suspense>
  );
}

/** The combo modal, mounted when first opened; step 1's module downloads once `near`. */
export const LazyComboModal = lazyWhenOpened(
  () => loadConfiteria().then((m) => m.ComboModal),
  (props) => Boolean(props.product && props.draft),
);
