import { PlaceholderPage } from '../PlaceholderPage';

/** Mis compras (spec §2). Not built yet. */
export default function MyPurchasesPage() {
  return <PlaceholderPage />;
}
