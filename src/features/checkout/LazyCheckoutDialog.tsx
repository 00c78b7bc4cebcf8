import { lazyWhenOpened } from '../../app/lazyWhenOpened';

/**
 * The checkout's dialogs (antd's Modal) load apart from the purchase screen's first view: once a
 * seat is chosen (`near`, before any dialog can be needed) or when the first dialog opens.
 */
export const LazyCheckoutDialog = lazyWhenOpened(
  () => import('./CheckoutDialog').then((m) => m.CheckoutDialog),
  (props) => props.dialog !== null,
);
