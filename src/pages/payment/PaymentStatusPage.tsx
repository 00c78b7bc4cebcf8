import { PlaceholderPage } from '../PlaceholderPage';

/** Estado del pago (spec §2). Not built yet. */
export default function PaymentStatusPage() {
  return <PlaceholderPage />;
}
