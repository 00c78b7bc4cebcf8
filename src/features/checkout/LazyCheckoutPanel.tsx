import { lazyWhenOpened } from '../../app/lazyWhenOpened';

/**
 * The checkout panel with its payment forms (formik, yup, antd's Form, Input and Select: ~300 KB of
 * JavaScript) stays out of the purchase screen's first load, where evaluating it blocked a phone's
 * main thread: it downloads once the buyer reaches the confectionery (`near`) and mounts when it
 * first opens.
 */
export const LazyCheckoutPanel = lazyWhenOpened(
  () => import('./CheckoutPanel').then((m) => m.CheckoutPanel),
  (props) => props.open,
);
