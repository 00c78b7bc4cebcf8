import { PlaceholderPage } from '../PlaceholderPage';

/** Iniciar sesión (spec §2). Not built yet. */
export default function LoginPage() {
  return <PlaceholderPage />;
}
