import { PlaceholderPage } from '../PlaceholderPage';

/** Cartelera (spec §2). Not built yet. */
export default function BillboardPage() {
  return <PlaceholderPage />;
}
