import { PlaceholderPage } from '../PlaceholderPage';

/** Estado de la transacción (spec §2). Not built yet. */
export default function TransactionStatusPage() {
  return <PlaceholderPage />;
}
