import { PlaceholderPage } from '../PlaceholderPage';

/** Confitería (spec §2). Not built yet. */
export default function ConfectioneryPage() {
  return <PlaceholderPage />;
}
