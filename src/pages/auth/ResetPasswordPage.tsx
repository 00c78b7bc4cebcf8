import { PlaceholderPage } from '../PlaceholderPage';

/** Restablecer contraseña (spec §2). Not built yet. */
export default function ResetPasswordPage() {
  return <PlaceholderPage />;
}
