import { PlaceholderPage } from '../PlaceholderPage';

/** Compra de boletas y confitería (spec §2). Not built yet. */
export default function PurchasePage() {
  return <PlaceholderPage />;
}
