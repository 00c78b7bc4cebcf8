import { PlaceholderPage } from '../PlaceholderPage';

/** Registro (spec §2). Not built yet. */
export default function RegisterPage() {
  return <PlaceholderPage />;
}
